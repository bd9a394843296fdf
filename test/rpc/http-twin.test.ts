import { describe, expect, it } from 'vitest';
import { buildRpcUrls } from '../../src/rpc/endpoint.ts';
import { httpTwinOf } from '../../src/rpc/http-twin.ts';

describe('httpTwinOf: the HTTP twin of a WebSocket URL', () => {
  it('maps the WebSocket URL to the HTTP URL that answers for the same key', () => {
    expect(httpTwinOf('wss://h.example/ws/v3/abc')).toBe('https://h.example/v3/abc');
    expect(httpTwinOf('ws://127.0.0.1:9/ws/v3/abc')).toBe('http://127.0.0.1:9/v3/abc');
  });

  it('is the endpoint URL shape read backwards: the twin of an endpoint’s WebSocket URL is its HTTP URL', () => {
    for (const base of ['https://h.example', 'http://127.0.0.1:8545/', 'wss://h.example', 'https://h.example/rpc/']) {
      const urls = buildRpcUrls(base, 'k3y');
      expect(httpTwinOf(urls.ws)).toBe(urls.http);
    }
  });

  it('only the /ws segment before /v3/<key> is dropped; another shape keeps its path', () => {
    expect(httpTwinOf('wss://h.example/rpc/ws/v3/k')).toBe('https://h.example/rpc/v3/k');
    expect(httpTwinOf('ws://h.example/wsx/v3/k')).toBe('http://h.example/wsx/v3/k');
    expect(httpTwinOf('wss://h.example/ws/v3/k/extra')).toBe('https://h.example/ws/v3/k/extra');
    expect(httpTwinOf('wss://eth.example/v2/k')).toBe('https://eth.example/v2/k');
  });

  it('gives nothing for what is not a URL', () => {
    expect(httpTwinOf('not a url')).toBeUndefined();
  });
});
