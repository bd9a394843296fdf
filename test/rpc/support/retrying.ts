import { retryAfter, type RetryHooks, type RetryPolicy } from '../../../src/rpc/retry.ts';

/** As the client retries a call: attempt 1 made by the caller, the rest by retryAfter. */
export function retrying<T>(run: (attempt: number) => Promise<T>, policy: RetryPolicy, hooks?: RetryHooks): Promise<T> {
  return run(1).catch((error: unknown) => retryAfter(error, run, policy, hooks));
}
