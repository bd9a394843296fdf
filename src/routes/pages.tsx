/**
 * Every page of the route manifest, its code in a chunk of its own (but the home page's), loaded
 * when first needed: by the router
 * when a page is visited, or earlier: at boot for the page in the address bar (main.tsx,
 * `routeAt`), by a cold link (cold-link.ts) and by the search box on intent (prefetch.ts).
 *
 * A page whose code has already arrived renders at once. `React.lazy` alone would suspend once even
 * then, showing the layout's skeleton, and React holds a Suspense boundary's content back until
 * 300 ms after its fallback appeared (FALLBACK_THROTTLE_MS): on a cold link that throttle was most
 * of the wait between the transaction's answer and its display.
 */
import { lazy, useState, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import { HomePage } from '../pages/HomePage.tsx';
import { inAppPath, routerBasename } from './base-path.ts';
import { pageEntries, type PageName } from './manifest.ts';

interface LoadablePage {
  /** The element to route to: renders the page, waiting for its code if it has not arrived. */
  Page: ComponentType;
  /** Fetches the page's code, once. */
  preload: () => Promise<ComponentType>;
}

function loadablePage(load: () => Promise<ComponentType>): LoadablePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // a failure stays failed, as React.lazy's does: the page's error boundary says so, a reload retries
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    // chosen once per mount: switching from Lazy to the loaded page later would remount it
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Page, preload };
}

/** A page that comes with the entry: nothing to wait for. */
function staticPage(component: ComponentType): LoadablePage {
  return { Page: component, preload: () => Promise.resolve(component) };
}

// The page most loads start on, and what the home page needs (the page title, the copy button,
// recent lookups) most other pages need too: with the entry, not one request after it.
const WITH_ENTRY: Partial<Record<PageName, ComponentType>> = { home: HomePage };

// Every other page module, each a chunk of its own; the manifest names the module, and the module
// exports a component of the same name.
const pageModules = import.meta.glob<Record<string, ComponentType>>(['../pages/*Page.tsx', '!../pages/HomePage.tsx']);

function pageOf(name: PageName, module: string): LoadablePage {
  const component = WITH_ENTRY[name];
  if (component) return staticPage(component);
  const load = pageModules[`../pages/${module}.tsx`];
  if (!load) throw new Error(`route manifest: page ${name} names src/pages/${module}.tsx, which does not exist`);
  return loadablePage(() =>
    load().then((exports) => {
      const page = exports[module];
      if (!page) throw new Error(`src/pages/${module}.tsx exports no ${module}`);
      return page;
    }),
  );
}

/** Every page of the manifest, by name. */
export const pages = Object.fromEntries(pageEntries.map(([name, entry]) => [name, pageOf(name, entry.page)])) as Record<
  PageName,
  LoadablePage
>;

/** A page the router shows, with the path's parameters. */
export interface PageRoute {
  name: PageName;
  params: Record<string, string | undefined>;
  page: LoadablePage;
}

/**
 * The page the router shows at `pathname` (the address bar's, base included); null outside the
 * base. As the router matches: the manifest's patterns in order, the catch-all last.
 */
export function routeAt(pathname: string, basename: string = routerBasename): PageRoute | null {
  const path = inAppPath(pathname, basename);
  if (path === null) return null;
  for (const [name, entry] of pageEntries) {
    const match = matchPath(entry.path, path);
    if (match) return { name, params: match.params, page: pages[name] };
  }
  return null;
}
