/**
 * Whose reply is it: a WebSocket reply is matched to its request by the id it echoes. An id echoed
 * as a decimal string is still recognised (and the reply called malformed at once, rather than the
 * request left to time out); an id of another type belongs to nobody.
 */
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRpcClient, type RpcClient } from '../../src/rpc/client.ts';
import { RpcTimeoutError } from '../../src/rpc/errors.ts';
import { rejectionOf } from './support/collect.ts';
import { TX_HASH, startMisbehavingServer, type MisbehavingServer } from './support/misbehaving-server.ts';

const KEY = '3e8a1c5b7d9f2e4a6c8b0d1f3a5c7e9b';
let server: MisbehavingServer;
const clients: RpcClient[] = [];

beforeAll(async () => {
  server = await startMisbehavingServer(KEY);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
  server.reset();
});

function client(timeoutMs: number): RpcClient {
  const rpc = createRpcClient(
    { base: server.base, apiKey: KEY, transport: 'websocket' },
    { WebSocket, timeoutMs, retry: { attempts: 1 } },
  );
  clients.push(rpc);
  return rpc;
}

describe('reply ids', () => {
  it('ids of two digits and more echoed as strings are recognised too', async () => {
    server.onWs((call, peer) => peer.send(JSON.stringify({ jsonrpc: '2.0', id: String(call.id), result: null })));
    const rpc = client(20_000);
    const started = Date.now();
    const errors = await Promise.all(Array.from({ length: 12 }, () => rejectionOf(rpc.getTransactionByHash(TX_HASH))));
    expect(Date.now() - started).toBeLessThan(10_000);
    for (const error of errors) expect((error as Error).message).toMatch(/does not echo the request id/);
  });

  it('an id that is a boolean or an array belongs to no request: the request times out, the reply is counted as unknown', async () => {
    server.onWs((call, peer) => {
      peer.send(JSON.stringify({ jsonrpc: '2.0', id: true, result: null }));
      peer.send(JSON.stringify({ jsonrpc: '2.0', id: [call.id], result: null }));
    });
    const rpc = client(600);
    expect(await rejectionOf(rpc.getTransactionByHash(TX_HASH))).toBeInstanceOf(RpcTimeoutError);
    expect(rpc.stats()).toMatchObject({ unknownIdReplies: 2 });
  });
});
