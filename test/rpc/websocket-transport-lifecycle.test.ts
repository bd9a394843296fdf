/**
 * The WebSocket transport as its callers see it (createWebSocketTransport: what the client's
 * retry sits on), with a scripted socket so each event lands at a chosen moment: what is queued
 * goes out when the socket opens, a failed open fails only what waited, a drop only what was on
 * the wire, and close() ends everything with its own message.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcClosedError, RpcNetworkError } from '../../src/rpc/errors.ts';
import { resolveEndpoint } from '../../src/rpc/endpoint.ts';
import type { RpcExchange, RpcTransport } from '../../src/rpc/transport.ts';
import { createWebSocketTransport } from '../../src/rpc/websocket-transport.ts';
import { rejectionOf } from './support/collect.ts';
import { ScriptedWebSocket } from './support/scripted-websocket.ts';

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
