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
    timer = createDeadlineTimer(
      () => waiting.values(),
      (attempt) => {
        waiting.delete(attempt.name);
        expired.push(attempt.name);
        if (attempt.name === 'a') start('a again');
      },
    );
    start('a');
    vi.advanceTimersByTime(TIMEOUT);
    expect(expired).toEqual(['a']);
    vi.advanceTimersByTime(TIMEOUT);
    expect(expired).toEqual(['a', 'a again']);
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
  });
});
