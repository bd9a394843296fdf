/**
 * One HTTP POST of a JSON-RPC body, shared by single calls and batches: a timeout through
 * AbortController, the body read as a stream and abandoned past a size cap, and every way the
 * POST can fail turned into a typed error for each call it carried (each with its own method).
 */
import { readCappedText } from '../browser/read-capped.ts';
import {
  RpcClosedError,
  RpcMalformedResponseError,
  RpcNetworkError,
  RpcTimeoutError,
  type RpcError,
} from './errors.ts';
import { createDeadlineTimer, deadlineIn, type DeadlineTimer } from './deadlines.ts';
import { backoffFromData, detailsOf, responseErrorFrom, type CallContext } from './envelope.ts';
import { failureMessage, refusalError } from './failure-body.ts';
import { parseRetryAfter } from './retry.ts';

class BodyTooLarge extends Error {}

// One decoder for every reply: it decodes each reply whole, so it keeps no state between them
// (a decoder made per reply cost more CPU than the rest of reading it).

/** Reads at most `limit` bytes of the body, cancelling the stream past it. */
/** One POST on the wire. */
interface PostInFlight {
  controller: AbortController;
  deadline: number;
  timedOut: boolean;
}

/** A transport's POSTs on the wire, oldest first: each timed out on one timer, all aborted when it closes. */
export interface PostsInFlight {
  readonly posts: Set<PostInFlight>;
  readonly timer: DeadlineTimer;
}

export function createPostsInFlight(): PostsInFlight {
  const posts = new Set<PostInFlight>();
  const timer = createDeadlineTimer(
    () => posts.values(),
    (post) => {
      // an aborted fetch leaves the set when it settles, a moment later: abort it once
      if (post.timedOut) return;
      post.timedOut = true;
      post.controller.abort();
    },
  );
  return { posts, timer };
}

export interface PostSettings {
  url: string;
  fetch: typeof fetch;
  timeoutMs: number;
  maxResponseBytes: number;
  /** the transport's requests in flight */
  inFlight: PostsInFlight;
  isClosed: () => boolean;
}

// one object for every POST: fetch only reads it
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** What came back, or how the POST failed, as an error for the call described by `ctx`. */
export type Posted = { response: Response; text: string } | { failure: (ctx: CallContext) => RpcError };

export async function postJson(settings: PostSettings, body: string): Promise<Posted> {
  const { timeoutMs, maxResponseBytes, inFlight } = settings;
  const controller = new AbortController();
  const post: PostInFlight = { controller, deadline: deadlineIn(timeoutMs), timedOut: false };
  inFlight.posts.add(post);
  inFlight.timer.started(post.deadline);
  try {
    const response = await settings.fetch(settings.url, {
      method: 'POST',
      headers: JSON_HEADERS,
      body,
      signal: controller.signal,
    });
    return { response, text: await readCappedText(response, maxResponseBytes, () => new BodyTooLarge()) };
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
    if (post.timedOut) return { failure: (ctx) => new RpcTimeoutError(timeoutMs, detailsOf(ctx)) };
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
    inFlight.posts.delete(post);
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
