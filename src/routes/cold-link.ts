/**
 * A cold link (a pasted or reloaded `/tx/…`, `/tx/…/receipt`, `/block/…/tx/…` or storage URL)
 * starts everything it needs at boot, at once: the page's code, the wire's code and the lookup
 * itself, with the page's own query factories so the page finds the answer in the cache (or in
 * flight). Otherwise each would wait for the one before: entry script, route chunk, page render,
 * wire chunk, request.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { QueryEndpoint } from '../data/queries.ts';
import { inAppPath } from './base-path.ts';
import { paths } from './urls.ts';

// A prefetch's failure is the page's to show, from the cache, when it renders.
const ignore = () => undefined;

// The page modules named exactly as router.tsx names them: one chunk, fetched once. The lookups
// themselves (and the parsers they need) load beside the page's code, not with the first page.
const COLD_ROUTES: Array<{ pattern: string; code: () => Promise<unknown> }> = [
  { pattern: paths.receipt, code: () => import('../pages/ReceiptPage.tsx') },
  { pattern: paths.transaction, code: () => import('../pages/TransactionPage.tsx') },
  { pattern: paths.blockTransaction, code: () => import('../pages/BlockTransactionPage.tsx') },
  { pattern: paths.storage, code: () => import('../pages/StoragePage.tsx') },
];

/**
 * Starts the code and the lookup of the page at `location`, if it is one a link leads to.
 * `endpoint` resolves once the connection is known (the devnet preset may still be on its way).
 */
export function startColdLink(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
  endpoint: () => Promise<QueryEndpoint | null>,
): void {
  // the address bar holds the build's base (`/hexray/tx/0x…`); the route patterns do not
  const path = inAppPath(location.pathname);
  if (path === null) return;
  for (const route of COLD_ROUTES) {
    const match = matchPath(route.pattern, path);
    if (!match) continue;
    void route.code().catch(ignore);
    // the wire's and the lookup's code, fetched while the connection is still being settled
    void import('../rpc/client.ts').catch(ignore);
    void Promise.all([import('./cold-link-lookups.ts'), endpoint()])
      .then(([{ startLookup }, known]) =>
        known
          ? startLookup(route.pattern, match.params, queryClient, known, new URLSearchParams(location.search))
          : undefined,
      )
      .catch(ignore);
    return;
  }
}
