/**
 * Many JSON-RPC requests over one socket, told apart by id: each is timed out on its own, waits
 * in a queue while the socket is not open, and ends in its reply, its timeout or the socket's
 * failure. Replies may come in any order; replies to ids we do not know (late ones included) are
 * counted, not trusted.
 */
import { RpcMalformedResponseError, RpcTimeoutError, type RpcError } from './errors.ts';
import {
  describe,
  detailsOf,
  encodeRequest,
  isRecord,
  parseReplyText,
  readReply,
  replyFailure,
  responseErrorFrom,
  salvageId,
  type CallContext,
} from './envelope.ts';
import { createDeadlineTimer, deadlineIn } from './deadlines.ts';
import type { ResolvedEndpoint } from './endpoint.ts';
import { scrubSecrets } from './scrub-secrets.ts';
import { truncateForExchange, type RpcExchange, type TransportStats } from './transport.ts';
import { decodeMessage, messageText } from './websocket-message.ts';

interface Pending {
  id: number;
  /** when it times out (deadlines.ts) */
  deadline: number;
  body: string;
  ctx: CallContext;
  exchange: RpcExchange;
  /** on the wire (false while queued for the socket to open) */
  sent: boolean;
  resolve: (result: unknown) => void;
  reject: (error: RpcError) => void;
}

export interface RequestMultiplexerConfig {
  endpoint: ResolvedEndpoint;
  nextId: () => number;
  timeoutMs: number;
  maxResponseBytes: number;
  stats: TransportStats;
  onExchange?: (exchange: RpcExchange) => void;
  onExchangeStart?: (exchange: RpcExchange) => void;
  /** a message that is no reply but a notification (eth_subscription) */
  onNotification?: (method: string, params: unknown) => void;
}

export interface RequestMultiplexer {
  /** Answers a request at once with an error (logged like any other exchange). */
  refuse(method: string, params: unknown[], attempt: number, error: (ctx: CallContext) => RpcError): Promise<never>;
  /** Registers a request, timed from now; it waits in the queue until `flush`. */
  enqueue(method: string, params: unknown[], attempt: number): Promise<unknown>;
  hasQueued(): boolean;
  /** Puts every queued request on the wire, in arrival order; a throwing `send` fails that request. */
  flush(send: (body: string) => void, sendFailed: (ctx: CallContext) => RpcError): void;
  /** Fails what is on the wire (the socket went down: those replies are lost). */
  failSent(error: (ctx: CallContext) => RpcError): void;
  /** Fails what waits in the queue (the socket could not be opened). */
  failQueued(error: (ctx: CallContext) => RpcError): void;
  /** Fails everything, on the wire or queued. */
  failAll(error: (ctx: CallContext) => RpcError): void;
  /** A message from the socket. */
  receive(data: unknown): Promise<void>;
}

const LATE_IDS_KEPT = 4096;

export function createRequestMultiplexer(config: RequestMultiplexerConfig): RequestMultiplexer {
  const { endpoint, timeoutMs, stats } = config;
  const pending = new Map<number, Pending>();
  /** requests waiting for the socket to open, in arrival order */
  let queue: Pending[] = [];
  const lateIds = new Set<number>();
  // `pending` holds the requests in the order they started, which is the order of their deadlines
  const deadlines = createDeadlineTimer(pending.values.bind(pending), (p) => {
    lateIds.add(p.id);
    if (lateIds.size > LATE_IDS_KEPT) lateIds.delete(lateIds.values().next().value as number);
    settle(p, { error: new RpcTimeoutError(timeoutMs, detailsOf(p.ctx)) });
  });

  function settle(p: Pending, outcome: { result?: unknown; error?: RpcError; text?: string }): void {
    if (!pending.delete(p.id)) return;
    if (!p.sent) queue = queue.filter((q) => q !== p);
    stats.inFlight = pending.size;
    p.exchange.durationMs = Date.now() - p.exchange.startedAt;
    // the reply's text is for the request log alone: not scrubbed and copied when nobody keeps one
    if (outcome.text !== undefined && config.onExchange)
      p.exchange.response = truncateForExchange(scrubSecrets(outcome.text, endpoint.secrets));
    if (outcome.error) p.exchange.error = outcome.error;
    config.onExchange?.(p.exchange);
    if (outcome.error) p.reject(outcome.error);
    else p.resolve(outcome.result);
  }

  function prepare(method: string, params: unknown[], attempt: number) {
    const ctx: CallContext = { method, endpoint: endpoint.label, secrets: endpoint.secrets };
    const id = config.nextId();
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
    return { ctx, id, body, exchange };
  }

  function refuse(
    method: string,
    params: unknown[],
    attempt: number,
    error: (ctx: CallContext) => RpcError,
  ): Promise<never> {
    const { ctx, exchange } = prepare(method, params, attempt);
    const failure = error(ctx);
    exchange.durationMs = 0;
    exchange.error = failure;
    config.onExchange?.(exchange);
    return Promise.reject(failure);
  }

  function enqueue(method: string, params: unknown[], attempt: number): Promise<unknown> {
    const { ctx, id, body, exchange } = prepare(method, params, attempt);
    return new Promise<unknown>((resolve, reject) => {
      const p: Pending = {
        id,
        deadline: deadlineIn(timeoutMs),
        body,
        ctx,
        exchange,
        resolve,
        reject,
        sent: false,
      };
      pending.set(id, p);
      deadlines.started(p.deadline);
      stats.inFlight = pending.size;
      // in flight from here, even while the socket is still connecting; a copy, as in HTTP
      config.onExchangeStart?.({ ...p.exchange });
      queue.push(p);
    });
  }

  function flush(send: (body: string) => void, sendFailed: (ctx: CallContext) => RpcError): void {
    const waiting = queue;
    queue = [];
    for (const p of waiting) {
      try {
        send(p.body);
        p.sent = true;
        stats.requestsSent++;
      } catch {
        settle(p, { error: sendFailed(p.ctx) });
      }
    }
  }

  function failSent(error: (ctx: CallContext) => RpcError): void {
    for (const p of [...pending.values()]) if (p.sent) settle(p, { error: error(p.ctx) });
  }

  function failQueued(error: (ctx: CallContext) => RpcError): void {
    const waiting = queue;
    queue = [];
    for (const p of waiting) settle(p, { error: error(p.ctx) });
  }

  function failAll(error: (ctx: CallContext) => RpcError): void {
    for (const p of [...pending.values()]) settle(p, { error: error(p.ctx) });
    queue = [];
  }

  async function receive(data: unknown): Promise<void> {
    const text = messageText(data);
    const message = decodeMessage(typeof text === 'object' ? await text : text, config.maxResponseBytes);
    switch (message.kind) {
      case 'undecodable':
        stats.malformedMessages++;
        return;
      case 'oversized': {
        const p = lookup(salvageId(message.head.slice(0, 256))) ?? unattributed();
        if (p) {
          settle(p, {
            error: new RpcMalformedResponseError(
              `reply is larger than the ${config.maxResponseBytes}-byte limit`,
              detailsOf(p.ctx),
            ),
            text: message.head,
          });
        }
        return;
      }
      case 'unparseable': {
        // A truncated reply often still shows whose it was; garbage (an HTML error page) does
        // not. Either way fail a request now rather than letting it run into its timeout.
        const p = lookup(salvageId(message.text)) ?? unattributed();
        if (p) {
          try {
            parseReplyText(message.text, p.ctx);
          } catch (error) {
            settle(p, { error: error as RpcError, text: message.text });
          }
        }
        return;
      }
      case 'replies':
        for (const { reply, text } of message.replies) onReply(reply, text);
    }
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
        config.onNotification?.(reply['method'], reply['params']);
        return;
      }
      const p = unattributed();
      if (!p) return;
      const error =
        responseErrorFrom(reply['error'], p.ctx) ??
        new RpcMalformedResponseError(
          `reply id ${describe(id, p.ctx)} does not echo the request id ${p.id}`,
          detailsOf(p.ctx, { field: 'id' }),
        );
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
      settle(p, { error: replyFailure(error, p.ctx), text });
    }
  }

  return { refuse, enqueue, hasQueued: () => queue.length > 0, flush, failSent, failQueued, failAll, receive };
}
