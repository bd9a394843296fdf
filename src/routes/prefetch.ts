/**
 * The code a lookup needs (the search parser, the transaction page, the wire) is split off the
 * first screen. When a person shows the intent to search (focus or pointer on the box), it is
 * fetched at once and in parallel, instead of one chunk after another after Enter.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { QueryEndpoint } from '../data/queries/queries.ts';
import type { SearchTarget } from '../domain/search-query.ts';
import { pages, routeAt } from './pages.tsx';
import { searchTargetURL } from './urls.ts';

let started = false;

// A prefetch's failure is the page's to show, from the cache, when it renders.
const ignore = () => undefined;

/** The receipt page's code, fetched when a link to a receipt is pointed at. */
export function prefetchReceiptPage(): void {
  void pages.receipt.preload().catch(ignore);
}

/**
 * The archive page's code and its first screen (read from IndexedDB while the code arrives), when
 * a link to it is pointed at or focused: a click then finds both ready, or on their way.
 */
export function prefetchArchivePage(queryClient: QueryClient): void {
  void pages.archive.preload().catch(ignore);
  void import('../data/archive/useArchive.ts').then((module) => module.prefetchArchiveFirstScreen(queryClient), ignore);
}

export function prefetchLookupCode(): void {
  if (started) return;
  started = true;
  void Promise.allSettled([
    import('../domain/search-query.ts'),
    // the lookups a search starts (prefetchSearchTarget), with the query factories
    import('./cold-link-lookups.ts'),
    pages.transaction.preload(),
    import('../rpc/client.ts'),
  ]);
}

/**
 * Starts the lookups a search leads to while the page's code is still loading, those a link to
 * that page starts (the route manifest's, with the page's own query factories), so the page finds
 * the answer in the cache (or in flight) instead of asking after it renders.
 */
export async function prefetchSearchTarget(
  queryClient: QueryClient,
  endpoint: QueryEndpoint | null,
  target: SearchTarget,
): Promise<void> {
  if (!endpoint) return;
  const url = new URL(searchTargetURL(target), 'http://in-app.invalid');
  const route = routeAt(url.pathname, '/');
  if (!route) return;
  const { startLookup } = await import('./cold-link-lookups.ts');
  void startLookup(route.name, route.params, queryClient, endpoint, url.searchParams)?.catch(ignore);
}
