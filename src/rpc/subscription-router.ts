/**
 * Which listener a notification is for: an `eth_subscription` message names its subscription's id
 * (the one eth_subscribe answered). A notification for no subscription of ours (one cancelled a
 * moment ago, a hostile one) is counted with the others by the transport and dropped here. When the
 * socket drops, the node forgets its subscriptions: each listener is told, once.
 */
import type { RpcError } from './errors.ts';
import { isRecord } from './envelope.ts';
import type { SubscriptionListener } from './transport.ts';

export interface SubscriptionRouter {
  listen(id: string, listener: SubscriptionListener): () => void;
  deliver(method: string, params: unknown): void;
  endAll(error: RpcError): void;
}

export function createSubscriptionRouter(): SubscriptionRouter {
  const listeners = new Map<string, SubscriptionListener>();
  return {
    listen(id, listener) {
      listeners.set(id, listener);
      return () => {
        if (listeners.get(id) === listener) listeners.delete(id);
      };
    },
    deliver(method, params) {
      if (method !== 'eth_subscription' || !isRecord(params) || typeof params['subscription'] !== 'string') return;
      listeners.get(params['subscription'])?.next(params['result']);
    },
    endAll(error) {
      const ended = [...listeners.values()];
      listeners.clear();
      for (const listener of ended) listener.ended(error);
    },
  };
}
