import { describe, expect, it } from 'vitest';
import { endpointId, loadConnection, maskKey, saveConnection, type ConnectionSettings } from '../../src/connection/connection.ts';
import { validateConnection } from '../../src/connection/validate-connection.ts';

/** localStorage's interface over a Map, so what is written can be read back whole. */
function memoryStorage(): Storage & { dump(): string } {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
    dump: () => JSON.stringify([...items.entries()]),
  };
}

const KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const provider = (remember: boolean): ConnectionSettings => ({
  connection: { kind: 'provider', base: 'https://mainnet.example.io', apiKey: KEY, transport: 'websocket' },
  remember,
  source: 'user',
});

describe('remembering a connection', () => {
  it('keeps the base URL and transport but never the key when "remember" is off', () => {
    const storage = memoryStorage();
    saveConnection(provider(false), storage);
    expect(storage.dump()).not.toContain(KEY);
    const loaded = loadConnection(storage);
    expect(loaded?.complete).toBe(false);
    expect(loaded?.settings.connection).toEqual({ kind: 'provider', base: 'https://mainnet.example.io', apiKey: '', transport: 'websocket' });
  });

  it('keeps the key when "remember" is on', () => {
    const storage = memoryStorage();
    saveConnection(provider(true), storage);
    expect(loadConnection(storage)).toEqual({ settings: provider(true), complete: true });
  });

  it('treats a full RPC URL as a secret: nothing of it is kept unless remembered', () => {
    const storage = memoryStorage();
    const url = `https://rpc.example.org/v3/${KEY}`;
    saveConnection({ connection: { kind: 'url', url }, remember: false, source: 'user' }, storage);
    expect(storage.dump()).not.toContain(KEY);
    expect(loadConnection(storage)?.complete).toBe(false);
    saveConnection({ connection: { kind: 'url', url }, remember: true, source: 'user' }, storage);
    expect(loadConnection(storage)?.settings.connection).toEqual({ kind: 'url', url });
  });

  it('remembers only that the devnet preset was chosen, and over which transport', () => {
    const storage = memoryStorage();
    saveConnection({ connection: { kind: 'provider', base: 'http://127.0.0.1:9', apiKey: 'demo', transport: 'websocket' }, remember: false, source: 'devnet' }, storage);
    expect(storage.dump()).not.toContain('demo');
    expect(loadConnection(storage)?.settings).toMatchObject({ source: 'devnet', connection: { transport: 'websocket' } });
  });

  it('survives garbage in storage', () => {
    const storage = memoryStorage();
    storage.setItem('hexray.connection', '{not json');
    expect(loadConnection(storage)).toBeNull();
  });
});

describe('endpoint ids and masking', () => {
  it('gives each endpoint its own id without the key in it', () => {
    const a = endpointId(provider(false).connection);
    const b = endpointId({ ...provider(false).connection, apiKey: 'another-key' } as ConnectionSettings['connection']);
    expect(a).not.toBe(b);
    expect(endpointId(provider(true).connection)).toBe(a);
    expect(a).not.toContain(KEY);
  });

  it('masks all but the ends of a key', () => {
    expect(maskKey(KEY)).toBe('a1b2••••••8f90');
    expect(maskKey('short')).not.toContain('short');
  });
});

describe('validating the settings form', () => {
  it.each([
    [{ kind: 'provider', base: '', apiKey: KEY, transport: 'http' }, 'base', /Enter the provider base URL/],
    [{ kind: 'provider', base: 'mainnet.infura.io', apiKey: KEY, transport: 'http' }, 'base', /is not a URL/],
    [{ kind: 'provider', base: 'ftp://x.io', apiKey: KEY, transport: 'http' }, 'base', /must start with https:\/\/ or http:\/\//],
    [{ kind: 'provider', base: `https://x.io/v3/${KEY}`, apiKey: KEY, transport: 'http' }, 'base', /base URL only/],
    [{ kind: 'provider', base: 'https://x.io', apiKey: '', transport: 'http' }, 'apiKey', /Enter the API key/],
    [{ kind: 'provider', base: 'https://x.io', apiKey: 'a b', transport: 'http' }, 'apiKey', /no spaces/],
    [{ kind: 'url', url: 'localhost:8545' }, 'url', /is not a URL|must start with/],
    [{ kind: 'provider', base: 'http://rpc.example.org', apiKey: KEY, transport: 'http' }, 'base', /unencrypted: use https:\/\//],
    [{ kind: 'url', url: 'ws://rpc.example.org/ws' }, 'url', /unencrypted: use wss:\/\//],
  ] as const)('explains %j', (connection, field, message) => {
    const errors = validateConnection(connection);
    expect(errors[field]).toMatch(message);
  });

  it('accepts a provider base URL with a key, and a full wss:// URL', () => {
    expect(validateConnection({ kind: 'provider', base: 'https://x.io', apiKey: KEY, transport: 'websocket' })).toEqual({});
    expect(validateConnection({ kind: 'url', url: 'wss://x.io/ws/v3/abc' })).toEqual({});
    expect(validateConnection({ kind: 'url', url: 'http://127.0.0.1:8545' })).toEqual({});
    expect(validateConnection({ kind: 'provider', base: 'http://localhost:8545', apiKey: KEY, transport: 'http' })).toEqual({});
  });
});
