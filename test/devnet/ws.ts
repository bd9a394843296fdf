/**
 * The WebSocket side of the gateway, /ws/v3/<KEY>: the same request text as over HTTP, one JSON-RPC
 * request (or batch) per message. A bad key refuses the upgrade with an HTTP 401, as providers do.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { enactFault, type FaultController } from './faults.ts';
import { MAX_BODY_BYTES } from './http-io.ts';
import { keyFromPath } from './routes.ts';
import { keyRefusal, methodSetOf, type KeyRing } from './keys.ts';
import type { RequestCounter } from './request-counter.ts';
import { answerText } from './rpc-handler.ts';
import type { Upstream } from './upstream.ts';

export interface WsDeps {
  ring: KeyRing;
  counter: RequestCounter;
  faults: FaultController | undefined;
  upstream: Upstream;
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
  const text = JSON.stringify(
    await answerText(Buffer.from(data as Buffer).toString('utf8'), deps.upstream, methodSetOf(key, deps.ring)),
  );
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
