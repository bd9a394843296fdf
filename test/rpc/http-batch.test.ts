/**
 * Calls issued in the same tick leave as one JSON-RPC batch (one POST, one round trip), and each
 * call of it is answered, failed and retried on its own. Against the misbehaving server (which
 * answers batches element by element); against the real devnet gateway in http-batch-devnet.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRpcClient } from '../../src/rpc/client.ts';
import { RpcMalformedResponseError, RpcResponseError } from '../../src/rpc/errors.ts';
import type { RpcExchange } from '../../src/rpc/transport.ts';
import { MAX_BATCH } from '../../src/rpc/http-transport.ts';
import { rejectionOf } from './support/collect.ts';
import {
  ADDRESS,
  TX_HASH,
  defaultResult,
  jsonError,
  jsonReply,
  startMisbehavingServer,
  type MisbehavingServer,
} from './support/misbehaving-server.ts';

const KEY = '0b7c2e9d4f1a8b3c6d5e0f9a2b4c7d1e';
let server: MisbehavingServer;
let exchanges: RpcExchange[];

beforeAll(async () => {
  server = await startMisbehavingServer(KEY);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.reset();
});

function client(base = server.base, apiKey = KEY) {
  exchanges = [];
  return createRpcClient(
    { base, apiKey, transport: 'http' },
    { retry: { baseDelayMs: 5, maxDelayMs: 50 }, onExchange: (x) => exchanges.push(x) },
  );
}

const posts = () => new Set(server.calls.map((call) => call.post)).size;

describe('HTTP batches against the misbehaving server', () => {
  it('a transaction and its receipt asked in the same tick cost one POST, each answered with its own result', async () => {
    const rpc = client();
    const [tx, receipt] = await Promise.all([rpc.getTransactionByHash(TX_HASH), rpc.getTransactionReceipt(TX_HASH)]);
    expect(tx?.hash).toBe(TX_HASH);
    expect(receipt?.transactionHash).toBe(TX_HASH);
    expect(server.calls.map((c) => c.method)).toEqual(['eth_getTransactionByHash', 'eth_getTransactionReceipt']);
    expect(posts(), 'one round trip').toBe(1);
    // the inspector still shows one exchange per call, with that call's own request and answer
    expect(exchanges).toHaveLength(2);
    for (const x of exchanges) {
      expect(JSON.parse(x.request)).toMatchObject({ method: x.method, id: x.id });
      expect(JSON.parse(x.response!)).toMatchObject({ id: x.id });
    }
  });

  it('a call alone is sent as a plain request, not a batch of one', async () => {
    await client().getTransactionByHash(TX_HASH);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.raw.startsWith('{')).toBe(true);
  });

  it('calls in separate ticks leave separately', async () => {
    const rpc = client();
    await rpc.getTransactionByHash(TX_HASH);
    await rpc.getTransactionReceipt(TX_HASH);
    expect(posts()).toBe(2);
  });

  it('a batch reply missing an element fails only that call, clearly', async () => {
    server.onHttp((call) => ({
      body: call.method === 'eth_getTransactionReceipt' ? '' : jsonReply(call.id, defaultResult(call)),
    }));
    const rpc = client();
    const [tx, receipt] = await Promise.allSettled([
      rpc.getTransactionByHash(TX_HASH),
      rpc.getTransactionReceipt(TX_HASH),
    ]);
    expect(tx.status).toBe('fulfilled');
    expect(receipt.status).toBe('rejected');
    const error = (receipt as PromiseRejectedResult).reason as Error;
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect(error.message).toMatch(/batch reply holds no answer for request id \d+/);
  });

  it("an error element fails only its call, with the provider's code and message", async () => {
    server.onHttp((call) => ({
      body:
        call.method === 'eth_getStorageAt'
          ? jsonError(call.id, -32000, 'missing trie node abc')
          : jsonReply(call.id, defaultResult(call)),
    }));
    const rpc = client();
    const [tx, word] = await Promise.allSettled([rpc.getTransactionByHash(TX_HASH), rpc.getStorageAt(ADDRESS, 0n, 1n)]);
    expect(tx.status).toBe('fulfilled');
    const error = (word as PromiseRejectedResult).reason as RpcResponseError;
    expect(error).toBeInstanceOf(RpcResponseError);
    expect(error.code).toBe(-32000);
    expect(error.message).toContain('missing trie node abc');
    expect(posts(), 'not retried: the node said no').toBe(1);
  });

  it('a rate-limited element is retried on its own; its neighbour is not asked twice', async () => {
    let limited = 0;
    server.onHttp((call) =>
      call.method === 'eth_getTransactionReceipt' && limited++ === 0
        ? { body: jsonError(call.id, -32005, 'limit exceeded', { backoff_seconds: 0.01 }) }
        : { body: jsonReply(call.id, defaultResult(call)) },
    );
    const rpc = client();
    const [tx, receipt] = await Promise.all([rpc.getTransactionByHash(TX_HASH), rpc.getTransactionReceipt(TX_HASH)]);
    expect(tx?.hash).toBe(TX_HASH);
    expect(receipt?.transactionHash).toBe(TX_HASH);
    expect(server.calls.map((c) => c.method)).toEqual([
      'eth_getTransactionByHash',
      'eth_getTransactionReceipt',
      'eth_getTransactionReceipt',
    ]);
    expect(rpc.stats().retries).toBe(1);
  });

  it('a refusal of the whole POST fails every call in it, each retried, each with its own method named', async () => {
    server.onHttp((call, index) =>
      index < 2 ? { status: 503, body: 'busy' } : { body: jsonReply(call.id, defaultResult(call)) },
    );
    const rpc = client();
    const [tx, receipt] = await Promise.all([rpc.getTransactionByHash(TX_HASH), rpc.getTransactionReceipt(TX_HASH)]);
    expect(tx?.hash).toBe(TX_HASH);
    expect(receipt?.transactionHash).toBe(TX_HASH);
    expect(
      exchanges
        .filter((x) => x.status === 503)
        .map((x) => x.error?.method)
        .sort(),
    ).toEqual(['eth_getTransactionByHash', 'eth_getTransactionReceipt']);
  });

  it('a batch reply with one id-null error answers the first call with it and reports the other as unanswered', async () => {
    server.onHttp((call) => ({
      body: call.method === 'eth_getTransactionByHash' ? jsonError(null, -32602, 'batch refused') : '',
    }));
    const rpc = client();
    const [tx, receipt] = await Promise.allSettled([
      rpc.getTransactionByHash(TX_HASH),
      rpc.getTransactionReceipt(TX_HASH),
    ]);
    const txError = (tx as PromiseRejectedResult).reason as RpcResponseError;
    expect(txError).toBeInstanceOf(RpcResponseError);
    expect(txError.message).toContain('batch refused');
    expect((receipt as PromiseRejectedResult).reason).toBeInstanceOf(RpcMalformedResponseError);
  });

  it('an element whose id echoes no request is reported as a wrong id, not as a missing answer', async () => {
    server.onHttp((call) => ({
      body: jsonReply(call.method === 'eth_getTransactionReceipt' ? 999_999 : call.id, defaultResult(call)),
    }));
    const rpc = client();
    const [tx, receipt] = await Promise.allSettled([
      rpc.getTransactionByHash(TX_HASH),
      rpc.getTransactionReceipt(TX_HASH),
    ]);
    expect(tx.status).toBe('fulfilled');
    const error = (receipt as PromiseRejectedResult).reason as Error;
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect(error.message).toMatch(/reply id 999999 does not echo the request id \d+/);
  });

  it(`more than ${MAX_BATCH} calls in a tick leave in POSTs of at most ${MAX_BATCH}`, async () => {
    const rpc = client();
    const words = await Promise.all(
      Array.from({ length: 2 * MAX_BATCH + 1 }, (_, i) => rpc.getStorageAt(ADDRESS, BigInt(i))),
    );
    words.forEach((word, i) => expect(BigInt(word)).toBe(BigInt(i)));
    expect(posts()).toBe(3);
  });

  it('a malformed batch reply fails each call with a clear message', async () => {
    server.onHttp((call) => ({ body: call.method === 'eth_getTransactionByHash' ? '{"oops' : '' }));
    const rpc = client();
    const error = await rejectionOf(
      Promise.all([rpc.getTransactionByHash(TX_HASH), rpc.getTransactionReceipt(TX_HASH)]),
    );
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect((error as Error).message).toContain('reply is not valid JSON');
  });
});
