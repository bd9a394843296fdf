/** retryAfter, backoffDelay and parseRetryAfter at their edges: limits, stopping, odd headers. */
import { describe, expect, it } from 'vitest';
import { RpcError, RpcHttpError, RpcNetworkError, RpcResponseError, RpcTimeoutError } from '../../src/rpc/errors.ts';
import { backoffDelay, DEFAULT_RETRY, isRetryable, parseRetryAfter, sleep } from '../../src/rpc/retry.ts';
import { retrying } from './support/retrying.ts';

const policy = { attempts: 3, baseDelayMs: 100, maxDelayMs: 1000 };

function failingTimes<T>(times: number, error: () => Error, result: T) {
  let calls = 0;
  const run = async (attempt: number) => {
    calls++;
    expect(attempt).toBe(calls);
    if (calls <= times) throw error();
    return result;
  };
  return { run, calls: () => calls };
}

describe('isRetryable at the edges', () => {
  it('whatever else was thrown, even null or a string, is not retried', () => {
    expect(isRetryable(null)).toBe(false);
    expect(isRetryable(undefined)).toBe(false);
    expect(isRetryable('timeout')).toBe(false);
    expect(isRetryable({ kind: 'network' })).toBe(false);
  });

  it('an HTTP error with no status is not retried', () => {
    expect(isRetryable(new RpcError('http', 'no status'))).toBe(false);
  });
});

describe('backoffDelay at the edges', () => {
  it('a retry number below 1 counts as the first retry', () => {
    expect(backoffDelay(0, policy, () => 1)).toBe(100);
    expect(backoffDelay(-3, policy, () => 0)).toBe(50);
  });

  it('uses Math.random by default, staying within the jitter band', () => {
    for (let i = 0; i < 20; i++) {
      const delay = backoffDelay(2, policy);
      expect(delay).toBeGreaterThanOrEqual(100);
      expect(delay).toBeLessThanOrEqual(200);
    }
  });

  it('defaults: three tries, 250 ms base, 10 s cap', () => {
    expect(DEFAULT_RETRY).toEqual({ attempts: 3, baseDelayMs: 250, maxDelayMs: 10_000 });
  });
});

describe('parseRetryAfter at the edges', () => {
  it('ignores a missing or blank header', () => {
    expect(parseRetryAfter(undefined)).toBeUndefined();
    expect(parseRetryAfter('')).toBeUndefined();
    expect(parseRetryAfter('   ')).toBeUndefined();
  });

  it('reads only a whole number of seconds, not a number inside text', () => {
    expect(parseRetryAfter('1.25')).toBe(1250);
    expect(parseRetryAfter('2 seconds')).toBeUndefined();
    expect(parseRetryAfter('xyz2')).toBeUndefined();
    expect(parseRetryAfter('1.')).toBeUndefined();
    expect(parseRetryAfter('.5')).toBeUndefined();
  });

  it('reads an HTTP date against the clock by default', () => {
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    const ms = parseRetryAfter(inAMinute)!;
    expect(ms).toBeGreaterThan(55_000);
    expect(ms).toBeLessThanOrEqual(60_000);
  });

  it('an ISO date is not an HTTP date', () => {
    expect(parseRetryAfter('2026-10-21T07:28:03Z', 0)).toBeUndefined();
    expect(parseRetryAfter('2026-10-21', 0)).toBeUndefined();
  });

  it('ignores text that is not a date', () => {
    expect(parseRetryAfter('Wed, 99 Foo 2026 99:99:99 GMT', 0)).toBeUndefined();
  });
});

describe('retrying a call (retryAfter) at the edges', () => {
  it('retries until success, telling onRetry each attempt, delay and error', async () => {
    const errors: Error[] = [];
    const { run } = failingTimes(
      2,
      () => {
        const e = new RpcNetworkError('down');
        errors.push(e);
        return e;
      },
      'ok',
    );
    const seen: unknown[] = [];
    const slept: number[] = [];
    const result = await retrying(run, policy, {
      random: () => 1,
      sleep: async (ms) => void slept.push(ms),
      onRetry: (info) => seen.push(info),
    });
    expect(result).toBe('ok');
    expect(slept).toEqual([100, 200]);
    expect(seen).toEqual([
      { attempt: 1, delayMs: 100, error: errors[0] },
      { attempt: 2, delayMs: 200, error: errors[1] },
    ]);
  });

  it('waits its own backoff when the provider asks for less', async () => {
    const slept: number[] = [];
    const { run } = failingTimes(1, () => new RpcHttpError(429, undefined, { retryAfterMs: 10 }), 'ok');
    await retrying(run, policy, { random: () => 1, sleep: async (ms) => void slept.push(ms) });
    expect(slept).toEqual([100]);
  });

  it('waits exactly maxDelayMs when the provider asks for exactly that', async () => {
    const slept: number[] = [];
    const { run } = failingTimes(1, () => new RpcResponseError(-32005, 'rate', { retryAfterMs: 1000 }), 'ok');
    await expect(retrying(run, policy, { random: () => 0, sleep: async (ms) => void slept.push(ms) })).resolves.toBe(
      'ok',
    );
    expect(slept).toEqual([1000]);
  });

  it('stops retrying when the client is closed during a backoff', async () => {
    let closed = false;
    const error = new RpcTimeoutError(10);
    const { run, calls } = failingTimes(5, () => error, 'ok');
    const done = retrying(run, policy, {
      sleep: async () => {
        closed = true;
      },
      shouldStop: () => closed,
    });
    await expect(done).rejects.toBe(error);
    expect(calls()).toBe(1);
  });

  it('does not even wait when the client is already closed', async () => {
    const slept: number[] = [];
    const { run, calls } = failingTimes(5, () => new RpcNetworkError('down'), 'ok');
    await expect(
      retrying(run, policy, { sleep: async (ms) => void slept.push(ms), shouldStop: () => true }),
    ).rejects.toBeInstanceOf(RpcNetworkError);
    expect(calls()).toBe(1);
    expect(slept).toEqual([]);
  });

  it('always makes at least one try, and a fractional count rounds down', async () => {
    const none = failingTimes(5, () => new RpcNetworkError('down'), 'ok');
    await expect(
      retrying(none.run, { ...policy, attempts: 0 }, { sleep: async () => undefined }),
    ).rejects.toBeInstanceOf(RpcNetworkError);
    expect(none.calls()).toBe(1);
    const some = failingTimes(5, () => new RpcNetworkError('down'), 'ok');
    await expect(
      retrying(some.run, { ...policy, attempts: 2.9 }, { sleep: async () => undefined }),
    ).rejects.toBeInstanceOf(RpcNetworkError);
    expect(some.calls()).toBe(2);
  });

  it('sleeps for real when given no sleep hook', async () => {
    const { run } = failingTimes(1, () => new RpcNetworkError('down'), 'ok');
    await expect(retrying(run, { attempts: 2, baseDelayMs: 1, maxDelayMs: 1 })).resolves.toBe('ok');
  });

  it('sleep resolves after the time asked', async () => {
    let done = false;
    const pending = sleep(30).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(done).toBe(false);
    await pending;
    expect(done).toBe(true);
  });
});
