/**
 * One WebSocket's life: opened lazily when someone waits, reopened after a close (after a bounded
 * backoff if opening itself failed), given up on when it does not open in time.
 *
 * A refused upgrade (bad key → 401) must read as an auth error, not "connection failed". With
 * Node's `ws` the 'unexpected-response' event carries the status; browsers hide it, so when a
 * socket fails before opening we ask the HTTP twin of the URL once and read its status.
 */
import { RpcClosedError, RpcNetworkError, type RpcError } from './errors.ts';
import { detailsOf, encodeRequest, providerText, type CallContext } from './envelope.ts';
import type { ResolvedEndpoint } from './endpoint.ts';
import { httpTwinOf } from './http-twin.ts';
import { failureMessage, refusalError } from './failure-body.ts';
import { backoffDelay, type RetryPolicy } from './retry.ts';
import type { TransportStats } from './transport.ts';

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

export interface WebSocketConnectionConfig {
  endpoint: ResolvedEndpoint;
  timeoutMs: number;
  WebSocket: WebSocketConstructorLike;
  /** for the bad-key probe when the upgrade status is hidden (browsers) */
  fetch?: typeof fetch;
  reconnect: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>;
  stats: TransportStats;
}

/** What the connection tells the requests riding on it. */
export interface ConnectionEvents {
  /** Whether anyone waits for the socket (nobody: do not open it). */
  hasWaiting(): boolean;
  /** The socket is open: send what waits. */
  opened(): void;
  message(data: unknown): void;
  /** The open socket closed; `error` builds each lost request's error. */
  dropped(error: (ctx: CallContext) => RpcError): void;
  /** The socket could not be opened; `error` builds each waiting request's error. */
  failedToOpen(error: (ctx: CallContext) => RpcError): void;
}

export interface WebSocketConnection {
  /** Opens the socket unless it is open, opening, or the connection is closed. */
  ensureOpen(): void;
  isOpen(): boolean;
  send(body: string): void;
  close(): void;
}

const OPEN = 1;

export function createWebSocketConnection(
  config: WebSocketConnectionConfig,
  events: ConnectionEvents,
): WebSocketConnection {
  const { endpoint, timeoutMs, stats } = config;
  let socket: WebSocketLike | null = null;
  // Stryker disable next-line BooleanLiteral: equivalent — `opened` is read only where `socket` is set, and it starts null
  let opened = false;
  /** a connect is scheduled, running, or being diagnosed */
  let connecting = false;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  /** bumped whenever a socket is given up on, so its late events are ignored */
  let generation = 0;
  let everOpened = false;
  let failStreak = 0;
  let lastFailureAt = 0;
  let closed = false;

  const ctx: CallContext = { method: '', endpoint: endpoint.label, secrets: endpoint.secrets };

  function ensureOpen(): void {
    if (socket || connecting || closed) return;
    connecting = true;
    const wait =
      failStreak === 0
        ? 0
        : Math.max(0, lastFailureAt + backoffDelay(failStreak, { ...config.reconnect, attempts: 1 }) - Date.now());
    connectTimer = setTimeout(openSocket, wait);
  }

  function openSocket(): void {
    connectTimer = undefined;
    if (closed) return;
    if (!events.hasWaiting()) {
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
      events.opened();
    });
    ws.addEventListener('message', (event) => {
      if (current()) events.message(event.data);
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
      // Stryker disable next-line BooleanLiteral: equivalent — `opened` is read only where `socket` is set, and it is null here
      opened = false;
      const code = event.code;
      const reason = event.reason ? providerText(event.reason, ctx, 120) : '';
      const message = `WebSocket closed with the request in flight${code !== undefined ? ` (code ${code}${reason ? `: ${reason}` : ''})` : ''}`;
      // What was on the wire is lost; what was still queued (sent while the socket was closing)
      // goes out on the next connection.
      events.dropped(
        (requestCtx) =>
          new RpcClosedError(message, { ...detailsOf(requestCtx), ...(code !== undefined ? { closeCode: code } : {}) }),
      );
      if (events.hasWaiting()) ensureOpen();
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
    // Stryker disable next-line BooleanLiteral: equivalent — `opened` is read only where `socket` is set, and it is null here
    opened = false;
    stats.connectFailures++;
    failStreak++;
    lastFailureAt = Date.now();
    let diagnosis: { status: number; message?: string } | undefined;
    if (status !== undefined) diagnosis = { status, message: body ? failureMessage(body, ctx).message : undefined };
    else if (!statusVisible) diagnosis = await probe();
    connecting = false;
    if (closed) return;
    // Requests that arrived while we were diagnosing share the diagnosis.
    events.failedToOpen((requestCtx) =>
      diagnosis && diagnosis.status >= 400
        ? refusalError(diagnosis.status, diagnosis.message, detailsOf(requestCtx))
        : new RpcNetworkError(why, detailsOf(requestCtx)),
    );
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
      return { status: response.status, message: text ? failureMessage(text, ctx).message : undefined };
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    ensureOpen,
    isOpen: () => socket !== null && opened && socket.readyState === OPEN,
    send(body) {
      if (!socket || !opened) throw new Error('the socket is not open');
      socket.send(body);
    },
    close() {
      if (closed) return;
      closed = true;
      if (connectTimer !== undefined) clearTimeout(connectTimer);
      const ws = socket;
      const wasOpen = opened;
      socket = null;
      // Stryker disable next-line BooleanLiteral: equivalent — `opened` is read only where `socket` is set, and it is null here
      opened = false;
      generation++;
      if (ws && wasOpen) ws.close(1000, 'client closed');
      else if (ws) abandon(ws);
    },
  };
}
