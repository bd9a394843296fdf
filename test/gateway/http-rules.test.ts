/**
 * The gateway over HTTP: keys, methods, envelope, size, CORS, as a public provider answers them.
 * Each test is one rule a client relies on.
 */
import { describe, expect, inject, it } from 'vitest';
import { httpUrl, postJson, postRaw } from '../devnet/gateway-client.ts';

const manifest = inject('manifest');
const url = httpUrl(manifest);
const byHash = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'eth_getTransactionByHash',
  params: [manifest.roles.legacy.hash],
});

describe('API keys', () => {
  it('answers a missing key with HTTP 401 and a JSON-RPC error that says so', async () => {
    const answer = await postJson(`${manifest.base}/v3/`, byHash(1));
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: { message: expect.stringMatching(/required/) },
    });
  });

  it('answers an unknown key with HTTP 401 and a JSON-RPC error that says so', async () => {
    const answer = await postJson(httpUrl(manifest, 'not-a-key'), byHash(1));
    expect(answer.status).toBe(401);
    expect(answer.json.error.message).toMatch(/invalid project id/);
  });

  it('accepts every configured key', async () => {
    for (const key of manifest.keys ?? []) {
      const answer = await postJson(httpUrl(manifest, key), byHash(1));
      expect(answer.status).toBe(200);
      expect(answer.json.result.hash).toBe(manifest.roles.legacy.hash);
    }
    expect(manifest.keys?.length).toBeGreaterThan(1);
  });
});

describe('methods', () => {
  it.each(['eth_blockNumber', 'eth_call', 'eth_sendRawTransaction', 'anvil_mine'])(
    'refuses %s with -32601',
    async (method) => {
      const answer = await postJson(url, { jsonrpc: '2.0', id: 7, method, params: [] });
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32601 } });
    },
  );

  it('relays the node’s error for invalid params, with the caller’s id', async () => {
    const answer = await postJson(url, {
      jsonrpc: '2.0',
      id: 31,
      method: 'eth_getTransactionByHash',
      params: ['0x1234'],
    });
    expect(answer.json.id).toBe(31);
    expect(answer.json.error.code).toBeTypeOf('number');
    expect(answer.json.result).toBeUndefined();
  });
});

describe('envelope', () => {
  it('answers malformed JSON with -32700 and id null', async () => {
    const answer = await postRaw(url, '{"jsonrpc":"2.0","id":1,"method":');
    expect(answer.json).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.any(String) } });
  });

  it.each([
    ['jsonrpc is not "2.0"', { jsonrpc: '1.0', id: 3, method: 'eth_getTransactionByHash', params: [] }, 3],
    ['method is missing', { jsonrpc: '2.0', id: 4, params: [] }, 4],
    ['params is an object', { jsonrpc: '2.0', id: 5, method: 'eth_getTransactionByHash', params: {} }, 5],
    ['params is missing', { jsonrpc: '2.0', id: 6, method: 'eth_getTransactionByHash' }, 6],
    ['id is a string', { jsonrpc: '2.0', id: 'abc', method: 'eth_getTransactionByHash', params: [] }, 'abc'],
    ['id is missing', { jsonrpc: '2.0', method: 'eth_getTransactionByHash', params: [] }, null],
    ['the body is a number', 42, null],
  ])('answers -32600 when %s', async (_, body, id) => {
    const answer = await postJson(url, body);
    expect(answer.json).toMatchObject({ jsonrpc: '2.0', id, error: { code: -32600 } });
  });

  it('echoes the caller’s id and jsonrpc "2.0" on a result', async () => {
    const answer = await postJson(url, byHash(424242));
    expect(answer.json).toMatchObject({ jsonrpc: '2.0', id: 424242 });
    expect(answer.json.result.hash).toBe(manifest.roles.legacy.hash);
  });

  it('answers a batch element by element, and an empty batch with one -32600', async () => {
    const answer = await postJson(url, [
      byHash(1),
      { jsonrpc: '2.0', id: 2, method: 'eth_chainId', params: [] },
      { id: 3 },
    ]);
    expect(answer.json).toHaveLength(3);
    expect(answer.json[0]).toMatchObject({ id: 1, result: { hash: manifest.roles.legacy.hash } });
    expect(answer.json[1]).toMatchObject({ id: 2, error: { code: -32601 } });
    expect(answer.json[2]).toMatchObject({ id: 3, error: { code: -32600 } });
    const empty = await postJson(url, []);
    expect(empty.json).toMatchObject({ id: null, error: { code: -32600 } });
  });
});

describe('HTTP shape', () => {
  it('refuses a body over 1 MiB with 413, and takes one just under', async () => {
    const filler = (size: number) => JSON.stringify({ ...byHash(1), pad: 'x'.repeat(size) });
    const over = filler(1024 * 1024);
    expect((await postRaw(url, over)).status).toBe(413);
    const under = filler(1024 * 1024 - 200);
    expect(Buffer.byteLength(under)).toBeLessThanOrEqual(1024 * 1024);
    expect((await postRaw(url, under)).status).toBe(200);
  });

  it('refuses a body that is not declared as JSON with 415', async () => {
    const answer = await postRaw(url, JSON.stringify(byHash(1)), { 'content-type': 'text/plain' });
    expect(answer.status).toBe(415);
  });

  it('answers GET on the endpoint with 405 and an unknown path with 404 JSON', async () => {
    const get = await fetch(url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toContain('POST');
    const missing = await fetch(`${manifest.base}/v2/${manifest.apiKey}`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: unknown }).error).toBeDefined();
  });
});

describe('CORS', () => {
  it('answers a preflight with 204 and the allowed method and headers', async () => {
    const response = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('lets any origin read answers, errors included', async () => {
    const ok = await postJson(url, byHash(1));
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    const refused = await postJson(httpUrl(manifest, 'not-a-key'), byHash(1));
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });
});
