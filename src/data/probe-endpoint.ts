/**
 * Asks an endpoint once which optional read methods it serves: one harmless call of each, issued
 * in the same tick so that over HTTP they leave as one batch (one POST, one round trip). Each
 * outcome is learned on its own (data/endpoint-facts.ts): an answer is "served", an answer that
 * says the method is not served (rpc/method-absence.ts) is "absent", any other failure (timeout,
 * rate limit, a bad key) teaches nothing and a later call of the method may still learn it.
 */
import type { RpcClient } from '../rpc/client.ts';
import { saysMethodNotServed } from '../rpc/method-absence.ts';
import { OPTIONAL_METHODS, endpointFacts, type OptionalMethod } from './endpoint-facts.ts';

const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;
const ZERO_HASH = `0x${'0'.repeat(64)}`;

/** The calls a probe makes: cheap for any node (an empty account, a block that does not exist). */
function probeCalls(client: RpcClient, endpointId: string): Record<OptionalMethod, () => Promise<unknown>> {
  return {
    eth_chainId: async () => endpointFacts.learnChainId(endpointId, await client.chainId()),
    eth_blockNumber: () => client.blockNumber(),
    eth_getBlockByHash: () => client.getBlock(ZERO_HASH),
    eth_getBlockByNumber: () => client.getBlock('latest'),
    eth_getBalance: () => client.getBalance(ZERO_ADDRESS),
    eth_getTransactionCount: () => client.getTransactionCount(ZERO_ADDRESS),
    eth_getCode: () => client.getCode(ZERO_ADDRESS),
    eth_call: () => client.call({ to: ZERO_ADDRESS }),
  };
}

/** Learns what a call's outcome says of its method, and hands the outcome on unchanged. */
export async function learnFrom<T>(endpointId: string, method: OptionalMethod, call: Promise<T>): Promise<T> {
  try {
    const result = await call;
    endpointFacts.learnMethod(endpointId, method, 'served');
    return result;
  } catch (error) {
    if (saysMethodNotServed(error)) endpointFacts.learnMethod(endpointId, method, 'absent');
    throw error;
  }
}

const probed = new Set<string>();

/**
 * Probes an endpoint once per tab: a repeated call while one runs, or after it, is a no-op, and so
 * is a call (after a reload) for an endpoint whose every method the tab already knows.
 */
export async function probeEndpoint(client: RpcClient, endpointId: string): Promise<void> {
  if (probed.has(endpointId)) return;
  probed.add(endpointId);
  const known = endpointFacts.of(endpointId).methods;
  if (OPTIONAL_METHODS.every((method) => known[method] !== undefined)) return;
  const calls = Object.entries(probeCalls(client, endpointId)) as Array<[OptionalMethod, () => Promise<unknown>]>;
  await Promise.allSettled(calls.map(([method, call]) => learnFrom(endpointId, method, call())));
}
