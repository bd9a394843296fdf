/**
 * One HTTP POST of a JSON-RPC body, shared by single calls and batches: a timeout through
 * AbortController, the body read as a stream and abandoned past a size cap, and every way the
 * POST can fail turned into a typed error for each call it carried (each with its own method).
 */
import {
  RpcClosedError,
  RpcMalformedResponseError,
  RpcNetworkError,
  RpcTimeoutError,
  type RpcError,
} from './errors.ts';
import { backoffFromData, detailsOf, responseErrorFrom, type CallContext } from './envelope.ts';
import { failureMessage, refusalError } from './failure-body.ts';
import { parseRetryAfter } from './retry.ts';

class BodyTooLarge extends Error {}

/** Reads at most `limit` bytes of the body, cancelling the stream past it. */
async function readCapped(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new BodyTooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

export interface PostSettings {
  url: string;
  fetch: typeof fetch;
  timeoutMs: number;
  maxResponseBytes: number;
  /** the transport's requests in flight, aborted when it closes */
  inFlight: Set<AbortController>;
  isClosed: () => boolean;
}

/** What came back, or how the POST failed, as an error for the call described by `ctx`. */
export type Posted = { response: Response; text: string } | { failure: (ctx: CallContext) => RpcError };

export async function postJson(settings: PostSettings, body: string): Promise<Posted> {
  const { timeoutMs, maxResponseBytes, inFlight } = settings;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  inFlight.add(controller);
  try {
    const response = await settings.fetch(settings.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body,
      signal: controller.signal,
    });
    return { response, text: await readCapped(response, maxResponseBytes) };
  } catch (cause) {
    if (cause instanceof BodyTooLarge) {
      return {
        failure: (ctx) =>
          new RpcMalformedResponseError(
            `reply is larger than the ${maxResponseBytes}-byte limit`,
            detailsOf(ctx, { sizeCapBytes: maxResponseBytes }),
          ),
      };
    }
    if (timedOut) return { failure: (ctx) => new RpcTimeoutError(timeoutMs, detailsOf(ctx)) };
    if (settings.isClosed())
      return { failure: (ctx) => new RpcClosedError('client was closed with the request in flight', detailsOf(ctx)) };
    // fetch's own messages ("fetch failed", "terminated") may quote the URL: keep them out.
    const reason =
      cause instanceof Error && cause.cause instanceof Error ? (cause.cause as { code?: unknown }).code : undefined;
    return {
      failure: (ctx) =>
        new RpcNetworkError(
          `could not reach the endpoint${typeof reason === 'string' ? ` (${reason})` : ''}`,
          detailsOf(ctx),
        ),
    };
  } finally {
    clearTimeout(timer);
    inFlight.delete(controller);
  }
}

/** The specific error of a non-2xx reply, with the provider's own message and any wait it asked for. */
export function statusError(response: Response, text: string, ctx: CallContext): RpcError {
  const { message, json } = failureMessage(text, ctx);
  const rpcError = json ? responseErrorFrom(json['error'], ctx) : undefined;
  const retryAfterMs =
    parseRetryAfter(response.headers.get('retry-after')) ?? rpcError?.retryAfterMs ?? backoffFromData(rpcError?.data);
  const details = detailsOf(ctx, {
    ...(rpcError ? { code: rpcError.code, data: rpcError.data } : {}),
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  });
  return refusalError(response.status, message, details);
}
