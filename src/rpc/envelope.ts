/**
 * JSON-RPC 2.0 envelopes: ids, the request text, and reading a reply into a result or a typed
 * error. A reply must echo the request's id and `jsonrpc: "2.0"`; anything else is malformed.
 */
import { RpcError, RpcMalformedResponseError, RpcResponseError, type RpcErrorDetails } from './errors.ts';
import { scrubSecrets } from './scrub-secrets.ts';

/** Ids unique per client: a counter, so a late reply can never be mistaken for a new request. */
export function createIdSource(): () => number {
  let next = 1;
  return () => {
    const id = next;
    // Stryker disable next-line ConditionalExpression: equivalent in practice — the wrap comes after 2^53 ids
    next = next === Number.MAX_SAFE_INTEGER ? 1 : next + 1;
    return id;
  };
}

export function encodeRequest(id: number, method: string, params: readonly unknown[]): string {
  return JSON.stringify({ jsonrpc: '2.0', method, params, id });
}

/** A POST's body: a request alone as itself, several as one batch (an array). */
export function encodeBody(requests: readonly string[]): string {
  return requests.length === 1 ? requests[0]! : `[${requests.join(',')}]`;
}

/** What an error needs to know about the call it belongs to. */
export interface CallContext {
  method: string;
  endpoint: string;
  secrets: readonly string[];
}

export function detailsOf<T extends object = RpcErrorDetails>(ctx: CallContext, extra?: T): RpcErrorDetails & T {
  return { method: ctx.method, endpoint: ctx.endpoint, ...extra } as RpcErrorDetails & T;
}

/** Provider text as it may appear in a message: key scrubbed, one line, bounded. */
export function providerText(text: string, ctx: CallContext, max = 300): string {
  const clean = scrubSecrets(text, ctx.secrets).replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

/** Scrubs the key from an error's data too (providers echo URLs in data as well). */
function scrubData(data: unknown, secrets: readonly string[]): unknown {
  let scrubbed: unknown;
  try {
    scrubbed = JSON.parse(scrubSecrets(JSON.stringify(data), secrets));
  } catch {
    // No data (JSON.stringify gives undefined), or data JSON cannot carry: none is shown.
  }
  return scrubbed;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isInteger(value: unknown): value is number {
  return Number.isInteger(value);
}

/** `error.data.backoff_seconds` (Infura's -32005), in ms. */
export function backoffFromData(data: unknown): number | undefined {
  if (!isRecord(data)) return undefined;
  const raw = data['backoff_seconds'];
  const seconds = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : undefined;
}

/** A JSON-RPC error object → RpcResponseError, or undefined when it is not one. */
export function responseErrorFrom(
  error: unknown,
  ctx: CallContext,
  extra: RpcErrorDetails = {},
): RpcResponseError | undefined {
  if (!isRecord(error) || !isInteger(error['code'])) return undefined;
  const message = typeof error['message'] === 'string' ? providerText(error['message'], ctx) : '';
  const data = scrubData(error['data'], ctx.secrets);
  const retryAfterMs = backoffFromData(data);
  return new RpcResponseError(error['code'], message, detailsOf(ctx, { data, retryAfterMs, ...extra }));
}

/** Parses reply text; garbage → malformed. */
export function parseReplyText(text: string, ctx: CallContext): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const preview = providerText(text, ctx, 60);
    throw new RpcMalformedResponseError(
      text.length === 0 ? 'empty reply' : `reply is not valid JSON${preview ? ` (starts "${preview}")` : ''}`,
      detailsOf(ctx),
    );
  }
}

/** Checks the envelope of a parsed reply to request `id`; returns `result` or throws. */
export function readReply(payload: unknown, id: number, ctx: CallContext): unknown {
  if (!isRecord(payload)) {
    throw new RpcMalformedResponseError(
      `reply must be a JSON object; got ${Array.isArray(payload) ? 'an array' : payload === null ? 'null' : typeof payload}`,
      detailsOf(ctx),
    );
  }
  if (payload['jsonrpc'] !== '2.0') {
    throw new RpcMalformedResponseError(
      `reply must carry jsonrpc "2.0"; got ${describe(payload['jsonrpc'], ctx)}`,
      detailsOf(ctx, { field: 'jsonrpc' }),
    );
  }
  // JSON-RPC 2.0 §5: an error whose request id could not be read carries `id: null`, and providers
  // answer rate limits that way. Over HTTP the reply can only be about the one request sent, so
  // the error is that request's (with its code and backoff), not a malformed reply.
  if (payload['id'] === null && isRecord(payload['error'])) {
    const error = responseErrorFrom(payload['error'], ctx);
    if (error) throw error;
  }
  if (payload['id'] !== id) {
    throw new RpcMalformedResponseError(
      `reply id ${describe(payload['id'], ctx)} does not echo the request id ${id}`,
      detailsOf(ctx, { field: 'id' }),
    );
  }
  const hasError = 'error' in payload && payload['error'] !== undefined;
  if (hasError) {
    const error = responseErrorFrom(payload['error'], ctx);
    if (!error) {
      throw new RpcMalformedResponseError('reply carries an error that is not a JSON-RPC error object', detailsOf(ctx));
    }
    throw error;
  }
  if (!('result' in payload)) {
    throw new RpcMalformedResponseError('reply has neither result nor error', detailsOf(ctx));
  }
  return payload['result'];
}

/** The id of a reply text that would not parse, if it can still be read (to fail the right request). */
export function salvageId(text: string): number | undefined {
  const match = /"id"\s*:\s*"?(\d{1,15})"?/.exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** A short, scrubbed rendering of a value the provider sent, for messages. */
export function describe(value: unknown, ctx: CallContext): string {
  if (value === undefined) return 'nothing';
  return providerText(JSON.stringify(value) ?? String(value), ctx, 60);
}

/**
 * The envelope checks throw RpcErrors. Anything else comes from a reply JavaScript cannot handle
 * (one nested deeper than JSON.stringify's stack, when a message quotes a field or the secrets are
 * scrubbed from an error's data): it is still that call's malformed reply, so the call settles and
 * the request log records it, rather than the call failing with a RangeError the log never sees.
 */
export function replyFailure(error: unknown, ctx: CallContext): RpcError {
  return error instanceof RpcError
    ? error
    : new RpcMalformedResponseError('reply could not be read', detailsOf(ctx, { cause: error }));
}

/** A batch element's own text for the request log, or the whole reply's when it is nested too deep to re-serialize. */
export function elementText(element: unknown, whole: string): string {
  try {
    return JSON.stringify(element);
  } catch {
    return whole;
  }
}
