/**
 * Answers one valid JSON-RPC request: only the four methods of the service pass through to anvil
 * (Hexray must work with these alone), with the near-head window applied on the way.
 */
import { METHOD_NOT_FOUND, errorResponse, resultResponse, type RpcRequest, type RpcResponse } from './jsonrpc.ts';
import type { Upstream } from './upstream.ts';
import { hideIfOutsideWindow, storageWindowRefusal } from './window.ts';

export const SERVED_METHODS = [
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionReceipt',
] as const;

const SERVED = new Set<string>(SERVED_METHODS);

export async function answerRequest(request: RpcRequest, upstream: Upstream): Promise<RpcResponse> {
  if (!SERVED.has(request.method)) {
    return errorResponse(request.id, METHOD_NOT_FOUND, `the method ${request.method} does not exist/is not available`);
  }
  if (request.method === 'eth_getStorageAt') {
    const refusal = await storageWindowRefusal(request, upstream);
    if (refusal) return refusal;
  }
  // Invalid params go to anvil as they are: its error is what a node would say.
  const answer = await upstream.call(request.method, request.params);
  if ('error' in answer) return { jsonrpc: '2.0', id: request.id, error: answer.error };
  // A recorded answer comes from another chain, whose block numbers the devnet's head says nothing about.
  if ('recorded' in answer) return resultResponse(request.id, answer.result);
  if (request.method === 'eth_getTransactionByHash' || request.method === 'eth_getTransactionReceipt') {
    return resultResponse(request.id, await hideIfOutsideWindow(answer.result, upstream));
  }
  return resultResponse(request.id, answer.result);
}
