/**
 * The request inspector's memory: the last JSON-RPC exchanges the client reported, newest first.
 * A tiny external store so React reads it with useSyncExternalStore and the wire stays React-free.
 */
import type { RpcExchange } from '../../rpc/transport.ts';
import { createListeners } from './listeners.ts';

const LIMIT = 50;
let exchanges: readonly RpcExchange[] = [];
const listeners = createListeners();

/** Sent and not yet settled: no response and no error so far. */
export function isInFlight(exchange: RpcExchange): boolean {
  return exchange.response === undefined && exchange.error === undefined;
}

export const exchangeLog = {
  record(exchange: RpcExchange): void {
    // the same attempt is reported when sent and again when settled: keep the latest version
    const rest = exchanges.filter(
      (e) => !(e.id === exchange.id && e.attempt === exchange.attempt && e.transport === exchange.transport),
    );
    exchanges = [exchange, ...rest].slice(0, LIMIT);
    listeners.notify();
  },
  clear(): void {
    exchanges = [];
    listeners.notify();
  },
  subscribe: listeners.subscribe,
  snapshot(): readonly RpcExchange[] {
    return exchanges;
  },
};
