/**
 * A cold link (a pasted or reloaded link to a record page: one with lookups in the route
 * manifest) starts everything it needs at boot, at once: the page's code, the wire's code and the
 * lookup itself, with the page's own query factories so the page finds the answer in the cache (or
 * in flight). Otherwise each would wait for the one before: entry script, route chunk, page render,
 * wire chunk, request.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { QueryEndpoint } from '../data/queries/queries.ts';
import type { PageRoute } from './pages.tsx';
import { routeTable } from './route-table.ts';

/**
 * Starts the code and the lookup of `route` (the address bar's, `routeAt`), if it is a page a link
 * leads to; `search` is the address bar's query. `endpoint` resolves once the connection is known
 * (the devnet preset may still be on its way). Settles (never fails) once both have: the page's
 * code loaded and its lookup answered or failed.
 */
export function startColdLink(
  queryClient: QueryClient,
  route: PageRoute | null,
  search: string,
  endpoint: () => Promise<QueryEndpoint | null>,
): Promise<void> {
  // a record page's lookups (the manifest's) and the parsers they need load beside the page's
  // code, not with the first page
  if (!route || !routeTable[route.name].record) return Promise.resolve();
  const { name, params } = route;
  const code = route.page.preload();
  // the wire's and the lookup's code, fetched while the connection is still being settled
  void import('../rpc/client.ts').catch(() => undefined);
  const lookup = Promise.all([import('./cold-link-lookups.ts'), endpoint()]).then(([{ startLookup }, known]) =>
    known ? startLookup(name, params, queryClient, known, new URLSearchParams(search)) : undefined,
  );
  // a failure is the page's to show, from the cache, when it renders
  return Promise.allSettled([code, lookup]).then(() => undefined);
}
