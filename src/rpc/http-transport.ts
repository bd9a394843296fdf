/**
 * JSON-RPC over HTTP. Calls issued in the same tick (a page asking for a transaction and its
 * receipt) leave together as one batch, one POST and one round trip; a call alone leaves as a
 * plain request. Each call of a batch is answered, failed and retried on its own: a batch reply
 * that lacks a call's element, or holds an error for it, fails only that call.
 */
import { RpcClosedError, RpcError, RpcMalformedResponseError } from './errors.ts';
import {
  detailsOf,
  elementText,
  encodeBody,
  encodeRequest,
  isRecord,
  parseReplyText,
  readReply,
  replyFailure,
  type CallContext,
} from './envelope.ts';
import type { ResolvedEndpoint } from './endpoint.ts';
import { createPostsInFlight, postJson, statusError, type PostSettings } from './http-post.ts';
import { scrubSecrets } from './scrub-secrets.ts';
import { emptyStats, truncateForExchange, type RpcExchange, type RpcTransport } from './transport.ts';

export interface HttpTransportConfig {
  endpoint: ResolvedEndpoint;
  nextId: () => number;
  timeoutMs: number;
  maxResponseBytes: number;
  fetch: typeof fetch;
  onExchange?: (exchange: RpcExchange) => void;
  onExchangeStart?: (exchange: RpcExchange) => void;
}

/** At most this many calls share a POST: a batch answers only when its slowest call does. */
export const MAX_BATCH = 8;

interface Call {
  ctx: CallContext;
  exchange: RpcExchange;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The reply's element for each call of the batch (none when the reply is no array). A call whose
 * id no element echoes is given, in order, an element that echoes no call's id, so a provider
 * that mangles ids is reported as such ("reply id … does not echo …"), not as a missing answer.
 */
function elementsFor(payload: unknown, calls: readonly Call[]): Map<unknown, unknown> | null {
  if (!Array.isArray(payload)) return null;
  const ids = new Set<unknown>(calls.map((call) => call.exchange.id));
  const byId = new Map<unknown, unknown>();
  const strays: unknown[] = [];
  for (const element of payload) {
    const id = isRecord(element) ? element['id'] : undefined;
    if (ids.has(id) && !byId.has(id)) byId.set(id, element);
    else strays.push(element);
  }
  // once the strays run out, shift() gives undefined: no answer, as if none were set
  for (const { exchange } of calls) if (!byId.has(exchange.id)) byId.set(exchange.id, strays.shift());
  return byId;
}

export function createHttpTransport(config: HttpTransportConfig): RpcTransport {
  const { endpoint, nextId, maxResponseBytes } = config;
  const stats = emptyStats();
  const inFlight = createPostsInFlight();
  let closed = false;
  let queue: Call[] = [];
  const post: PostSettings = {
    url: endpoint.url,
    fetch: config.fetch,
    timeoutMs: config.timeoutMs,
    // the cap is the whole reply's, batch or not: a provider's 10 MB answer is refused either way
    maxResponseBytes,
    inFlight,
    isClosed: () => closed,
  };

  function settle(call: Call, outcome: { result?: unknown; error?: RpcError; text?: string; status?: number }): void {
    const { exchange } = call;
    exchange.durationMs = Date.now() - exchange.startedAt;
    // the reply's text is for the request log alone: not scrubbed and copied when nobody keeps one
    if (outcome.text !== undefined && config.onExchange)
      exchange.response = truncateForExchange(scrubSecrets(outcome.text, endpoint.secrets));
    if (outcome.status !== undefined) exchange.status = outcome.status;
    if (outcome.error) exchange.error = outcome.error;
    config.onExchange?.(exchange);
    if (outcome.error) call.reject(outcome.error);
    else call.resolve(outcome.result);
  }

  /** Reads one call's answer out of `payload`, settling the call with its result or its own error. */
  function answer(call: Call, read: () => unknown, text: string, status: number): void {
    try {
      settle(call, { result: read(), text, status });
    } catch (error) {
      settle(call, { error: replyFailure(error, call.ctx), text, status });
    }
  }

  async function send(calls: Call[]): Promise<void> {
    if (closed) {
      for (const call of calls) settle(call, { error: new RpcClosedError('client is closed', detailsOf(call.ctx)) });
      return;
    }
    stats.requestsSent += calls.length;
    // a copy: what was reported at the start stays as it was when the attempt settles
    for (const call of calls) config.onExchangeStart?.({ ...call.exchange });
    const single = calls.length === 1;
    const body = encodeBody(calls.map((call) => call.exchange.request));
    const posted = await postJson(post, body);
    if ('failure' in posted) {
      for (const call of calls) settle(call, { error: posted.failure(call.ctx) });
      return;
    }
    const { response, text } = posted;
    const status = response.status;
    if (!response.ok) {
      for (const call of calls) settle(call, { error: statusError(response, text, call.ctx), text, status });
      return;
    }
    if (single)
      return answer(
        calls[0]!,
        () => readReply(parseReplyText(text, calls[0]!.ctx), calls[0]!.exchange.id, calls[0]!.ctx),
        text,
        status,
      );
    let payload: unknown;
    try {
      payload = parseReplyText(text, calls[0]!.ctx);
    } catch {
      for (const call of calls) answer(call, () => parseReplyText(text, call.ctx), text, status);
      return;
    }
    const byId = elementsFor(payload, calls);
    for (const call of calls) {
      const { id } = call.exchange;
      if (!byId) {
        // one object for the whole batch: an `id: null` error (a rate limit) is every call's
        answer(call, () => readReply(payload, id, call.ctx), text, status);
        continue;
      }
      const element = byId.get(id);
      // its own text, for the request log only
      const own = element === undefined || !config.onExchange ? text : elementText(element, text);
      answer(
        call,
        () => {
          if (element === undefined)
            throw new RpcMalformedResponseError(
              `the batch reply holds no answer for request id ${id}`,
              detailsOf(call.ctx, { field: 'id' }),
            );
          return readReply(element, id, call.ctx);
        },
        own,
        status,
      );
    }
  }

  function flush(): void {
    const calls = queue;
    queue = [];
    for (let start = 0; start < calls.length; start += MAX_BATCH) void send(calls.slice(start, start + MAX_BATCH));
  }

  function request(method: string, params: unknown[], attempt: number): Promise<unknown> {
    const ctx: CallContext = { method, endpoint: endpoint.label, secrets: endpoint.secrets };
    const id = nextId();
    const exchange: RpcExchange = {
      id,
      method,
      params,
      transport: 'http',
      url: endpoint.label,
      request: encodeRequest(id, method, params),
      startedAt: Date.now(),
      attempt,
    };
    return new Promise((resolve, reject) => {
      // the calls of this tick leave together, after the code that issued them has run (or are
      // refused together there, when the client is closed by then)
      queue.push({ ctx, exchange, resolve, reject });
      if (queue.length === 1) queueMicrotask(flush);
    });
  }

  return {
    kind: 'http',
    label: endpoint.label,
    request,
    stats: () => ({ ...stats, inFlight: inFlight.posts.size }),
    close() {
      closed = true;
      inFlight.timer.stop();
      for (const { controller } of inFlight.posts) controller.abort();
    },
  };
}
