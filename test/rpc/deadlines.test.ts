import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeadlineTimer, deadlineIn } from '../../src/rpc/deadlines.ts';

const TIMEOUT = 1000;

interface Attempt {
  name: string;
  deadline: number;
}

describe('deadlines: many attempts timed out on one timer', () => {
  let waiting: Map<string, Attempt>;
  let expired: string[];
  let timer: ReturnType<typeof createDeadlineTimer>;

  function start(name: string): void {
    const attempt = { name, deadline: deadlineIn(TIMEOUT) };
    waiting.set(name, attempt);
    timer.started(attempt.deadline);
  }

  /** A timer whose timing out of `a` starts its retry, `a again`, as a transport does. */
  function retryingOnce(): ReturnType<typeof createDeadlineTimer> {
    return createDeadlineTimer(
      () => waiting.values(),
      (attempt) => {
        waiting.delete(attempt.name);
        expired.push(attempt.name);
        if (attempt.name === 'a') start('a again');
      },
    );
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    waiting = new Map();
    expired = [];
    timer = createDeadlineTimer(
      () => waiting.values(),
      (attempt) => {
        waiting.delete(attempt.name);
        expired.push(attempt.name);
      },
    );
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('each attempt times out exactly its timeout after it started, not a moment sooner', () => {
    start('a');
    vi.advanceTimersByTime(300);
    start('b');
    vi.advanceTimersByTime(TIMEOUT - 300 - 1);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual(['a']);
    vi.advanceTimersByTime(299);
    expect(expired).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual(['a', 'b']);
  });

  it('attempts started together time out together, in the order they started', () => {
    for (const name of ['a', 'b', 'c']) start(name);
    vi.advanceTimersByTime(TIMEOUT);
    expect(expired).toEqual(['a', 'b', 'c']);
  });

  it('an attempt that settled in time is not timed out, and the one after it still is, on time', () => {
    start('a');
    vi.advanceTimersByTime(500);
    start('b');
    waiting.delete('a'); // settled
    vi.advanceTimersByTime(TIMEOUT - 1);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual(['b']);
  });

  it('after a quiet spell a new attempt gets its full timeout', () => {
    start('a');
    waiting.delete('a');
    vi.advanceTimersByTime(5 * TIMEOUT);
    start('b');
    vi.advanceTimersByTime(TIMEOUT - 1);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual(['b']);
  });

  it('an attempt started by a timeout (a retry) is timed out in its turn', () => {
    timer = retryingOnce();
    start('a');
    vi.advanceTimersByTime(TIMEOUT);
    expect(expired).toEqual(['a']);
    // the sweep sets the one timer for the retry: a second, set as the retry started, would be one
    // stop() cannot clear
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(TIMEOUT);
    expect(expired).toEqual(['a', 'a again']);
  });

  it('a retry started by a timeout, then stop(): the retry never times out', () => {
    timer = retryingOnce();
    start('a');
    vi.advanceTimersByTime(TIMEOUT);
    timer.stop();
    vi.advanceTimersByTime(10 * TIMEOUT);
    expect(expired).toEqual(['a']);
  });

  it('a run of attempts costs one timer, set once for the first deadline', () => {
    const set = vi.spyOn(globalThis, 'setTimeout');
    start('a');
    vi.advanceTimersByTime(100);
    start('b');
    vi.advanceTimersByTime(100);
    start('c');
    expect(vi.getTimerCount()).toBe(1);
    expect(set.mock.calls.map(([, ms]) => ms)).toEqual([TIMEOUT]);
    timer.stop();
    vi.advanceTimersByTime(10 * TIMEOUT);
    expect(expired).toEqual([]);
    set.mockRestore();
  });

  it('the timer stops when nothing waits, and after stop() nothing times out', () => {
    start('a');
    vi.advanceTimersByTime(TIMEOUT);
    expect(vi.getTimerCount()).toBe(0);
    start('b');
    timer.stop();
    vi.advanceTimersByTime(10 * TIMEOUT);
    expect(expired).toEqual(['a']);
    expect(vi.getTimerCount()).toBe(0);
    // nor does one started after it: a closed transport sets no timer
    start('c');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('deadlines in Node', () => {
  it('the timer never keeps the process alive by itself (unref): an attempt in flight does, by its socket', () => {
    const set = vi.spyOn(globalThis, 'setTimeout');
    const waiting = [{ deadline: deadlineIn(60_000) }];
    const timer = createDeadlineTimer(
      () => waiting.values(),
      () => undefined,
    );
    timer.started(waiting[0]!.deadline);
    const handle = set.mock.results[0]!.value as NodeJS.Timeout;
    expect(handle.hasRef()).toBe(false);
    timer.stop();
    set.mockRestore();
  });
});
