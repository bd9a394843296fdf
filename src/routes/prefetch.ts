/**
 * The code a lookup needs (the search parser, the transaction page, the wire) is split off the
 * first screen. When a person shows the intent to search (focus or pointer on the box), it is
 * fetched at once and in parallel, instead of one chunk after another after Enter.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { QueryEndpoint } from '../data/queries.ts';
import type { SearchTarget } from '../domain/search-query.ts';
import { pages } from './pages.tsx';

let started = false;

// A prefetch's failure is the page's to show, from the cache, when it renders.
const ignore = () => undefined;

/** The receipt page's code, fetched when a link to a receipt is pointed at. */
export function prefetchReceiptPage(): void {
  void pages.receipt.preload().catch(ignore);
}

export function prefetchLookupCode(): void {
  if (started) return;
  started = true;
  void Promise.allSettled([
    import('../domain/search-query.ts'),
    import('../data/queries.ts'),
    pages.transaction.preload(),
    import('../rpc/client.ts'),
  ]);
}

/**
 * Starts the lookup a search leads to while the page's code is still loading, with the page's own
 * query factory, so the page finds the answer in the cache (or in flight) instead of asking after
 * it renders.
 */
export async function prefetchSearchTarget(
  queryClient: QueryClient,
  endpoint: QueryEndpoint | null,
  target: SearchTarget,
): Promise<void> {
  if (!endpoint) return;
  const queries = await import('../data/queries.ts');
  // the transaction page shows the receipt's outcome and fee in its summary: both leave at once
  if (target.kind === 'transaction') {
    void queryClient.query(queries.transactionByHashQuery(endpoint, target.hash)).catch(ignore);
    void queryClient.query(queries.receiptQuery(endpoint, target.hash)).catch(ignore);
  }
  if (target.kind === 'receipt') void queryClient.query(queries.receiptQuery(endpoint, target.hash)).catch(ignore);
  if (target.kind === 'blockTransaction')
    void queryClient.query(queries.transactionByBlockQuery(endpoint, target.blockHash, target.index)).catch(ignore);
}
