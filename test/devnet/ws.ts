/**
 * The WebSocket side of the gateway, /ws/v3/<KEY>: the same request text as over HTTP, one JSON-RPC
 * request (or batch) per message. A bad key refuses the upgrade with an HTTP 401, as providers do.
 * A key served the full set may also subscribe (ws-subscriptions.ts).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { enactFault, type FaultController } from './faults.ts';
import { isResponse, validateRequest, type RpcRequest, type RpcResponse } from './jsonrpc.ts';
import { MAX_BODY_BYTES } from './http-io.ts';
import { keyFromPath } from './routes.ts';
import { keyRefusal, methodSetOf, type KeyRing, type MethodSet } from './keys.ts';
import type { RequestCounter } from './request-counter.ts';
import { answerText } from './rpc-handler.ts';
import type { Upstream } from './upstream.ts';
import { createSubscriptionRelay, SUBSCRIPTION_METHODS, type SubscriptionRelay } from './ws-subscriptions.ts';

export interface WsDeps {
  ring: KeyRing;
  counter: RequestCounter;
  faults: FaultController | undefined;
  upstream: Upstream;
  /** anvil's URL: a socket's subscriptions are relayed to it over a WebSocket of their own */
  nodeUrl: string;
}

const REASONS: Record<number, string> = { 401: 'Unauthorized', 404: 'Not Found' };

/** Answers the upgrade request with a plain HTTP error and hangs up. */
function refuseUpgrade(socket: Duplex, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Connection: close\r\n\r\n' +
      text,
  );
}

/** Sockets an idleClose fault will close unless another request arrives first. */
const idleTimers = new WeakMap<WebSocket, ReturnType<typeof setTimeout>>();
/** How long a socket an idleClose fault has marked may stay idle: counted again after each answer. */
const idleLimits = new WeakMap<WebSocket, number>();

const relays = new WeakMap<WebSocket, SubscriptionRelay>();

/** The socket's relay, made on its first subscription and closed with it. */
function relayOf(ws: WebSocket, nodeUrl: string): SubscriptionRelay {
  let relay = relays.get(ws);
  if (!relay) {
    relay = createSubscriptionRelay(nodeUrl, (text) => ws.readyState === ws.OPEN && ws.send(text));
    relays.set(ws, relay);
    ws.on('close', () => relay!.close());
  }
  return relay;
}

/**
 * The subscription requests of a message, by position (a batch's elements in order; null where an
 * element is another call); none when it holds no subscription request.
 */
function subscriptionCalls(body: string): (RpcRequest | null)[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const calls = [parsed].flat().map((element) => {
    const request = validateRequest(element);
    return !isResponse(request) && SUBSCRIPTION_METHODS.has(request.method) ? request : null;
  });
  return calls.some((call) => call !== null) ? calls : [];
}

/** A message holding subscription requests: those relayed, the others answered as usual, in order. */
async function answerWithRelay(
  ws: WebSocket,
  body: string,
  methods: MethodSet,
  deps: WsDeps,
): Promise<RpcResponse | RpcResponse[]> {
  const parsed = JSON.parse(body) as unknown;
  const one = async (element: unknown): Promise<RpcResponse> => {
    const request = validateRequest(element);
    if (!isResponse(request) && SUBSCRIPTION_METHODS.has(request.method))
      return relayOf(ws, deps.nodeUrl).answer(request);
    return (await answerText(JSON.stringify(element), deps.upstream, methods)) as RpcResponse;
  };
  return Array.isArray(parsed) ? Promise.all(parsed.map(one)) : one(parsed);
}

async function onMessage(ws: WebSocket, key: string, data: RawData, deps: WsDeps): Promise<void> {
  deps.counter.record(key);
  deps.counter.recordMethods(key, Buffer.from(data as Buffer).toString('utf8'));
  clearTimeout(idleTimers.get(ws));
  const outcome = await enactFault(deps.faults?.take(key) ?? null);
  if (ws.readyState !== ws.OPEN) return;
  if (outcome.action === 'hangUp') {
    if (outcome.wsCloseCode === undefined) ws.terminate();
    else ws.close(outcome.wsCloseCode, 'closed by fault injection');
    return;
  }
  if (outcome.action === 'reply') return ws.send(outcome.body);
  const body = Buffer.from(data as Buffer).toString('utf8');
  const methods = methodSetOf(key, deps.ring);
  const calls = methods === 'four' ? [] : subscriptionCalls(body);
  const answer =
    calls.length === 0
      ? await answerText(body, deps.upstream, methods)
      : await answerWithRelay(ws, body, methods, deps);
  const text = JSON.stringify(answer);
  if (outcome.flood) {
    for (const [i, call] of calls.entries()) {
      const id = ([answer].flat()[i] as { result?: unknown } | undefined)?.result;
      if (call?.method === 'eth_subscribe' && typeof id === 'string')
        relayOf(ws, deps.nodeUrl).flood(id, outcome.flood.count, outcome.flood.perSecond);
    }
  }
  if (ws.readyState === ws.OPEN) ws.send(outcome.transform ? outcome.transform(text) : text);
  if (outcome.closeWhenIdleMs !== undefined) idleLimits.set(ws, outcome.closeWhenIdleMs);
  // idle from the last answer on: a request that came while another was answered (the receipt
  // sent with its transaction) must not leave the socket open for good
  const limit = idleLimits.get(ws);
  if (limit !== undefined) {
    clearTimeout(idleTimers.get(ws));
    idleTimers.set(
      ws,
      setTimeout(() => ws.close(1001, 'idle timeout'), limit),
    );
  }
}

export function attachWebSocket(server: Server, deps: WsDeps): WebSocketServer {
  // maxPayload: a message over 1 MiB closes the connection with 1009 (message too big).
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const key = keyFromPath(new URL(req.url ?? '/', 'http://gateway').pathname, '/ws/v3');
    deps.counter.record(key);
    if (key === undefined) {
      return refuseUpgrade(socket, 404, { error: 'not found: WebSocket endpoint is /ws/v3/<API_KEY>' });
    }
    const refusal = keyRefusal(key, deps.ring);
    if (refusal) return refuseUpgrade(socket, 401, refusal);
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on('message', (data) => {
        onMessage(ws, key, data, deps).catch(() => ws.terminate());
      });
    });
  });
  return wss;
}
