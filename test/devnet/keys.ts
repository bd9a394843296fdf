/**
 * API keys: the last path segment of /v3/<KEY> and /ws/v3/<KEY> (service.md, Authentication).
 * With faults enabled, any key starting with SCOPED_KEY_PREFIX is also accepted, so each test
 * file can use a key of its own and get its own request counter and faults.
 *
 * A key also decides which methods are served (methods.ts): the four of the service, or the full
 * set of read methods. The full key, and scoped keys starting with SCOPED_FULL_KEY_PREFIX, get the
 * full set, so one devnet serves both kinds of endpoint to the same test run. The full set has
 * `debug_traceTransaction` unless debugging is refused: for the no-debug key, scoped keys starting
 * with SCOPED_NO_DEBUG_KEY_PREFIX, or every key when the gateway runs with `--no-debug` — as a
 * provider that serves the read methods but not a node's debug API.
 */
import { errorResponse, type RpcResponse } from './jsonrpc.ts';

export const SCOPED_KEY_PREFIX = 'scoped-';
export const SCOPED_FULL_KEY_PREFIX = `${SCOPED_KEY_PREFIX}full-`;
export const SCOPED_NO_DEBUG_KEY_PREFIX = `${SCOPED_FULL_KEY_PREFIX}nodebug-`;
export const DEFAULT_KEY = 'hexray-demo-key';
export const FULL_KEY = 'hexray-full-key';
export const NO_DEBUG_KEY = 'hexray-nodebug-key';

/** Which methods a key is served: the service's four, or those and the other read methods, with or without `debug_*`. */
export type MethodSet = 'four' | 'full' | 'full-without-debug';

export interface KeyRing {
  keys: readonly string[];
  allowScoped: boolean;
  /** accepted keys served the full set of read methods */
  fullKeys: readonly string[];
  /** accepted keys served the full set without `debug_*` */
  noDebugKeys: readonly string[];
  /** every key is served the full set (`--full`) */
  fullForAll: boolean;
  /** no key is served `debug_*` (`--no-debug`) */
  debugForNone: boolean;
}

/** undefined when the key is accepted; otherwise the JSON-RPC body of the 401. */
export function keyRefusal(key: string, ring: KeyRing): RpcResponse | undefined {
  if (key === '') return errorResponse(null, -32002, 'project id required in the URL: use /v3/<API_KEY>');
  if (ring.keys.includes(key)) return undefined;
  if (ring.allowScoped && key.startsWith(SCOPED_KEY_PREFIX) && key.length > SCOPED_KEY_PREFIX.length) return undefined;
  return errorResponse(null, -32002, 'invalid project id: this API key is not known to this endpoint');
}

/** The methods an accepted key is served. */
export function methodSetOf(key: string, ring: KeyRing): MethodSet {
  const scoped = (prefix: string) => ring.allowScoped && key.startsWith(prefix);
  const noDebug = ring.noDebugKeys.includes(key) || scoped(SCOPED_NO_DEBUG_KEY_PREFIX);
  if (!(ring.fullForAll || ring.fullKeys.includes(key) || noDebug || scoped(SCOPED_FULL_KEY_PREFIX))) return 'four';
  return noDebug || ring.debugForNone ? 'full-without-debug' : 'full';
}
