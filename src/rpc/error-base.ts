/**
 * The root of the wire's error hierarchy (see errors.ts) and the one error the endpoint check
 * throws: kept apart so resolving an endpoint, which the first page does, does not load the status
 * and code tables the rest of the hierarchy carries.
 */

export type RpcErrorKind = 'argument' | 'network' | 'timeout' | 'closed' | 'http' | 'rpc' | 'malformed' | 'auth';

export interface RpcErrorDetails {
  method?: string;
  /** redacted endpoint label, never the raw URL */
  endpoint?: string;
  code?: number;
  data?: unknown;
  status?: number;
  retryAfterMs?: number;
  cause?: unknown;
}

export class RpcError extends Error {
  readonly kind: RpcErrorKind;
  declare readonly method?: string;
  declare readonly endpoint?: string;
  declare readonly code?: number;
  declare readonly data?: unknown;
  declare readonly status?: number;
  declare readonly retryAfterMs?: number;

  constructor(kind: RpcErrorKind, message: string, details: RpcErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'RpcError';
    this.kind = kind;
    // Only set what is known, so `'code' in error` and snapshots stay honest.
    if (details.method !== undefined) this.method = details.method;
    if (details.endpoint !== undefined) this.endpoint = details.endpoint;
    if (details.code !== undefined) this.code = details.code;
    if (details.data !== undefined) this.data = details.data;
    if (details.status !== undefined) this.status = details.status;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
  }
}

/** Bad input: nothing was sent. `argument` names the parameter, e.g. "transaction hash". */
export class RpcArgumentError extends RpcError {
  readonly argument: string;
  constructor(argument: string, problem: string, details: RpcErrorDetails = {}) {
    super('argument', `${argument} ${problem}`, details);
    this.name = 'RpcArgumentError';
    this.argument = argument;
  }
}
