/**
 * API keys: the last path segment of /v3/<KEY> and /ws/v3/<KEY> (service.md, Authentication).
 * With faults enabled, any key starting with SCOPED_KEY_PREFIX is also accepted, so each test
 * file can use a key of its own and get its own request counter and faults.
 */
import { errorResponse, type RpcResponse } from './jsonrpc.ts';

export const SCOPED_KEY_PREFIX = 'scoped-';
export const DEFAULT_KEY = 'hexray-demo-key';

export interface KeyRing {
  keys: readonly string[];
  allowScoped: boolean;
}

/** undefined when the key is accepted; otherwise the JSON-RPC body of the 401. */
export function keyRefusal(key: string, ring: KeyRing): RpcResponse | undefined {
  if (key === '') return errorResponse(null, -32002, 'project id required in the URL: use /v3/<API_KEY>');
  if (ring.keys.includes(key)) return undefined;
  if (ring.allowScoped && key.startsWith(SCOPED_KEY_PREFIX) && key.length > SCOPED_KEY_PREFIX.length) return undefined;
  return errorResponse(null, -32002, 'invalid project id: this API key is not known to this endpoint');
}
