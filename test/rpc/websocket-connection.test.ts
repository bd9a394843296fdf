/**
 * One WebSocket's life, step by step: opened lazily, reopened after a close, backed off after
 * failed opens, given up on when it does not open in time, and a refused upgrade told apart from
 * a network failure (in Node by the upgrade status, in a browser by asking the HTTP twin). The
 * socket is scripted (support/scripted-websocket.ts) so each event lands at a chosen moment;
 * the same paths over a real server are in websocket-transport.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcAuthError, RpcClosedError, RpcHttpError, RpcNetworkError, type RpcError } from '../../src/rpc/errors.ts';
import type { CallContext } from '../../src/rpc/envelope.ts';
import { resolveEndpoint } from '../../src/rpc/endpoint.ts';
import { emptyStats, type TransportStats } from '../../src/rpc/transport.ts';
import { createWebSocketConnection, type WebSocketConnection } from '../../src/rpc/websocket-connection.ts';
import { ScriptedNodeWebSocket, ScriptedWebSocket } from './support/scripted-websocket.ts';

const KEY = '9d4c2a7e1b0f48c6a3e5d7b9f1c2e4a6';
const endpoint = resolveEndpoint({ base: 'http://127.0.0.1:9', apiKey: KEY, transport: 'websocket' });
const ctx: CallContext = { method: 'eth_chainId', endpoint: endpoint.label, secrets: endpoint.secrets };
const TIMEOUT = 10_000;
const BASE = 100;
const MAX = 400;

let stats: TransportStats;
let waiting: boolean;
let opened: number;
let messages: unknown[];
let dropped: RpcError[];
let failed: RpcError[];
let probes: Array<{ url: string; init: RequestInit | undefined }>;

interface Options {
  WebSocket?: typeof ScriptedWebSocket;
  /** the HTTP twin's answer to the bad-key probe; 'hang' waits for the abort; 'throw' is a network failure */
  probe?: { status: number; body?: string } | 'hang' | 'throw';
  timeoutMs?: number;
}

function connect(options: Options = {}): WebSocketConnection {
  const probeFetch: typeof fetch = (input, init) => {
    probes.push({ url: String(input), init });
    const answer = options.probe ?? 'throw';
    if (answer === 'throw') return Promise.reject(new TypeError('fetch failed'));
    if (answer === 'hang')
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    return Promise.resolve(new Response(answer.body ?? '', { status: answer.status }));
  };
  return createWebSocketConnection(
    {
      endpoint,
      timeoutMs: options.timeoutMs ?? TIMEOUT,
      WebSocket: options.WebSocket ?? ScriptedWebSocket,
      fetch: probeFetch,
      reconnect: { baseDelayMs: BASE, maxDelayMs: MAX },
      stats,
    },
    {
      hasWaiting: () => waiting,
      opened: () => opened++,
      message: (data) => messages.push(data),
      dropped: (error) => dropped.push(error(ctx)),
      failedToOpen: (error) => failed.push(error(ctx)),
    },
  );
}

const sockets = () => ScriptedWebSocket.made;
const last = () => ScriptedWebSocket.made.at(-1)!;
function lastNode(): ScriptedNodeWebSocket {
  const socket = last();
  if (!(socket instanceof ScriptedNodeWebSocket)) throw new Error('not a Node-style socket');
  return socket;
}
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  ScriptedWebSocket.reset();
  stats = emptyStats();
  waiting = true;
  opened = 0;
  messages = [];
  dropped = [];
  failed = [];
  probes = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('opening', () => {
  it('opens nothing until asked, then one socket to the real URL however often it is asked', async () => {
    const connection = connect();
    await tick(1000);
    expect(sockets()).toHaveLength(0);
    connection.ensureOpen();
    connection.ensureOpen();
    await tick();
    connection.ensureOpen();
    expect(sockets()).toHaveLength(1);
    expect(last().url).toBe(endpoint.url);
    expect(connection.isOpen()).toBe(false);
    expect(() => connection.send('x')).toThrow('the socket is not open');
    last().open();
    expect(opened).toBe(1);
    expect(connection.isOpen()).toBe(true);
    connection.send('{"id":1}');
    expect(last().sent).toEqual(['{"id":1}']);
    connection.ensureOpen();
    await tick();
    expect(sockets()).toHaveLength(1);
    last().message('hello');
    expect(messages).toEqual(['hello']);
    expect(stats.reconnects).toBe(0);
  });

  it('is not open while the socket is closing, even before its close event', async () => {
    const connection = connect();
    connection.ensureOpen();
    await tick();
    last().open();
    last().readyState = 2;
    expect(connection.isOpen()).toBe(false);
  });

  it('if nobody waits any more when the connect is due, opens nothing, and opens when asked again', async () => {
    const connection = connect();
    connection.ensureOpen();
    waiting = false;
    await tick();
    expect(sockets()).toHaveLength(0);
    waiting = true;
    connection.ensureOpen();
    await tick();
    expect(sockets()).toHaveLength(1);
  });
});

describe('an open socket that closes', () => {
  it('fails what was in flight with the close code and the scrubbed reason, then reconnects at once', async () => {
    const connection = connect();
    connection.ensureOpen();
    await tick();
    const first = last();
    first.open();
    first.closed(1011, `restart of /v3/${KEY}`);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toBeInstanceOf(RpcClosedError);
    expect(dropped[0]!.message).toBe(
      'WebSocket closed with the request in flight (code 1011: restart of /v3/<API_KEY>)',
    );
    expect(dropped[0]).toMatchObject({ closeCode: 1011, method: 'eth_chainId', endpoint: endpoint.label });
    expect(connection.isOpen()).toBe(false);
    expect(() => connection.send('x')).toThrow('the socket is not open');
    await tick();
    expect(sockets()).toHaveLength(2);
    // the old socket's late events are ignored
    first.message('late');
    first.closed(1000);
    expect(messages).toEqual([]);
    expect(dropped).toHaveLength(1);
    last().open();
    expect(stats.reconnects).toBe(1);
    expect(opened).toBe(2);
  });

  it('a close without a reason names only the code; an error event names neither', async () => {
    const connection = connect();
    connection.ensureOpen();
    await tick();
    last().open();
    last().closed(1006);
    expect(dropped[0]!.message).toBe('WebSocket closed with the request in flight (code 1006)');
    await tick();
    last().open();
    last().failed();
    expect(dropped[1]!.message).toBe('WebSocket closed with the request in flight');
    expect(dropped[1]).not.toHaveProperty('closeCode');
    expect(dropped).toHaveLength(2);
  });

  it('a long close reason is cut short', async () => {
    const connection = connect();
    connection.ensureOpen();
    await tick();
    last().open();
    last().closed(4000, 'x'.repeat(500));
    expect(dropped[0]!.message.length).toBeLessThan(200);
  });

  it('with nobody waiting, does not reconnect until asked', async () => {
    const connection = connect();
    connection.ensureOpen();
    await tick();
    last().open();
    waiting = false;
    last().closed(1001);
    await tick(5000);
    expect(sockets()).toHaveLength(1);
    waiting = true;
    connection.ensureOpen();
    await tick();
    expect(sockets()).toHaveLength(2);
  });
});

describe('a socket that does not open', () => {
  it('in a browser, a failure with the twin unreachable is a network error, counted', async () => {
    const connection = connect({ probe: 'throw' });
    connection.ensureOpen();
    await tick();
    last().failed();
    await tick();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toBeInstanceOf(RpcNetworkError);
    expect(failed[0]).toMatchObject({ message: 'WebSocket connection failed', method: 'eth_chainId' });
    expect(stats.connectFailures).toBe(1);
    expect(connection.isOpen()).toBe(false);
    expect(opened).toBe(0);
  });

  it('in a browser, asks the HTTP twin once why, and a 401 there is an auth error with the provider text, scrubbed', async () => {
    const connection = connect({
      probe: {
        status: 401,
        body: JSON.stringify({ jsonrpc: '2.0', id: 0, error: { code: -32002, message: `bad key ${KEY}` } }),
      },
    });
    connection.ensureOpen();
    await tick();
    last().failed();
    await tick();
    expect(probes).toHaveLength(1);
    expect(probes[0]!.url).toBe(`http://127.0.0.1:9/v3/${KEY}`);
    expect(probes[0]!.init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(probes[0]!.init!.body))).toMatchObject({
      jsonrpc: '2.0',
      method: 'eth_chainId',
      params: [],
    });
    expect(failed).toHaveLength(1);
    expect(failed[0]).toBeInstanceOf(RpcAuthError);
    expect(failed[0]).toMatchObject({ status: 401, method: 'eth_chainId' });
    expect(failed[0]!.message).toContain('bad key <API_KEY>');
    expect(failed[0]!.message).not.toContain(KEY);
  });

  it('in a browser, the twin answering 400 or worse is an HTTP error; below 400 the failure stays a network error', async () => {
    for (const [status, kind] of [
      [400, RpcHttpError],
      [503, RpcHttpError],
      [403, RpcAuthError],
      [200, RpcNetworkError],
      [204, RpcNetworkError],
    ] as const) {
      failed = [];
      const connection = connect({ probe: { status, body: status >= 300 || status === 204 ? '' : 'fine' } });
      connection.ensureOpen();
      await tick(1000);
      last().failed();
      await tick();
      expect(failed[0], String(status)).toBeInstanceOf(kind);
      if (kind !== RpcNetworkError) expect(failed[0]).toMatchObject({ status });
      connection.close();
    }
  });

  it('in a browser, only the first 4 KB of the probe answer are read', async () => {
    const body = JSON.stringify({ pad: 'x'.repeat(5000), error: { message: 'BEYOND' } });
    const connection = connect({ probe: { status: 401, body } });
    connection.ensureOpen();
    await tick();
    last().failed();
    await tick();
    expect(failed[0]).toBeInstanceOf(RpcAuthError);
    expect(failed[0]!.message).not.toContain('BEYOND');
  });

  it('a finished probe leaves no timer behind', async () => {
    const connection = connect({ probe: { status: 401, body: 'no' } });
    connection.ensureOpen();
    await tick();
    last().failed();
    await tick();
    expect(failed).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('without a fetch of its own, the probe uses the global fetch; with none at all, the failure is a network error', async () => {
    const seen: string[] = [];
    vi.stubGlobal('fetch', (input: string) => {
      seen.push(input);
      return Promise.resolve(new Response('denied', { status: 403 }));
    });
    const make = () =>
      createWebSocketConnection(
        {
          endpoint,
          timeoutMs: TIMEOUT,
          WebSocket: ScriptedWebSocket,
          reconnect: { baseDelayMs: BASE, maxDelayMs: MAX },
          stats,
        },
        {
          hasWaiting: () => true,
          opened: () => undefined,
          message: () => undefined,
          dropped: () => undefined,
          failedToOpen: (error) => failed.push(error(ctx)),
        },
      );
    const withGlobal = make();
    withGlobal.ensureOpen();
    await tick();
    last().failed();
    await tick();
    expect(seen).toEqual([`http://127.0.0.1:9/v3/${KEY}`]);
    expect(failed[0]).toBeInstanceOf(RpcAuthError);
    withGlobal.close();
    // a runtime with no fetch at all (not even the name)
    vi.unstubAllGlobals();
    const realFetch = globalThis.fetch;
    Reflect.deleteProperty(globalThis, 'fetch');
    try {
      const without = make();
      without.ensureOpen();
      await tick();
      last().failed();
      await tick();
      expect(failed[1]).toBeInstanceOf(RpcNetworkError);
      without.close();
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('in a browser, a probe that hangs is given up after 5 s and the failure is a network error', async () => {
    const connection = connect({ probe: 'hang', timeoutMs: 60_000 });
    connection.ensureOpen();
    await tick();
    last().failed();
    await tick(4999);
    expect(failed).toHaveLength(0);
    await tick(1);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toBeInstanceOf(RpcNetworkError);
  });

  it('the probe waits no longer than the request timeout when that is shorter', async () => {
    const connection = connect({ probe: 'hang', timeoutMs: 800 });
    connection.ensureOpen();
    await tick();
    last().failed();
    await tick(799);
    expect(failed).toHaveLength(0);
    await tick(1);
    expect(failed).toHaveLength(1);
  });

  it('a WebSocket constructor that throws is a failure to open, diagnosed like one', async () => {
    const connection = connect({ probe: { status: 401, body: 'invalid key' } });
    ScriptedWebSocket.throwOnCreate = new SyntaxError('bad URL');
    connection.ensureOpen();
    await tick();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toBeInstanceOf(RpcAuthError);
    expect(failed[0]!.message).toContain('invalid key');
    expect(stats.connectFailures).toBe(1);
  });

  it('in Node, a refused upgrade is read from its status and body, once, without a probe; the socket is ended', async () => {
    const connection = connect({ WebSocket: ScriptedNodeWebSocket });
    connection.ensureOpen();
    await tick();
    const socket = lastNode();
    const response = socket.refused(401);
    response.emit('data', '{"jsonrpc":"2.0","id":null,"error":{"code":-32002,');
    // `ws` reports error+close while the body is still being read: the body decides
    socket.failed();
    await tick();
    expect(failed).toHaveLength(0);
    response.emit('data', Buffer.from(`"message":"invalid project id ${KEY}"}}`));
    response.emit('end');
    await tick();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toBeInstanceOf(RpcAuthError);
    expect(failed[0]!.message).toBe('HTTP 401 unauthorized: invalid project id <API_KEY>');
    expect(probes).toHaveLength(0);
    expect(socket.terminated).toBe(1);
    expect(stats.connectFailures).toBe(1);
    // a response error after the end changes nothing
    response.emit('error');
    await tick();
    expect(failed).toHaveLength(1);
  });

  it('in Node, a refused upgrade whose body breaks off is judged by the status alone', async () => {
    const connection = connect({ WebSocket: ScriptedNodeWebSocket });
    connection.ensureOpen();
    await tick();
    const response = lastNode().refused(503);
    response.emit('error');
    await tick();
    expect(failed[0]).toBeInstanceOf(RpcHttpError);
    expect(failed[0]).toMatchObject({ status: 503 });
  });

  it('in Node, a JSON refusal body past 4 KB is not read to its end', async () => {
    const connection = connect({ WebSocket: ScriptedNodeWebSocket });
    connection.ensureOpen();
    await tick();
    const response = lastNode().refused(500);
    const head = `{"pad":"${'x'.repeat(4096 - 9)}`;
    expect(head).toHaveLength(4095);
    response.emit('data', `${head}"`);
    response.emit('data', ',"error":{"message":"BEYOND"}}');
    response.emit('end');
    await tick();
    expect(failed[0]).toMatchObject({ status: 500 });
    expect(failed[0]!.message).not.toContain('BEYOND');
  });

  it('in Node, only the first 4 KB of a refusal body are read', async () => {
    const connection = connect({ WebSocket: ScriptedNodeWebSocket });
    connection.ensureOpen();
    await tick();
    const response = lastNode().refused(500);
    response.emit('data', 'a'.repeat(4096));
    response.emit('data', 'TAIL');
    response.emit('end');
    await tick();
    expect(failed[0]!.message).not.toContain('TAIL');
  });

  it('in Node, a failure with no status (network) is a network error and needs no probe', async () => {
    const connection = connect({ WebSocket: ScriptedNodeWebSocket });
    connection.ensureOpen();
    await tick();
    last().failed();
    await tick();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toBeInstanceOf(RpcNetworkError);
    expect(probes).toHaveLength(0);
  });

  it('a socket that does not open within the timeout is given up on: "timed out connecting"', async () => {
    const connection = connect({ WebSocket: ScriptedNodeWebSocket, timeoutMs: 3000 });
    connection.ensureOpen();
    await tick();
    const socket = lastNode();
    await tick(2999);
    expect(failed).toHaveLength(0);
    await tick(1);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toBeInstanceOf(RpcNetworkError);
    expect(failed[0]!.message).toBe('timed out connecting');
    expect(socket.terminated).toBe(1);
    // opening late changes nothing
    socket.open();
    expect(opened).toBe(0);
    expect(connection.isOpen()).toBe(false);
  });

  it('a socket given up on that opens after the next one was started is still ignored', async () => {
    const connection = connect({ WebSocket: ScriptedNodeWebSocket, timeoutMs: 3000 });
    connection.ensureOpen();
    await tick();
    const abandoned = lastNode();
    await tick(3000);
    connection.ensureOpen();
    await tick(1000);
    expect(sockets()).toHaveLength(2);
    abandoned.open();
    expect(opened).toBe(0);
    expect(connection.isOpen()).toBe(false);
    last().open();
    expect(opened).toBe(1);
  });

  it('a socket with the EventEmitter face but no terminate() is closed when given up on', async () => {
    class NoTerminate extends ScriptedWebSocket {
      on(): this {
        return this;
      }
    }
    const connection = connect({ WebSocket: NoTerminate, timeoutMs: 3000 });
    connection.ensureOpen();
    await tick();
    await tick(3000);
    expect(last().closeCalls).toHaveLength(1);
    expect(failed[0]!.message).toBe('timed out connecting');
  });

  it('in a browser a socket given up on is closed (there is no terminate)', async () => {
    const connection = connect({ timeoutMs: 3000 });
    connection.ensureOpen();
    await tick();
    await tick(3000);
    expect(last().closeCalls).toHaveLength(1);
    expect(failed[0]!.message).toBe('timed out connecting');
  });

  it('a socket that opens in time is not timed out later', async () => {
    const connection = connect({ timeoutMs: 3000 });
    connection.ensureOpen();
    await tick();
    last().open();
    await tick(10_000);
    expect(failed).toHaveLength(0);
    expect(connection.isOpen()).toBe(true);
  });

  it('a timed-out connect whose failure events follow is reported once', async () => {
    const connection = connect({ WebSocket: ScriptedNodeWebSocket, timeoutMs: 3000 });
    connection.ensureOpen();
    await tick();
    await tick(3000);
    last().failed();
    await tick();
    expect(failed).toHaveLength(1);
    expect(stats.connectFailures).toBe(1);
  });
});

describe('reconnect backoff after failed opens', () => {
  async function failOnce(connection: WebSocketConnection): Promise<void> {
    connection.ensureOpen();
    await tick(10_000);
    last().failed();
    await tick();
  }

  it('waits base·2^(n−1), at most the maximum, after the n-th failure in a row', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1); // the top of each jitter range
    const connection = connect({ WebSocket: ScriptedNodeWebSocket });
    connection.ensureOpen();
    await tick();
    last().failed();
    await tick();
    for (const delay of [100, 200, 400, 400]) {
      const before = sockets().length;
      connection.ensureOpen();
      await tick(delay - 1);
      expect(sockets(), `delay ${delay}`).toHaveLength(before);
      await tick(1);
      expect(sockets()).toHaveLength(before + 1);
      last().failed();
      await tick();
    }
  });

  it('the jitter keeps each wait between half the step and the step', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const connection = connect({ WebSocket: ScriptedNodeWebSocket });
    await failOnce(connection);
    connection.ensureOpen();
    await tick(49);
    expect(sockets()).toHaveLength(1);
    await tick(1);
    expect(sockets()).toHaveLength(2);
  });

  it('counts the wait from the failure: time already passed is not waited again', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const connection = connect({ WebSocket: ScriptedNodeWebSocket });
    await failOnce(connection);
    await tick(60);
    connection.ensureOpen();
    await tick(39);
    expect(sockets()).toHaveLength(1);
    await tick(1);
    expect(sockets()).toHaveLength(2);
    last().failed();
    await tick(5000);
    // long after the failure: no wait at all
    connection.ensureOpen();
    await tick(0);
    expect(sockets()).toHaveLength(3);
  });

  it('a successful open ends the streak even right after a failure: a drop then reconnects at once', async () => {
    vi.spyOn(Math, 'random').mockReturnValueOnce(0).mockReturnValue(1);
    const connection = connect({ WebSocket: ScriptedNodeWebSocket });
    await failOnce(connection);
    connection.ensureOpen();
    await tick(50); // the shortest wait after one failure
    expect(sockets()).toHaveLength(2);
    last().open();
    last().closed(1001);
    await tick(0);
    expect(sockets()).toHaveLength(3);
  });

  it('a successful open ends the streak: the next drop reconnects at once', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const connection = connect({ WebSocket: ScriptedNodeWebSocket });
    await failOnce(connection);
    connection.ensureOpen();
    await tick(100);
    last().open();
    last().closed(1001);
    await tick(0);
    expect(sockets()).toHaveLength(3);
  });
});

describe('closing', () => {
  it('an open socket is closed with 1000 "client closed"; afterwards nothing opens and its events are ignored', async () => {
    const connection = connect();
    connection.ensureOpen();
    await tick();
    const socket = last();
    socket.open();
    connection.close();
    connection.close();
    expect(socket.closeCalls).toEqual([[1000, 'client closed']]);
    expect(connection.isOpen()).toBe(false);
    socket.closed(1000, 'client closed');
    socket.message('late');
    expect(dropped).toEqual([]);
    expect(messages).toEqual([]);
    connection.ensureOpen();
    await tick(10_000);
    expect(sockets()).toHaveLength(1);
  });

  it('closing while connecting abandons the socket (Node: terminated) and reports no failure', async () => {
    const connection = connect({ WebSocket: ScriptedNodeWebSocket, timeoutMs: 3000 });
    connection.ensureOpen();
    await tick();
    const socket = lastNode();
    connection.close();
    expect(socket.terminated).toBe(1);
    expect(socket.closeCalls).toEqual([]);
    socket.open();
    const response = socket.refused(401);
    response.emit('end');
    await tick(5000);
    expect(opened).toBe(0);
    expect(failed).toEqual([]);
    // ended once: neither its connect timeout nor its refusal ends it again
    expect(socket.terminated).toBe(1);
  });

  it('closing while connecting in a browser closes the socket without a code', async () => {
    const connection = connect();
    connection.ensureOpen();
    await tick();
    connection.close();
    expect(last().closeCalls).toEqual([[undefined, undefined]]);
  });

  it('closing before a scheduled connect cancels it', async () => {
    const connection = connect();
    connection.ensureOpen();
    connection.close();
    await tick(10_000);
    expect(sockets()).toHaveLength(0);
  });

  it('closing during the bad-key probe reports nothing', async () => {
    const connection = connect({ probe: 'hang' });
    connection.ensureOpen();
    await tick();
    last().failed();
    await tick(100);
    connection.close();
    await tick(10_000);
    expect(failed).toEqual([]);
  });

  it('a socket whose close() throws is still let go', async () => {
    const connection = connect();
    connection.ensureOpen();
    await tick();
    last().close = () => {
      throw new Error('already gone');
    };
    expect(() => connection.close()).not.toThrow();
  });
});
