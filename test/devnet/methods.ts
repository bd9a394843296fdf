/**
 * Answers one valid JSON-RPC request. By default only the four methods of the service pass
 * through to anvil (Hexray must work with these alone); a key served the full set (keys.ts) also
 * gets the other read methods a provider lists beside them and `debug_traceTransaction`, unless
 * the key or the gateway refuses debugging. The near-head window (window.ts) applies to all of
 * them on the way.
 */
import { METHOD_NOT_FOUND, errorResponse, resultResponse, type RpcRequest, type RpcResponse } from './jsonrpc.ts';
import type { MethodSet } from './keys.ts';
import type { Upstream } from './upstream.ts';
import { logsRangeRefusal } from './logs-range.ts';
import { hideIfOutsideWindow, logsInsideWindow, windowRefusal } from './window.ts';

export const SERVED_METHODS = [
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionReceipt',
] as const;

/**
 * The read methods the full set adds: those the provider documents for opBNB beside the four, and
 * eth_getProof (EIP-1186), which geth-based providers serve and the proofs need.
 */
export const FULL_MODE_METHODS = [
  'eth_chainId',
  'eth_blockNumber',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBalance',
  'eth_getTransactionCount',
  'eth_getCode',
  'eth_getProof',
  'eth_call',
  'eth_getLogs',
] as const;

/**
 * The node's debugging methods a provider may add to the full set (the Trace page reads
 * `callTracer` and `prestateTracer` through it); a key can be refused them (keys.ts), as a provider
 * without them answers: -32601, like any method it does not serve.
 */
export const DEBUG_METHODS = ['debug_traceTransaction'] as const;

const SERVED: Record<MethodSet, ReadonlySet<string>> = {
  four: new Set<string>(SERVED_METHODS),
  full: new Set<string>([...SERVED_METHODS, ...FULL_MODE_METHODS, ...DEBUG_METHODS]),
  'full-without-debug': new Set<string>([...SERVED_METHODS, ...FULL_MODE_METHODS]),
};

/** What the window does to a method's result once anvil has answered. */
function windowed(method: string, result: unknown, upstream: Upstream): Promise<unknown> {
  switch (method) {
    case 'eth_getTransactionByHash':
    case 'eth_getTransactionReceipt':
      return hideIfOutsideWindow(result, upstream);
    case 'eth_getBlockByHash':
    case 'eth_getBlockByNumber':
      return hideIfOutsideWindow(result, upstream, 'number');
    case 'eth_getLogs':
      return logsInsideWindow(result, upstream);
    default:
      return Promise.resolve(result);
  }
}

export async function answerRequest(
  request: RpcRequest,
  upstream: Upstream,
  methods: MethodSet = 'four',
): Promise<RpcResponse> {
  if (!SERVED[methods].has(request.method)) {
    return errorResponse(request.id, METHOD_NOT_FOUND, `the method ${request.method} does not exist/is not available`);
  }
  const refusal = (await windowRefusal(request, upstream)) ?? (await logsRangeRefusal(request, upstream));
  if (refusal) return refusal;
  // Invalid params go to anvil as they are: its error is what a node would say.
  const answer = await upstream.call(request.method, request.params);
  if ('error' in answer) return { jsonrpc: '2.0', id: request.id, error: answer.error };
  // A recorded answer comes from another chain, whose block numbers the devnet's head says nothing about.
  if ('recorded' in answer) return resultResponse(request.id, answer.result);
  return resultResponse(request.id, await windowed(request.method, answer.result, upstream));
}
