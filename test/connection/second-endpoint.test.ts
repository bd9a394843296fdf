/**
 * The second endpoint is entered, checked and kept as the connection is: the key for the tab, on
 * the device only when remembered, removed from both when cleared, kept apart from the connection;
 * it must be another endpoint than the one in use; a page names it by its host alone.
 */
import { describe, expect, it } from 'vitest';
import { loadConnection, saveConnection, type Connection } from '../../src/connection/connection.ts';
import {
  forgetSecondEndpoint,
  loadSecondEndpoint,
  parseSecondEndpoint,
  saveSecondEndpoint,
  secondEndpointDraft,
  secondEndpointHost,
} from '../../src/connection/second-endpoint.ts';
import { memoryStorage } from '../support/memory-storage.ts';

const KEY = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
const FIRST_KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const second: Connection = { kind: 'provider', base: 'https://second.example.org', apiKey: KEY, transport: 'http' };
const first: Connection = {
  kind: 'provider',
  base: 'https://mainnet.example.io',
  apiKey: FIRST_KEY,
  transport: 'http',
};

describe('keeping the second endpoint', () => {
  it('keeps its key for this tab only when "remember" is off: a new tab has the base URL, not the key', () => {
    const device = memoryStorage();
    const tab = memoryStorage();
    saveSecondEndpoint({ connection: second, remember: false }, device, tab);
    expect(device.dump()).not.toContain(KEY);
    expect(tab.dump()).toContain(KEY);
    expect(loadSecondEndpoint(device, tab)).toEqual({ connection: second, remember: false });
    // a new tab: no second endpoint in use, and the form shows the base URL with the key to type again
    expect(loadSecondEndpoint(device, memoryStorage())).toBeNull();
    expect(secondEndpointDraft(device, memoryStorage())).toEqual({
      connection: { ...second, apiKey: '' },
      remember: false,
    });
  });

  it('keeps its key on the device, and only there, when "remember" is on', () => {
    const device = memoryStorage();
    const tab = memoryStorage();
    saveSecondEndpoint({ connection: second, remember: false }, device, tab);
    saveSecondEndpoint({ connection: second, remember: true }, device, tab);
    expect(tab.dump()).not.toContain(KEY);
    expect(loadSecondEndpoint(device, memoryStorage())).toEqual({ connection: second, remember: true });
  });

  it('a full RPC URL is as secret as a key', () => {
    const url: Connection = { kind: 'url', url: `https://rpc.example.org/${KEY}` };
    const device = memoryStorage();
    const tab = memoryStorage();
    saveSecondEndpoint({ connection: url, remember: false }, device, tab);
    expect(device.dump()).not.toContain(KEY);
    expect(loadSecondEndpoint(device, tab)).toEqual({ connection: url, remember: false });
  });

  it('is kept apart from the connection: saving or clearing one leaves the other as it was', () => {
    const device = memoryStorage();
    const tab = memoryStorage();
    saveConnection({ connection: first, remember: true, source: 'user' }, device, tab);
    saveSecondEndpoint({ connection: second, remember: true }, device, tab);
    expect(loadConnection(device, tab)?.settings.connection).toEqual(first);
    forgetSecondEndpoint(device, tab);
    expect(loadSecondEndpoint(device, tab)).toBeNull();
    expect(secondEndpointDraft(device, tab)).toBeNull();
    expect(device.dump()).not.toContain(KEY);
    expect(tab.dump()).not.toContain(KEY);
    expect(loadConnection(device, tab)).toEqual({
      settings: { connection: first, remember: true, source: 'user' },
      complete: true,
    });
  });

  it('hand-edited storage gives no second endpoint, never a crash', () => {
    for (const text of ['{', 'null', '[]', '{"kind":"provider"}', '{"kind":"url","url":42}']) {
      const device = memoryStorage(new Map([['hexray.second-endpoint', text]]));
      expect(loadSecondEndpoint(device, memoryStorage())).toBeNull();
    }
  });
});

describe('checking the second endpoint', () => {
  it('checks its boxes as the connection’s, with the same messages', () => {
    const result = parseSecondEndpoint({ ...second, base: 'http://rpc.example.org' }, first);
    expect(result).toMatchObject({ ok: false, fields: { base: expect.stringContaining('unencrypted') } });
    const key = parseSecondEndpoint({ ...second, apiKey: 'has space' }, first);
    expect(key).toMatchObject({ ok: false, fields: { apiKey: expect.stringContaining('no spaces') } });
  });

  it('tidies what was typed as the connection’s form does', () => {
    const result = parseSecondEndpoint({ ...second, base: '  second.example.org/ ', apiKey: ` ${KEY}\n` }, first);
    expect(result).toEqual({ ok: true, value: second });
  });

  it('refuses the endpoint already in use, typed however: the same endpoint twice is no second opinion', () => {
    const same = parseSecondEndpoint({ ...first, base: ' mainnet.example.io/' }, first);
    expect(same).toMatchObject({ ok: false, fields: { base: expect.stringContaining('the endpoint in use') } });
    const sameUrl = parseSecondEndpoint(
      { kind: 'url', url: 'http://127.0.0.1:8545' },
      {
        kind: 'url',
        url: 'http://127.0.0.1:8545',
      },
    );
    expect(sameUrl).toMatchObject({ ok: false, fields: { url: expect.stringContaining('the endpoint in use') } });
    // another key on the same provider is another endpoint
    expect(parseSecondEndpoint({ ...first, apiKey: KEY }, first).ok).toBe(true);
    // nothing connected yet: nothing to compare with
    expect(parseSecondEndpoint(first, null).ok).toBe(true);
  });

  it('is named by its host and port, never its path, key, query or user part', () => {
    expect(secondEndpointHost(second)).toBe('second.example.org');
    expect(
      secondEndpointHost({ kind: 'url', url: `https://user:${KEY}@rpc.example.org:8443/v2/${KEY}?k=${KEY}` }),
    ).toBe('rpc.example.org:8443');
    expect(secondEndpointHost({ kind: 'url', url: 'not a url' })).toBe('the second endpoint');
  });
});
