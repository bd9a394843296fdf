/**
 * The same client as `createRpcClient`, with the transports and parsers loaded on first use. The
 * explorer's first screen then carries only this shim (a few hundred bytes), not the whole wire;
 * the endpoint is still resolved at once, so a bad endpoint fails here and the label is ready.
 */
import type { RpcClient, RpcClientOptions, RpcClientStats } from './client.ts';
import { resolveEndpoint, type RpcEndpoint } from './endpoint.ts';
import { emptyStats } from './transport.ts';

export function createLazyRpcClient(endpoint: RpcEndpoint, options: RpcClientOptions = {}): RpcClient {
  const resolved = resolveEndpoint(endpoint);
  let loaded: Promise<RpcClient> | null = null;
  let client: RpcClient | null = null;
  let closed = false;

  function real(): Promise<RpcClient> {
    loaded ??= import('./client.ts').then((module) => {
      client = module.createRpcClient(endpoint, options);
      if (closed) client.close();
      return client;
    });
    return loaded;
  }

  return {
    transport: resolved.transport,
    endpointLabel: resolved.label,
    getTransactionByHash: async (hash) => (await real()).getTransactionByHash(hash),
    getTransactionByBlockHashAndIndex: async (blockHash, index) =>
      (await real()).getTransactionByBlockHashAndIndex(blockHash, index),
    getTransactionReceipt: async (hash) => (await real()).getTransactionReceipt(hash),
    getStorageAt: async (address, position, block, options) =>
      (await real()).getStorageAt(address, position, block, options),
    readOptional: async (method, ...args) => (await real()).readOptional(method, ...args),
    subscribe: async (kind, listener) => (await real()).subscribe(kind, listener),
    stats: (): RpcClientStats => client?.stats() ?? { ...emptyStats(), retries: 0 },
    close() {
      closed = true;
      client?.close();
    },
  };
}
