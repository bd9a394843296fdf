/**
 * The client's own rules against a local JSON-RPC server (no devnet needed): options are checked
 * up front, a reply about another object than the one asked for is malformed, a malformed field
 * is named, and close() stops retries.
 */
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { createRpcClient, type RpcClientOptions } from '../../src/rpc/client.ts';
import { RpcArgumentError, RpcClosedError, RpcHttpError, RpcMalformedResponseError } from '../../src/rpc/errors.ts';
import { rejectionOf } from './support/collect.ts';
import { ADDRESS, BLOCK_HASH, TX_HASH, defaultResult, jsonReply } from './support/misbehaving-server.ts';
import { misbehavingServerPerFile } from './support/misbehaving-server-per-file.ts';

const KEY = 'clientkey0123456789abcdef';
const OTHER_HASH = `0x${'ef'.repeat(32)}`;
const server = misbehavingServerPerFile(KEY);

const client = (options: RpcClientOptions = {}) =>
  createRpcClient({ base: server.base, apiKey: KEY, transport: 'http' }, { retry: { attempts: 1 }, ...options });

/** Answers every request with the default result, changed by `edit`. */
function answerWith(edit: (result: Record<string, unknown>) => Record<string, unknown> | string) {
  server.onHttp((call) => ({ body: jsonReply(call.id, edit(defaultResult(call) as Record<string, unknown>)) }));
}

describe('options are checked before anything is sent', () => {
  it.each([
    [{ timeoutMs: 0 }, 'timeoutMs must be a positive number; got 0'],
    [{ timeoutMs: -5 }, 'timeoutMs must be a positive number; got -5'],
    [{ timeoutMs: Number.NaN }, 'timeoutMs must be a positive number; got NaN'],
    [{ timeoutMs: Infinity }, 'timeoutMs must be a positive number; got Infinity'],
    [{ timeoutMs: '5' as unknown as number }, 'timeoutMs must be a positive number; got 5'],
    [{ maxResponseBytes: 0 }, 'maxResponseBytes must be a positive number; got 0'],
    [{ retry: { attempts: 0 } }, 'retry.attempts must be a positive number; got 0'],
    [{ retry: { baseDelayMs: -1 } }, 'retry.baseDelayMs must be a positive number; got -1'],
    [{ retry: { maxDelayMs: 0 } }, 'retry.maxDelayMs must be a positive number; got 0'],
  ])('%j', (options, message) => {
    const error = (() => {
      try {
        createRpcClient({ base: server.base, apiKey: KEY, transport: 'http' }, options);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(RpcArgumentError);
    expect((error as Error).message).toBe(message);
    expect(server.calls).toEqual([]);
  });

  it('a small positive timeout is fine', () => {
    expect(() => client({ timeoutMs: 0.5 }).close()).not.toThrow();
  });

  it('HTTP needs fetch', () => {
    const saved = globalThis.fetch;
    try {
      (globalThis as { fetch?: typeof fetch }).fetch = undefined;
      expect(() => client()).toThrow(new RpcArgumentError('fetch', 'is not available; pass options.fetch'));
    } finally {
      globalThis.fetch = saved;
    }
  });

  it('WebSocket does not need fetch (it only helps explain a refused connection)', async () => {
    const saved = globalThis.fetch;
    try {
      (globalThis as { fetch?: typeof fetch }).fetch = undefined;
      const rpc = createRpcClient(
        { base: server.base, apiKey: KEY, transport: 'websocket' },
        { WebSocket, retry: { attempts: 1 } },
      );
      try {
        // the server echoes the position as the word
        expect(BigInt(await rpc.getStorageAt(ADDRESS, '0x7'))).toBe(7n);
      } finally {
        rpc.close();
      }
    } finally {
      globalThis.fetch = saved;
    }
  });

  it('WebSocket needs a WebSocket where the runtime has none', () => {
    if ('WebSocket' in globalThis) return;
    expect(() => createRpcClient({ base: server.base, apiKey: KEY, transport: 'websocket' })).toThrow(
      /^WebSocket is not available here; pass options.WebSocket/,
    );
  });
});

describe('a reply must be about what was asked', () => {
  it('another transaction hash is malformed, naming both', async () => {
    answerWith((tx) => ({ ...tx, hash: OTHER_HASH }));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect(error).toMatchObject({
      message: `transaction.hash does not match the request (asked ${TX_HASH}, got ${OTHER_HASH})`,
      field: 'transaction.hash',
      method: 'eth_getTransactionByHash',
    });
  });

  it('another block or position is malformed', async () => {
    answerWith((tx) => ({ ...tx, blockHash: OTHER_HASH }));
    expect(await rejectionOf(client().getTransactionByBlockHashAndIndex(BLOCK_HASH, 1n))).toMatchObject({
      field: 'transaction.blockHash',
    });
    answerWith((tx) => ({ ...tx, transactionIndex: '0x2' }));
    expect(await rejectionOf(client().getTransactionByBlockHashAndIndex(BLOCK_HASH, 1n))).toMatchObject({
      field: 'transaction.transactionIndex',
      message: 'transaction.transactionIndex does not match the request (asked 1, got 2)',
    });
  });

  it('another receipt is malformed', async () => {
    answerWith((receipt) => ({ ...receipt, transactionHash: OTHER_HASH }));
    expect(await rejectionOf(client().getTransactionReceipt(TX_HASH))).toMatchObject({
      field: 'receipt.transactionHash',
    });
  });

  it('a malformed field is named in the error, and a bad storage word too', async () => {
    answerWith((tx) => ({ ...tx, gas: 'lots' }));
    expect(await rejectionOf(client().getTransactionByHash(TX_HASH))).toMatchObject({
      kind: 'malformed',
      field: 'transaction.gas',
    });
    answerWith(() => 'not a word');
    expect(await rejectionOf(client().getStorageAt(ADDRESS, '0x0'))).toMatchObject({
      kind: 'malformed',
      field: 'storage value',
    });
  });

  it('storage is read at latest unless a block is given', async () => {
    await client().getStorageAt(ADDRESS, 1n);
    expect(server.calls.at(-1)?.params).toEqual([ADDRESS, '0x1', 'latest']);
  });
});

describe('closing', () => {
  it('close() during a retry backoff stops the retries', async () => {
    server.onHttp(() => ({ status: 503, body: 'busy' }));
    let settled = 0;
    const rpc = createRpcClient(
      { base: server.base, apiKey: KEY, transport: 'http' },
      { retry: { attempts: 5, baseDelayMs: 300, maxDelayMs: 300 }, onExchange: () => settled++ },
    );
    const pending = rejectionOf(rpc.getTransactionByHash(TX_HASH));
    // the first attempt has had its 503 (the server having the request is not enough: its answer
    // may still be on the way, and closing then is a close in flight)
    while (settled === 0) await new Promise((r) => setTimeout(r, 5));
    rpc.close();
    const error = await pending;
    expect(error).toBeInstanceOf(RpcHttpError);
    await new Promise((r) => setTimeout(r, 400));
    expect(server.calls).toHaveLength(1);
    expect(rpc.stats().retries).toBe(1);
  });

  it('a storage read whose signal is aborted during a retry backoff is not tried again', async () => {
    server.onHttp(() => ({ status: 503, body: 'busy' }));
    const rpc = createRpcClient(
      { base: server.base, apiKey: KEY, transport: 'http' },
      { retry: { attempts: 5, baseDelayMs: 300, maxDelayMs: 300 } },
    );
    const abort = new AbortController();
    const pending = rejectionOf(rpc.getStorageAt(ADDRESS, '0x0', '0x10', { signal: abort.signal }));
    while (server.calls.length === 0) await new Promise((r) => setTimeout(r, 5));
    abort.abort();
    expect(await pending).toBeInstanceOf(RpcHttpError);
    await new Promise((r) => setTimeout(r, 400));
    expect(server.calls).toHaveLength(1);
  });

  it('a storage read with a signal that is never aborted is retried like any other', async () => {
    let calls = 0;
    server.onHttp((call) => {
      calls++;
      return calls === 1 ? { status: 503, body: 'busy' } : { body: jsonReply(call.id, `0x${'0'.repeat(63)}5`) };
    });
    const rpc = createRpcClient(
      { base: server.base, apiKey: KEY, transport: 'http' },
      { retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 10 } },
    );
    const word = await rpc.getStorageAt(ADDRESS, '0x0', '0x10', { signal: new AbortController().signal });
    expect(BigInt(word)).toBe(5n);
    expect(server.calls).toHaveLength(2);
    expect(rpc.stats().retries).toBe(1);
  });

  it('after close(), nothing more is sent', async () => {
    const rpc = client();
    rpc.close();
    expect(await rejectionOf(rpc.getTransactionReceipt(TX_HASH))).toBeInstanceOf(RpcClosedError);
    expect(server.calls).toEqual([]);
  });
});
