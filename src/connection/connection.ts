/**
 * What the explorer is connected to, and how that choice is kept.
 *
 * The API key is a secret. It is kept for the tab in sessionStorage (gone when the tab closes), so
 * a reload or a pasted link in the same tab keeps working; it reaches localStorage only when the
 * user ticks "remember on this device". The non-secret parts (provider base URL, transport) are
 * always remembered on the device, so a new tab only asks for the key again. Storage a browser
 * refuses is replaced by memory (browser/guarded-storage.ts).
 */
import { deviceStorage, readItem, tabStorage, writeItem } from '../browser/guarded-storage.ts';

export type Transport = 'http' | 'websocket';

export type Connection =
  { kind: 'provider'; base: string; apiKey: string; transport: Transport } | { kind: 'url'; url: string };

export interface ConnectionSettings {
  connection: Connection;
  remember: boolean;
  /** where the connection came from: the bundled devnet preset or the user's own settings */
  source: 'devnet' | 'user';
}

/** Also read by index.html's boot script (cold-link-boot.ts), given it by build/cold-link-boot.ts. */
export const CONNECTION_STORAGE_KEY = 'hexray.connection';
const STORAGE_KEY = CONNECTION_STORAGE_KEY;

interface StoredConnection {
  kind: Connection['kind'];
  base?: string;
  transport?: Transport;
  apiKey?: string;
  url?: string;
  remember: boolean;
  source?: ConnectionSettings['source'];
}

/** The connection as stored, the secret parts included only when `withSecret`. */
function stored(settings: ConnectionSettings, withSecret: boolean): StoredConnection {
  const { connection, remember } = settings;
  return connection.kind === 'provider'
    ? {
        kind: 'provider',
        base: connection.base,
        transport: connection.transport,
        remember,
        ...(withSecret ? { apiKey: connection.apiKey } : {}),
      }
    : // a full RPC URL often carries the key in its path: it is as secret as the key
      { kind: 'url', remember, ...(withSecret ? { url: connection.url } : {}) };
}

// storage full: the connection still holds for this page
function write(storage: Storage, value: StoredConnection | null, key = STORAGE_KEY): void {
  writeItem(storage, key, value ? JSON.stringify(value) : null);
}

/**
 * A connection of the user's own kept under `key` by the rules above: the non-secret parts on the
 * device, the key (or full URL) for the tab, or on the device only when remembered. The second
 * endpoint (second-endpoint.ts) is kept by these same rules under a key of its own.
 */
export function keepUserConnection(
  key: string,
  settings: Omit<ConnectionSettings, 'source'>,
  device: Storage = deviceStorage(),
  tab: Storage = tabStorage(),
): void {
  const mine: ConnectionSettings = { ...settings, source: 'user' };
  write(device, stored(mine, settings.remember), key);
  write(tab, settings.remember ? null : stored(mine, true), key);
}

/** The connection kept under `key`: this tab's if complete, else the device's (its key left empty unless remembered). */
export function loadKeptConnection(
  key: string,
  device: Storage = deviceStorage(),
  tab: Storage = tabStorage(),
): { settings: ConnectionSettings; complete: boolean } | null {
  const forTab = parseStoredConnection(readItem(tab, key));
  return forTab?.complete ? forTab : parseStoredConnection(readItem(device, key));
}

/** Forgets what is kept under `key`, on the device and in this tab. */
export function forgetKeptConnection(
  key: string,
  device: Storage = deviceStorage(),
  tab: Storage = tabStorage(),
): void {
  write(device, null, key);
  write(tab, null, key);
}

export function saveConnection(
  settings: ConnectionSettings,
  device: Storage = deviceStorage(),
  tab: Storage = tabStorage(),
): void {
  const { connection, remember, source } = settings;
  // The devnet preset is served afresh on every load: remember only that it was chosen, and how.
  if (source === 'devnet') {
    const transport = connection.kind === 'provider' ? connection.transport : 'http';
    write(device, { kind: 'provider', source, transport, remember: false });
    write(tab, null);
    return;
  }
  // remembered on the device: the key is there, once; otherwise only this tab keeps it
  keepUserConnection(STORAGE_KEY, { connection, remember }, device, tab);
}

/**
 * The stored connection's text read back, and whether it is complete (a key, or a full URL). It
 * refers to nothing outside its own body: index.html's boot script carries this function's source
 * (build/cold-link-boot.ts), so a cold link reads the saved connection by these very rules.
 */
export function parseStoredConnection(text: string | null): { settings: ConnectionSettings; complete: boolean } | null {
  let stored: StoredConnection;
  try {
    if (!text) return null;
    stored = JSON.parse(text) as StoredConnection;
    if (typeof stored !== 'object' || stored === null) return null;
  } catch {
    return null;
  }
  if (stored.source === 'devnet') {
    const transport = stored.transport === 'websocket' ? 'websocket' : 'http';
    return {
      settings: {
        connection: { kind: 'provider', base: '', apiKey: '', transport },
        remember: false,
        source: 'devnet',
      },
      complete: false,
    };
  }
  if (stored.kind === 'provider' && typeof stored.base === 'string') {
    const apiKey = typeof stored.apiKey === 'string' ? stored.apiKey : '';
    return {
      settings: {
        connection: {
          kind: 'provider',
          base: stored.base,
          apiKey,
          transport: stored.transport === 'websocket' ? 'websocket' : 'http',
        },
        remember: stored.remember === true,
        source: 'user',
      },
      complete: apiKey !== '',
    };
  }
  if (stored.kind === 'url') {
    const url = typeof stored.url === 'string' ? stored.url : '';
    return {
      settings: { connection: { kind: 'url', url }, remember: stored.remember === true, source: 'user' },
      complete: url !== '',
    };
  }
  return null;
}

/**
 * The connection this tab uses, else the one remembered on the device, or the parts of it that
 * were safe to keep (key left empty).
 */
export function loadConnection(
  device: Storage = deviceStorage(),
  tab: Storage = tabStorage(),
): { settings: ConnectionSettings; complete: boolean } | null {
  return loadKeptConnection(STORAGE_KEY, device, tab);
}

/** Forgets the connection on the device and in this tab (the page keeps it until it is left). */
export function forgetConnection(device: Storage = deviceStorage(), tab: Storage = tabStorage()): void {
  forgetKeptConnection(STORAGE_KEY, device, tab);
}

const endpointIds = new Map<string, string>();

/**
 * A short id for an endpoint, used in query keys so caches of two endpoints never mix, and to keep
 * an endpoint's last known state for the tab across a reload (health.ts). It is a digest of the
 * endpoint (transport, URL and key), not the key: 64 bits of FNV-1a cannot give back a key of 128
 * bits or more, and stay the same after a reload ("Forget saved connection" clears what health.ts
 * kept under it). Not keccak: this runs on the first page, which a hash function's code would
 * make 4 KB larger (gzip) for no gain here.
 */
export function endpointId(connection: Connection): string {
  const identity =
    connection.kind === 'provider'
      ? `${connection.transport}|${connection.base}|${connection.apiKey}`
      : `url|${connection.url}`;
  let id = endpointIds.get(identity);
  if (!id) {
    id = `endpoint-${fnv1a64(`hexray endpoint|${identity}`)}`;
    endpointIds.set(identity, id);
  }
  return id;
}

/** FNV-1a over the text's UTF-16 code units, 64 bits, as 16 hex digits. */
function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++)
    hash = ((hash ^ BigInt(text.charCodeAt(i))) * 0x100000001b3n) & 0xffffffffffffffffn;
  return hash.toString(16).padStart(16, '0');
}

/** The key shown as a person may see it: the first and last few characters only. */
export function maskKey(apiKey: string): string {
  if (apiKey.length <= 8) return '•'.repeat(Math.max(apiKey.length, 4));
  return `${apiKey.slice(0, 4)}${'•'.repeat(6)}${apiKey.slice(-4)}`;
}
