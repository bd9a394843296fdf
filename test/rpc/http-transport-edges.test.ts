/**
 * The HTTP transport at its edges, against a local server: what a failure body says, the response
 * size cap at exactly its limit, and what each exchange records for the inspector.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRpcClient, type RpcClientOptions } from '../../src/rpc/client.ts';
import {
  RpcAuthError,
  RpcClosedError,
  RpcHttpError,
  RpcMalformedResponseError,
  RpcNetworkError,
} from '../../src/rpc/errors.ts';
import type { RpcExchange } from '../../src/rpc/transport.ts';
import { rejectionOf } from './support/collect.ts';
import { ADDRESS, jsonReply, startMisbehavingServer, type MisbehavingServer } from './support/misbehaving-server.ts';

const KEY = 'httpedgekey0123456789ab';
let server: MisbehavingServer;

beforeAll(async () => {
  server = await startMisbehavingServer(KEY);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

function client(options: RpcClientOptions = {}) {
  const exchanges: RpcExchange[] = [];
  const rpc = createRpcClient(
    { base: server.base, apiKey: KEY, transport: 'http' },
    { retry: { attempts: 1 }, onExchange: (e) => exchanges.push(e), ...options },
  );
  return { rpc, exchanges };
}

const storage = (rpc: ReturnType<typeof client>['rpc']) => rpc.getStorageAt(ADDRESS, '0x0');

describe('what a failure body says', () => {
  it.each([
    [402, '{"error":"quota exceeded"}', 'HTTP 402 daily credit limit reached: quota exceeded'],
    [400, '{"message":"no such route"}', 'HTTP 400 bad request: no such route'],
    [400, '{"error":{"code":-32600,"message":"bad envelope"}}', 'HTTP 400 bad request: bad envelope'],
    [400, '{"error":{"code":-32600}}', 'HTTP 400 bad request'],
    [400, '{"error":42}', 'HTTP 400 bad request'],
    [400, '[1,2]', 'HTTP 400 bad request'],
    [502, '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', 'HTTP 502 bad gateway: 502 Bad Gateway nginx'],
    [500, '', 'HTTP 500 internal server error'],
  ])('%d %s', async (status, body, message) => {
    server.onHttp(() => ({ status, body }));
    const error = await rejectionOf(storage(client().rpc));
    expect(error).toBeInstanceOf(RpcHttpError);
    expect((error as Error).message).toBe(message);
  });

  it('401 and 403 are auth errors, with the JSON-RPC code when the body has one', async () => {
    server.onHttp(() => ({
      status: 403,
      body: '{"jsonrpc":"2.0","id":null,"error":{"code":-32002,"message":"origin not allowed"}}',
    }));
    const error = await rejectionOf(storage(client().rpc));
    expect(error).toBeInstanceOf(RpcAuthError);
    expect(error).toMatchObject({ message: 'HTTP 403 forbidden: origin not allowed', code: -32002, status: 403 });
    server.onHttp(() => ({ status: 401, body: 'no key' }));
    expect(await rejectionOf(storage(client().rpc))).toMatchObject({
      kind: 'auth',
      message: 'HTTP 401 unauthorized: no key',
    });
  });

  it('a failure without a code or backoff carries neither', async () => {
    server.onHttp(() => ({ status: 500, body: 'oops' }));
    const error = (await rejectionOf(storage(client().rpc))) as RpcHttpError;
    expect('code' in error).toBe(false);
    expect('retryAfterMs' in error).toBe(false);
  });
});

describe('the response size cap', () => {
  const reply = jsonReply(1, `0x${'0'.repeat(64)}`);
  const size = Buffer.byteLength(reply);

  it('a streamed reply of exactly the limit is read; one byte less of limit is refused', async () => {
    server.onHttp((call) => ({ body: jsonReply(call.id, `0x${'0'.repeat(64)}`) }));
    await expect(storage(client({ maxResponseBytes: size }).rpc)).resolves.toBe(`0x${'0'.repeat(64)}`);
    const error = await rejectionOf(storage(client({ maxResponseBytes: size - 1 }).rpc));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect(error).toMatchObject({ message: `reply is larger than the ${size - 1}-byte limit`, sizeCapBytes: size - 1 });
  });

  it('a declared Content-Length is checked before reading, at exactly the limit too', async () => {
    server.onHttp((call) => {
      const body = jsonReply(call.id, `0x${'0'.repeat(64)}`);
      return { body, headers: { 'Content-Length': String(Buffer.byteLength(body)) } };
    });
    await expect(storage(client({ maxResponseBytes: size }).rpc)).resolves.toBe(`0x${'0'.repeat(64)}`);
    expect(await rejectionOf(storage(client({ maxResponseBytes: size - 1 }).rpc))).toBeInstanceOf(
      RpcMalformedResponseError,
    );
  });

  it('text split across chunks is decoded whole', async () => {
    const text = 'é'.repeat(5000);
    server.onHttp(() => ({ status: 500, body: text }));
    const error = (await rejectionOf(storage(client().rpc))) as RpcHttpError;
    expect(error.providerMessage).toBe(`${'é'.repeat(200)}…`);
  });
});

describe('exchanges for the inspector', () => {
  it('a success records status and duration, and no error', async () => {
    const { rpc, exchanges } = client();
    await storage(rpc);
    expect(exchanges).toHaveLength(1);
    const [exchange] = exchanges;
    expect(exchange).toMatchObject({ status: 200, method: 'eth_getStorageAt', transport: 'http', attempt: 1 });
    expect(exchange!.durationMs).toBeGreaterThanOrEqual(0);
    expect(exchange!.durationMs).toBeLessThan(60_000);
    expect('error' in exchange!).toBe(false);
  });

  it('a failure records its error and status', async () => {
    server.onHttp(() => ({ status: 503, body: 'busy' }));
    const { rpc, exchanges } = client();
    const error = await rejectionOf(storage(rpc));
    expect(exchanges[0]).toMatchObject({ status: 503, response: 'busy' });
    expect(exchanges[0]!.error).toBe(error);
  });

  it('a closed client records the refusal without a status', async () => {
    const { rpc, exchanges } = client();
    rpc.close();
    expect(await rejectionOf(storage(rpc))).toMatchObject({ kind: 'closed', message: 'client is closed' });
    expect('status' in exchanges[0]!).toBe(false);
  });
});

describe('status codes and odd replies', () => {
  it('every 2xx is a reply to read; 300 is a failure', async () => {
    server.onHttp((call) => ({ status: 299, body: jsonReply(call.id, `0x${'0'.repeat(64)}`) }));
    await expect(storage(client().rpc)).resolves.toBe(`0x${'0'.repeat(64)}`);
    server.onHttp((call) => ({ status: 300, body: jsonReply(call.id, `0x${'0'.repeat(64)}`) }));
    expect(await rejectionOf(storage(client().rpc))).toMatchObject({ kind: 'http', status: 300 });
  });

  it('a 204 with no body is an empty reply', async () => {
    server.onHttp(() => ({ status: 204 }));
    expect(await rejectionOf(storage(client().rpc))).toMatchObject({ kind: 'malformed', message: 'empty reply' });
  });

  it('a failure body of null is still the HTTP failure', async () => {
    server.onHttp(() => ({ status: 500, body: 'null' }));
    expect(await rejectionOf(storage(client().rpc))).toMatchObject({
      kind: 'http',
      message: 'HTTP 500 internal server error',
    });
  });

  it('a failure body with a JSON-RPC error but no message still gives its code and backoff', async () => {
    server.onHttp(() => ({
      status: 429,
      body: '{"jsonrpc":"2.0","id":null,"error":{"code":-32005,"data":{"backoff_seconds":2}}}',
    }));
    expect(await rejectionOf(storage(client().rpc))).toMatchObject({
      message: 'HTTP 429 rate limited',
      code: -32005,
      retryAfterMs: 2000,
    });
  });

  it('a malformed 200 reply is recorded as an exchange with its error; nothing stays in flight', async () => {
    server.onHttp(() => ({ body: '{"jsonrpc":"2.0","id":999,"result":"0x0"}' }));
    const { rpc, exchanges } = client();
    const error = await rejectionOf(storage(rpc));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.error).toBe(error);
    expect(rpc.stats()).toMatchObject({ inFlight: 0, requestsSent: 1 });
  });

  it('closing with a request in flight says so', async () => {
    server.onHttp((call) => ({ delayMs: 300, body: jsonReply(call.id, `0x${'0'.repeat(64)}`) }));
    const { rpc } = client();
    const pending = rejectionOf(storage(rpc));
    while (server.calls.length === 0) await new Promise((r) => setTimeout(r, 5));
    rpc.close();
    const error = await pending;
    expect(error).toBeInstanceOf(RpcClosedError);
    expect(error).toMatchObject({ message: 'client was closed with the request in flight' });
    expect(rpc.stats().inFlight).toBe(0);
  });

  it('an unreachable endpoint is a network error that never quotes the URL', async () => {
    const rpc = createRpcClient(
      { base: 'http://127.0.0.1:1', apiKey: KEY, transport: 'http' },
      { retry: { attempts: 1 } },
    );
    const error = await rejectionOf(rpc.getStorageAt(ADDRESS, '0x0'));
    expect(error).toBeInstanceOf(RpcNetworkError);
    // Node's fetch may or may not expose a system code (ECONNREFUSED) here; either way no URL.
    expect((error as Error).message).toMatch(/^could not reach the endpoint( \([A-Z_]+\))?$/);
  });
});
