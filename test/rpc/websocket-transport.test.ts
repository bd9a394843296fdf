import WebSocket from 'ws';
import { afterEach, describe, expect, it, beforeEach, vi } from 'vitest';
import {
  RpcAuthError,
  RpcClosedError,
  RpcHttpError,
  RpcMalformedResponseError,
  RpcNetworkError,
  RpcTimeoutError,
} from '../../src/rpc/errors.ts';
import { createRpcClient, type RpcClient, type RpcClientOptions } from '../../src/rpc/client.ts';
import { type RpcExchange } from '../../src/rpc/transport.ts';
import { BrowserLikeWebSocket } from './support/browser-like-websocket.ts';
import { rejectionOf, visibleText } from './support/collect.ts';
import {
  ADDRESS,
  TX_HASH,
  defaultResult,
  jsonError,
  jsonReply,
  startMisbehavingServer,
  type ReceivedCall,
  type WsPeer,
} from './support/misbehaving-server.ts';
import { resolveEndpoint } from '../../src/rpc/endpoint.ts';
import { type RpcTransport } from '../../src/rpc/transport.ts';
import { createWebSocketTransport } from '../../src/rpc/websocket-transport.ts';
import { ScriptedWebSocket } from './support/scripted-websocket.ts';
import { misbehavingServerPerFile } from './support/misbehaving-server-per-file.ts';

const KEY = '7c2e9b41d0a84f6fb3e15a9d2c8e4f60';
const server = misbehavingServerPerFile(KEY);
let exchanges: RpcExchange[];
const clients: RpcClient[] = [];

afterEach(() => {
  for (const c of clients.splice(0)) c.close();
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

  // The request's deadline is beyond the test's own timeout: only failing on the reply itself passes.
  it('a truncated reply that still shows its id fails that request at once', async () => {
    server.onWs((call, peer) => peer.send(jsonReply(call.id, defaultResult(call)).slice(0, 50)));
    const error = await rejectionOf(client({ timeoutMs: 600_000 }).getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
  });

  it('garbage that names no id fails the request in flight as malformed, without waiting for the timeout', async () => {
    server.onWs((_call, peer) => peer.send('<html><body>502 Bad Gateway</body></html>'));
    const rpc = client({ timeoutMs: 600_000, retry: { attempts: 1 } });
    const error = await rejectionOf(rpc.getTransactionByHash(TX_HASH));
    expect(error).toBeInstanceOf(RpcMalformedResponseError);
    expect((error as Error).message).toMatch(/^reply is not valid JSON/);
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

/**
 * The WebSocket transport as its callers see it (createWebSocketTransport: what the client's
 * retry sits on), with a scripted socket so each event lands at a chosen moment: what is queued
 * goes out when the socket opens, a failed open fails only what waited, a drop only what was on
 * the wire, and close() ends everything with its own message.
 */
describe("the socket's life as callers see it (scripted socket)", () => {
  const KEY = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';
  const endpoint = resolveEndpoint({ base: 'http://127.0.0.1:9', apiKey: KEY, transport: 'websocket' });

  let exchanges: RpcExchange[];
  let transport: RpcTransport;
  const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
  const last = () => ScriptedWebSocket.made.at(-1)!;
  const idOf = (body: string) => (JSON.parse(body) as { id: number }).id;
  const reply = (body: string, result: unknown) => JSON.stringify({ jsonrpc: '2.0', id: idOf(body), result });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
    ScriptedWebSocket.reset();
    exchanges = [];
    let id = 0;
    transport = createWebSocketTransport({
      endpoint,
      nextId: () => ++id,
      timeoutMs: 5000,
      maxResponseBytes: 100_000,
      WebSocket: ScriptedWebSocket,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      reconnect: { baseDelayMs: 10, maxDelayMs: 10 },
      onExchange: (x) => exchanges.push(x),
    });
  });
  afterEach(() => {
    transport.close();
    vi.useRealTimers();
  });

  describe('WebSocket transport over a scripted socket', () => {
    it('names itself by the redacted URL', () => {
      expect(transport.kind).toBe('websocket');
      expect(transport.label).toBe(endpoint.label);
      expect(transport.label).not.toContain(KEY);
    });

    it('queues while connecting and sends everything once open; later requests go out at once', async () => {
      const a = transport.request('eth_chainId', [], 1);
      const b = transport.request('eth_getStorageAt', ['0x1', '0x0', 'latest'], 1);
      await tick();
      expect(ScriptedWebSocket.made).toHaveLength(1);
      const socket = last();
      expect(socket.sent).toEqual([]);
      socket.open();
      expect(socket.sent.map(idOf)).toEqual([1, 2]);
      const c = transport.request('eth_chainId', [], 1);
      expect(socket.sent.map(idOf)).toEqual([1, 2, 3]);
      for (const [i, body] of socket.sent.entries()) socket.message(reply(body, `r${i}`));
      expect([await a, await b, await c]).toEqual(['r0', 'r1', 'r2']);
      expect(transport.stats()).toMatchObject({ requestsSent: 3, inFlight: 0 });
    });

    it('requests wait for the open event, even when the socket already reads as open', async () => {
      const a = transport.request('eth_chainId', [], 1);
      await tick();
      const socket = last();
      socket.readyState = 1;
      const b = transport.request('eth_chainId', [], 1);
      expect(socket.sent).toEqual([]);
      socket.open();
      expect(socket.sent.map(idOf)).toEqual([1, 2]);
      for (const body of socket.sent) socket.message(reply(body, 'ok'));
      expect([await a, await b]).toEqual(['ok', 'ok']);
    });

    it('stats() is a snapshot: changing it changes nothing', async () => {
      const snapshot = transport.stats();
      snapshot.requestsSent = 99;
      expect(transport.stats().requestsSent).toBe(0);
    });

    it('a send that throws fails that request as a network error', async () => {
      const a = transport.request('eth_chainId', [], 1);
      await tick();
      const socket = last();
      socket.send = () => {
        throw new Error('socket is closing');
      };
      socket.open();
      const error = await rejectionOf(a);
      expect(error).toBeInstanceOf(RpcNetworkError);
      expect((error as Error).message).toBe('could not send on the WebSocket');
    });

    it('a failed open fails the waiting requests; the next request connects again', async () => {
      const a = transport.request('eth_chainId', [], 1);
      await tick();
      last().failed();
      const error = await rejectionOf(a);
      expect(error).toBeInstanceOf(RpcNetworkError);
      expect(transport.stats().connectFailures).toBe(1);
      const b = transport.request('eth_chainId', [], 1);
      await tick(10);
      expect(ScriptedWebSocket.made).toHaveLength(2);
      last().open();
      last().message(reply(last().sent[0]!, 'ok'));
      expect(await b).toBe('ok');
    });

    it('a drop fails what was on the wire, and reconnects for what arrived since', async () => {
      const a = transport.request('eth_chainId', [], 1);
      await tick();
      const first = last();
      first.open();
      first.readyState = 2; // closing: a new request waits for the next socket
      const b = transport.request('eth_chainId', [], 1);
      first.closed(1001, 'going away');
      const error = await rejectionOf(a);
      expect(error).toBeInstanceOf(RpcClosedError);
      expect(error).toMatchObject({ closeCode: 1001 });
      await tick();
      expect(ScriptedWebSocket.made).toHaveLength(2);
      last().open();
      expect(last().sent.map(idOf)).toEqual([2]);
      last().message(reply(last().sent[0]!, 'second'));
      expect(await b).toBe('second');
      expect(transport.stats().reconnects).toBe(1);
    });

    it('nobody waiting when a drop happens: no reconnect until the next request', async () => {
      const a = transport.request('eth_chainId', [], 1);
      await tick();
      last().open();
      last().message(reply(last().sent[0]!, 'x'));
      await a;
      last().closed(1001);
      await tick(1000);
      expect(ScriptedWebSocket.made).toHaveLength(1);
    });

    it('close() fails what is in flight and what is queued, closes the socket, and refuses later requests', async () => {
      const onWire = transport.request('eth_chainId', [], 1);
      await tick();
      const socket = last();
      socket.open();
      socket.readyState = 2;
      const queued = transport.request('eth_chainId', [], 1);
      transport.close();
      transport.close();
      for (const error of [await rejectionOf(onWire), await rejectionOf(queued)]) {
        expect(error).toBeInstanceOf(RpcClosedError);
        expect((error as Error).message).toBe('client was closed with the request in flight');
      }
      expect(socket.closeCalls).toEqual([[1000, 'client closed']]);
      const later = await rejectionOf(transport.request('eth_chainId', [], 2));
      expect(later).toBeInstanceOf(RpcClosedError);
      expect((later as Error).message).toBe('client is closed');
      expect(exchanges.at(-1)).toMatchObject({ attempt: 2, durationMs: 0 });
      await tick(1000);
      expect(ScriptedWebSocket.made).toHaveLength(1);
    });
  });
});

/**
 * Whose reply is it: a WebSocket reply is matched to its request by the id it echoes. An id echoed
 * as a decimal string is still recognised (and the reply called malformed at once, rather than the
 * request left to time out); an id of another type belongs to nobody.
 */
describe('whose reply it is: the id it echoes', () => {
  const KEY = '3e8a1c5b7d9f2e4a6c8b0d1f3a5c7e9b';
  const server = misbehavingServerPerFile(KEY);
  const clients: RpcClient[] = [];

  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
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
      // unrecognised, each would wait for its deadline, past the test's own timeout
      const rpc = client(600_000);
      const errors = await Promise.all(
        Array.from({ length: 12 }, () => rejectionOf(rpc.getTransactionByHash(TX_HASH))),
      );
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
});

/**
 * A WebSocket message nested deeper than JavaScript can re-serialize. JSON.parse reads any depth;
 * JSON.stringify, which copies each element of a batch for the request log and quotes a bad field
 * in a message, overflows the stack. Such a message still settles the calls it answers: nothing is
 * left to its timeout, and nothing fails with a bare RangeError.
 */
describe('a message nested deeper than JavaScript can re-serialize', () => {
  const KEY = '5d0c4e2a9b7f41e3a8c6d1f0b2e4a6c8';
  const DEEP = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  const server = misbehavingServerPerFile(KEY);
  const clients: RpcClient[] = [];

  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
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
});
