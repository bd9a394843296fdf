import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRpcClient, type RpcClient, type RpcClientOptions } from '../../src/rpc/client.ts';
import {
  RpcAuthError,
  RpcClosedError,
  RpcHttpError,
  RpcMalformedResponseError,
  RpcNetworkError,
  RpcTimeoutError,
} from '../../src/rpc/errors.ts';
import type { RpcExchange } from '../../src/rpc/transport.ts';
import { BrowserLikeWebSocket } from './support/browser-like-websocket.ts';
import { rejectionOf, visibleText } from './support/collect.ts';
import {
  ADDRESS,
  TX_HASH,
  defaultResult,
  jsonError,
  jsonReply,
  startMisbehavingServer,
  type MisbehavingServer,
  type ReceivedCall,
  type WsPeer,
} from './support/misbehaving-server.ts';

const KEY = '7c2e9b41d0a84f6fb3e15a9d2c8e4f60';
let server: MisbehavingServer;
let exchanges: RpcExchange[];
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

function client(options: RpcClientOptions = {}, apiKey = KEY): RpcClient {
  exchanges = [];
  const rpc = createRpcClient(
    { base: server.base, apiKey, transport: 'websocket' },
    { WebSocket, retry: { baseDelayMs: 5, maxDelayMs: 2000 }, ...options, onExchange: (x) => exchanges.push(x) },
  );
  clients.push(rpc);
  return rpc;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('WebSocket transport: one socket, many requests', () => {
  it('connects lazily, queues while connecting, and multiplexes on one socket', async () => {
    const rpc = client();
    expect(rpc.transport).toBe('websocket');
    expect(rpc.endpointLabel).toBe(`${server.base.replace('http', 'ws')}/ws/v3/<API_KEY>`);
    expect(server.wsConnections()).toBe(0);
    const [tx, receipt, word] = await Promise.all([
      rpc.getTransactionByHash(TX_HASH),
      rpc.getTransactionReceipt(TX_HASH),
      rpc.getStorageAt(ADDRESS, '0x7'),
    ]);
    expect(tx?.hash).toBe(TX_HASH);
    expect(receipt?.transactionHash).toBe(TX_HASH);
    expect(BigInt(word)).toBe(7n);
    expect(server.wsConnections()).toBe(1);
    expect(exchanges.map((x) => x.transport)).toEqual(['websocket', 'websocket', 'websocket']);
    expect(exchanges.every((x) => x.url.endsWith('/ws/v3/<API_KEY>'))).toBe(true);
  });

  it('reports a request as it starts, while the socket is still connecting, and again when it settles', async () => {
    const started: Array<{ exchange: RpcExchange; connections: number }> = [];
    const rpc = client({ onExchangeStart: (x) => started.push({ exchange: x, connections: server.wsConnections() }) });
    await rpc.getTransactionByHash(TX_HASH);
    expect(started).toHaveLength(1);
    expect(started[0]!.connections).toBe(0);
    expect(started[0]!.exchange).toMatchObject({
      method: 'eth_getTransactionByHash',
      transport: 'websocket',
      attempt: 1,
    });
    expect(started[0]!.exchange.response).toBeUndefined();
    expect(exchanges.map((x) => x.id)).toEqual([started[0]!.exchange.id]);
    expect(exchanges[0]!.response).toBeDefined();
  });

  it('1,000 concurrent requests with replies in random order: none lost, none mismatched', async () => {
    const held: Array<[ReceivedCall, WsPeer]> = [];
    server.onWs((call, peer) => {
      held.push([call, peer]);
      if (held.length === 1000) {
        for (let i = held.length - 1; i > 0; i--) {
          const j = Math.floor(Math.random() * (i + 1));
          [held[i], held[j]] = [held[j]!, held[i]!];
        }
        for (const [c, p] of held) p.send(jsonReply(c.id, defaultResult(c)));
      }
    });
    const rpc = client();
    const results = await Promise.all(Array.from({ length: 1000 }, (_, i) => rpc.getStorageAt(ADDRESS, BigInt(i))));
    let mismatched = 0;
    results.forEach((word, i) => {
      if (BigInt(word) !== BigInt(i)) mismatched++;
    });
    expect(results).toHaveLength(1000);
    expect(mismatched).toBe(0);
    expect(server.wsConnections()).toBe(1);
    expect(rpc.stats()).toMatchObject({ requestsSent: 1000, unknownIdReplies: 0, inFlight: 0 });
  });

  it('replies to unknown ids are ignored and counted', async () => {
    server.onWs((call, peer) => {
      peer.send(jsonReply(987654, '0x1'));
      peer.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: {} }));
      peer.send(jsonReply(call.id, defaultResult(call)));
    });
    const rpc = client();
    expect(BigInt(await rpc.getStorageAt(ADDRESS, '0x5'))).toBe(5n);
    expect(rpc.stats()).toMatchObject({ unknownIdReplies: 1, notifications: 1 });
  });

  it('accepts replies batched into one array message', async () => {
    const held: ReceivedCall[] = [];
    server.onWs((call, peer) => {
      held.push(call);
      if (held.length === 2)
        peer.send(JSON.stringify(held.map((c) => ({ jsonrpc: '2.0', id: c.id, result: defaultResult(c) }))));
    });
    const rpc = client();
    const [a, b] = await Promise.all([rpc.getStorageAt(ADDRESS, '0x1'), rpc.getStorageAt(ADDRESS, '0x2')]);
    expect([BigInt(a), BigInt(b)]).toEqual([1n, 2n]);
  });
});

describe('WebSocket transport: malformed replies', () => {
  it('a reply without jsonrpc "2.0" is malformed', async () => {
    server.onWs((call, peer) => peer.send(JSON.stringify({ jsonrpc: '2', id: call.id, result: null })));
    expect(await rejectionOf(client().getTransactionByHash(TX_HASH))).toBeInstanceOf(RpcMalformedResponseError);
  });

  it('a reply echoing the id as a string is malformed', async () => {
    server.onWs((call, peer) => peer.send(JSON.stringify({ jsonrpc: '2.0', id: String(call.id), result: null })));
    const error = await rejectionOf(client().getTransactionByHash(TX_HASH));
    expect((error as Error).message).toMatch(/does not echo the request id/);
  });

  it('a truncated reply that still shows its id fails that request at once', async () => {
    server.onWs((call, peer) => peer.send(jsonReply(call.id, defaultResult(call)).slice(0, 50)));
    const started = Date.now();
    const error = await rejectionOf(client({ timeoutMs: 5000 }).getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('garbage that names no id fails the request in flight as malformed, without waiting for the timeout', async () => {
    server.onWs((_call, peer) => peer.send('<html><body>502 Bad Gateway</body></html>'));
    const rpc = client({ timeoutMs: 5000, retry: { attempts: 1 } });
    const started = Date.now();
    const error = await rejectionOf(rpc.getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect((error as Error).message).toMatch(/^reply is not valid JSON/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(rpc.stats().malformedMessages).toBe(1);
  });

  it('an error with id null (how providers answer rate limits) fails the request in flight, and -32005 is retried', async () => {
    server.onWs((call, peer, i) =>
      peer.send(
        i === 0
          ? jsonError(null, -32005, 'project ID request rate exceeded', { backoff_seconds: 0.05 })
          : jsonReply(call.id, null),
      ),
    );
    const rpc = client({ timeoutMs: 5000 });
    expect(await rpc.getTransactionByHash(TX_HASH)).toBeNull();
    expect(rpc.stats()).toMatchObject({ retries: 1, malformedMessages: 1 });
  });

  it('garbage with nothing in flight is only counted', async () => {
    server.onWs((call, peer) => {
      peer.send(jsonReply(call.id, defaultResult(call)));
      peer.send('stray');
    });
    const rpc = client();
    await rpc.getStorageAt(ADDRESS, '0x1');
    await wait(50);
    expect(rpc.stats()).toMatchObject({ malformedMessages: 1, inFlight: 0 });
    expect(BigInt(await rpc.getStorageAt(ADDRESS, '0x2'))).toBe(2n);
  });

  it('a JSON-RPC error reply is an RpcResponseError; -32005 is retried', async () => {
    server.onWs((call, peer, i) =>
      peer.send(
        i === 0
          ? jsonError(call.id, -32005, 'project ID request rate exceeded', { backoff_seconds: 0.05 })
          : jsonReply(call.id, null),
      ),
    );
    const rpc = client();
    expect(await rpc.getTransactionReceipt(TX_HASH)).toBeNull();
    expect(rpc.stats().retries).toBe(1);
    expect(exchanges.map((x) => [x.attempt, x.error?.code])).toEqual([
      [1, -32005],
      [2, undefined],
    ]);
  });
});

describe('WebSocket transport: timeouts, closes, reconnects', () => {
  it('a slow reply past the timeout is an RpcTimeoutError; the late reply is counted', async () => {
    server.onWs((call, peer) => setTimeout(() => peer.send(jsonReply(call.id, null)), 400));
    const rpc = client({ timeoutMs: 150, retry: { attempts: 1 } });
    const error = await rejectionOf(rpc.getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcTimeoutError);
    await wait(400);
    expect(rpc.stats()).toMatchObject({ unknownIdReplies: 1, lateReplies: 1, inFlight: 0 });
  });

  it('a socket closed mid-flight rejects every pending request at once; the next request reconnects', async () => {
    let received = 0;
    server.onWs(() => {
      received++;
      if (received === 3) server.closeSockets(1011, 'server restart');
    });
    const rpc = client();
    const pending = [
      rpc.getTransactionByHash(TX_HASH),
      rpc.getTransactionReceipt(TX_HASH),
      rpc.getStorageAt(ADDRESS, '0x0'),
    ];
    const errors = await Promise.all(pending.map(rejectionOf));
    for (const error of errors) {
      expect(error).toBeInstanceOf(RpcClosedError);
      expect(error).toMatchObject({ closeCode: 1011 });
      expect((error as Error).message).toBe('WebSocket closed with the request in flight (code 1011: server restart)');
    }
    server.onWs((call, peer) => peer.send(jsonReply(call.id, defaultResult(call))));
    expect(BigInt(await rpc.getStorageAt(ADDRESS, '0x9'))).toBe(9n);
    expect(server.wsConnections()).toBe(2);
    expect(rpc.stats().reconnects).toBe(1);
  });

  it('survives an idle close: the next request reconnects without the caller noticing', async () => {
    const rpc = client();
    await rpc.getStorageAt(ADDRESS, '0x1');
    server.closeSockets(1001, 'idle timeout');
    await wait(50);
    expect(BigInt(await rpc.getStorageAt(ADDRESS, '0x2'))).toBe(2n);
    expect(rpc.stats().reconnects).toBe(1);
  });

  it('close() rejects pending requests and every later one', async () => {
    server.onWs(() => undefined);
    const rpc = client();
    const inFlight = rpc.getTransactionByHash(TX_HASH);
    await wait(50);
    rpc.close();
    expect(await rejectionOf(inFlight)).toBeInstanceOf(RpcClosedError);
    expect(await rejectionOf(rpc.getTransactionByHash(TX_HASH))).toBeInstanceOf(RpcClosedError);
  });
});

describe('WebSocket transport: refused connections', () => {
  it('a bad key (upgrade refused with 401) is an auth error, not "connection failed", and not retried', async () => {
    const badKey = 'deadbeefdeadbeef0000111122223333';
    const rpc = client({}, badKey);
    const error = await rejectionOf(rpc.getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcAuthError);
    expect(error).toMatchObject({ kind: 'auth', status: 401 });
    expect((error as Error).message).toBe('HTTP 401 unauthorized: invalid project id: <API_KEY>');
    expect(rpc.stats().connectFailures).toBe(1);
    expect(visibleText(error, exchanges)).not.toContain(badKey);
  });

  it('in a browser (status hidden) a bad key is found by probing the HTTP twin once', async () => {
    const badKey = 'deadbeefdeadbeef0000111122223333';
    const probes: string[] = [];
    const probingFetch: typeof fetch = (input, init) => {
      probes.push(String(input));
      return fetch(input, init);
    };
    const rpc = client({ WebSocket: BrowserLikeWebSocket, fetch: probingFetch }, badKey);
    const error = await rejectionOf(rpc.getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcAuthError);
    expect(error).toMatchObject({ status: 401 });
    expect(probes).toEqual([`${server.base}/v3/${badKey}`]);
    expect(visibleText(error, exchanges)).not.toContain(badKey);
  });

  it('in a browser, a socket that fails while the HTTP twin is fine is a network error', async () => {
    server.refuseUpgrades({ status: 500, body: 'no sockets today' });
    const rpc = client({ WebSocket: BrowserLikeWebSocket, retry: { attempts: 1 } });
    const error = await rejectionOf(rpc.getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcNetworkError);
    expect((error as Error).message).toBe('WebSocket connection failed');
  });

  it('works end to end with a browser-like socket', async () => {
    const rpc = client({ WebSocket: BrowserLikeWebSocket });
    expect(BigInt(await rpc.getStorageAt(ADDRESS, '0x3'))).toBe(3n);
  });

  it('an upgrade refused with 503 is an HTTP error and is retried, with the connection attempted again', async () => {
    server.refuseUpgrades({ status: 503, body: '' });
    const rpc = client({ retry: { attempts: 3, baseDelayMs: 5 } });
    const error = await rejectionOf(rpc.getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcHttpError);
    expect(error).toMatchObject({ status: 503 });
    expect(rpc.stats().connectFailures).toBe(3);
  });

  it('after a failed connect the next request reconnects once the server is back', async () => {
    server.refuseUpgrades({ status: 503, body: '' });
    const rpc = client({ retry: { attempts: 1, baseDelayMs: 20 } });
    await rejectionOf(rpc.getTransactionByHash(TX_HASH));
    server.refuseUpgrades(undefined);
    expect(BigInt(await rpc.getStorageAt(ADDRESS, '0x4'))).toBe(4n);
  });

  it('an unreachable endpoint is a network error', async () => {
    const dead = await startMisbehavingServer(KEY);
    const base = dead.base;
    await dead.close();
    const rpc = createRpcClient(
      { base, apiKey: KEY, transport: 'websocket' },
      { WebSocket, retry: { attempts: 2, baseDelayMs: 5 } },
    );
    clients.push(rpc);
    const error = await rejectionOf(rpc.getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcNetworkError);
    expect(rpc.stats().connectFailures).toBe(2);
    expect(visibleText(error)).not.toContain(KEY);
  });

  it('a full ws:// URL picks the WebSocket transport', async () => {
    const rpc = createRpcClient({ url: server.wsUrl }, { WebSocket });
    clients.push(rpc);
    expect(rpc.transport).toBe('websocket');
    expect(rpc.endpointLabel).not.toContain(KEY);
    expect(BigInt(await rpc.getStorageAt(ADDRESS, '0x8'))).toBe(8n);
  });
});
