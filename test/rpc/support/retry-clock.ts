/**
 * A retry's wait on a fake clock while its requests still go over real sockets to a local server:
 * only `setTimeout` and `clearTimeout` are faked (I/O and `setImmediate` run as usual), so a test
 * says "not one attempt before the wait the provider asked for, the next one when it is over"
 * without spending that wait or reading a wall clock.
 */
import { vi } from 'vitest';

export function fakeRetryClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Lets I/O callbacks and the promises they settle run, a few turns of the event loop. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/** Resolves once `condition` holds, checked after each turn of the event loop. */
export async function whenTrue(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Moves the fake clock `ms` forward and lets whatever that started begin (a retry's exchange is
 * reported as it starts, before any byte leaves).
 */
export async function passTime(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}
