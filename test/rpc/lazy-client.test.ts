/**
 * The lazily loaded client against a local JSON-RPC server (no devnet needed): it resolves the
 * endpoint at once, forwards each method to the real client once loaded, and honours a close()
 * that came before the first call. lazy-client-devnet.test.ts covers the same against the devnet.
 */
import { describe, expect, it } from 'vitest';
import { RpcArgumentError, RpcClosedError } from '../../src/rpc/errors.ts';
import { createLazyRpcClient } from '../../src/rpc/lazy-client.ts';
import { ADDRESS, BLOCK_HASH, TX_HASH, jsonReply } from './support/misbehaving-server.ts';
import { misbehavingServerPerFile } from './support/misbehaving-server-per-file.ts';

const KEY = 'lazykey0123456789abcdef';
const server = misbehavingServerPerFile(KEY);

const ZERO_STATS = {
  requestsSent: 0,
  retries: 0,
  unknownIdReplies: 0,
  lateReplies: 0,
  notifications: 0,
  reconnects: 0,
  connectFailures: 0,
  malformedMessages: 0,
  inFlight: 0,
};

describe('the lazy client over a local server', () => {
  it('knows its transport and redacted label before loading anything, with zeroed stats', () => {
    const client = createLazyRpcClient({ base: server.base, apiKey: KEY, transport: 'http' });
    expect(client.transport).toBe('http');
    expect(client.endpointLabel).toBe(`${server.base}/v3/<API_KEY>`);
    expect(client.stats()).toEqual(ZERO_STATS);
    expect(server.calls).toEqual([]);
    client.close();
    expect(() => createLazyRpcClient({ base: 'not a url', apiKey: KEY, transport: 'http' })).toThrow(RpcArgumentError);
  });

  it('forwards each of the four methods with its arguments', async () => {
    const client = createLazyRpcClient({ base: server.base, apiKey: KEY, transport: 'http' });
    expect((await client.getTransactionByHash(TX_HASH))?.hash).toBe(TX_HASH);
    expect((await client.getTransactionByBlockHashAndIndex(BLOCK_HASH, 3n))?.transactionIndex).toBe(3n);
    expect((await client.getTransactionReceipt(TX_HASH))?.transactionHash).toBe(TX_HASH);
    expect(await client.getStorageAt(ADDRESS, '0x5', '0x10')).toBe(`0x${'0'.repeat(63)}5`);
    expect(server.calls.map((c) => [c.method, c.params])).toEqual([
      ['eth_getTransactionByHash', [TX_HASH]],
      ['eth_getTransactionByBlockHashAndIndex', [BLOCK_HASH, '0x3']],
      ['eth_getTransactionReceipt', [TX_HASH]],
      ['eth_getStorageAt', [ADDRESS, '0x5', '0x10']],
    ]);
    expect(client.stats()).toMatchObject({ requestsSent: 4, retries: 0 });
    client.close();
  });

  it('forwards an optional method with its arguments, checked and parsed by its entry', async () => {
    server.onHttp((call) => ({ body: jsonReply(call.id, call.method === 'eth_getBalance' ? '0x2a' : null) }));
    const client = createLazyRpcClient({ base: server.base, apiKey: KEY, transport: 'http' });
    expect(await client.readOptional('eth_getBalance', ADDRESS, '0x10')).toBe(42n);
    expect(await client.readOptional('eth_getBlockByNumber', '0x11')).toBeNull();
    await expect(client.readOptional('eth_getCode', '0x12', 'latest')).rejects.toBeInstanceOf(RpcArgumentError);
    expect(server.calls.map((c) => [c.method, c.params])).toEqual([
      ['eth_getBalance', [ADDRESS, '0x10']],
      ['eth_getBlockByNumber', ['0x11', false]],
    ]);
    client.close();
  });

  it('a client closed before its first call sends nothing', async () => {
    const client = createLazyRpcClient({ base: server.base, apiKey: KEY, transport: 'http' });
    client.close();
    await expect(client.getTransactionByHash(TX_HASH)).rejects.toBeInstanceOf(RpcClosedError);
    expect(server.calls).toEqual([]);
  });

  it('a client closed after loading stops too', async () => {
    const client = createLazyRpcClient({ base: server.base, apiKey: KEY, transport: 'http' });
    await client.getTransactionByHash(TX_HASH);
    client.close();
    await expect(client.getTransactionReceipt(TX_HASH)).rejects.toBeInstanceOf(RpcClosedError);
    expect(server.calls).toHaveLength(1);
  });
});
