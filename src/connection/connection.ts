/**
 * What the explorer is connected to, and how that choice is remembered.
 *
 * The API key is a secret: it lives in memory, and reaches localStorage only when the user ticks
 * "remember". The non-secret parts (provider base URL, transport) are always remembered so a
 * reload only asks for the key again.
 */

export type Transport = 'http' | 'websocket';

export type Connection =
  | { kind: 'provider'; base: string; apiKey: string; transport: Transport }
  | { kind: 'url'; url: string };

export interface ConnectionSettings {
  connection: Connection;
  remember: boolean;
  /** where the connection came from: the bundled devnet preset or the user's own settings */
  source: 'devnet' | 'user';
}

const STORAGE_KEY = 'hexray.connection';

interface StoredConnection {
  kind: Connection['kind'];
  base?: string;
  transport?: Transport;
  apiKey?: string;
  url?: string;
  remember: boolean;
  source?: ConnectionSettings['source'];
}

export function saveConnection(settings: ConnectionSettings, storage: Storage = localStorage): void {
  const { connection, remember, source } = settings;
  // The devnet preset is served afresh on every load: remember only that it was chosen, and how.
  if (source === 'devnet') {
    const transport = connection.kind === 'provider' ? connection.transport : 'http';
    storage.setItem(STORAGE_KEY, JSON.stringify({ kind: 'provider', source, transport, remember: false } satisfies StoredConnection));
    return;
  }
  const stored: StoredConnection =
    connection.kind === 'provider'
      ? {
          kind: 'provider',
          base: connection.base,
          transport: connection.transport,
          remember,
          ...(remember ? { apiKey: connection.apiKey } : {}),
        }
      : // a full RPC URL often carries the key in its path: keep it only when asked to
        { kind: 'url', remember, ...(remember ? { url: connection.url } : {}) };
  storage.setItem(STORAGE_KEY, JSON.stringify(stored));
}

/** The remembered connection, or the parts of it that were safe to keep (key left empty). */
export function loadConnection(storage: Storage = localStorage): { settings: ConnectionSettings; complete: boolean } | null {
  let stored: StoredConnection;
  try {
    const text = storage.getItem(STORAGE_KEY);
    if (!text) return null;
    stored = JSON.parse(text) as StoredConnection;
  } catch {
    return null;
  }
  if (stored.source === 'devnet') {
    const transport = stored.transport === 'websocket' ? 'websocket' : 'http';
    return { settings: { connection: { kind: 'provider', base: '', apiKey: '', transport }, remember: false, source: 'devnet' }, complete: false };
  }
  if (stored.kind === 'provider' && typeof stored.base === 'string') {
    const apiKey = typeof stored.apiKey === 'string' ? stored.apiKey : '';
    return {
      settings: {
        connection: { kind: 'provider', base: stored.base, apiKey, transport: stored.transport === 'websocket' ? 'websocket' : 'http' },
        remember: stored.remember === true,
        source: 'user',
      },
      complete: apiKey !== '',
    };
  }
  if (stored.kind === 'url') {
    const url = typeof stored.url === 'string' ? stored.url : '';
    return { settings: { connection: { kind: 'url', url }, remember: stored.remember === true, source: 'user' }, complete: url !== '' };
  }
  return null;
}

export function forgetConnection(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEY);
}

const endpointIds = new Map<string, string>();

/**
 * A short id for an endpoint, used in query keys so caches of two endpoints never mix. It is a
 * counter handed out per endpoint in this tab: nothing of the key reaches the query cache, and the
 * cache (in memory only) never outlives the tab, so the id needs no meaning beyond it.
 */
export function endpointId(connection: Connection): string {
  const identity =
    connection.kind === 'provider' ? `${connection.transport}|${connection.base}|${connection.apiKey}` : `url|${connection.url}`;
  let id = endpointIds.get(identity);
  if (!id) {
    id = `endpoint-${endpointIds.size + 1}`;
    endpointIds.set(identity, id);
  }
  return id;
}

/** The key shown as a person may see it: the first and last few characters only. */
export function maskKey(apiKey: string): string {
  if (apiKey.length <= 8) return '•'.repeat(Math.max(apiKey.length, 4));
  return `${apiKey.slice(0, 4)}${'•'.repeat(6)}${apiKey.slice(-4)}`;
}
