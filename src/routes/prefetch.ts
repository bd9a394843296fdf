/**
 * The code a lookup needs (the search parser, the transaction page, the wire) is split off the
 * first screen. When a person shows the intent to search (focus or pointer on the box), it is
 * fetched at once and in parallel, instead of one chunk after another after Enter.
 */
let started = false;

export function prefetchLookupCode(): void {
  if (started) return;
  started = true;
  void Promise.allSettled([import('../domain/search-query.ts'), import('../pages/TransactionPage.tsx'), import('../rpc/client.ts')]);
}
