/**
 * JSON-RPC over one WebSocket, multiplexed by id. Connects lazily, queues while connecting,
 * times each request out on its own, accepts replies in any order and counts replies to ids it
 * does not know. When the socket closes, every request in flight fails at once with
 * RpcClosedError and the next request reconnects (after a bounded backoff if connecting itself
 * failed), so a provider's idle close goes unnoticed.
 *
 * A refused upgrade (bad key → 401) must read as an auth error, not "connection failed". With
 * Node's `ws` the 'unexpected-response' event carries the status; browsers hide it, so when a
 * socket fails before opening we ask the HTTP twin of the URL once and read its status.
 */
import {
  RpcAuthError,
  RpcClosedError,
  RpcError,
  RpcHttpError,
  RpcMalformedResponseError,
  RpcNetworkError,
  RpcTimeoutError,
} from './errors.ts';
import {
  detailsOf,
  encodeRequest,
  isRecord,
  parseReplyText,
  providerText,
  readReply,
  responseErrorFrom,
  describe,
  salvageId,
  type CallContext,
} from './envelope.ts';
import { httpTwinOf, type ResolvedEndpoint } from './endpoint.ts';
import { backoffDelay, type RetryPolicy } from './retry.ts';
import { scrubSecrets } from './redact.ts';
import { emptyStats, truncateForExchange, type RpcExchange, type Transport, type TransportStats } from './transport.ts';

/** The part of the WebSocket API we use; the browser's WebSocket and the `ws` package both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'error', listener: (event: unknown) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number; reason: string }) => void): void;
}

export type WebSocketConstructorLike = new (url: string) => WebSocketLike;

/** Node's `ws` adds an EventEmitter face; its 'unexpected-response' gives the upgrade status. */
interface NodeUpgradeResponse {
  statusCode?: number;
  on(event: 'data', listener: (chunk: unknown) => void): unknown;
  on(event: 'end' | 'error', listener: () => void): unknown;
}
interface NodeWebSocketExtras {
  on(event: 'unexpected-response', listener: (request: unknown, response: NodeUpgradeResponse) => void): unknown;
  terminate?(): void;
}

function hasNodeEvents(socket: WebSocketLike): socket is WebSocketLike & NodeWebSocketExtras {
  return typeof (socket as Partial<NodeWebSocketExtras>).on === 'function';
}

export interface WebSocketTransportConfig {
  endpoint: ResolvedEndpoint;
  nextId: () => number;
  timeoutMs: number;
  maxResponseBytes: number;
  WebSocket: WebSocketConstructorLike;
  /** for the bad-key probe when the upgrade status is hidden (browsers) */
  fetch?: typeof fetch;
  reconnect: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>;
  onExchange?: (exchange: RpcExchange) => void;
}

interface Pending {
  id: number;
  body: string;
  ctx: CallContext;
  exchange: RpcExchange;
  timer: ReturnType<typeof setTimeout>;
  /** on the wire (false while queued for the socket to open) */
  sent: boolean;
  resolve: (result: unknown) => void;
  reject: (error: RpcError) => void;
}

const OPEN = 1;
const LATE_IDS_KEPT = 4096;

export function createWebSocketTransport(config: WebSocketTransportConfig): Transport {
  const { endpoint, nextId, timeoutMs, maxResponseBytes } = config;
  const stats: TransportStats = emptyStats();
  const pending = new Map<number, Pending>();
  /** requests waiting for the socket to open, in arrival order */
  let queue: Pending[] = [];
  const lateIds = new Set<number>();

  let socket: WebSocketLike | null = null;
  let opened = false;
  /** a connect is scheduled, running, or being diagnosed */
  let connecting = false;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let everOpened = false;
  let failStreak = 0;
  let lastFailureAt = 0;
  let closed = false;

  const baseCtx = (method: string): CallContext => ({ method, endpoint: endpoint.label, secrets: endpoint.secrets });

  function settle(p: Pending, outcome: { result?: unknown; error?: RpcError; text?: string }): void {
    if (!pending.delete(p.id)) return;
    clearTimeout(p.timer);
    if (!p.sent) queue = queue.filter((q) => q !== p);
    stats.inFlight = pending.size;
    p.exchange.durationMs = Date.now() - p.exchange.startedAt;
    if (outcome.text !== undefined) p.exchange.response = truncateForExchange(scrubSecrets(outcome.text, endpoint.secrets));
    if (outcome.error) p.exchange.error = outcome.error;
    config.onExchange?.(p.exchange);
    if (outcome.error) p.reject(outcome.error);
    else p.resolve(outcome.result);
  }

  function failAll(makeError: (p: Pending) => RpcError): void {
    for (const p of [...pending.values()]) settle(p, { error: makeError(p) });
    queue = [];
  }

  function send(p: Pending): void {
    if (!socket || !opened) return;
    try {
      socket.send(p.body);
      p.sent = true;
      stats.requestsSent++;
    } catch {
      settle(p, { error: new RpcNetworkError('could not send on the WebSocket', detailsOf(p.ctx)) });
    }
  }

  function ensureConnected(): void {
    if (socket || connecting || closed) return;
    connecting = true;
    const wait = failStreak === 0 ? 0 : Math.max(0, lastFailureAt + backoffDelay(failStreak, { ...config.reconnect, attempts: 1 }) - Date.now());
    connectTimer = setTimeout(openSocket, wait);
  }

  function openSocket(): void {
    connectTimer = undefined;
    if (closed) return;
    if (queue.length === 0) {
      // Everyone waiting timed out meanwhile: connect again when someone asks.
      connecting = false;
      return;
    }
    const gen = ++generation;
    const current = (): boolean => gen === generation && !closed;
    let upgradeStatus: number | undefined;
    let upgradeBody = '';
    let ws: WebSocketLike;
    try {
      ws = new config.WebSocket(endpoint.url);
    } catch {
      void connectFailed(gen, undefined, undefined, false);
      return;
    }
    socket = ws;
    opened = false;
    const nodeSocket = hasNodeEvents(ws) ? ws : undefined;
    const nodeEvents = nodeSocket !== undefined;
    const connectTimeout = setTimeout(() => {
      if (!current() || opened) return;
      void connectFailed(gen, undefined, undefined, nodeEvents, 'timed out connecting');
      abandon(ws);
    }, timeoutMs);

    if (nodeSocket) {
      nodeSocket.on('unexpected-response', (_request, response) => {
        upgradeStatus = response.statusCode;
        const done = (): void => {
          if (!current()) return;
          clearTimeout(connectTimeout);
          void connectFailed(gen, upgradeStatus, upgradeBody, nodeEvents);
          abandon(ws);
        };
        response.on('data', (chunk) => {
          if (upgradeBody.length < 4096) upgradeBody += String(chunk);
        });
        response.on('end', done);
        response.on('error', done);
      });
    }
    ws.addEventListener('open', () => {
      if (!current()) return;
      clearTimeout(connectTimeout);
      opened = true;
      connecting = false;
      failStreak = 0;
      if (everOpened) stats.reconnects++;
      everOpened = true;
      const waiting = queue;
      queue = [];
      for (const p of waiting) send(p);
    });
    ws.addEventListener('message', (event) => {
      if (current()) void onMessage(event.data);
    });
    const onDown = (event: { code?: number; reason?: string }): void => {
      if (!current()) return;
      if (!opened) {
        // 'error' then 'close' both land here; the upgrade handler may still be reading a body.
        if (upgradeStatus !== undefined) return;
        clearTimeout(connectTimeout);
        void connectFailed(gen, undefined, undefined, nodeEvents);
        return;
      }
      generation++;
      socket = null;
      opened = false;
      const code = event.code;
      const reason = event.reason ? providerText(event.reason, baseCtx(''), 120) : '';
      // What was on the wire is lost; what was still queued (sent while the socket was closing)
      // goes out on the next connection.
      for (const p of [...pending.values()]) {
        if (!p.sent) continue;
        settle(p, {
          error: new RpcClosedError(
            `WebSocket closed with the request in flight${code !== undefined ? ` (code ${code}${reason ? `: ${reason}` : ''})` : ''}`,
            { ...detailsOf(p.ctx), ...(code !== undefined ? { closeCode: code } : {}) },
          ),
        });
      }
      if (queue.length > 0) ensureConnected();
    };
    ws.addEventListener('close', (event) => onDown(event));
    ws.addEventListener('error', () => onDown({}));
  }

  function abandon(ws: WebSocketLike): void {
    try {
      if (hasNodeEvents(ws) && typeof ws.terminate === 'function') ws.terminate();
      else ws.close();
    } catch {
      // already gone
    }
  }

  async function connectFailed(
    gen: number,
    status: number | undefined,
    body: string | undefined,
    statusVisible: boolean,
    why = 'WebSocket connection failed',
  ): Promise<void> {
    if (gen !== generation || closed) return;
    generation++; // ignore whatever this socket still emits
    socket = null;
    opened = false;
    stats.connectFailures++;
    failStreak++;
    lastFailureAt = Date.now();
    let diagnosis: { status: number; message?: string } | undefined;
    if (status !== undefined) diagnosis = { status, message: body ? failureText(body) : undefined };
    else if (!statusVisible) diagnosis = await probe();
    connecting = false;
    if (closed) return;
    // Requests that arrived while we were diagnosing share the diagnosis.
    const waiting = queue;
    queue = [];
    for (const p of waiting) {
      let error: RpcError;
      if (diagnosis && (diagnosis.status === 401 || diagnosis.status === 403)) {
        error = new RpcAuthError(diagnosis.status, diagnosis.message, detailsOf(p.ctx));
      } else if (diagnosis && diagnosis.status >= 400) {
        error = new RpcHttpError(diagnosis.status, diagnosis.message, detailsOf(p.ctx));
      } else {
        error = new RpcNetworkError(why, detailsOf(p.ctx));
      }
      settle(p, { error });
    }
  }

  function failureText(body: string): string | undefined {
    const ctx = baseCtx('');
    try {
      const json: unknown = JSON.parse(body);
      if (isRecord(json)) {
        const error = json['error'];
        if (isRecord(error) && typeof error['message'] === 'string') return providerText(error['message'], ctx);
        if (typeof error === 'string') return providerText(error, ctx);
        if (typeof json['message'] === 'string') return providerText(json['message'], ctx);
      }
    } catch {
      // plain text
    }
    return providerText(body, ctx, 200) || undefined;
  }

  /** Browsers hide the upgrade status: ask the HTTP twin once whether the key is the problem. */
  async function probe(): Promise<{ status: number; message?: string } | undefined> {
    const doFetch = config.fetch ?? (typeof fetch === 'function' ? fetch : undefined);
    const twin = httpTwinOf(endpoint.url);
    if (!doFetch || !twin) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.min(timeoutMs, 5000));
    try {
      const response = await doFetch(twin, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: encodeRequest(0, 'eth_chainId', []),
        signal: controller.signal,
      });
      const text = response.ok ? '' : (await response.text()).slice(0, 4096);
      return { status: response.status, message: text ? failureText(text) : undefined };
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  async function onMessage(data: unknown): Promise<void> {
    let text: string;
    if (typeof data === 'string') text = data;
    else if (data instanceof ArrayBuffer) text = new TextDecoder().decode(data);
    else if (ArrayBuffer.isView(data)) text = new TextDecoder().decode(data);
    else if (data && typeof (data as Blob).text === 'function') text = await (data as Blob).text();
    else {
      stats.malformedMessages++;
      return;
    }
    if (text.length > maxResponseBytes) {
      const p = lookup(salvageId(text.slice(0, 256))) ?? unattributed();
      if (p) {
        settle(p, {
          error: new RpcMalformedResponseError(`reply is larger than the ${maxResponseBytes}-byte limit`, detailsOf(p.ctx)),
          text: text.slice(0, 1024),
        });
      }
      return;
    }
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      // A truncated reply often still shows whose it was; garbage (an HTML error page) does
      // not. Either way fail a request now rather than letting it run into its timeout.
      const p = lookup(salvageId(text)) ?? unattributed();
      if (p) {
        try {
          parseReplyText(text, p.ctx);
        } catch (error) {
          settle(p, { error: error as RpcError, text });
        }
      }
      return;
    }
    if (Array.isArray(payload)) {
      for (const item of payload) onReply(item, JSON.stringify(item));
    } else onReply(payload, text);
  }

  function lookup(id: unknown): Pending | undefined {
    let p: Pending | undefined;
    if (typeof id === 'number') p = pending.get(id);
    // An id echoed as a string is still ours, but the reply is malformed (readReply says so).
    else if (typeof id === 'string' && /^\d+$/.test(id)) p = pending.get(Number(id));
    return p?.sent ? p : undefined;
  }

  /**
   * A message without a usable id (garbage, or an error with `id: null` as providers send for
   * rate limits) is about some request we sent; we cannot know which, so it fails the oldest one
   * in flight. Should that guess be wrong, the guessed request fails early (and is retried if
   * the error allows it) and the right one still ends in its reply or its timeout.
   */
  function unattributed(): Pending | undefined {
    stats.malformedMessages++;
    for (const p of pending.values()) if (p.sent) return p;
    return undefined;
  }

  function onReply(reply: unknown, text: string): void {
    if (!isRecord(reply)) {
      stats.malformedMessages++;
      return;
    }
    const id = reply['id'];
    if (id === undefined || id === null) {
      if (typeof reply['method'] === 'string') {
        stats.notifications++;
        return;
      }
      const p = unattributed();
      if (!p) return;
      const error =
        responseErrorFrom(reply['error'], p.ctx) ??
        new RpcMalformedResponseError(`reply id ${describe(id, p.ctx)} does not echo the request id ${p.id}`, detailsOf(p.ctx, { field: 'id' }));
      settle(p, { error, text });
      return;
    }
    const p = lookup(id);
    if (!p) {
      stats.unknownIdReplies++;
      if (typeof id === 'number' && lateIds.has(id)) stats.lateReplies++;
      return;
    }
    try {
      settle(p, { result: readReply(reply, p.id, p.ctx), text });
    } catch (error) {
      settle(p, { error: error as RpcError, text });
    }
  }

  function request(method: string, params: unknown[], attempt: number): Promise<unknown> {
    const ctx = baseCtx(method);
    const id = nextId();
    const body = encodeRequest(id, method, params);
    const exchange: RpcExchange = {
      id,
      method,
      params,
      transport: 'websocket',
      url: endpoint.label,
      request: body,
      startedAt: Date.now(),
      attempt,
    };
    if (closed) {
      const error = new RpcClosedError('client is closed', detailsOf(ctx));
      exchange.durationMs = 0;
      exchange.error = error;
      config.onExchange?.(exchange);
      return Promise.reject(error);
    }
    return new Promise<unknown>((resolve, reject) => {
      const p: Pending = {
        id,
        body,
        ctx,
        exchange,
        resolve,
        reject,
        sent: false,
        timer: setTimeout(() => {
          lateIds.add(id);
          if (lateIds.size > LATE_IDS_KEPT) lateIds.delete(lateIds.values().next().value as number);
          settle(p, { error: new RpcTimeoutError(timeoutMs, detailsOf(ctx)) });
        }, timeoutMs),
      };
      pending.set(id, p);
      stats.inFlight = pending.size;
      if (socket && opened && socket.readyState === OPEN) send(p);
      else {
        queue.push(p);
        ensureConnected();
      }
    });
  }

  return {
    kind: 'websocket',
    label: endpoint.label,
    request,
    stats: () => ({ ...stats }),
    close() {
      if (closed) return;
      closed = true;
      if (connectTimer !== undefined) clearTimeout(connectTimer);
      const ws = socket;
      const wasOpen = opened;
      socket = null;
      opened = false;
      generation++;
      failAll((p) => new RpcClosedError('client was closed with the request in flight', detailsOf(p.ctx)));
      if (ws && wasOpen) ws.close(1000, 'client closed');
      else if (ws) abandon(ws);
    },
  };
}
