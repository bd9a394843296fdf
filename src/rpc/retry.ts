/**
 * Retry with bounded exponential backoff and jitter. Only what is safe to repeat is retried:
 * HTTP 429 and 502/503/504, JSON-RPC -32005 (limit exceeded), network failures and timeouts —
 * never 400/401/402/403 or a JSON-RPC error that would only repeat itself. A wait the provider
 * asks for (Retry-After, error.data.backoff_seconds) is honoured; if it is longer than
 * `maxDelayMs`, we fail at once with the error carrying `retryAfterMs` instead of sleeping.
 */
import { RpcError } from './errors.ts';

export interface RetryPolicy {
  /** total tries including the first */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 250, maxDelayMs: 10_000 };

const RETRYABLE_STATUS: ReadonlySet<number | undefined> = new Set([429, 502, 503, 504]);
const LIMIT_EXCEEDED = -32005;

export function isRetryable(error: unknown): boolean {
  if (!(error instanceof RpcError)) return false;
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'http':
      return RETRYABLE_STATUS.has(error.status);
    case 'rpc':
      return error.code === LIMIT_EXCEEDED;
    default:
      return false;
  }
}

/** Delay before retry number `retry` (1 = the first retry): equal jitter over a doubling step. */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/** `Retry-After`: delta-seconds or an HTTP date. Returns ms from `now`, or undefined. */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | undefined {
  if (header == null) return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  // An HTTP date always names a day and month; anything else (e.g. "-1") is not one.
  if (!/[a-z]{3}/i.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export interface RetryHooks {
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** called before each wait, e.g. for stats */
  onRetry?: (info: { attempt: number; delayMs: number; error: RpcError }) => void;
  /** stop early (client closed) */
  shouldStop?: () => boolean;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs `run(attempt)` (attempt 1-based) from the moment attempt 1 failed with `error` until it
 * succeeds, fails for good, or tries run out. The caller makes attempt 1 itself, so a call that
 * succeeds at once costs no closure and no retry loop.
 */
export async function retryAfter<T>(
  error: unknown,
  run: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  hooks: RetryHooks = {},
): Promise<T> {
  const attempts = Math.max(1, Math.floor(policy.attempts));
  // `error` is how attempt number `attempt` failed
  for (let attempt = 1; ; attempt++) {
    if (attempt >= attempts || !isRetryable(error) || hooks.shouldStop?.()) throw error;
    const rpcError = error as RpcError;
    const computed = backoffDelay(attempt, policy, hooks.random);
    const asked = rpcError.retryAfterMs ?? 0;
    if (asked > policy.maxDelayMs) throw error;
    const delayMs = Math.max(asked, computed);
    hooks.onRetry?.({ attempt, delayMs, error: rpcError });
    await (hooks.sleep ?? sleep)(delayMs);
    if (hooks.shouldStop?.()) throw error;
    try {
      return await run(attempt + 1);
    } catch (next) {
      error = next;
    }
  }
}
