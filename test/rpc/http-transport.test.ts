import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RpcArgumentError,
  RpcAuthError,
  RpcClosedError,
  RpcHttpError,
  RpcMalformedResponseError,
  RpcNetworkError,
  RpcResponseError,
  RpcTimeoutError,
} from '../../src/rpc/errors.ts';
import { createRpcClient, type RpcClientOptions } from '../../src/rpc/client.ts';
import { type RpcExchange } from '../../src/rpc/transport.ts';
import { describeError } from '../../src/components/describe-error.ts';
import { rejectionOf, visibleText } from './support/collect.ts';
import { fakeRetryClock, passTime, whenTrue } from './support/retry-clock.ts';
import {
  ADDRESS,
  BLOCK_HASH,
  TX_HASH,
  defaultResult,
  jsonError,
  jsonReply,
  startMisbehavingServer,
} from './support/misbehaving-server.ts';
import { misbehavingServerPerFile } from './support/misbehaving-server-per-file.ts';

const KEY = 'f3a9c0de5b7e4d2a9c1b8e6f7a0d3c21';
const server = misbehavingServerPerFile(KEY);
let exchanges: RpcExchange[];

afterEach(() => {
  vi.useRealTimers();
});

function client(options: RpcClientOptions = {}) {
  exchanges = [];
  return createRpcClient(
    { base: server.base, apiKey: KEY, transport: 'http' },
    { retry: { baseDelayMs: 5, maxDelayMs: 2000 }, ...options, onExchange: (x) => exchanges.push(x) },
  );
}

describe('HTTP transport: the happy path', () => {
  it('POSTs one JSON-RPC envelope per call and parses each result', async () => {
    const rpc = client();
    expect(rpc.transport).toBe('http');
    expect(rpc.endpointLabel).toBe(`${server.base}/v3/<API_KEY>`);

    const tx = await rpc.getTransactionByHash(TX_HASH);
    expect(tx?.hash).toBe(TX_HASH);
    const byIndex = await rpc.getTransactionByBlockHashAndIndex(BLOCK_HASH, 3n);
    expect(byIndex?.transactionIndex).toBe(3n);
    const receipt = await rpc.getTransactionReceipt(TX_HASH);
    expect(receipt?.outcome).toEqual({ kind: 'status', success: true });
    const word = await rpc.getStorageAt(ADDRESS, '0x2a');
    expect(word).toBe(`0x${'0'.repeat(62)}2a`);

    expect(server.calls.map((c) => [c.method, c.params])).toEqual([
      ['eth_getTransactionByHash', [TX_HASH]],
      ['eth_getTransactionByBlockHashAndIndex', [BLOCK_HASH, '0x3']],
      ['eth_getTransactionReceipt', [TX_HASH]],
      ['eth_getStorageAt', [ADDRESS, '0x2a', 'latest']],
    ]);
    const ids = server.calls.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(JSON.parse(server.calls[0]!.raw)).toEqual({
      jsonrpc: '2.0',
      method: 'eth_getTransactionByHash',
      params: [TX_HASH],
      id: ids[0],
    });
  });

  it('reports an attempt as it starts, before any answer, and again when it settles', async () => {
    const started: Array<{ exchange: RpcExchange; settledSoFar: number }> = [];
    const rpc = client({ onExchangeStart: (x) => started.push({ exchange: x, settledSoFar: exchanges.length }) });
    await rpc.getTransactionReceipt(TX_HASH);
    expect(started).toHaveLength(1);
    const [{ exchange, settledSoFar }] = started as [(typeof started)[0]];
    expect(settledSoFar).toBe(0);
    expect(exchange).toMatchObject({
      method: 'eth_getTransactionReceipt',
      transport: 'http',
      attempt: 1,
      request: server.calls[0]!.raw,
    });
    expect(exchange.response).toBeUndefined();
    expect(exchange.durationMs).toBeUndefined();
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]!.id).toBe(exchange.id);
    expect(exchanges[0]!.response).toBeDefined();
  });

  it('reports every attempt as an exchange with the exact bodies and a redacted URL', async () => {
    const rpc = client();
    await rpc.getStorageAt(ADDRESS, 1n, 'pending');
    expect(exchanges).toHaveLength(1);
    const [x] = exchanges;
    expect(x).toMatchObject({
      method: 'eth_getStorageAt',
      params: [ADDRESS, '0x1', 'pending'],
      transport: 'http',
      url: `${server.base}/v3/<API_KEY>`,
      request: server.calls[0]!.raw,
      status: 200,
      attempt: 1,
    });
    expect(x!.response).toBe(jsonReply(server.calls[0]!.id, defaultResult(server.calls[0]!)));
    expect(x!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('null stays null: not found is not an error', async () => {
    server.onHttp((call) => ({ body: jsonReply(call.id, null) }));
    const rpc = client();
    expect(await rpc.getTransactionByHash(TX_HASH)).toBeNull();
    expect(await rpc.getTransactionReceipt(TX_HASH)).toBeNull();
    expect(await rpc.getTransactionByBlockHashAndIndex(BLOCK_HASH, '0x0')).toBeNull();
  });

  it('normalizes a short storage value to a 32-byte word', async () => {
    server.onHttp((call) => ({ body: jsonReply(call.id, '0x1') }));
    expect(await client().getStorageAt(ADDRESS, '0x0', 10n)).toBe(`0x${'0'.repeat(63)}1`);
    expect(server.calls[0]!.params).toEqual([ADDRESS, '0x0', '0xa']);
  });

  it('accepts a 32-byte mapping slot as the storage position, leading zeros and all', async () => {
    const slot = `0x0${'f'.repeat(63)}`;
    await client().getStorageAt(ADDRESS, slot);
    expect(server.calls[0]!.params[1]).toBe(slot);
  });
});

describe('HTTP transport: malformed replies', () => {
  it('garbage JSON is a malformed response, not retried', async () => {
    server.onHttp(() => ({ body: '<html>oops</html>' }));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect((error as RpcMalformedResponseError).message).toBe('reply is not valid JSON (starts "<html>oops</html>")');
    expect(server.calls).toHaveLength(1);
  });

  it('a reply with another id is malformed', async () => {
    server.onHttp((call) => ({ body: jsonReply(Number(call.id) + 1, null) }));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect((error as Error).message).toMatch(/^reply id \d+ does not echo the request id \d+$/);
  });

  it('a reply with the id as a string is malformed', async () => {
    server.onHttp((call) => ({ body: jsonReply(String(call.id), null) }));
    expect(await rejectionOf(client().getTransactionByHash(TX_HASH))).toBeInstanceOf(RpcMalformedResponseError);
  });

  it('a reply without jsonrpc "2.0" is malformed', async () => {
    server.onHttp((call) => ({ body: JSON.stringify({ jsonrpc: '1.0', id: call.id, result: null }) }));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect((error as Error).message).toBe('reply must carry jsonrpc "2.0"; got "1.0"');
    expect((error as RpcMalformedResponseError).field).toBe('jsonrpc');
  });

  it('a reply with neither result nor error is malformed', async () => {
    server.onHttp((call) => ({ body: JSON.stringify({ jsonrpc: '2.0', id: call.id }) }));
    expect(((await rejectionOf(client().getTransactionByHash(TX_HASH))) as Error).message).toBe(
      'reply has neither result nor error',
    );
  });

  it('a truncated body (complete HTTP message, cut JSON) is malformed', async () => {
    server.onHttp((call) => ({ body: jsonReply(call.id, defaultResult(call)).slice(0, 40) }));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect((error as Error).message).toMatch(/^reply is not valid JSON/);
  });

  it('a connection cut mid-body is a network failure, and is retried', async () => {
    server.onHttp((call) => ({ body: jsonReply(call.id, defaultResult(call)), cutAfter: 30 }));
    const error = await rejectionOf(client({ retry: { attempts: 2, baseDelayMs: 5 } }).getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcNetworkError);
    expect(server.calls).toHaveLength(2);
  });

  it('a result field of the wrong shape names the field', async () => {
    server.onHttp((call) => ({ body: jsonReply(call.id, { ...(defaultResult(call) as object), gas: 21000 }) }));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect(error).toMatchObject({
      field: 'transaction.gas',
      method: 'eth_getTransactionByHash',
      message: 'transaction.gas must be a hex quantity; got 21000',
    });
  });

  it('a transaction for another hash than asked is malformed', async () => {
    server.onHttp((call) => ({
      body: jsonReply(call.id, { ...(defaultResult(call) as object), hash: `0x${'99'.repeat(32)}` }),
    }));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect(error).toMatchObject({ kind: 'malformed', field: 'transaction.hash' });
  });

  it('a storage value of null or more than 32 bytes is malformed', async () => {
    server.onHttp((call) => ({ body: jsonReply(call.id, null) }));
    expect(await rejectionOf(client().getStorageAt(ADDRESS, '0x0'))).toBeInstanceOf(RpcMalformedResponseError);
    server.onHttp((call) => ({ body: jsonReply(call.id, `0x1${'0'.repeat(64)}`) }));
    expect(await rejectionOf(client().getStorageAt(ADDRESS, '0x0'))).toBeInstanceOf(RpcMalformedResponseError);
  });

  it('a reply past the size cap is abandoned (declared length)', async () => {
    server.onHttp((call) => ({ body: jsonReply(call.id, `0x${'00'.repeat(4000)}`) }));
    const error = await rejectionOf(client({ maxResponseBytes: 1000 }).getStorageAt(ADDRESS, '0x0'));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect((error as Error).message).toBe('reply is larger than the 1000-byte limit');
  });

  it('a reply past the size cap is abandoned (streamed, no length)', async () => {
    server.onHttp((call) => ({
      body: jsonReply(call.id, `0x${'00'.repeat(40000)}`),
      headers: { 'Transfer-Encoding': 'chunked' },
    }));
    const error = await rejectionOf(client({ maxResponseBytes: 1000 }).getStorageAt(ADDRESS, '0x0'));
    expect((error as Error).message).toBe('reply is larger than the 1000-byte limit');
  });
});

describe('HTTP transport: HTTP failures', () => {
  it('401 is an auth error with the provider message, key scrubbed, never retried', async () => {
    server.onHttp(() => ({ status: 401, body: jsonError(null, -32002, `invalid project id ${KEY}`) }));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcAuthError);
    expect(error).toMatchObject({
      kind: 'auth',
      status: 401,
      code: -32002,
      providerMessage: 'invalid project id <API_KEY>',
    });
    expect((error as Error).message).toBe('HTTP 401 unauthorized: invalid project id <API_KEY>');
    expect(describeError(error).hint).toMatch(/API key/);
    expect(server.calls).toHaveLength(1);
    expect(visibleText(error, exchanges)).not.toContain(KEY);
  });

  it('a wrong key in the URL reads as 401 too', async () => {
    const rpc = createRpcClient({ base: server.base, apiKey: 'wrongkey0123456789', transport: 'http' });
    const error = await rejectionOf(rpc.getTransactionByHash(TX_HASH));
    expect(error).toMatchObject({ kind: 'auth', status: 401 });
    expect(visibleText(error)).not.toContain('wrongkey0123456789');
  });

  it('402 (daily credit limit) is specific and never retried', async () => {
    server.onHttp(() => ({ status: 402, body: 'daily request count exceeded, request rate limited' }));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcHttpError);
    expect(error).toMatchObject({ kind: 'http', status: 402 });
    expect((error as Error).message).toBe(
      'HTTP 402 daily credit limit reached: daily request count exceeded, request rate limited',
    );
    expect(server.calls).toHaveLength(1);
  });

  it('403 with a plain-text body is an auth error, never retried', async () => {
    server.onHttp(() => ({ status: 403, body: 'rejected due to project ID settings' }));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcAuthError);
    expect((error as Error).message).toBe('HTTP 403 forbidden: rejected due to project ID settings');
    expect(server.calls).toHaveLength(1);
  });

  it('400 is never retried', async () => {
    server.onHttp((call) => ({ status: 400, body: jsonError(call.id, -32600, 'invalid request') }));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect(error).toMatchObject({ kind: 'http', status: 400, code: -32600 });
    expect(server.calls).toHaveLength(1);
  });

  it('500 without a body is an HTTP error, not retried', async () => {
    server.onHttp(() => ({ status: 500 }));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'HTTP 500 internal server error' });
    expect(server.calls).toHaveLength(1);
  });

  it.each([502, 503, 504])('%i is retried up to the attempt limit', async (status) => {
    server.onHttp(() => ({ status }));
    const rpc = client({ retry: { attempts: 3, baseDelayMs: 5 } });
    const error = await rejectionOf(rpc.getTransactionByHash(TX_HASH));
    expect(error).toMatchObject({ kind: 'http', status });
    expect(server.calls).toHaveLength(3);
    expect(exchanges.map((x) => x.attempt)).toEqual([1, 2, 3]);
    expect(rpc.stats().retries).toBe(2);
  });

  it('503 then success returns the result', async () => {
    server.onHttp((call, i) => (i === 0 ? { status: 503 } : { body: jsonReply(call.id, defaultResult(call)) }));
    expect(await client().getTransactionReceipt(TX_HASH)).not.toBeNull();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[0]!.id).not.toBe(server.calls[1]!.id);
  });

  it('429 honours Retry-After (seconds) before retrying', async () => {
    server.onHttp((call, i) =>
      i === 0
        ? {
            status: 429,
            headers: { 'Retry-After': '1' },
            body: jsonError(call.id, -32005, 'project ID request rate exceeded'),
          }
        : { body: jsonReply(call.id, defaultResult(call)) },
    );
    fakeRetryClock();
    const attempts: RpcExchange[] = [];
    const rpc = client({ onExchangeStart: (x) => attempts.push(x) });
    const answer = rpc.getTransactionByHash(TX_HASH);
    await whenTrue(() => rpc.stats().retries === 1);
    await passTime(999);
    expect(attempts, 'no second try before the second the provider asked for').toHaveLength(1);
    await passTime(1);
    expect(attempts.map((x) => x.attempt)).toEqual([1, 2]);
    expect(await answer).not.toBeNull();
    expect(server.calls).toHaveLength(2);
  });

  it('429 asking for longer than maxDelayMs fails at once, carrying retryAfterMs', async () => {
    server.onHttp(() => ({ status: 429, headers: { 'Retry-After': '60' }, body: 'slow down' }));
    const error = await rejectionOf(client({ retry: { maxDelayMs: 5000 } }).getTransactionByHash(TX_HASH));
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfterMs: 60_000 });
    expect(server.calls).toHaveLength(1);
  });

  it('-32005 with data.backoff_seconds is retried after that long', async () => {
    server.onHttp((call, i) =>
      i === 0
        ? {
            body: jsonError(call.id, -32005, 'project ID request rate exceeded', {
              see: 'https://infura.io/dashboard',
              current_rps: 13.3,
              allowed_rps: 10,
              backoff_seconds: 0.4,
            }),
          }
        : { body: jsonReply(call.id, defaultResult(call)) },
    );
    fakeRetryClock();
    const attempts: RpcExchange[] = [];
    const rpc = client({ onExchangeStart: (x) => attempts.push(x) });
    const answer = rpc.getTransactionByHash(TX_HASH);
    await whenTrue(() => rpc.stats().retries === 1);
    await passTime(399);
    expect(attempts, 'no second try within the backoff').toHaveLength(1);
    await passTime(1);
    expect(attempts).toHaveLength(2);
    expect(await answer).not.toBeNull();
  });

  it('-32005 exhausting attempts ends in a limit-exceeded RpcResponseError', async () => {
    server.onHttp((call) => ({
      body: jsonError(call.id, -32005, 'project ID request rate exceeded', { backoff_seconds: 0.01 }),
    }));
    const error = await rejectionOf(client({ retry: { attempts: 2 } }).getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcResponseError);
    expect(error).toMatchObject({
      code: -32005,
      retryAfterMs: 10,
      message: 'limit exceeded (-32005): project ID request rate exceeded',
    });
    expect(server.calls).toHaveLength(2);
  });
});

describe('HTTP transport: JSON-RPC errors', () => {
  it('an error object becomes RpcResponseError with a human title by code, not retried', async () => {
    server.onHttp((call) => ({
      body: jsonError(call.id, -32602, 'invalid argument 0: json: cannot unmarshal hex string without 0x prefix'),
    }));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect(error).toMatchObject({
      kind: 'rpc',
      code: -32602,
      method: 'eth_getTransactionByHash',
      message: 'invalid argument (-32602): invalid argument 0: json: cannot unmarshal hex string without 0x prefix',
    });
    expect(server.calls).toHaveLength(1);
  });

  it('old state on a non-archive node gets a near-head hint', async () => {
    server.onHttp((call) => ({ body: jsonError(call.id, -32000, 'missing trie node 1a2b (path )') }));
    const error = await rejectionOf(client().getStorageAt(ADDRESS, '0x0', '0x1'));
    expect(describeError(error).hint).toMatch(/latest 128/);
  });
});

describe('HTTP transport: time and connection', () => {
  it('a slow reply past the timeout is an RpcTimeoutError, retried then given up', async () => {
    server.onHttp((call) => ({ delayMs: 600, body: jsonReply(call.id, null) }));
    const rpc = client({ timeoutMs: 150, retry: { attempts: 2, baseDelayMs: 5 } });
    const error = await rejectionOf(rpc.getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcTimeoutError);
    expect((error as Error).message).toBe('no reply within 150 ms');
    expect(server.calls).toHaveLength(2);
  });

  it('an unreachable endpoint is a network error after the retries', async () => {
    const dead = await startMisbehavingServer(KEY);
    const base = dead.base;
    await dead.close();
    const rpc = createRpcClient({ base, apiKey: KEY, transport: 'http' }, { retry: { attempts: 2, baseDelayMs: 5 } });
    const error = await rejectionOf(rpc.getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcNetworkError);
    expect(error).toMatchObject({ endpoint: `${base}/v3/<API_KEY>`, method: 'eth_getTransactionByHash' });
    expect(visibleText(error)).not.toContain(KEY);
  });

  it('close() rejects what is in flight and everything after', async () => {
    server.onHttp((call) => ({ delayMs: 500, body: jsonReply(call.id, null) }));
    const rpc = client();
    const inFlight = rpc.getTransactionByHash(TX_HASH);
    await new Promise((r) => setTimeout(r, 50));
    rpc.close();
    expect(await rejectionOf(inFlight)).toBeInstanceOf(RpcClosedError);
    expect(await rejectionOf(rpc.getTransactionByHash(TX_HASH))).toBeInstanceOf(RpcClosedError);
  });

  it('1,000 concurrent requests with replies in random order: none lost, none mismatched', async () => {
    server.onHttp((call) => ({
      delayMs: Math.floor(Math.random() * 40),
      body: jsonReply(call.id, defaultResult(call)),
    }));
    const rpc = client();
    const results = await Promise.all(Array.from({ length: 1000 }, (_, i) => rpc.getStorageAt(ADDRESS, BigInt(i))));
    results.forEach((word, i) => expect(BigInt(word)).toBe(BigInt(i)));
    expect(server.calls).toHaveLength(1000);
    expect(new Set(server.calls.map((c) => c.id)).size).toBe(1000);
  });
});

describe('arguments are validated before anything is sent', () => {
  it.each([
    [
      'getTransactionByHash',
      () => client().getTransactionByHash(`0x${'a'.repeat(63)}`),
      'transaction hash must be 32 bytes (64 hex digits after 0x); got 63',
    ],
    [
      'getTransactionByHash',
      () => client().getTransactionByHash('ab'.repeat(32)),
      'transaction hash must start with 0x',
    ],
    [
      'getTransactionReceipt',
      () => client().getTransactionReceipt(`0x${'g'.repeat(64)}`),
      'transaction hash must be hex; found "g" at position 2',
    ],
    [
      'getTransactionByBlockHashAndIndex',
      () => client().getTransactionByBlockHashAndIndex('0x12', '0x0'),
      'block hash must be 32 bytes (64 hex digits after 0x); got 2',
    ],
    [
      'getTransactionByBlockHashAndIndex',
      () => client().getTransactionByBlockHashAndIndex(BLOCK_HASH, '0x01'),
      'transaction index must be a hex quantity without leading zeros (e.g. 0x1a, 0x0); got 0x01',
    ],
    [
      'getTransactionByBlockHashAndIndex',
      () => client().getTransactionByBlockHashAndIndex(BLOCK_HASH, '3'),
      'transaction index must be a hex quantity starting with 0x (e.g. 0x1a); got "3"',
    ],
    [
      'getTransactionByBlockHashAndIndex',
      () => client().getTransactionByBlockHashAndIndex(BLOCK_HASH, -1n),
      'transaction index must not be negative; got -1',
    ],
    [
      'getStorageAt',
      () => client().getStorageAt('0x1234', '0x0'),
      'address must be 20 bytes (40 hex digits after 0x); got 4',
    ],
    [
      'getStorageAt',
      () => client().getStorageAt(ADDRESS, ''),
      'storage position must be a hex quantity starting with 0x (e.g. 0x1a); got ""',
    ],
    [
      'getStorageAt',
      () => client().getStorageAt(ADDRESS, '0x0', 'newest'),
      'block must be a hex block number (e.g. 0x1b4) or one of latest, earliest, pending, safe, finalized; got "newest"',
    ],
    [
      'getStorageAt',
      () => client().getStorageAt(ADDRESS, '0x0', 12 as unknown as bigint),
      'block must be a hex quantity string (e.g. 0x1a) or a bigint; got number',
    ],
  ])('%s: %s', async (_name, call, message) => {
    const error = await rejectionOf(call());
    expect(error).toBeInstanceOf(RpcArgumentError);
    expect(error).toMatchObject({ kind: 'argument', message });
    expect(server.calls).toHaveLength(0);
    expect(exchanges).toHaveLength(0);
  });
});

describe('the API key never reaches text', () => {
  it('not in any message, hint, endpoint, data or exchange, even when the provider echoes it', async () => {
    const url = `${server.base}/v3/${KEY}`;
    const scenarios: Array<
      (call: { id: unknown }) => { status?: number; body?: string; headers?: Record<string, string> }
    > = [
      () => ({ status: 401, body: jsonError(null, -32002, `invalid project id ${KEY}`) }),
      () => ({ status: 403, body: `origin not allowed for ${KEY.toUpperCase()}` }),
      () => ({ status: 500, body: `<html><body>upstream ${url} failed</body></html>` }),
      (call) => ({ body: jsonError(call.id, -32000, `header not found for ${url}`, { url, key: KEY }) }),
      () => ({ body: `not json ${KEY}` }),
      (call) => ({ body: JSON.stringify({ jsonrpc: KEY, id: call.id, result: null }) }),
      () => ({ body: JSON.stringify({ jsonrpc: '2.0', id: KEY, result: null }) }),
    ];
    const texts: string[] = [];
    for (const scenario of scenarios) {
      server.onHttp(scenario);
      const rpc = client({ retry: { attempts: 1 } });
      texts.push(visibleText(await rejectionOf(rpc.getTransactionByHash(TX_HASH)), exchanges));
    }
    server.onHttp((call) => ({ delayMs: 300, body: jsonReply(call.id, null) }));
    texts.push(
      visibleText(
        await rejectionOf(client({ timeoutMs: 50, retry: { attempts: 1 } }).getTransactionByHash(TX_HASH)),
        exchanges,
      ),
    );
    const full = createRpcClient({ url }, { retry: { attempts: 1 } });
    texts.push(full.endpointLabel);
    expect(texts).toHaveLength(scenarios.length + 2);
    for (const text of texts) expect(text.toLowerCase()).not.toContain(KEY.toLowerCase());
  });
});

/**
 * The HTTP transport against a local server: what a failure body says, the response
 * size cap at exactly its limit, and what each exchange records for the inspector.
 */
describe('the HTTP transport against a misbehaving server', () => {
  const KEY = 'httpedgekey0123456789ab';
  const server = misbehavingServerPerFile(KEY);

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
      [
        502,
        '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
        'HTTP 502 bad gateway: 502 Bad Gateway nginx',
      ],
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
      expect(error).toMatchObject({
        message: `reply is larger than the ${size - 1}-byte limit`,
        sizeCapBytes: size - 1,
      });
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
      // recorded, whatever it is: how long it took is the bench's business
      expect(exchange!.durationMs).toBeGreaterThanOrEqual(0);
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
});
