import { describe, expect, it } from 'vitest';
import {
  endpointId,
  forgetConnection,
  loadConnection,
  maskKey,
  saveConnection,
  type ConnectionSettings,
} from '../../src/connection/connection.ts';
import { tidyConnection, validateConnection } from '../../src/connection/validate-connection.ts';
import { memoryStorage } from '../support/memory-storage.ts';

const KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const provider = (remember: boolean): ConnectionSettings => ({
  connection: { kind: 'provider', base: 'https://mainnet.example.io', apiKey: KEY, transport: 'websocket' },
  remember,
  source: 'user',
});

describe('remembering a connection', () => {
  it('keeps the key for this tab only, and the base URL and transport on the device, when "remember" is off', () => {
    const device = memoryStorage();
    const tab = memoryStorage();
    saveConnection(provider(false), device, tab);
    expect(device.dump()).not.toContain(KEY);
    expect(tab.dump()).toContain(KEY);
    // a reload in the same tab: complete
    expect(loadConnection(device, tab)).toEqual({ settings: provider(false), complete: true });
    // a new tab (empty session storage): only the non-secret parts
    const loaded = loadConnection(device, memoryStorage());
    expect(loaded?.complete).toBe(false);
    expect(loaded?.settings.connection).toEqual({
      kind: 'provider',
      base: 'https://mainnet.example.io',
      apiKey: '',
      transport: 'websocket',
    });
  });

  it('keeps the key on the device, and only there, when "remember" is on', () => {
    const device = memoryStorage();
    const tab = memoryStorage();
    saveConnection(provider(false), device, tab);
    saveConnection(provider(true), device, tab);
    expect(tab.dump()).not.toContain(KEY);
    expect(loadConnection(device, tab)).toEqual({ settings: provider(true), complete: true });
    expect(loadConnection(device, memoryStorage())).toEqual({ settings: provider(true), complete: true });
  });

  it('treats a full RPC URL as a secret: kept for the tab, on the device only if remembered', () => {
    const device = memoryStorage();
    const tab = memoryStorage();
    const url = `https://rpc.example.org/v3/${KEY}`;
    saveConnection({ connection: { kind: 'url', url }, remember: false, source: 'user' }, device, tab);
    expect(device.dump()).not.toContain(KEY);
    expect(loadConnection(device, tab)?.settings.connection).toEqual({ kind: 'url', url });
    expect(loadConnection(device, memoryStorage())?.complete).toBe(false);
    saveConnection({ connection: { kind: 'url', url }, remember: true, source: 'user' }, device, tab);
    expect(tab.dump()).not.toContain(KEY);
    expect(loadConnection(device, memoryStorage())?.settings.connection).toEqual({ kind: 'url', url });
  });

  it('remembers only that the devnet preset was chosen, and over which transport; the tab forgets its own key', () => {
    const device = memoryStorage();
    const tab = memoryStorage();
    saveConnection(provider(false), device, tab);
    saveConnection(
      {
        connection: { kind: 'provider', base: 'http://127.0.0.1:9', apiKey: 'demo', transport: 'websocket' },
        remember: false,
        source: 'devnet',
      },
      device,
      tab,
    );
    expect(device.dump() + tab.dump()).not.toContain('demo');
    expect(tab.dump()).not.toContain(KEY);
    expect(loadConnection(device, tab)?.settings).toMatchObject({
      source: 'devnet',
      connection: { transport: 'websocket' },
    });
  });

  it('"forget" clears the device and the tab', () => {
    const device = memoryStorage();
    const tab = memoryStorage();
    saveConnection(provider(false), device, tab);
    forgetConnection(device, tab);
    expect(loadConnection(device, tab)).toBeNull();
  });

  it('survives garbage in storage', () => {
    const device = memoryStorage();
    const tab = memoryStorage();
    device.setItem('hexray.connection', '{not json');
    tab.setItem('hexray.connection', 'null');
    expect(loadConnection(device, tab)).toBeNull();
  });

  it('survives storage that throws on every access (site data blocked)', () => {
    const refusing = new Proxy(memoryStorage(), {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(() => saveConnection(provider(false), refusing, refusing)).not.toThrow();
    expect(loadConnection(refusing, refusing)).toBeNull();
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

  it('an id is 64 bits in hex, the shape the tab’s kept states are read back by, and keys do not collide', () => {
    const ids = Array.from({ length: 200 }, (_, i) =>
      endpointId({
        ...provider(false).connection,
        apiKey: `${KEY.slice(0, -3)}${i}`,
      } as ConnectionSettings['connection']),
    );
    for (const id of ids) expect(id).toMatch(/^endpoint-[0-9a-f]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const overHttp = endpointId({
      ...provider(false).connection,
      transport: 'http',
    } as ConnectionSettings['connection']);
    expect(overHttp).not.toBe(endpointId(provider(false).connection));
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
    [
      { kind: 'provider', base: 'ftp://x.io', apiKey: KEY, transport: 'http' },
      'base',
      /must start with https:\/\/ or http:\/\//,
    ],
    [{ kind: 'provider', base: `https://x.io/v3/${KEY}`, apiKey: KEY, transport: 'http' }, 'base', /base URL only/],
    [{ kind: 'provider', base: 'https://x.io', apiKey: '', transport: 'http' }, 'apiKey', /Enter the API key/],
    [{ kind: 'provider', base: 'https://x.io', apiKey: 'a b', transport: 'http' }, 'apiKey', /no spaces/],
    [{ kind: 'url', url: 'localhost:8545' }, 'url', /is not a URL|must start with/],
    [
      { kind: 'provider', base: 'http://rpc.example.org', apiKey: KEY, transport: 'http' },
      'base',
      /unencrypted: use https:\/\//,
    ],
    [{ kind: 'url', url: 'ws://rpc.example.org/ws' }, 'url', /unencrypted: use wss:\/\//],
  ] as const)('explains %j', (connection, field, message) => {
    const errors = validateConnection(connection);
    expect(errors[field]).toMatch(message);
  });

  it('accepts a WebSocket base URL (wss://, ws:// on this machine) and picks the WebSocket transport for it', () => {
    expect(
      validateConnection({ kind: 'provider', base: 'wss://mainnet.example.io', apiKey: KEY, transport: 'http' }),
    ).toEqual({});
    expect(
      validateConnection({ kind: 'provider', base: 'ws://127.0.0.1:8545', apiKey: KEY, transport: 'http' }),
    ).toEqual({});
    expect(
      validateConnection({ kind: 'provider', base: 'ws://rpc.example.org', apiKey: KEY, transport: 'http' }).base,
    ).toMatch(/unencrypted: use wss:\/\//);
    expect(
      tidyConnection({ kind: 'provider', base: ' wss://mainnet.example.io/ws/ ', apiKey: KEY, transport: 'http' }),
    ).toEqual({ kind: 'provider', base: 'wss://mainnet.example.io', apiKey: KEY, transport: 'websocket' });
    expect(
      tidyConnection({ kind: 'provider', base: 'https://mainnet.example.io/', apiKey: KEY, transport: 'http' }),
    ).toMatchObject({ transport: 'http' });
  });

  it('accepts a provider base URL with a key, and a full wss:// URL', () => {
    expect(validateConnection({ kind: 'provider', base: 'https://x.io', apiKey: KEY, transport: 'websocket' })).toEqual(
      {},
    );
    expect(validateConnection({ kind: 'url', url: 'wss://x.io/ws/v3/abc' })).toEqual({});
    expect(validateConnection({ kind: 'url', url: 'http://127.0.0.1:8545' })).toEqual({});
    expect(
      validateConnection({ kind: 'provider', base: 'http://localhost:8545', apiKey: KEY, transport: 'http' }),
    ).toEqual({});
  });
});
