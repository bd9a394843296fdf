/**
 * Turns a request body (HTTP) or message (WebSocket) into the answer text: parse, single or
 * batch, validate each envelope, answer each request. Shared by both transports so they cannot
 * drift apart.
 */
import {
  INTERNAL_ERROR,
  INVALID_REQUEST,
  PARSE_ERROR,
  errorResponse,
  isResponse,
  validateRequest,
  type RpcResponse,
} from './jsonrpc.ts';
import type { MethodSet } from './keys.ts';
import { answerRequest } from './methods.ts';
import { UpstreamUnavailable, type Upstream } from './upstream.ts';

async function answerOne(element: unknown, upstream: Upstream, methods: MethodSet): Promise<RpcResponse> {
  const request = validateRequest(element);
  if (isResponse(request)) return request;
  try {
    return await answerRequest(request, upstream, methods);
  } catch (error) {
    const why = error instanceof UpstreamUnavailable ? error.message : String(error);
    return errorResponse(request.id, INTERNAL_ERROR, `internal error: ${why}`);
  }
}

/** `methods`: what the request's key is served (keys.ts, methodSetOf). */
export async function answerText(
  text: string,
  upstream: Upstream,
  methods: MethodSet,
): Promise<RpcResponse | RpcResponse[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return errorResponse(null, PARSE_ERROR, 'parse error: the body is not valid JSON');
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return errorResponse(null, INVALID_REQUEST, 'invalid request: empty batch');
    return Promise.all(parsed.map((element) => answerOne(element, upstream, methods)));
  }
  return answerOne(parsed, upstream, methods);
}
