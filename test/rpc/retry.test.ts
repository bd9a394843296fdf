import { describe, expect, it } from 'vitest';
import {
  RpcAuthError,
  RpcClosedError,
  RpcHttpError,
  RpcMalformedResponseError,
  RpcNetworkError,
  RpcResponseError,
  RpcTimeoutError,
  type RpcError,
} from '../../src/rpc/errors.ts';
import { backoffDelay, isRetryable, parseRetryAfter } from '../../src/rpc/retry.ts';
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
