/**
 * The newest block number this tab has seen on an endpoint: the four methods have no
 * `eth_blockNumber`, so this is where a search for the head starts (domain/storage/head-search.ts).
 * Sources: transactions and receipts in the query cache (their `blockNumber`), storage read at a
 * block number that answered, a node's "not there yet" answer that named its head, and the
 * storage reads of this tab (read-history.ts, which does not keep the endpoint: a hint only).
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { RpcResponseError } from '../../rpc/errors.ts';
import type { StorageRead } from './read-history.ts';

const max = (a: bigint | null, b: bigint | null): bigint | null => (a === null ? b : b === null || a >= b ? a : b);

function blockOf(query: Query): bigint | null {
  const [, method, , , block] = query.queryKey as [string, string, unknown, unknown, unknown];
  const { data, error } = query.state;
  if (error instanceof RpcResponseError) return error.reportedHead;
  if (method === 'eth_getStorageAt')
    return data !== undefined && typeof block === 'string' && /^0x[0-9a-f]+$/i.test(block) ? BigInt(block) : null;
  const number = (data as { blockNumber?: unknown } | null | undefined)?.blockNumber;
  return typeof number === 'bigint' ? number : null;
}

export function newestBlockSeen(
  queryClient: QueryClient,
  endpointId: string,
  reads: readonly StorageRead[],
): bigint | null {
  let newest: bigint | null = null;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.queryKey[0] === endpointId) newest = max(newest, blockOf(query));
  }
  for (const read of reads) {
    if (read.word !== null && /^\d+$/.test(read.block)) newest = max(newest, BigInt(read.block));
  }
  return newest;
}
