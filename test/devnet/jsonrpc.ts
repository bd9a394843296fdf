/**
 * The JSON-RPC 2.0 envelope as the gateway accepts it, and the error answers it builds.
 *
 * What we accept (the spec's request envelope, read strictly so Hexray cannot lean on leniency a
 * real provider might not have): an object with `jsonrpc` exactly "2.0", `method` a string,
 * `params` an array, and `id` a number. Anything else is -32600 Invalid Request; its `id` is
 * echoed when it is a number or a string, otherwise null. A batch (a JSON array) is answered
 * element by element, as public providers do; an empty batch is one -32600.
 */

export type RpcId = number | string | null;

export interface RpcRequest {
  jsonrpc: '2.0';
  id: number;
  method: string;
  params: unknown[];
}

export interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

export type RpcResponse =
  { jsonrpc: '2.0'; id: RpcId; result: unknown } | { jsonrpc: '2.0'; id: RpcId; error: RpcError };

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INTERNAL_ERROR = -32603;
export const INVALID_INPUT = -32000;
export const LIMIT_EXCEEDED = -32005;

export function errorResponse(id: RpcId, code: number, message: string, data?: unknown): RpcResponse {
  return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } };
}

export function resultResponse(id: RpcId, result: unknown): RpcResponse {
  return { jsonrpc: '2.0', id, result };
}

/** The id to echo on an invalid request: whatever usable id the caller sent. */
function echoableId(value: unknown): RpcId {
  if (typeof value === 'object' && value !== null && 'id' in value) {
    const id = value.id;
    if (typeof id === 'number' || typeof id === 'string') return id;
  }
  return null;
}

/** Checks one element; returns the request or the -32600 answer to send instead. */
export function validateRequest(value: unknown): RpcRequest | RpcResponse {
  const id = echoableId(value);
  const invalid = (why: string) => errorResponse(id, INVALID_REQUEST, `invalid request: ${why}`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return invalid('expected a JSON object');
  const v = value as Record<string, unknown>;
  if (v.jsonrpc !== '2.0') return invalid('"jsonrpc" must be "2.0"');
  if (typeof v.method !== 'string') return invalid('"method" must be a string');
  if (!Array.isArray(v.params)) return invalid('"params" must be an array');
  if (typeof v.id !== 'number' || !Number.isFinite(v.id)) return invalid('"id" must be a number');
  return { jsonrpc: '2.0', id: v.id, method: v.method, params: v.params };
}

export function isResponse(value: RpcRequest | RpcResponse): value is RpcResponse {
  return 'result' in value || 'error' in value;
}
