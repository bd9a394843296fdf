import { describe, expect, it } from 'vitest';
import { createRpcClient } from '../../src/rpc/client.ts';
import { buildRpcUrls, httpTwinOf, resolveEndpoint } from '../../src/rpc/endpoint.ts';
import { RpcArgumentError } from '../../src/rpc/errors.ts';

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

describe('httpTwinOf', () => {
  it('maps the WebSocket URL to the HTTP URL that answers for the same key', () => {
    expect(httpTwinOf('wss://h.example/ws/v3/abc')).toBe('https://h.example/v3/abc');
    expect(httpTwinOf('ws://127.0.0.1:9/ws/v3/abc')).toBe('http://127.0.0.1:9/v3/abc');
  });
});
