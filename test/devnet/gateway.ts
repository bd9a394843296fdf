/**
 * Our stand-in for a public provider in front of anvil, speaking service.md exactly:
 *   POST /v3/<KEY> (Content-Type: application/json) and WebSocket /ws/v3/<KEY>.
 * HTTP statuses: 200 for every JSON-RPC answer (errors included, as geth does), 204 preflight,
 * 401 bad/missing key, 404 unknown path, 405 not POST, 413 body over 1 MiB, 415 not JSON.
 * JSON-RPC rules live in jsonrpc.ts, the method lists in methods.ts (which key gets which: keys.ts),
 * the window in window.ts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleAdmin, ADMIN_PREFIX } from './admin.ts';
import { PREFLIGHT_HEADERS } from './cors.ts';
import { enactFault, FaultController, type FaultSetting } from './faults.ts';
import { BodyTooLarge, readBody, send, sendJson } from './http-io.ts';
import { errorResponse, INVALID_REQUEST } from './jsonrpc.ts';
import { keyRefusal, methodSetOf, type KeyRing } from './keys.ts';
import { RequestCounter } from './request-counter.ts';
import { keyFromPath } from './routes.ts';
import { answerText } from './rpc-handler.ts';
import { createUpstream, type Upstream } from './upstream.ts';
import { attachWebSocket } from './ws.ts';
import { withRecordedAnswers } from './recorded.ts';

export interface GatewayOptions {
  nodeUrl: string;
  keys: readonly string[];
  /** further accepted keys, served the full set of read methods (methods.ts) */
  fullKeys?: readonly string[];
  /** further accepted keys, served the full set without `debug_*` */
  noDebugKeys?: readonly string[];
  port?: number;
  faults?: boolean;
  /** serve every key the full set of read methods (`--full`) */
  full?: boolean;
  /** refuse `debug_*` to every key (`--no-debug`), as a provider without the debug API */
  noDebug?: boolean;
}

export interface Gateway {
  port: number;
  /** http://127.0.0.1:PORT */
  base: string;
  /** requests received, in total or under one key */
  requestCount(key?: string): number;
  resetCount(key?: string): void;
  /** present only when faults are enabled */
  setFault?(setting: FaultSetting): void;
  close(): Promise<void>;
}

/** How many calls a body holds: its length when it is a JSON array, else 1. */
function batchLength(body: string): number {
  if (!body.trimStart().startsWith('[')) return 1;
  try {
    const parsed: unknown = JSON.parse(body);
    return Array.isArray(parsed) ? Math.max(parsed.length, 1) : 1;
  } catch {
    return 1;
  }
}

async function handleRpc(
  req: IncomingMessage,
  res: ServerResponse,
  key: string,
  deps: { ring: KeyRing; counter: RequestCounter; faults: FaultController | undefined; upstream: Upstream },
): Promise<void> {
  if (req.method !== 'POST') {
    return sendJson(res, 405, errorResponse(null, INVALID_REQUEST, `method ${req.method} not allowed: use POST`), {
      allow: 'POST, OPTIONS',
    });
  }
  const refusal = keyRefusal(key, deps.ring);
  if (refusal) return sendJson(res, 401, refusal);
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    return sendJson(res, 415, errorResponse(null, INVALID_REQUEST, 'unsupported content type: send application/json'));
  }
  let body: string;
  try {
    body = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      return sendJson(res, 413, errorResponse(null, INVALID_REQUEST, 'request entity too large: the limit is 1 MiB'), {
        connection: 'close',
      });
    }
    throw error;
  }
  // Like the provider, a batch costs one request per call in it (the POST itself was counted once).
  for (let extra = batchLength(body) - 1; extra > 0; extra--) deps.counter.record(key);
  deps.counter.recordMethods(key, body);
  const outcome = await enactFault(deps.faults?.take(key) ?? null);
  if (outcome.action === 'hangUp') return void req.socket.destroy();
  if (outcome.action === 'reply') return send(res, outcome.status, outcome.body, outcome.headers);
  const text = JSON.stringify(await answerText(body, deps.upstream, methodSetOf(key, deps.ring)));
  send(res, 200, outcome.transform ? outcome.transform(text) : text);
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const fullKeys = options.fullKeys ?? [];
  const noDebugKeys = options.noDebugKeys ?? [];
  const ring: KeyRing = {
    keys: [...options.keys, ...fullKeys, ...noDebugKeys],
    allowScoped: options.faults ?? false,
    fullKeys,
    noDebugKeys,
    fullForAll: options.full ?? false,
    debugForNone: options.noDebug ?? false,
  };
  const counter = new RequestCounter();
  const faults = options.faults ? new FaultController() : undefined;
  // test mode also answers recorded L2/BSC lookups (see recorded.ts)
  const upstream = options.faults
    ? withRecordedAnswers(createUpstream(options.nodeUrl))
    : createUpstream(options.nodeUrl);
  const deps = { ring, counter, faults, upstream };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://gateway').pathname;
    if (path.startsWith(ADMIN_PREFIX)) {
      // Admin traffic is not counted: reading the counter must not change it.
      void handleAdmin(req, res, path, counter, faults);
      return;
    }
    const key = keyFromPath(path, '/v3');
    counter.record(key);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, PREFLIGHT_HEADERS);
      return void res.end();
    }
    if (key === undefined) {
      return sendJson(
        res,
        404,
        errorResponse(null, INVALID_REQUEST, `not found: ${path} (the endpoint is /v3/<API_KEY>)`),
      );
    }
    handleRpc(req, res, key, deps).catch((error: unknown) => {
      sendJson(res, 500, errorResponse(null, -32603, `internal error: ${String(error)}`));
    });
  });
  const wss = attachWebSocket(server, { ...deps, nodeUrl: options.nodeUrl });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  let closed: Promise<void> | undefined;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    requestCount: (key) => counter.count(key),
    resetCount: (key) => counter.reset(key),
    ...(faults ? { setFault: (setting: FaultSetting) => faults.set(setting) } : {}),
    close() {
      closed ??= new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closed;
    },
  };
}
