/**
 * A WebSocket message nested deeper than JavaScript can re-serialize. JSON.parse reads any depth;
 * JSON.stringify, which copies each element of a batch for the request log and quotes a bad field
 * in a message, overflows the stack. Such a message still settles the calls it answers: nothing is
 * left to its timeout, and nothing fails with a bare RangeError.
 */
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createRpcClient, type RpcClient } from '../../src/rpc/client.ts';
import { RpcMalformedResponseError } from '../../src/rpc/errors.ts';
import type { RpcExchange } from '../../src/rpc/transport.ts';
import { rejectionOf } from './support/collect.ts';
import {
  ADDRESS,
  jsonReply,
  startMisbehavingServer,
  type MisbehavingServer,
  type ReceivedCall,
  type WsPeer,
} from './support/misbehaving-server.ts';

const KEY = '5d0c4e2a9b7f41e3a8c6d1f0b2e4a6c8';
const DEEP = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
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

function client(exchanges: RpcExchange[]): RpcClient {
  // a timeout far longer than the test's: a call left to it would fail the test, not pass it
  const rpc = createRpcClient(
    { base: server.base, apiKey: KEY, transport: 'websocket' },
    { WebSocket, timeoutMs: 60_000, retry: { attempts: 1 }, onExchange: (x) => exchanges.push(x) },
  );
  clients.push(rpc);
  return rpc;
}

it('one reply of a batch message nested too deep: the other call gets its answer, that one fails as malformed', async () => {
  const held: ReceivedCall[] = [];
  let message = '';
  server.onWs((call: ReceivedCall, peer: WsPeer) => {
    held.push(call);
    if (held.length < 2) return;
    const [first, second] = held as [ReceivedCall, ReceivedCall];
    message = `[${jsonReply(first.id, `0x${'0'.repeat(63)}7`)},{"jsonrpc":"2.0","id":${String(second.id)},"result":${DEEP}}]`;
    peer.send(message);
  });
  const exchanges: RpcExchange[] = [];
  const rpc = client(exchanges);
  const [fine, deep] = await Promise.allSettled([rpc.getStorageAt(ADDRESS, '0x1'), rpc.getStorageAt(ADDRESS, '0x2')]);
  expect(fine).toMatchObject({ status: 'fulfilled' });
  expect(BigInt((fine as PromiseFulfilledResult<string>).value)).toBe(7n);
  expect(deep.status).toBe('rejected');
  expect((deep as PromiseRejectedResult).reason).toBeInstanceOf(RpcMalformedResponseError);
  expect((deep as PromiseRejectedResult).reason).toMatchObject({
    message: 'result could not be read',
    method: 'eth_getStorageAt',
  });
  expect(((deep as PromiseRejectedResult).reason as Error).cause).toBeInstanceOf(RangeError);
  // the log has both exchanges: the deep one shows the whole message as its reply
  expect(exchanges).toHaveLength(2);
  expect(exchanges.filter((x) => x.response?.startsWith(message.slice(0, 200)))).toHaveLength(1);
});

it('a reply whose jsonrpc field is nested too deep to quote fails its call as unreadable, not with a RangeError', async () => {
  server.onWs((call: ReceivedCall, peer: WsPeer) =>
    peer.send(`{"jsonrpc":${DEEP},"id":${String(call.id)},"result":"0x"}`),
  );
  const exchanges: RpcExchange[] = [];
  const error = await rejectionOf(client(exchanges).getStorageAt(ADDRESS, '0x1'));
  expect(error).toBeInstanceOf(RpcMalformedResponseError);
  expect(error).toMatchObject({ message: 'reply could not be read', method: 'eth_getStorageAt' });
  expect((error as Error).cause).toBeInstanceOf(RangeError);
  expect(exchanges.map((x) => x.error)).toEqual([error]);
});
