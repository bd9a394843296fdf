/**
 * Query-option factories for the optional read methods (data/endpoint-facts.ts), keyed like the
 * four methods' in queries.ts. Each call teaches whether the endpoint serves its method, so a page
 * learns it from its own lookups without waiting for the probe. Apart from queries.ts so the first
 * page, which needs only the four, does not carry them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Block } from '../domain/block.ts';
import type { CallRequest } from '../rpc/client.ts';
import { learnFrom } from './probe-endpoint.ts';
import { FOREVER, TAG_READ_FRESH_MS, clientOf, idOf, type QueryEndpoint } from './queries.ts';

/** A block number or hash is one block for good; a tag (`latest`, …) moves with the chain. */
function fixedBlock(block: string): boolean {
  return /^0x[0-9a-f]+$/i.test(block);
}

/** The head. `staleMs`: how long an answer is taken as the head (a page polling it sets its own interval). */
export function blockNumberQuery(endpoint: QueryEndpoint | null, staleMs = TAG_READ_FRESH_MS) {
  return queryOptions({
    enabled: endpoint !== null,
    queryKey: [idOf(endpoint), 'eth_blockNumber'] as const,
    queryFn: () => learnFrom(idOf(endpoint), 'eth_blockNumber', clientOf(endpoint).blockNumber()),
    staleTime: staleMs,
  });
}

/** `block`: a 32-byte hash, a hex number or a tag; transactions as hashes (domain/block.ts). */
export function blockQuery(endpoint: QueryEndpoint | null, block: string) {
  const byHash = block.length === 66;
  return queryOptions({
    enabled: endpoint !== null,
    queryKey: [idOf(endpoint), byHash ? 'eth_getBlockByHash' : 'eth_getBlockByNumber', block.toLowerCase()] as const,
    queryFn: (): Promise<Block | null> =>
      learnFrom(
        idOf(endpoint),
        byHash ? 'eth_getBlockByHash' : 'eth_getBlockByNumber',
        clientOf(endpoint).getBlock(block),
      ),
    // a block not there yet (null) may be mined a moment later
    staleTime: (query) => (query.state.data && fixedBlock(block) ? FOREVER : TAG_READ_FRESH_MS),
  });
}

export function balanceQuery(endpoint: QueryEndpoint | null, address: string, block = 'latest') {
  return queryOptions({
    enabled: endpoint !== null,
    queryKey: [idOf(endpoint), 'eth_getBalance', address.toLowerCase(), block] as const,
    queryFn: () => learnFrom(idOf(endpoint), 'eth_getBalance', clientOf(endpoint).getBalance(address, block)),
    staleTime: fixedBlock(block) ? FOREVER : TAG_READ_FRESH_MS,
  });
}

export function transactionCountQuery(endpoint: QueryEndpoint | null, address: string, block = 'latest') {
  return queryOptions({
    enabled: endpoint !== null,
    queryKey: [idOf(endpoint), 'eth_getTransactionCount', address.toLowerCase(), block] as const,
    queryFn: () =>
      learnFrom(idOf(endpoint), 'eth_getTransactionCount', clientOf(endpoint).getTransactionCount(address, block)),
    staleTime: fixedBlock(block) ? FOREVER : TAG_READ_FRESH_MS,
  });
}

export function codeQuery(endpoint: QueryEndpoint | null, address: string, block = 'latest') {
  return queryOptions({
    enabled: endpoint !== null,
    queryKey: [idOf(endpoint), 'eth_getCode', address.toLowerCase(), block] as const,
    queryFn: () => learnFrom(idOf(endpoint), 'eth_getCode', clientOf(endpoint).getCode(address, block)),
    staleTime: fixedBlock(block) ? FOREVER : TAG_READ_FRESH_MS,
  });
}

/** An eth_call; at a fixed block its answer never changes. A revert is the query's error. */
export function callQuery(endpoint: QueryEndpoint | null, request: CallRequest, block = 'latest') {
  return queryOptions({
    enabled: endpoint !== null,
    queryKey: [
      idOf(endpoint),
      'eth_call',
      request.to.toLowerCase(),
      (request.data ?? '0x').toLowerCase(),
      request.from?.toLowerCase() ?? null,
      request.value?.toString() ?? null,
      request.gas?.toString() ?? null,
      block,
    ] as const,
    queryFn: () => learnFrom(idOf(endpoint), 'eth_call', clientOf(endpoint).call(request, block)),
    staleTime: fixedBlock(block) ? FOREVER : TAG_READ_FRESH_MS,
    gcTime: FOREVER,
  });
}

/**
 * The call tree of a mined transaction from the endpoint's tracer (debug_traceTransaction,
 * callTracer with logs). A mined transaction's trace never changes; it is asked only by the
 * Trace page, and kept only while a page may show it again (a trace can be megabytes).
 */
export function callTraceQuery(endpoint: QueryEndpoint | null, hash: string) {
  return queryOptions({
    enabled: endpoint !== null,
    queryKey: [idOf(endpoint), 'debug_traceTransaction', hash.toLowerCase(), 'callTracer'] as const,
    queryFn: () => learnFrom(idOf(endpoint), 'debug_traceTransaction', clientOf(endpoint).traceCalls(hash)),
    staleTime: FOREVER,
  });
}

/** What the transaction changed, from the endpoint's tracer (prestateTracer, diff mode). */
export function stateDiffQuery(endpoint: QueryEndpoint | null, hash: string) {
  return queryOptions({
    enabled: endpoint !== null,
    queryKey: [idOf(endpoint), 'debug_traceTransaction', hash.toLowerCase(), 'prestateTracer'] as const,
    queryFn: () => learnFrom(idOf(endpoint), 'debug_traceTransaction', clientOf(endpoint).traceStateDiff(hash)),
    staleTime: FOREVER,
  });
}
