/**
 * What is known about the connection, from real lookups: configured (nothing has answered yet),
 * working (the last lookup or test was answered) or failing (the last error, one line). A tiny
 * external store keyed by endpoint id, so the header badge and the home page show the same state
 * and a switch of endpoint starts again from "configured". The last state of each endpoint is kept
 * for the tab (sessionStorage), so a reload shows what the lookups before it found, and when: the
 * id is a digest of the endpoint and the message an error's first line, never the key.
 */
import type { RpcClient } from '../rpc/client.ts';
import { readJson, tabStorage, writeItem } from '../browser/guarded-storage.ts';

export type ConnectionHealth =
  { state: 'configured' } | { state: 'working'; at: number } | { state: 'failing'; message: string; at: number };

const CONFIGURED: ConnectionHealth = { state: 'configured' };
const STORAGE_KEY = 'hexray.connection-health';
/** Endpoints whose state a tab keeps: the newest few, so switching back and forth stays cheap. */
const KEPT = 8;
const listeners = new Set<() => void>();

/** One kept entry, read strictly: storage can be edited by hand. */
function readEntry(value: unknown): ConnectionHealth | null {
  if (typeof value !== 'object' || value === null) return null;
  const { state, at, message } = value as Record<string, unknown>;
  // a time a Date can hold (ECMAScript's limit, 8.64e15 ms): it is shown as one
  if (typeof at !== 'number' || !Number.isFinite(at) || at <= 0 || at > 8.64e15) return null;
  if (state === 'working') return { state, at };
  if (state === 'failing' && typeof message === 'string') return { state, message: oneLine(message), at };
  return null;
}

function load(): Map<string, ConnectionHealth> {
  const found = new Map<string, ConnectionHealth>();
  // nothing kept, or unreadable: start from "configured", as a new tab does
  const parsed = readJson(tabStorage(), STORAGE_KEY);
  if (typeof parsed !== 'object' || parsed === null) return found;
  for (const [id, value] of Object.entries(parsed).slice(-KEPT)) {
    const health = readEntry(value);
    if (/^endpoint-[0-9a-f]{16}$/.test(id) && health) found.set(id, health);
  }
  return found;
}

// read on first use, not on import: importing must not touch storage
let kept: Map<string, ConnectionHealth> | null = null;
const healthsOf = () => (kept ??= load());

function set(endpointId: string, health: ConnectionHealth): void {
  const healths = healthsOf();
  healths.delete(endpointId); // re-inserted last: the newest are the ones kept
  healths.set(endpointId, health);
  while (healths.size > KEPT) healths.delete(healths.keys().next().value!);
  // storage full: the state still holds for this page
  writeItem(tabStorage(), STORAGE_KEY, JSON.stringify(Object.fromEntries(healths)));
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
    return (endpointId && healthsOf().get(endpointId)) || CONFIGURED;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Forgets every endpoint's kept state (with "Forget saved connection"): an endpoint id is a digest
   * of the key, and a forgotten key leaves no fingerprint in the tab.
   */
  forgetAll(): void {
    kept = new Map();
    writeItem(tabStorage(), STORAGE_KEY, null);
    for (const listener of listeners) listener();
  },
};

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
