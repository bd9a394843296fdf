/**
 * What is known about the connection, from real lookups: configured (nothing has answered yet),
 * working (the last lookup or test was answered) or failing (the last error, one line). A tiny
 * external store keyed by endpoint id, so the header badge and the home page show the same state
 * and a switch of endpoint starts again from "configured".
 */
import { useSyncExternalStore } from 'react';
import type { RpcClient } from '../rpc/client.ts';

export type ConnectionHealth =
  { state: 'configured' } | { state: 'working'; at: number } | { state: 'failing'; message: string; at: number };

const CONFIGURED: ConnectionHealth = { state: 'configured' };
const healths = new Map<string, ConnectionHealth>();
const listeners = new Set<() => void>();

function set(endpointId: string, health: ConnectionHealth): void {
  healths.set(endpointId, health);
  for (const listener of listeners) listener();
}

function oneLine(text: string): string {
  const line = text.split('\n')[0]!.trim();
  return line.length > 160 ? `${line.slice(0, 160)}…` : line;
}

/** Did this failure come from the endpoint not answering (failing), or from an answer (working)? */
function outcomeOf(error: unknown): 'ignore' | 'answered' | 'failed' {
  const kind = (error as { kind?: unknown } | null)?.kind;
  // bad input is refused before anything is sent: it says nothing about the endpoint
  if (kind === 'argument') return 'ignore';
  // a JSON-RPC error object is an answer: the endpoint and the key work, the call did not
  if (kind === 'rpc') return 'answered';
  return 'failed';
}

export const connectionHealth = {
  answered(endpointId: string): void {
    set(endpointId, { state: 'working', at: Date.now() });
  },
  failed(endpointId: string, error: unknown): void {
    const outcome = outcomeOf(error);
    if (outcome === 'ignore') return;
    if (outcome === 'answered') return connectionHealth.answered(endpointId);
    set(endpointId, {
      state: 'failing',
      message: oneLine(error instanceof Error ? error.message : String(error)),
      at: Date.now(),
    });
  },
  get(endpointId: string | null): ConnectionHealth {
    return (endpointId && healths.get(endpointId)) || CONFIGURED;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useConnectionHealth(endpointId: string | null): ConnectionHealth {
  return useSyncExternalStore(connectionHealth.subscribe, () => connectionHealth.get(endpointId));
}

/** The same client, reporting each lookup's outcome as the health of its endpoint. */
export function reportingHealth(client: RpcClient, endpointId: string): RpcClient {
  // once closed (another endpoint took its place), its failures are not news about the endpoint
  let closed = false;
  function watch<A extends unknown[], R>(call: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
    return async (...args) => {
      try {
        const result = await call(...args);
        connectionHealth.answered(endpointId);
        return result;
      } catch (error) {
        if (!closed) connectionHealth.failed(endpointId, error);
        throw error;
      }
    };
  }
  return {
    ...client,
    getTransactionByHash: watch(client.getTransactionByHash.bind(client)),
    getTransactionByBlockHashAndIndex: watch(client.getTransactionByBlockHashAndIndex.bind(client)),
    getTransactionReceipt: watch(client.getTransactionReceipt.bind(client)),
    getStorageAt: watch(client.getStorageAt.bind(client)),
    stats: () => client.stats(),
    close: () => {
      closed = true;
      client.close();
    },
  };
}
