/**
 * Query-option factories, one per JSON-RPC method, keyed `[endpointId, method, ...params]`.
 * Components use them with useQuery; anything that prefetches uses the same factory, so caching
 * and prefetch agree. The endpoint id is a hash: the key never sits in the cache in clear.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Receipt } from '../../domain/receipt.ts';
import type { Transaction } from '../../domain/transaction.ts';
import type { RpcClient } from '../../rpc/client.ts';

export interface QueryEndpoint {
  client: RpcClient;
  endpointId: string;
}

/** How often a pending transaction (or a missing receipt of one) is looked up again. */
export const PENDING_POLL_MS = 2_000;

/** Pages call hooks before they know a connection exists; such queries are disabled, never run. */
export function clientOf(endpoint: QueryEndpoint | null): RpcClient {
  if (!endpoint) throw new Error('No endpoint is configured');
  return endpoint.client;
}

export function idOf(endpoint: QueryEndpoint | null): string {
  return endpoint?.endpointId ?? 'none';
}

// Mined transactions and receipts never change: once seen, they are cached for good.
export const FOREVER = Infinity;

export function transactionByHashQuery(endpoint: QueryEndpoint | null, hash: string) {
  return queryOptions({
    enabled: endpoint !== null,
    queryKey: [idOf(endpoint), 'eth_getTransactionByHash', hash.toLowerCase()] as const,
    queryFn: (): Promise<Transaction | null> => clientOf(endpoint).getTransactionByHash(hash),
    // null and pending answers may change, but not within a poll interval: a page mounting right
    // after the search box prefetched must not ask again
    staleTime: (query) => (query.state.data && !query.state.data.pending ? FOREVER : PENDING_POLL_MS),
    gcTime: FOREVER,
    refetchInterval: (query) => (query.state.data?.pending ? PENDING_POLL_MS : false),
  });
}

export function transactionByBlockQuery(endpoint: QueryEndpoint | null, blockHash: string, index: bigint) {
  return queryOptions({
    enabled: endpoint !== null,
    queryKey: [
      idOf(endpoint),
      'eth_getTransactionByBlockHashAndIndex',
      blockHash.toLowerCase(),
      `0x${index.toString(16)}`,
    ] as const,
    queryFn: (): Promise<Transaction | null> => clientOf(endpoint).getTransactionByBlockHashAndIndex(blockHash, index),
    // a block hash names one block forever: its transactions never change
    staleTime: FOREVER,
    gcTime: FOREVER,
  });
}

/**
 * `pollWhileMissing`: the transaction is known to be pending, so a null receipt is expected to
 * turn into a real one; look again until it does.
 */
export function receiptQuery(endpoint: QueryEndpoint | null, hash: string, pollWhileMissing = false) {
  return queryOptions({
    enabled: endpoint !== null,
    queryKey: [idOf(endpoint), 'eth_getTransactionReceipt', hash.toLowerCase()] as const,
    queryFn: (): Promise<Receipt | null> => clientOf(endpoint).getTransactionReceipt(hash),
    staleTime: (query) => (query.state.data ? FOREVER : PENDING_POLL_MS),
    gcTime: FOREVER,
    refetchInterval: (query) => (pollWhileMissing && query.state.data === null ? PENDING_POLL_MS : false),
  });
}

/**
 * How long a word read at a tag (`latest`, …) is taken as current: long enough for the page a cold
 * link started it for to mount and use it (index.html's boot script sends it while the page's code
 * loads) instead of asking again, short enough that a page opened later reads afresh.
 */
export const TAG_READ_FRESH_MS = 2_000;

/** Storage at a block number is fixed; at a tag (`latest`, …) it moves with the chain. */
export function storageQuery(endpoint: QueryEndpoint | null, address: string, position: string, block: string) {
  const fixed = /^0x[0-9a-f]+$/i.test(block);
  return queryOptions({
    enabled: endpoint !== null,
    queryKey: [idOf(endpoint), 'eth_getStorageAt', address.toLowerCase(), position, block] as const,
    queryFn: () => clientOf(endpoint).getStorageAt(address, position, block),
    staleTime: fixed ? FOREVER : TAG_READ_FRESH_MS,
  });
}
