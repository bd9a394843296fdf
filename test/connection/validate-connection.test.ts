import { describe, expect, it } from 'vitest';
import { isKeylessLocalUrl, parseConnection, withScheme } from '../../src/connection/validate-connection.ts';

const KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('a URL typed without its scheme', () => {
  it('on this machine is read as http:// (a local node speaks plain HTTP)', () => {
    expect(parseConnection({ kind: 'url', url: 'localhost:8545' })).toEqual({
      ok: true,
      value: { kind: 'url', url: 'http://localhost:8545' },
    });
    expect(parseConnection({ kind: 'url', url: ' 127.0.0.1:8545/rpc ' })).toEqual({
      ok: true,
      value: { kind: 'url', url: 'http://127.0.0.1:8545/rpc' },
    });
    expect(withScheme('[::1]:8545')).toBe('http://[::1]:8545');
    expect(withScheme('LocalHost')).toBe('http://LocalHost');
  });

  it('anywhere else is read as https://, never plain', () => {
    expect(parseConnection({ kind: 'url', url: 'rpc.example.org/v3/abc' })).toEqual({
      ok: true,
      value: { kind: 'url', url: 'https://rpc.example.org/v3/abc' },
    });
    expect(parseConnection({ kind: 'provider', base: 'mainnet.example.io', apiKey: KEY, transport: 'http' })).toEqual({
      ok: true,
      value: { kind: 'provider', base: 'https://mainnet.example.io', apiKey: KEY, transport: 'http' },
    });
  });

  it('a scheme typed is kept, and what cannot be a host is left for the check to explain', () => {
    expect(withScheme('ws://localhost:8545')).toBe('ws://localhost:8545');
    expect(withScheme('wss://x.io')).toBe('wss://x.io');
    expect(withScheme('http//localhost:8545')).toBe('http//localhost:8545');
    expect(withScheme('')).toBe('');
    const typo = parseConnection({ kind: 'url', url: 'http//localhost:8545' });
    expect(typo.ok).toBe(false);
    if (!typo.ok) expect(typo.fields.url).toMatch(/is not a URL/);
    expect(parseConnection({ kind: 'url', url: 'mainnet' }).ok).toBe(false);
  });
});

describe('isKeylessLocalUrl: whether a full URL may be shown unmasked', () => {
  it('is true for a node on this machine by host and port alone, with or without scheme', () => {
    expect(isKeylessLocalUrl('http://127.0.0.1:8545')).toBe(true);
    expect(isKeylessLocalUrl('localhost:8545')).toBe(true);
    expect(isKeylessLocalUrl('ws://[::1]:8546/')).toBe(true);
  });

  it('is false for a provider, a local URL with a path, query or user part (a key may be there), and what is not a URL yet', () => {
    expect(isKeylessLocalUrl('https://mainnet.example.io/v3/abc')).toBe(false);
    expect(isKeylessLocalUrl('https://localhost.example.io')).toBe(false);
    expect(isKeylessLocalUrl('http://127.0.0.1:8545/v3/abc')).toBe(false);
    expect(isKeylessLocalUrl('http://127.0.0.1:8545/?key=abc')).toBe(false);
    expect(isKeylessLocalUrl('http://user:pass@127.0.0.1:8545')).toBe(false);
    expect(isKeylessLocalUrl('htt')).toBe(false);
    expect(isKeylessLocalUrl('')).toBe(false);
  });
});
