/**
 * Asks an endpoint once which optional read methods it serves: one harmless call of each, issued
 * in the same tick so that over HTTP they leave as one batch (one POST, one round trip). Each
 * outcome is learned on its own (data/endpoint-facts.ts): an answer is "served", an answer that
 * says the method is not served (rpc/method-absence.ts) is "absent", any other failure (timeout,
 * rate limit, a bad key) teaches nothing and a later call of the method may still learn it.
 */
import type { RpcClient } from '../rpc/client.ts';
import { saysMethodNotServed } from '../rpc/method-absence.ts';
import { endpointFacts, type LEARNED_ON_USE, type OptionalMethod } from './endpoint-facts.ts';

const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;
const ZERO_HASH = `0x${'0'.repeat(64)}`;

/**
 * The probe leaves out the methods learned from their first real call (LEARNED_ON_USE): a tracer
 * has nothing cheap to trace (on the zero hash anvil answers a struct-log trace whatever tracer was
 * asked, which says nothing of whether it serves the one the page needs), and a real trace can cost
 * the node seconds.
 */
type ProbedMethod = Exclude<OptionalMethod, (typeof LEARNED_ON_USE)[number]>;

/** The calls a probe makes: cheap for any node (an empty account, a block that does not exist). */
function probeCalls(client: RpcClient, endpointId: string): Record<ProbedMethod, () => Promise<unknown>> {
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

export interface ProbeOptions {
  /**
   * Probe even if this tab already did or knows every answer: "Test connection" asks now, for
   * what the endpoint serves today. The idle probe (data/useEndpointFacts.ts) leaves it out.
   */
  again?: boolean;
}

/**
 * Probes an endpoint once per tab: a repeated call while one runs, or after it, is a no-op, and so
 * is a call (after a reload) for an endpoint whose every method the tab already knows — unless
 * asked `again`.
 */
export async function probeEndpoint(client: RpcClient, endpointId: string, options: ProbeOptions = {}): Promise<void> {
  const again = options.again === true;
  if (probed.has(endpointId) && !again) return;
  probed.add(endpointId);
  const known = endpointFacts.of(endpointId).methods;
  const calls = Object.entries(probeCalls(client, endpointId)) as Array<[ProbedMethod, () => Promise<unknown>]>;
  if (!again && calls.every(([method]) => known[method] !== undefined)) return;
  await Promise.allSettled(calls.map(([method, call]) => learnFrom(endpointId, method, call())));
}
