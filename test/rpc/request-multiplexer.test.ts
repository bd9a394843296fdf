/**
 * The request multiplexer on its own: many requests over one socket, told apart by id. No socket
 * here: the test plays the socket's part (what `flush` sends, what `receive` gets), so each rule
 * (queueing, ordering, timeouts, whose reply is it, what a lost socket fails) is pinned exactly.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RpcClosedError,
  RpcMalformedResponseError,
  RpcNetworkError,
  RpcResponseError,
  RpcTimeoutError,
  type RpcError,
} from '../../src/rpc/errors.ts';
import { detailsOf, type CallContext } from '../../src/rpc/envelope.ts';
import { resolveEndpoint } from '../../src/rpc/endpoint.ts';
import { createRequestMultiplexer, type RequestMultiplexer } from '../../src/rpc/request-multiplexer.ts';
import { emptyStats, type RpcExchange, type TransportStats } from '../../src/rpc/transport.ts';
import { rejectionOf } from './support/collect.ts';

const KEY = '5b1f0c9e2d7a4e8b9c3f6a1d0e2b4c7f';
const endpoint = resolveEndpoint({ base: 'http://127.0.0.1:9', apiKey: KEY, transport: 'websocket' });
const TIMEOUT = 1000;
/** setImmediate stays real: `settled()` uses it to let promise callbacks run */
const FAKED: Array<'setTimeout' | 'clearTimeout' | 'Date' | 'performance'> = [
  'setTimeout',
  'clearTimeout',
  'Date',
  'performance',
];

let stats: TransportStats;
let exchanges: RpcExchange[];
let started: RpcExchange[];
let sent: string[];
let mux: RequestMultiplexer;

function make(options: { onExchange?: boolean; maxResponseBytes?: number } = {}): RequestMultiplexer {
  let id = 100;
  stats = emptyStats();
  exchanges = [];
  started = [];
  sent = [];
  mux = createRequestMultiplexer({
    endpoint,
    nextId: () => ++id,
    timeoutMs: TIMEOUT,
    maxResponseBytes: options.maxResponseBytes ?? 10_000,
    stats,
    onExchange: options.onExchange === false ? undefined : (x) => exchanges.push(x),
    onExchangeStart: (x) => started.push(x),
  });
  return mux;
}

const sendFailed = (ctx: CallContext) => new RpcNetworkError('could not send', detailsOf(ctx));
const send = (body: string) => void sent.push(body);
const closedBy = (message: string) => (ctx: CallContext) => new RpcClosedError(message, detailsOf(ctx));
const reply = (id: unknown, result: unknown) => JSON.stringify({ jsonrpc: '2.0', id, result });
/** Settled state of a promise without waiting for it. */
function track<T>(promise: Promise<T>): { state: 'pending' | 'resolved' | 'rejected'; value?: T; error?: RpcError } {
  const t: { state: 'pending' | 'resolved' | 'rejected'; value?: T; error?: RpcError } = { state: 'pending' };
  promise.then(
    (value) => Object.assign(t, { state: 'resolved', value }),
    (error: unknown) => Object.assign(t, { state: 'rejected', error: error as RpcError }),
  );
  return t;
}
const settled = () => new Promise((r) => setImmediate(r));

beforeEach(() => {
  make();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('queueing and sending', () => {
  it('queues requests until flushed, then sends them in arrival order, each with its own id', async () => {
    const a = mux.enqueue('eth_getTransactionByHash', ['0xaa'], 1);
    const b = mux.enqueue('eth_getStorageAt', ['0x12', '0x1', 'latest'], 2);
    expect(mux.hasQueued()).toBe(true);
    expect(sent).toEqual([]);
    expect(stats.inFlight).toBe(2);
    mux.flush(send, sendFailed);
    expect(mux.hasQueued()).toBe(false);
    expect(sent.map((s) => JSON.parse(s) as unknown)).toEqual([
      { jsonrpc: '2.0', id: 101, method: 'eth_getTransactionByHash', params: ['0xaa'] },
      { jsonrpc: '2.0', id: 102, method: 'eth_getStorageAt', params: ['0x12', '0x1', 'latest'] },
    ]);
    expect(stats.requestsSent).toBe(2);
    // a second flush sends nothing again
    mux.flush(send, sendFailed);
    expect(sent).toHaveLength(2);
    await mux.receive(reply(102, '0x2'));
    await mux.receive(reply(101, null));
    expect(await a).toBeNull();
    expect(await b).toBe('0x2');
    expect(stats.inFlight).toBe(0);
  });

  it('reports each request as it starts (a copy) and again when it settles, with its duration and reply', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: FAKED });
    const answer = mux.enqueue('eth_getTransactionReceipt', ['0xbb'], 3);
    expect(started).toHaveLength(1);
    mux.flush(send, sendFailed);
    expect(started[0]).toEqual({
      id: 101,
      method: 'eth_getTransactionReceipt',
      params: ['0xbb'],
      transport: 'websocket',
      url: endpoint.label,
      request: sent[0], // exactly what went on the wire
      startedAt: 1_000_000,
      attempt: 3,
    });
    vi.advanceTimersByTime(250);
    const text = reply(101, null);
    await mux.receive(text);
    expect(await answer).toBeNull();
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({ id: 101, durationMs: 250, response: text });
    expect(exchanges[0]!.error).toBeUndefined();
    // the start report was a copy: settling did not change it
    expect(started[0]!.response).toBeUndefined();
    expect(started[0]!.durationMs).toBeUndefined();
  });

  it('a send that throws fails that request with the given error; the others still go out', async () => {
    const a = mux.enqueue('eth_chainId', [], 1);
    const b = mux.enqueue('eth_chainId', [], 1);
    const c = mux.enqueue('eth_chainId', [], 1);
    let n = 0;
    mux.flush((body) => {
      if (n++ === 1) throw new Error('socket gone');
      sent.push(body);
    }, sendFailed);
    const error = await rejectionOf(b);
    expect(error).toBeInstanceOf(RpcNetworkError);
    expect(error).toMatchObject({ message: 'could not send', method: 'eth_chainId', endpoint: endpoint.label });
    expect(stats.requestsSent).toBe(2);
    expect(stats.inFlight).toBe(2);
    expect(exchanges.map((x) => [x.id, x.error?.message])).toEqual([[102, 'could not send']]);
    await mux.receive(reply(101, '0x1'));
    await mux.receive(reply(103, '0x3'));
    expect([await a, await c]).toEqual(['0x1', '0x3']);
  });

  it('refuse answers at once with the error, logged as an exchange that took no time, and queues nothing', async () => {
    const error = await rejectionOf(mux.refuse('eth_chainId', [], 2, closedBy('client is closed')));
    expect(error).toBeInstanceOf(RpcClosedError);
    expect(error).toMatchObject({ message: 'client is closed', method: 'eth_chainId', endpoint: endpoint.label });
    expect(mux.hasQueued()).toBe(false);
    expect(stats.inFlight).toBe(0);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({ id: 101, attempt: 2, durationMs: 0, error });
  });
});

describe('timeouts', () => {
  it('each request times out on its own, counted from when it was queued', async () => {
    vi.useFakeTimers({ toFake: FAKED });
    const first = track(mux.enqueue('eth_chainId', [], 1));
    vi.advanceTimersByTime(400);
    const second = track(mux.enqueue('eth_chainId', [], 1));
    mux.flush(send, sendFailed);
    vi.advanceTimersByTime(TIMEOUT - 400 - 1);
    await settled();
    expect(first.state).toBe('pending');
    vi.advanceTimersByTime(1);
    await settled();
    expect(first.state).toBe('rejected');
    expect(first.error).toBeInstanceOf(RpcTimeoutError);
    expect(first.error).toMatchObject({ timeoutMs: TIMEOUT, method: 'eth_chainId' });
    expect(second.state).toBe('pending');
    expect(stats.inFlight).toBe(1);
    vi.advanceTimersByTime(400);
    await settled();
    expect(second.state).toBe('rejected');
    expect(stats.inFlight).toBe(0);
  });

  it('a request that times out while still queued leaves the queue: nothing is sent for it', async () => {
    vi.useFakeTimers({ toFake: FAKED });
    const lost = track(mux.enqueue('eth_chainId', [], 1));
    vi.advanceTimersByTime(TIMEOUT);
    await settled();
    expect(lost.error).toBeInstanceOf(RpcTimeoutError);
    expect(mux.hasQueued()).toBe(false);
    mux.flush(send, sendFailed);
    expect(sent).toEqual([]);
    expect(stats.requestsSent).toBe(0);
  });

  it('a queued request that times out leaves the others queued, to go out when the socket opens', async () => {
    vi.useFakeTimers({ toFake: FAKED });
    const first = track(mux.enqueue('eth_chainId', [], 1));
    vi.advanceTimersByTime(500);
    const second = track(mux.enqueue('eth_chainId', [], 1));
    vi.advanceTimersByTime(500);
    await settled();
    expect(first.error).toBeInstanceOf(RpcTimeoutError);
    expect(mux.hasQueued()).toBe(true);
    mux.flush(send, sendFailed);
    expect(sent.map((body) => (JSON.parse(body) as { id: number }).id)).toEqual([102]);
    await mux.receive(reply(102, '0x2'));
    await settled();
    expect(second.value).toBe('0x2');
  });

  it('a reply that comes after the timeout is counted as late and changes nothing', async () => {
    vi.useFakeTimers({ toFake: FAKED });
    const answer = track(mux.enqueue('eth_chainId', [], 1));
    mux.flush(send, sendFailed);
    vi.advanceTimersByTime(TIMEOUT);
    await mux.receive(reply(101, '0x1'));
    expect(answer.error).toBeInstanceOf(RpcTimeoutError);
    expect(stats).toMatchObject({ unknownIdReplies: 1, lateReplies: 1, inFlight: 0 });
    expect(exchanges).toHaveLength(1);
    // an id never used is unknown, not late
    await mux.receive(reply(5, '0x1'));
    expect(stats).toMatchObject({ unknownIdReplies: 2, lateReplies: 1 });
  });

  it('remembers the last 4,096 timed-out ids: an older late reply is only unknown', async () => {
    // real timers (faking 4,097 of them is slow) and a 1 ms timeout
    let id = 0;
    const counts = emptyStats();
    const short = createRequestMultiplexer({
      endpoint,
      nextId: () => ++id,
      timeoutMs: 1,
      maxResponseBytes: 1000,
      stats: counts,
    });
    const answers = Array.from({ length: 4097 }, () => short.enqueue('eth_chainId', [], 1).catch(() => undefined));
    short.flush(() => undefined, sendFailed);
    await Promise.all(answers);
    await short.receive(reply(1, '0x1')); // the first to time out: forgotten
    expect(counts).toMatchObject({ unknownIdReplies: 1, lateReplies: 0 });
    await short.receive(reply(2, '0x1')); // the second: still remembered
    await short.receive(reply(4097, '0x1')); // the last
    expect(counts).toMatchObject({ unknownIdReplies: 3, lateReplies: 2 });
  });
});

describe('whose reply is it', () => {
  it('a reply to a request still queued (never sent) belongs to nobody', async () => {
    const answer = track(mux.enqueue('eth_chainId', [], 1));
    await mux.receive(reply(101, '0x1'));
    await settled();
    expect(answer.state).toBe('pending');
    expect(stats.unknownIdReplies).toBe(1);
    expect(stats.lateReplies).toBe(0);
  });

  it('an error with id null fails the oldest request on the wire with the provider error', async () => {
    const queuedFirst = track(mux.enqueue('eth_chainId', [], 1));
    mux.flush(() => {
      throw new Error('not yet');
    }, sendFailed);
    const a = track(mux.enqueue('eth_getTransactionByHash', ['0x1'], 1));
    const b = track(mux.enqueue('eth_getTransactionByHash', ['0x2'], 1));
    mux.flush(send, sendFailed);
    const text = JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32005, message: 'rate limited' } });
    await mux.receive(text);
    await settled();
    expect(queuedFirst.state).toBe('rejected');
    expect(a.state).toBe('rejected');
    expect(a.error).toBeInstanceOf(RpcResponseError);
    expect(a.error).toMatchObject({ code: -32005, method: 'eth_getTransactionByHash' });
    expect(b.state).toBe('pending');
    expect(stats.malformedMessages).toBe(1);
    expect(exchanges.at(-1)).toMatchObject({ id: 102, response: text });
  });

  it('a result with id null or no id, and no error, is a malformed reply naming the request id', async () => {
    const a = mux.enqueue('eth_chainId', [], 1);
    const b = mux.enqueue('eth_chainId', [], 1);
    mux.flush(send, sendFailed);
    await mux.receive(reply(null, '0x1'));
    await mux.receive(JSON.stringify({ jsonrpc: '2.0', result: '0x1' }));
    const [ea, eb] = [await rejectionOf(a), await rejectionOf(b)];
    expect(ea).toBeInstanceOf(RpcMalformedResponseError);
    expect((ea as Error).message).toBe('reply id null does not echo the request id 101');
    expect(ea).toMatchObject({ field: 'id' });
    expect((eb as Error).message).toMatch(/^reply id .* does not echo the request id 102$/);
    expect(stats.malformedMessages).toBe(2);
  });

  it('an id-less message with nothing on the wire is only counted', async () => {
    const queued = track(mux.enqueue('eth_chainId', [], 1));
    await mux.receive(reply(null, '0x1'));
    await mux.receive('<html>');
    await settled();
    expect(queued.state).toBe('pending');
    expect(stats.malformedMessages).toBe(2);
  });

  it('an id that is not a plain decimal number or string belongs to nobody', async () => {
    const a = track(mux.enqueue('eth_chainId', [], 1));
    mux.flush(send, sendFailed);
    for (const id of [' 101', '101 ', '0x65', '1e2', '101.0', 101.5]) await mux.receive(reply(id, '0x1'));
    await settled();
    expect(a.state).toBe('pending');
    expect(stats.unknownIdReplies).toBe(6);
  });

  it('a text reply is handled in the turn it arrives: a close right behind it does not fail its request', async () => {
    const a = mux.enqueue('eth_chainId', [], 1);
    mux.flush(send, sendFailed);
    void mux.receive(reply(101, '0x1'));
    mux.failSent(closedBy('dropped'));
    expect(await a).toBe('0x1');
  });

  it('a notification (a method, no id) is counted and fails nobody', async () => {
    const a = track(mux.enqueue('eth_chainId', [], 1));
    mux.flush(send, sendFailed);
    await mux.receive(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: {} }));
    await mux.receive(JSON.stringify({ jsonrpc: '2.0', id: null, method: 'eth_subscription' }));
    await settled();
    expect(a.state).toBe('pending');
    expect(stats).toMatchObject({ notifications: 2, malformedMessages: 0 });
  });

  it('a batch array answers each of its requests; entries that are not objects are counted', async () => {
    const a = mux.enqueue('eth_chainId', [], 1);
    const b = mux.enqueue('eth_chainId', [], 1);
    mux.flush(send, sendFailed);
    await mux.receive(
      JSON.stringify([{ jsonrpc: '2.0', id: 102, result: 'b' }, 42, null, { jsonrpc: '2.0', id: 101, result: 'a' }]),
    );
    expect([await a, await b]).toEqual(['a', 'b']);
    expect(stats.malformedMessages).toBe(2);
    expect(exchanges.map((x) => x.response)).toEqual([
      '{"jsonrpc":"2.0","id":102,"result":"b"}',
      '{"jsonrpc":"2.0","id":101,"result":"a"}',
    ]);
  });

  it('a JSON-RPC error reply rejects its request with the provider error', async () => {
    const a = mux.enqueue('eth_chainId', [], 1);
    mux.flush(send, sendFailed);
    await mux.receive(JSON.stringify({ jsonrpc: '2.0', id: 101, error: { code: -32000, message: 'boom' } }));
    expect(await rejectionOf(a)).toMatchObject({ code: -32000 });
  });

  it('takes binary messages: Buffers, ArrayBuffers and Blobs', async () => {
    const a = mux.enqueue('eth_chainId', [], 1);
    const b = mux.enqueue('eth_chainId', [], 1);
    const c = mux.enqueue('eth_chainId', [], 1);
    mux.flush(send, sendFailed);
    await mux.receive(Buffer.from(reply(101, 'a')));
    await mux.receive(new TextEncoder().encode(reply(102, 'b')).buffer);
    await mux.receive(new Blob([reply(103, 'c')]));
    expect([await a, await b, await c]).toEqual(['a', 'b', 'c']);
  });

  it('a message that is not text at all is counted and fails nobody', async () => {
    const a = track(mux.enqueue('eth_chainId', [], 1));
    mux.flush(send, sendFailed);
    await mux.receive(42);
    await settled();
    expect(a.state).toBe('pending');
    expect(stats.malformedMessages).toBe(1);
  });
});

describe('broken and oversized replies', () => {
  it('a truncated reply fails the request whose id it shows, at once', async () => {
    const a = track(mux.enqueue('eth_chainId', [], 1));
    const b = track(mux.enqueue('eth_chainId', [], 1));
    mux.flush(send, sendFailed);
    await mux.receive('{"jsonrpc":"2.0","id":102,"result":"0x');
    await settled();
    expect(a.state).toBe('pending');
    expect(b.error).toBeInstanceOf(RpcMalformedResponseError);
    expect(b.error?.message).toMatch(/^reply is not valid JSON/);
    expect(stats.malformedMessages).toBe(0);
  });

  it('unparseable text that shows no id fails the oldest request on the wire', async () => {
    const a = track(mux.enqueue('eth_chainId', [], 1));
    const b = track(mux.enqueue('eth_chainId', [], 1));
    mux.flush(send, sendFailed);
    await mux.receive('<html>502</html>');
    await settled();
    expect(a.state).toBe('rejected');
    expect(b.state).toBe('pending');
    expect(stats.malformedMessages).toBe(1);
  });

  it('a reply over the size limit fails its request with the limit named, logging only the start', async () => {
    make({ maxResponseBytes: 200 });
    const a = track(mux.enqueue('eth_chainId', [], 1));
    const b = track(mux.enqueue('eth_chainId', [], 1));
    mux.flush(send, sendFailed);
    const big = reply(102, `0x${'0'.repeat(2000)}`);
    await mux.receive(big);
    await settled();
    expect(a.state).toBe('pending');
    expect(b.error).toBeInstanceOf(RpcMalformedResponseError);
    expect(b.error?.message).toBe('reply is larger than the 200-byte limit');
    expect(b.error).toMatchObject({ method: 'eth_chainId', endpoint: endpoint.label });
    expect(exchanges.at(-1)!.response).toBe(big.slice(0, 1024));
    // exactly at the limit is still read
    const exact = reply(101, `0x${'0'.repeat(200 - reply(101, '0x').length)}`);
    expect(exact).toHaveLength(200);
    await mux.receive(exact);
    await settled();
    expect(a.state).toBe('resolved');
  });

  it('only the first 256 characters of an oversized reply are searched for its id', async () => {
    make({ maxResponseBytes: 280 });
    const a = track(mux.enqueue('eth_chainId', [], 1));
    const b = track(mux.enqueue('eth_chainId', [], 1));
    mux.flush(send, sendFailed);
    // the id of b appears only after character 256: the reply is blamed on the oldest request
    await mux.receive(`{"jsonrpc":"2.0","result":"${'0'.repeat(260)}","id":102}`);
    await settled();
    expect(a.state).toBe('rejected');
    expect(b.state).toBe('pending');
    expect(stats.malformedMessages).toBe(1);
  });

  it('an oversized reply with nothing on the wire is only counted', async () => {
    make({ maxResponseBytes: 10 });
    await mux.receive(reply(7, 'way too long'));
    expect(stats.malformedMessages).toBe(1);
  });

  it('the logged reply has the key scrubbed; nothing is kept when nobody logs', async () => {
    const a = mux.enqueue('eth_chainId', [], 1);
    mux.flush(send, sendFailed);
    await mux.receive(reply(101, `see /v3/${KEY}`));
    expect(await a).toBe(`see /v3/${KEY}`);
    expect(exchanges[0]!.response).not.toContain(KEY);
    expect(exchanges[0]!.response).toContain('<API_KEY>');

    const seen: RpcExchange[] = [];
    const quiet = createRequestMultiplexer({
      endpoint,
      nextId: () => 1,
      timeoutMs: TIMEOUT,
      maxResponseBytes: 10_000,
      stats: emptyStats(),
      onExchangeStart: (x) => seen.push(x),
    });
    const b = quiet.enqueue('eth_chainId', [], 1);
    quiet.flush(() => undefined, sendFailed);
    await quiet.receive(reply(1, '0x1'));
    expect(await b).toBe('0x1');
    expect(seen[0]!.response).toBeUndefined();
    // a refusal needs no request log either
    const refused = await rejectionOf(quiet.refuse('eth_chainId', [], 1, closedBy('client is closed')));
    expect(refused).toBeInstanceOf(RpcClosedError);
  });
});

describe('when the socket fails', () => {
  function threeRequests() {
    const onWire = [track(mux.enqueue('eth_chainId', [], 1)), track(mux.enqueue('eth_chainId', [], 1))];
    mux.flush(send, sendFailed);
    const queued = track(mux.enqueue('eth_chainId', [], 1));
    return { onWire, queued };
  }

  it('failSent fails what is on the wire and keeps what is queued for the next socket', async () => {
    const { onWire, queued } = threeRequests();
    mux.failSent(closedBy('dropped'));
    await settled();
    for (const t of onWire) expect(t.error).toMatchObject({ message: 'dropped', method: 'eth_chainId' });
    expect(queued.state).toBe('pending');
    expect(mux.hasQueued()).toBe(true);
    expect(stats.inFlight).toBe(1);
    mux.flush(send, sendFailed);
    expect(JSON.parse(sent.at(-1)!)).toMatchObject({ id: 103 });
  });

  it('failQueued fails what waits in the queue and leaves what is on the wire', async () => {
    const { onWire, queued } = threeRequests();
    mux.failQueued(closedBy('could not open'));
    await settled();
    expect(queued.error).toMatchObject({ message: 'could not open' });
    for (const t of onWire) expect(t.state).toBe('pending');
    expect(mux.hasQueued()).toBe(false);
    mux.flush(send, sendFailed);
    expect(sent).toHaveLength(2);
    await mux.receive(reply(101, '0x1'));
    await settled();
    expect(onWire[0]!.value).toBe('0x1');
  });

  it('failAll fails everything and empties the queue', async () => {
    const { onWire, queued } = threeRequests();
    mux.failAll(closedBy('closed'));
    await settled();
    for (const t of [...onWire, queued]) expect(t.error).toMatchObject({ message: 'closed' });
    expect(mux.hasQueued()).toBe(false);
    expect(stats.inFlight).toBe(0);
    mux.flush(send, sendFailed);
    expect(sent).toHaveLength(2);
    expect(exchanges).toHaveLength(3);
  });
});
