import { describe, expect, it, vi } from 'vitest';
import {
  RpcAuthError,
  RpcClosedError,
  RpcHttpError,
  RpcMalformedResponseError,
  RpcNetworkError,
  RpcResponseError,
  RpcTimeoutError,
  RpcError,
} from '../../src/rpc/errors.ts';
import { backoffDelay, isRetryable, parseRetryAfter, DEFAULT_RETRY, sleep } from '../../src/rpc/retry.ts';
import { retrying } from './support/retrying.ts';

describe('isRetryable: only what is safe to repeat', () => {
  it.each([
    ['network failure', new RpcNetworkError('x'), true],
    ['timeout', new RpcTimeoutError(10), true],
    ['HTTP 429', new RpcHttpError(429, undefined), true],
    ['HTTP 502', new RpcHttpError(502, undefined), true],
    ['HTTP 503', new RpcHttpError(503, undefined), true],
    ['HTTP 504', new RpcHttpError(504, undefined), true],
    ['-32005 limit exceeded', new RpcResponseError(-32005, 'rate'), true],
    ['HTTP 400', new RpcHttpError(400, undefined), false],
    ['HTTP 401', new RpcAuthError(401, undefined), false],
    ['HTTP 402', new RpcHttpError(402, undefined), false],
    ['HTTP 403', new RpcAuthError(403, undefined), false],
    ['HTTP 500', new RpcHttpError(500, undefined), false],
    ['-32602 invalid argument', new RpcResponseError(-32602, 'bad'), false],
    ['-32000 missing trie node', new RpcResponseError(-32000, 'missing trie node'), false],
    ['malformed', new RpcMalformedResponseError('x'), false],
    ['closed', new RpcClosedError('x'), false],
    ['a plain Error', new Error('x'), false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });
});

describe('backoffDelay', () => {
  const policy = { attempts: 5, baseDelayMs: 100, maxDelayMs: 1000 };
  it('doubles per retry, with jitter in the upper half, bounded by maxDelayMs', () => {
    expect(backoffDelay(1, policy, () => 0)).toBe(50);
    expect(backoffDelay(1, policy, () => 1)).toBe(100);
    expect(backoffDelay(3, policy, () => 1)).toBe(400);
    expect(backoffDelay(10, policy, () => 1)).toBe(1000);
    expect(backoffDelay(10, policy, () => 0)).toBe(500);
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(' 0.5 ')).toBe(500);
  });
  it('reads an HTTP date relative to now', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:03 GMT', now)).toBe(3000);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0);
  });
  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter('-1')).toBeUndefined();
  });
});

describe('retrying a call (retryAfter)', () => {
  const policy = { attempts: 3, baseDelayMs: 100, maxDelayMs: 1000 };
  function failing(errors: RpcError[]) {
    let n = 0;
    return async () => {
      const error = errors[n++];
      if (error) throw error;
      return 'ok';
    };
  }

  it('waits at least what the provider asks for', async () => {
    const slept: number[] = [];
    const result = await retrying(failing([new RpcHttpError(429, undefined, { retryAfterMs: 700 })]), policy, {
      sleep: async (ms) => void slept.push(ms),
      random: () => 0,
    });
    expect(result).toBe('ok');
    expect(slept).toEqual([700]);
  });

  it('fails at once when the provider asks for more than maxDelayMs', async () => {
    const slept: number[] = [];
    const error = new RpcResponseError(-32005, 'rate', { retryAfterMs: 30_000 });
    await expect(retrying(failing([error]), policy, { sleep: async (ms) => void slept.push(ms) })).rejects.toBe(error);
    expect(slept).toEqual([]);
  });

  it('stops after `attempts` tries in total', async () => {
    let tries = 0;
    const run = async () => {
      tries++;
      throw new RpcNetworkError('down');
    };
    await expect(retrying(run, policy, { sleep: async () => undefined })).rejects.toBeInstanceOf(RpcNetworkError);
    expect(tries).toBe(3);
  });

  it('never retries what is not retryable', async () => {
    let tries = 0;
    const run = async () => {
      tries++;
      throw new RpcAuthError(401, 'invalid project id');
    };
    await expect(retrying(run, policy, { sleep: async () => undefined })).rejects.toBeInstanceOf(RpcAuthError);
    expect(tries).toBe(1);
  });
});

/** retryAfter, backoffDelay and parseRetryAfter: limits, stopping, odd headers. */
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

describe('isRetryable: which failures are tried again', () => {
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

describe('backoffDelay: growth and its cap', () => {
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

describe('parseRetryAfter: odd headers', () => {
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
    // a clock that stands still on a whole second, as an HTTP date is written
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 29, 3, 0, 0), toFake: ['Date'] });
    try {
      expect(parseRetryAfter(new Date(Date.now() + 60_000).toUTCString())).toBe(60_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an ISO date is not an HTTP date', () => {
    expect(parseRetryAfter('2026-10-21T07:28:03Z', 0)).toBeUndefined();
    expect(parseRetryAfter('2026-10-21', 0)).toBeUndefined();
  });

  it('ignores text that is not a date', () => {
    expect(parseRetryAfter('Wed, 99 Foo 2026 99:99:99 GMT', 0)).toBeUndefined();
  });
});

describe('retrying a call (retryAfter): limits and stopping', () => {
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
