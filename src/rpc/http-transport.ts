/**
 * JSON-RPC over HTTP: one fetch POST per attempt, a timeout through AbortController, the body
 * read as a stream and abandoned past a size cap, and each HTTP failure status turned into its
 * specific error with the provider's own message (such bodies often hold a JSON-RPC error).
 */
import {
  RpcClosedError,
  RpcError,
  RpcMalformedResponseError,
  RpcNetworkError,
  RpcTimeoutError,
} from './errors.ts';
import {
  backoffFromData,
  detailsOf,
  encodeRequest,
  parseReplyText,
  readReply,
  responseErrorFrom,
  type CallContext,
} from './envelope.ts';
import type { ResolvedEndpoint } from './endpoint.ts';
import { failureMessage, refusalError } from './failure-body.ts';
import { parseRetryAfter } from './retry.ts';
import { scrubSecrets } from './redact.ts';
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

export function createHttpTransport(config: HttpTransportConfig): RpcTransport {
  const { endpoint, nextId, timeoutMs, maxResponseBytes } = config;
  const stats = emptyStats();
  const inFlight = new Set<AbortController>();
  let closed = false;

  async function attemptOnce(method: string, params: unknown[], attempt: number): Promise<unknown> {
    const ctx: CallContext = { method, endpoint: endpoint.label, secrets: endpoint.secrets };
    const id = nextId();
    const body = encodeRequest(id, method, params);
    const exchange: RpcExchange = {
      id,
      method,
      params,
      transport: 'http',
      url: endpoint.label,
      request: body,
      startedAt: Date.now(),
      attempt,
    };
    const finish = <T>(outcome: { result?: T; error?: RpcError; text?: string; status?: number }): T => {
      exchange.durationMs = Date.now() - exchange.startedAt;
      if (outcome.text !== undefined) exchange.response = truncateForExchange(scrubSecrets(outcome.text, endpoint.secrets));
      if (outcome.status !== undefined) exchange.status = outcome.status;
      if (outcome.error) exchange.error = outcome.error;
      config.onExchange?.(exchange);
      if (outcome.error) throw outcome.error;
      return outcome.result as T;
    };

    if (closed) return finish({ error: new RpcClosedError('client is closed', detailsOf(ctx)) });

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    inFlight.add(controller);
    stats.requestsSent++;
    stats.inFlight = inFlight.size;
    // a copy: what was reported at the start stays as it was when the attempt settles
    config.onExchangeStart?.({ ...exchange });

    let response: Response;
    let text: string;
    try {
      response = await config.fetch(endpoint.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body,
        signal: controller.signal,
      });
      text = await readCapped(response, maxResponseBytes);
    } catch (cause) {
      if (cause instanceof BodyTooLarge) {
        return finish({
          error: new RpcMalformedResponseError(
            `reply is larger than the ${maxResponseBytes}-byte limit`,
            detailsOf(ctx, { sizeCapBytes: maxResponseBytes }),
          ),
        });
      }
      if (timedOut) return finish({ error: new RpcTimeoutError(timeoutMs, detailsOf(ctx)) });
      if (closed) return finish({ error: new RpcClosedError('client was closed with the request in flight', detailsOf(ctx)) });
      // fetch's own messages ("fetch failed", "terminated") may quote the URL: keep them out.
      const reason = cause instanceof Error && cause.cause instanceof Error ? (cause.cause as { code?: unknown }).code : undefined;
      return finish({
        error: new RpcNetworkError(
          `could not reach the endpoint${typeof reason === 'string' ? ` (${reason})` : ''}`,
          detailsOf(ctx),
        ),
      });
    } finally {
      clearTimeout(timer);
      inFlight.delete(controller);
      stats.inFlight = inFlight.size;
    }

    const status = response.status;
    if (status < 200 || status > 299) {
      const { message, json } = failureMessage(text, ctx);
      const rpcError = json ? responseErrorFrom(json['error'], ctx) : undefined;
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after')) ?? rpcError?.retryAfterMs ?? backoffFromData(rpcError?.data);
      const details = detailsOf(ctx, {
        ...(rpcError ? { code: rpcError.code, data: rpcError.data } : {}),
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      });
      return finish({ error: refusalError(status, message, details), text, status });
    }

    try {
      const result = readReply(parseReplyText(text, ctx), id, ctx);
      return finish({ result, text, status });
    } catch (error) {
      if (error instanceof RpcError) return finish({ error, text, status });
      throw error;
    }
  }

  return {
    kind: 'http',
    label: endpoint.label,
    request: attemptOnce,
    stats: () => ({ ...stats }),
    close() {
      closed = true;
      for (const controller of inFlight) controller.abort();
    },
  };
}
