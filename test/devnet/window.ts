/**
 * The near-head window (service.md, Limits): only the latest blocks are served, as on a pruned
 * node. The issue fixes the boundary: a block is outside when its number is below head − 128.
 * `eth_getTransactionByBlockHashAndIndex` is not limited (the spec does not say it is).
 */
import { INVALID_INPUT, errorResponse, type RpcResponse, type RpcRequest } from './jsonrpc.ts';
import type { Upstream } from './upstream.ts';

export const WINDOW_BLOCKS = 128;

export function isOutsideWindow(blockNumber: number, head: number): boolean {
  return blockNumber < head - WINDOW_BLOCKS;
}

/** The block a storage read asks for, when it names one; undefined leaves the check to anvil
 * (tags like latest/pending/safe/finalized, or params anvil will reject anyway). */
async function requestedBlock(blockParam: unknown, upstream: Upstream): Promise<number | undefined> {
  if (blockParam === 'earliest') return 0;
  if (typeof blockParam === 'string' && /^0x[0-9a-fA-F]+$/.test(blockParam)) return Number(blockParam);
  // EIP-1898 block objects: { blockNumber } or { blockHash }.
  if (typeof blockParam === 'object' && blockParam !== null) {
    const { blockNumber, blockHash } = blockParam as { blockNumber?: unknown; blockHash?: unknown };
    if (blockNumber !== undefined) return requestedBlock(blockNumber, upstream);
    if (typeof blockHash === 'string') {
      const answer = await upstream.call('eth_getBlockByHash', [blockHash, false]);
      const number = 'result' in answer ? (answer.result as { number?: string } | null)?.number : undefined;
      return number === undefined ? undefined : Number(number);
    }
  }
  return undefined;
}

/** The -32000 answer for a storage read of pruned state, or undefined when the read may proceed. */
export async function storageWindowRefusal(request: RpcRequest, upstream: Upstream): Promise<RpcResponse | undefined> {
  const block = await requestedBlock(request.params[2], upstream);
  if (block === undefined) return undefined;
  const head = await upstream.head();
  if (!isOutsideWindow(block, head)) return undefined;
  return errorResponse(
    request.id,
    INVALID_INPUT,
    `missing trie node: state at block ${block} is not available ` +
      `(this endpoint serves only the latest ${WINDOW_BLOCKS} blocks; head is ${head})`,
  );
}

/** A pruned transaction index forgets old transactions: their lookups answer null. */
export async function hideIfOutsideWindow(result: unknown, upstream: Upstream): Promise<unknown> {
  const blockNumber = (result as { blockNumber?: unknown } | null)?.blockNumber;
  if (typeof blockNumber !== 'string') return result; // not found, or pending
  return isOutsideWindow(Number(blockNumber), await upstream.head()) ? null : result;
}
