import { describe, expect, it } from 'vitest';
import { RpcArgumentError } from '../../src/rpc/errors.ts';
import { buildRpcUrls } from '../../src/rpc/endpoint.ts';
import { createRpcClient } from '../../src/rpc/client.ts';
import { resolveEndpoint, type RpcEndpoint } from '../../src/rpc/endpoint.ts';

describe('buildRpcUrls', () => {
  it("builds the spec's /v3/<key> and /ws/v3/<key> on the same host", () => {
    expect(buildRpcUrls('https://opbnb-mainnet.infura.io', 'abc123')).toEqual({
      http: 'https://opbnb-mainnet.infura.io/v3/abc123',
      ws: 'wss://opbnb-mainnet.infura.io/ws/v3/abc123',
    });
    expect(buildRpcUrls('http://127.0.0.1:8545/', 'k-1')).toEqual({
      http: 'http://127.0.0.1:8545/v3/k-1',
      ws: 'ws://127.0.0.1:8545/ws/v3/k-1',
    });
  });

  it('rejects a key that would change the URL, without quoting it', () => {
    expect(() => buildRpcUrls('https://h.example', 'abc/../x')).toThrow(RpcArgumentError);
    expect(() => buildRpcUrls('https://h.example', 'abc/../x')).toThrow(
      'API key may contain only letters, digits and . _ ~ -',
    );
    expect(() => buildRpcUrls('https://h.example', '')).toThrow('API key is empty');
  });

  it('rejects a base that is not an http(s)/ws(s) URL or carries credentials', () => {
    expect(() => buildRpcUrls('mainnet.infura.io', 'k')).toThrow(/endpoint base URL is not a valid URL/);
    expect(() => buildRpcUrls('ftp://h.example', 'k')).toThrow('endpoint base URL must use http(s) or ws(s); got ftp');
    expect(() => buildRpcUrls('https://h.example/?key=1', 'k')).toThrow(/must not carry credentials/);
  });
});

describe('resolveEndpoint', () => {
  it('a full URL picks the transport by scheme', () => {
    expect(resolveEndpoint({ url: 'https://h.example/v3/abc' })).toMatchObject({
      transport: 'http',
      label: 'https://h.example/v3/<API_KEY>',
    });
    expect(resolveEndpoint({ url: 'wss://h.example/ws/v3/abc' })).toMatchObject({
      transport: 'websocket',
      label: 'wss://h.example/ws/v3/<API_KEY>',
    });
  });

  it('creating a client with a bad endpoint throws an argument error at once', () => {
    expect(() => createRpcClient({ url: 'file:///etc/passwd' })).toThrow(
      'endpoint URL must use http(s) or ws(s); got file',
    );
    expect(() => createRpcClient({ base: 'https://h.example', apiKey: 'k', transport: 'smoke' as 'http' })).toThrow(
      "endpoint transport must be 'http' or 'websocket'",
    );
  });

  it('a WebSocket client in a runtime without WebSocket asks for one', () => {
    if ('WebSocket' in globalThis) return;
    expect(() => createRpcClient({ base: 'https://h.example', apiKey: 'k', transport: 'websocket' })).toThrow(
      /options.WebSocket/,
    );
  });
});

/** Endpoint resolution: every scheme, base paths, what is refused and why. */
function refusal(run: () => unknown): RpcArgumentError {
  try {
    run();
  } catch (error) {
    if (error instanceof RpcArgumentError) return error;
    throw error;
  }
  throw new Error('expected an RpcArgumentError');
}

describe('buildRpcUrls: every scheme and base path', () => {
  it('a ws(s) base gives the same pair as its http(s) twin', () => {
    expect(buildRpcUrls('wss://h.example', 'k')).toEqual({
      http: 'https://h.example/v3/k',
      ws: 'wss://h.example/ws/v3/k',
    });
    expect(buildRpcUrls('ws://127.0.0.1:9', 'k')).toEqual({
      http: 'http://127.0.0.1:9/v3/k',
      ws: 'ws://127.0.0.1:9/ws/v3/k',
    });
  });

  it('keeps a base path, without its trailing slashes', () => {
    expect(buildRpcUrls('https://h.example/rpc//', 'k').http).toBe('https://h.example/rpc/v3/k');
  });

  it.each([['https://user@h.example'], ['https://:pw@h.example'], ['https://h.example/#frag']])(
    'refuses %s',
    (base) => {
      expect(refusal(() => buildRpcUrls(base, 'k')).message).toBe(
        'endpoint base URL must not carry credentials, a query or a fragment; pass the key as apiKey',
      );
    },
  );

  it('a key that is not a string is an empty key', () => {
    expect(refusal(() => buildRpcUrls('https://h.example', undefined as unknown as string)).message).toBe(
      'API key is empty',
    );
  });

  it('a key may hold every unreserved character, and nothing else', () => {
    expect(buildRpcUrls('https://h.example', 'aZ0._~-').http).toBe('https://h.example/v3/aZ0._~-');
    expect(() => buildRpcUrls('https://h.example', 'a b')).toThrow('API key may contain only');
    expect(() => buildRpcUrls('https://h.example', 'ab%')).toThrow('API key may contain only');
  });
});

describe('resolveEndpoint: what is refused and why', () => {
  it.each([[null], ['https://h.example'], [42]])('%j is no endpoint', (endpoint) => {
    expect(refusal(() => resolveEndpoint(endpoint as unknown as RpcEndpoint)).message).toBe(
      'endpoint must be { base, apiKey, transport } or { url }',
    );
  });

  it('an unparseable URL is refused without quoting it', () => {
    const error = refusal(() => resolveEndpoint({ url: 'not a url k3y' }));
    expect(error.message).toBe('endpoint URL is not a valid URL');
  });

  it('a full URL keeps the real URL for the wire and its secrets for scrubbing', () => {
    expect(resolveEndpoint({ url: 'ws://127.0.0.1:9/ws/v3/abc' })).toEqual({
      transport: 'websocket',
      url: 'ws://127.0.0.1:9/ws/v3/abc',
      label: 'ws://127.0.0.1:9/ws/v3/<API_KEY>',
      secrets: ['abc'],
    });
    expect(resolveEndpoint({ url: 'http://127.0.0.1:9/v3/abc' }).transport).toBe('http');
  });

  it('base + key: the URL for the chosen transport, and the key among the secrets', () => {
    expect(resolveEndpoint({ base: 'https://h.example', apiKey: 'k1', transport: 'websocket' })).toEqual({
      transport: 'websocket',
      url: 'wss://h.example/ws/v3/k1',
      label: 'wss://h.example/ws/v3/<API_KEY>',
      secrets: ['k1'],
    });
    expect(resolveEndpoint({ base: 'https://h.example', apiKey: 'k1', transport: 'http' }).url).toBe(
      'https://h.example/v3/k1',
    );
  });
});
