/**
 * Every page's code but the home page's, one chunk each, loaded when first needed: by the router
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
import { inAppPath } from './base-path.ts';
import { paths } from './urls.ts';

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

export const pages = {
  // The page most loads start on, and what the home page needs (the page title, the copy button,
  // recent lookups) most other pages need too: with the entry, not one request after it
  home: staticPage(HomePage),
  settings: loadablePage(() => import('../pages/SettingsPage.tsx').then((m) => m.SettingsPage)),
  transaction: loadablePage(() => import('../pages/TransactionPage.tsx').then((m) => m.TransactionPage)),
  receipt: loadablePage(() => import('../pages/ReceiptPage.tsx').then((m) => m.ReceiptPage)),
  blockTransaction: loadablePage(() => import('../pages/BlockTransactionPage.tsx').then((m) => m.BlockTransactionPage)),
  storage: loadablePage(() => import('../pages/StoragePage.tsx').then((m) => m.StoragePage)),
  slots: loadablePage(() => import('../pages/SlotsPage.tsx').then((m) => m.SlotsPage)),
  notFound: loadablePage(() => import('../pages/NotFoundPage.tsx').then((m) => m.NotFoundPage)),
} satisfies Record<keyof typeof paths | 'notFound', LoadablePage>;

/** A page the router shows, with the path's parameters. */
export interface PageRoute {
  name: keyof typeof pages;
  params: Record<string, string | undefined>;
  page: LoadablePage;
}

/** The page the router shows at `pathname` (the address bar's, base included); null outside the base. */
export function routeAt(pathname: string): PageRoute | null {
  const path = inAppPath(pathname);
  if (path === null) return null;
  for (const [name, pattern] of Object.entries(paths) as Array<[keyof typeof paths, string]>) {
    const match = matchPath(pattern, path);
    if (match) return { name, params: match.params, page: pages[name] };
  }
  return { name: 'notFound', params: {}, page: pages.notFound };
}
