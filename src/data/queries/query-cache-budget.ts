/**
 * Keeps the query cache within a byte budget. Mined transactions and receipts never change, so
 * the factories cache them with no expiry (a revisit costs nothing); but a person who keeps Hexray
 * open all day would otherwise keep every 2,000-log receipt they ever opened (≈3 MB of heap each).
 * This evicts the least recently used entries that no mounted component is watching until the
 * estimated total fits; what the current page shows is never evicted, however large.
 */
import type { QueryCache } from '@tanstack/react-query';
import { estimateRetainedBytes } from './retained-size.ts';

/** The default budget: a few dozen large receipts, thousands of ordinary transactions. */
export const QUERY_CACHE_BUDGET_BYTES = 32 * 1024 * 1024;

/** A cache entry as the cache hands it out (its data type is the cache's business, not ours). */
type CachedQuery = ReturnType<QueryCache['getAll']>[number];

export interface CacheBudget {
  /** the estimated bytes held by cached results now */
  usedBytes(): number;
  stop(): void;
}

export function boundQueryCache(cache: QueryCache, budgetBytes = QUERY_CACHE_BUDGET_BYTES): CacheBudget {
  // Query → the data object its size was computed for, and that size: data is immutable once
  // stored, so a size stays valid until the query holds another object.
  const sizes = new WeakMap<CachedQuery, { data: unknown; bytes: number }>();
  const lastUsed = new WeakMap<CachedQuery, number>();
  let clock = 0;

  const sizeOf = (query: CachedQuery): number => {
    const data = query.state.data;
    const known = sizes.get(query);
    if (known && known.data === data) return known.bytes;
    const bytes = data === undefined ? 0 : estimateRetainedBytes(data);
    sizes.set(query, { data, bytes });
    return bytes;
  };

  const usedBytes = () => cache.getAll().reduce((total, query) => total + sizeOf(query), 0);

  // `newest` is the entry that just arrived: a prefetch nobody watches yet must survive until the
  // page that asked for it mounts, even when it alone is over the budget.
  const evict = (newest: CachedQuery) => {
    const queries = cache.getAll();
    let total = queries.reduce((sum, query) => sum + sizeOf(query), 0);
    if (total <= budgetBytes) return;
    const evictable = queries
      .filter((query) => query !== newest && query.getObserversCount() === 0 && query.state.fetchStatus === 'idle')
      .sort((a, b) => (lastUsed.get(a) ?? 0) - (lastUsed.get(b) ?? 0));
    for (const query of evictable) {
      if (total <= budgetBytes) break;
      total -= sizeOf(query);
      cache.remove(query);
    }
  };

  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'removed') return;
    const query = event.query as CachedQuery;
    lastUsed.set(query, ++clock);
    // A result arriving grows the cache; a page unmounting makes its entries evictable.
    if ((event.type === 'updated' && event.action.type === 'success') || event.type === 'observerRemoved') evict(query);
  });

  return { usedBytes, stop: unsubscribe };
}
