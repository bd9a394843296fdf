/**
 * Every page of the route table (route-table.ts), its code in a chunk of its own (but the home
 * page's), loaded when first needed: by the router when a page is visited, or earlier: at boot for
 * the page in the address bar (main.tsx, `routeAt`), by a cold link (cold-link.ts) and by the
 * search box on intent (prefetch.ts).
 *
 * A page whose code has already arrived renders at once. `React.lazy` alone would suspend once even
 * then, showing the layout's skeleton, and React holds a Suspense boundary's content back until
 * 300 ms after its fallback appeared (FALLBACK_THROTTLE_MS): on a cold link that throttle was most
 * of the wait between the transaction's answer and its display.
 */
import { lazy, useState, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import { inAppPath, routerBasename } from './base-path.ts';
import { pageCode } from 'virtual:hexray/page-code';
import type { PageName } from './manifest.ts';
import { routes } from './route-table.ts';

/**
 * How a page's code is had (generated from the manifest by build/route-table.ts): the component,
 * when it comes with the entry, or a function that fetches its chunk.
 */
type PageCode = { component: ComponentType } | { load: () => Promise<ComponentType> };

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

const pageOf = (code: PageCode): LoadablePage =>
  'component' in code ? staticPage(code.component) : loadablePage(code.load);

const codeOf = pageCode as Record<PageName, PageCode>;

/** Every page of the manifest, by name. */
export const pages = Object.fromEntries(routes.map(([name]) => [name, pageOf(codeOf[name])])) as Record<
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
  for (const [name, route] of routes) {
    const match = matchPath(route.path, path);
    if (match) return { name, params: match.params, page: pages[name] };
  }
  return null;
}
