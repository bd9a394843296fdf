/**
 * The HTTP transport at its edges, against a local server: what a failure body says, the response
 * size cap at exactly its limit, and what each exchange records for the inspector.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRpcClient, type RpcClientOptions } from '../../src/rpc/client.ts';
import { RpcAuthError, RpcHttpError, RpcMalformedResponseError } from '../../src/rpc/errors.ts';
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
    server.onHttp(() => ({ status: 403, body: '{"jsonrpc":"2.0","id":null,"error":{"code":-32002,"message":"origin not allowed"}}' }));
    const error = await rejectionOf(storage(client().rpc));
    expect(error).toBeInstanceOf(RpcAuthError);
    expect(error).toMatchObject({ message: 'HTTP 403 forbidden: origin not allowed', code: -32002, status: 403 });
    server.onHttp(() => ({ status: 401, body: 'no key' }));
    expect(await rejectionOf(storage(client().rpc))).toMatchObject({ kind: 'auth', message: 'HTTP 401 unauthorized: no key' });
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
    expect(error).toMatchObject({
      message: `reply is larger than the ${size - 1}-byte limit`,
      hint: 'The reply was abandoned past the size cap; raise maxResponseBytes if this is expected.',
    });
  });

  it('a declared Content-Length is checked before reading, at exactly the limit too', async () => {
    server.onHttp((call) => {
      const body = jsonReply(call.id, `0x${'0'.repeat(64)}`);
      return { body, headers: { 'Content-Length': String(Buffer.byteLength(body)) } };
    });
    await expect(storage(client({ maxResponseBytes: size }).rpc)).resolves.toBe(`0x${'0'.repeat(64)}`);
    expect(await rejectionOf(storage(client({ maxResponseBytes: size - 1 }).rpc))).toBeInstanceOf(RpcMalformedResponseError);
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
