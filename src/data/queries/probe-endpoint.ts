/**
 * Asks an endpoint once which optional read methods it serves: the call each method's entry names
 * for the probe (rpc/optional-methods.ts: an empty account, a block that does not exist), issued
 * in the same tick so that over HTTP they leave as one batch (one POST, one round trip). Each
 * outcome is learned on its own (data/stores/endpoint-facts.ts): an answer is "served", a failure that
 * says the method is not served (its entry's `notServed`) is "absent", any other failure
 * (timeout, rate limit, a bad key) teaches nothing and a later call of the method may still learn it.
 */
import type { RpcClient } from '../../rpc/client.ts';
import { OPTIONAL_METHODS, type OptionalMethod } from '../../rpc/optional-method-names.ts';
import { optionalMethodEntry, type OptionalResult } from '../../rpc/optional-methods.ts';
import { endpointFacts } from '../stores/endpoint-facts.ts';

/** What a probe's answer teaches beyond "served". */
const LEARNT_FROM_ANSWER: { [M in OptionalMethod]?: (endpointId: string, result: OptionalResult<M>) => void } = {
  eth_chainId: (endpointId, chainId) => endpointFacts.learnChainId(endpointId, chainId),
};

/** The methods the probe asks: those whose entry names a probe call. */
const PROBED = OPTIONAL_METHODS.filter((method) => optionalMethodEntry(method).probe !== null);

/** Learns what a call's outcome says of its method, and hands the outcome on unchanged. */
export async function learnFrom<T>(endpointId: string, method: OptionalMethod, call: Promise<T>): Promise<T> {
  try {
    const result = await call;
    endpointFacts.learnMethod(endpointId, method, 'served');
    return result;
  } catch (error) {
    if (optionalMethodEntry(method).notServed(error)) endpointFacts.learnMethod(endpointId, method, 'absent');
    throw error;
  }
}

/** One method's probe call, and what its answer teaches. */
async function probeMethod<M extends OptionalMethod>(
  client: RpcClient,
  endpointId: string,
  method: M,
): Promise<OptionalResult<M>> {
  const args = optionalMethodEntry(method).probe!;
  const result = await learnFrom(endpointId, method, client.readOptional(method, ...args));
  LEARNT_FROM_ANSWER[method]?.(endpointId, result);
  return result;
}

const probed = new Set<string>();

export interface ProbeOptions {
  /**
   * Probe even if this tab already did or knows every answer: "Test connection" asks now, for
   * what the endpoint serves today. The idle probe (data/hooks/useEndpointFacts.ts) leaves it out.
   */
  again?: boolean;
}

/**
 * Probes an endpoint once per tab: a repeated call while one runs, or after it, is a no-op, and so
 * is a call (after a reload) for an endpoint whose every probed method the tab already knows —
 * unless asked `again`.
 */
export async function probeEndpoint(client: RpcClient, endpointId: string, options: ProbeOptions = {}): Promise<void> {
  const again = options.again === true;
  if (probed.has(endpointId) && !again) return;
  probed.add(endpointId);
  const known = endpointFacts.of(endpointId).methods;
  if (!again && PROBED.every((method) => known[method] !== undefined)) return;
  await Promise.allSettled(PROBED.map((method) => probeMethod(client, endpointId, method)));
}
