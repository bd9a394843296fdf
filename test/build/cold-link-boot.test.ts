/**
 * index.html's boot script carries no copy of the app's rules: it runs the app's own code for the
 * saved connection and the endpoint URL, and is handed the request bodies the wire encodes.
 */
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootConfig, bootScript } from '../../build/cold-link-boot.ts';
import { parseStoredConnection } from '../../src/connection/connection.ts';
import { API_KEY_CHARS, buildRpcUrls, rpcUrls } from '../../src/rpc/endpoint.ts';
import { encodeBody, encodeRequest } from '../../src/rpc/envelope.ts';

describe('the boot script', () => {
  const script = bootScript(bootConfig('/hexray/'));

  it('carries the app’s own functions for the saved connection and the endpoint URL', () => {
    expect(script).toContain(parseStoredConnection.toString());
    expect(script).toContain(rpcUrls.toString());
    // one script, one statement, that compiles on its own
    expect(() => new Script(script)).not.toThrow();
  });

  it('is handed the bodies the wire encodes, ids as a fresh client numbers them', () => {
    const transaction = bootConfig('/').routes.find((route) => route.name === 'transaction')!;
    const filled = transaction.body.replace(/"\\u0000(\d+)"/g, () => JSON.stringify('0xab'));
    expect(filled).toBe(
      encodeBody([
        encodeRequest(1, 'eth_getTransactionByHash', ['0xab']),
        encodeRequest(2, 'eth_getTransactionReceipt', ['0xab']),
      ]),
    );
  });

  it('knows the base it was built for', () => {
    expect(bootConfig('/hexray/')).toMatchObject({ basename: '/hexray', presetUrl: '/hexray/devnet.json' });
    expect(bootConfig('/')).toMatchObject({ basename: '', presetUrl: '/devnet.json' });
  });
});

describe('rpcUrls, run by the boot script as the wire runs it', () => {
  it('takes exactly the keys API_KEY_CHARS allows (the two spellings agree)', () => {
    for (const key of ['abc123', 'aZ0._~-', 'a b', 'ab%', 'k/../x', 'ключ', 'a\u200bb'])
      expect('http' in rpcUrls('https://h.example', key), key).toBe(API_KEY_CHARS.test(key));
  });

  it('gives the URLs buildRpcUrls gives, and what it refuses as a problem, not an exception', () => {
    expect(rpcUrls('wss://h.example/rpc/', 'k')).toEqual(buildRpcUrls('wss://h.example/rpc/', 'k'));
    expect(rpcUrls('ftp://h.example', 'k')).toEqual({ problem: 'base-scheme', scheme: 'ftp' });
    expect(rpcUrls('https://user:pw@h.example', 'k')).toEqual({ problem: 'base-parts' });
    expect(rpcUrls('h.example', 'k')).toEqual({ problem: 'base-not-url' });
    expect(rpcUrls('https://h.example', '')).toEqual({ problem: 'key-empty' });
  });
});
