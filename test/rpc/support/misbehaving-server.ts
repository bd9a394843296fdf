/**
 * An in-process JSON-RPC endpoint (node:http + ws on one port) that misbehaves on demand.
 * It serves `POST /v3/<key>` and `ws://…/ws/v3/<key>` like the provider, answers well by
 * default, and lets a test replace the answer per request. Every request it receives is
 * recorded, so a test can prove that nothing was sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface ReceivedCall {
  transport: 'http' | 'websocket';
  id: unknown;
  method: string;
  params: unknown[];
  raw: string;
  /** HTTP: which POST (0, 1, …) carried the call; the calls of a batch share it */
  post?: number;
}

export interface HttpReply {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  delayMs?: number;
  /** write the headers and this many characters of the body, then cut the connection */
  cutAfter?: number;
}
export type HttpHandler = (call: ReceivedCall, index: number) => HttpReply | Promise<HttpReply>;

export interface WsPeer {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
}
/** Called per message; answer through `peer` (or don't). */
export type WsHandler = (call: ReceivedCall, peer: WsPeer, index: number) => void;

export const jsonReply = (id: unknown, result: unknown): string => JSON.stringify({ jsonrpc: '2.0', id, result });
export const jsonError = (id: unknown, code: number, message: string, data?: unknown): string =>
  JSON.stringify({ jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } });

export const TX_HASH = `0x${'ab'.repeat(32)}`;
export const BLOCK_HASH = `0x${'cd'.repeat(32)}`;
export const ADDRESS = `0x${'12'.repeat(20)}`;

/** A well-formed result for each of the four methods, shaped after the request. */
export function defaultResult(call: ReceivedCall): unknown {
  const [first, second] = call.params as [string, string];
  const tx = (hash: string, blockHash: string, index: string) => ({
    hash,
    blockHash,
    blockNumber: '0x10',
    transactionIndex: index,
    from: ADDRESS,
    to: ADDRESS,
    gas: '0x5208',
    gasPrice: '0x3b9aca00',
    value: '0x0',
    nonce: '0x0',
    input: '0x',
    v: '0x25',
    r: '0x1',
    s: '0x2',
    type: '0x0',
    chainId: '0x1',
  });
  switch (call.method) {
    case 'eth_getStorageAt':
      // Echo the position, so replies can be matched to requests.
      return `0x${BigInt(second).toString(16).padStart(64, '0')}`;
    case 'eth_getTransactionByHash':
      return tx(first, BLOCK_HASH, '0x0');
    case 'eth_getTransactionByBlockHashAndIndex':
      return tx(TX_HASH, first, second);
    case 'eth_getTransactionReceipt':
      return {
        transactionHash: first,
        transactionIndex: '0x0',
        blockHash: BLOCK_HASH,
        blockNumber: '0x10',
        from: ADDRESS,
        to: ADDRESS,
        contractAddress: null,
        cumulativeGasUsed: '0x5208',
        gasUsed: '0x5208',
        effectiveGasPrice: '0x3b9aca00',
        logs: [],
        logsBloom: `0x${'00'.repeat(256)}`,
        status: '0x1',
        type: '0x0',
      };
    default:
      return null;
  }
}

const defaultHttp: HttpHandler = (call) => ({ body: jsonReply(call.id, defaultResult(call)) });
const defaultWs: WsHandler = (call, peer) => peer.send(jsonReply(call.id, defaultResult(call)));

/** A message's calls: each element of a batch as its own text, else the message itself. */
function batchElements(raw: string): string[] {
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (Array.isArray(parsed) && parsed.length > 0) return parsed.map((element) => JSON.stringify(element));
  } catch {
    // not JSON: handed over as it came
  }
  return [raw];
}

function readCall(transport: ReceivedCall['transport'], raw: string): ReceivedCall {
  try {
    const json = JSON.parse(raw) as { id?: unknown; method?: unknown; params?: unknown };
    return {
      transport,
      id: json.id,
      method: typeof json.method === 'string' ? json.method : '?',
      params: Array.isArray(json.params) ? json.params : [],
      raw,
    };
  } catch {
    return { transport, id: undefined, method: '?', params: [], raw };
  }
}

export interface MisbehavingServer {
  apiKey: string;
  /** http://127.0.0.1:PORT */
  base: string;
  httpUrl: string;
  wsUrl: string;
  /**
   * every request received, both transports, in arrival order. A batch (an array in one POST) is
   * answered element by element like the provider: each element is a call of its own here, handed
   * to the handler on its own; the first refusal (non-200 status or cut) among them answers the
   * whole POST, the longest delay holds it, and an element answered with no body is left out.
   */
  calls: ReceivedCall[];
  onHttp(handler: HttpHandler): void;
  onWs(handler: WsHandler): void;
  /** refuse WebSocket upgrades with this status and body (undefined: accept again) */
  refuseUpgrades(reply: { status: number; body: string } | undefined): void;
  /** close every open WebSocket from the server side */
  closeSockets(code?: number, reason?: string): void;
  /** WebSocket connections accepted since the last reset */
  wsConnections(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startMisbehavingServer(apiKey: string): Promise<MisbehavingServer> {
  const calls: ReceivedCall[] = [];
  let httpHandler = defaultHttp;
  let wsHandler = defaultWs;
  let refusal: { status: number; body: string } | undefined;
  let connections = 0;
  const sockets = new Set<WebSocket>();
  const rawSockets = new Set<Socket>();

  const unauthorized = (path: string): string =>
    // Like some providers, echo what was in the URL (to test that we scrub it).
    jsonError(null, -32002, `invalid project id: ${path.split('/').pop() ?? ''}`);

  let posts = 0;
  async function answerOne(raw: string, post: number): Promise<HttpReply> {
    const call = { ...readCall('http', raw), post };
    calls.push(call);
    const index = calls.filter((c) => c.transport === 'http').length - 1;
    return httpHandler(call, index);
  }

  async function answerPost(raw: string): Promise<HttpReply> {
    const post = posts++;
    let batch: unknown;
    try {
      batch = JSON.parse(raw);
    } catch {
      batch = undefined;
    }
    if (!Array.isArray(batch) || batch.length === 0) return answerOne(raw, post);
    const replies: HttpReply[] = [];
    for (const element of batch) replies.push(await answerOne(JSON.stringify(element), post));
    const refusal = replies.find((r) => (r.status !== undefined && r.status !== 200) || r.cutAfter !== undefined);
    const delayMs = Math.max(...replies.map((r) => r.delayMs ?? 0));
    if (refusal) return { ...refusal, delayMs };
    const bodies = replies.map((r) => r.body ?? '').filter((body) => body !== '');
    return {
      delayMs,
      headers: Object.assign({}, ...replies.map((r) => r.headers ?? {})) as Record<string, string>,
      body: `[${bodies.join(',')}]`,
    };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || req.url !== `/v3/${apiKey}`) {
          res.writeHead(401, { 'Content-Type': 'application/json' }).end(unauthorized(req.url ?? ''));
          return;
        }
        const reply = await answerPost(raw);
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        const body = reply.body ?? '';
        if (res.destroyed) return;
        if (reply.cutAfter !== undefined) {
          res.writeHead(reply.status ?? 200, {
            'Content-Type': 'application/json',
            'Content-Length': String(Buffer.byteLength(body)),
            ...reply.headers,
          });
          res.write(body.slice(0, reply.cutAfter), () => res.destroy());
          return;
        }
        res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json', ...reply.headers }).end(body);
      })();
    });
  });
  server.on('connection', (socket) => {
    rawSockets.add(socket);
    socket.on('close', () => rawSockets.delete(socket));
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const reject = (status: number, body: string) => {
      socket.end(
        `HTTP/1.1 ${status} Refused\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    };
    if (req.url !== `/ws/v3/${apiKey}`) return reject(401, unauthorized(req.url ?? ''));
    if (refusal) return reject(refusal.status, refusal.body);
    wss.handleUpgrade(req, socket, head, (ws) => {
      connections++;
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      const peer: WsPeer = {
        send: (text) => {
          if (ws.readyState === ws.OPEN) ws.send(text);
        },
        close: (code, reason) => ws.close(code, reason),
        terminate: () => ws.terminate(),
      };
      ws.on('message', (data) => {
        // a batch (the client sends a tick's calls in one message) is handed over call by call,
        // each answered in a message of its own: any order and grouping of replies is the
        // provider's to choose
        for (const raw of batchElements(String(data))) {
          const call = readCall('websocket', raw);
          calls.push(call);
          const index = calls.filter((c) => c.transport === 'websocket').length - 1;
          wsHandler(call, peer, index);
        }
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    apiKey,
    base,
    httpUrl: `${base}/v3/${apiKey}`,
    wsUrl: `ws://127.0.0.1:${port}/ws/v3/${apiKey}`,
    calls,
    onHttp: (handler) => (httpHandler = handler),
    onWs: (handler) => (wsHandler = handler),
    refuseUpgrades: (reply) => (refusal = reply),
    closeSockets: (code = 1001, reason = 'going away') => {
      for (const ws of sockets) ws.close(code, reason);
    },
    wsConnections: () => connections,
    reset() {
      calls.length = 0;
      posts = 0;
      connections = 0;
      httpHandler = defaultHttp;
      wsHandler = defaultWs;
      refusal = undefined;
    },
    close: async () => {
      for (const ws of sockets) ws.terminate();
      wss.close();
      for (const socket of rawSockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
