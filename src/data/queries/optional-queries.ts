/**
 * The query factory of the optional read methods, made from their entries (rpc/optional-methods.ts)
 * and keyed like the four methods' in queries.ts: `[endpointId, method, …what tells calls apart]`.
 * An answer that can never change is kept for good, any other briefly (a tag moves with the
 * chain). Each call teaches whether the endpoint serves its method, so a page learns it from its
 * own lookups without waiting for the probe. Apart from queries.ts so the first page, which
 * needs only the four, does not carry them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { OptionalMethod } from '../../rpc/optional-method-names.ts';
import { optionalMethodEntry, type OptionalArgs, type OptionalResult } from '../../rpc/optional-methods.ts';
import { learnFrom } from './probe-endpoint.ts';
import { FOREVER, TAG_READ_FRESH_MS, clientOf, idOf, type QueryEndpoint } from './queries.ts';

/** A call of an optional method, as a page or a prefetch asks it. */
export function optionalQuery<M extends OptionalMethod>(
  endpoint: QueryEndpoint | null,
  method: M,
  ...args: OptionalArgs<M>
) {
  const entry = optionalMethodEntry(method);
  return queryOptions<OptionalResult<M>, Error, OptionalResult<M>, readonly [string, M, ...unknown[]]>({
    enabled: endpoint !== null,
    queryKey: [idOf(endpoint), method, ...entry.key(...args)] as const,
    queryFn: () => learnFrom(idOf(endpoint), method, clientOf(endpoint).readOptional(method, ...args)),
    staleTime: (query) =>
      query.state.data !== undefined && entry.fixed(query.state.data, ...args) ? FOREVER : TAG_READ_FRESH_MS,
    ...(entry.keptUnused ? { gcTime: FOREVER } : {}),
  });
}

/** `block`: a 32-byte hash (eth_getBlockByHash), else a hex number or a tag (eth_getBlockByNumber). */
export function blockQuery(endpoint: QueryEndpoint | null, block: string) {
  return optionalQuery(endpoint, block.length === 66 ? 'eth_getBlockByHash' : 'eth_getBlockByNumber', block);
}
