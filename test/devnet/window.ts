/**
 * The near-head window (service.md, Limits): only the latest blocks are served, as on a pruned
 * node. The issue fixes the boundary: a block is outside when its number is below head − 128.
 * `eth_getTransactionByBlockHashAndIndex` is not limited (the spec does not say it is).
 *
 * What is outside answers as a non-archive node answers: a state read at such a block (storage,
 * and in full mode balance, nonce, code and eth_call) is refused with -32000 "missing trie node";
 * a transaction or a block looked up there is null; logs from there are left out; tracing a
 * transaction from there is refused with -32000 "transaction not found", as geth says when its
 * lookup finds nothing (the transaction by hash being null too).
 */
import { INVALID_INPUT, errorResponse, type RpcResponse, type RpcRequest } from './jsonrpc.ts';
import type { Upstream } from './upstream.ts';

export const WINDOW_BLOCKS = 128;

export function isOutsideWindow(blockNumber: number, head: number): boolean {
  return blockNumber < head - WINDOW_BLOCKS;
}

/** Where each state read carries its block parameter. */
const STATE_BLOCK_PARAM: Readonly<Record<string, number>> = {
  eth_getStorageAt: 2,
  eth_getBalance: 1,
  eth_getTransactionCount: 1,
  eth_getCode: 1,
  eth_getProof: 2,
  eth_call: 1,
};

/** The block a state read asks for, when it names one; undefined leaves the check to anvil
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

/** The -32000 answer for a request the window refuses before anvil is asked, or undefined when it may proceed. */
export function windowRefusal(request: RpcRequest, upstream: Upstream): Promise<RpcResponse | undefined> {
  if (request.method === 'debug_traceTransaction') return traceWindowRefusal(request, upstream);
  return stateWindowRefusal(request, upstream);
}

/** A state read of pruned state. */
async function stateWindowRefusal(request: RpcRequest, upstream: Upstream): Promise<RpcResponse | undefined> {
  const index = STATE_BLOCK_PARAM[request.method];
  if (index === undefined) return undefined;
  const block = await requestedBlock(request.params[index], upstream);
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

/** A trace of a transaction mined before head − 128 (a pending or unknown one is anvil's to answer). */
async function traceWindowRefusal(request: RpcRequest, upstream: Upstream): Promise<RpcResponse | undefined> {
  const hash = request.params[0];
  if (typeof hash !== 'string') return undefined;
  const lookup = await upstream.call('eth_getTransactionByHash', [hash]);
  if (!('result' in lookup) || lookup.result === null || lookup.recorded) return undefined;
  if ((await hideIfOutsideWindow(lookup.result, upstream)) !== null) return undefined;
  const head = await upstream.head();
  return errorResponse(
    request.id,
    INVALID_INPUT,
    `transaction not found: ${hash} (this endpoint serves only the latest ${WINDOW_BLOCKS} blocks; head is ${head})`,
  );
}

/**
 * A pruned node forgets what is older than the window: a transaction (by its `blockNumber`) or a
 * block (by its `number`) from there answers null.
 */
export async function hideIfOutsideWindow(
  result: unknown,
  upstream: Upstream,
  field: 'blockNumber' | 'number' = 'blockNumber',
): Promise<unknown> {
  const blockNumber = (result as Record<string, unknown> | null)?.[field];
  if (typeof blockNumber !== 'string') return result; // not found, or pending
  return isOutsideWindow(Number(blockNumber), await upstream.head()) ? null : result;
}

/** eth_getLogs: the logs of blocks outside the window are gone with their receipts. */
export async function logsInsideWindow(result: unknown, upstream: Upstream): Promise<unknown> {
  if (!Array.isArray(result)) return result;
  const head = await upstream.head();
  return result.filter((log: { blockNumber?: unknown } | null) => {
    const blockNumber = log?.blockNumber;
    return typeof blockNumber !== 'string' || !isOutsideWindow(Number(blockNumber), head);
  });
}
