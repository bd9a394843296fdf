/**
 * Cancelling a slot history run: before it starts, while a round's reads are being started, and
 * while they are out; and the caller's AbortSignal is left as it was found (the page hands the
 * run its own signal, which may outlive many rounds).
 */
import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../src/domain/hex.ts';
import { startSlotHistory, type SlotReading } from '../../../src/domain/storage/slot-history.ts';
import { runSlotHistory, SlotHistoryCancelled } from '../../../src/domain/storage/slot-history-run.ts';

const A: Hex = `0x${'0a'.padStart(64, '0')}`;

/** A node at `head` that names its head, whose slot always held A; `reads` lists what was asked. */
function node(head: bigint) {
  const reads: bigint[] = [];
  const readAt = (block: bigint): Promise<SlotReading> => {
    reads.push(block);
    return Promise.resolve(block > head ? { kind: 'not-yet', reportedHead: head } : { kind: 'served', word: A });
  };
  return { reads, readAt };
}

/** A read that never answers (a provider that hangs). */
const never = (): Promise<SlotReading> => new Promise<SlotReading>(() => undefined);

describe('runSlotHistory cancelled', () => {
  it('sends no read when the signal was aborted before it started', async () => {
    const { reads, readAt } = node(1000n);
    const run = runSlotHistory(startSlotHistory(1000n), readAt, { budget: 64, signal: AbortSignal.abort() });
    await expect(run).rejects.toBeInstanceOf(SlotHistoryCancelled);
    expect(reads).toEqual([]);
  });

  it('says it was cancelled, under its own name', async () => {
    const run = runSlotHistory(startSlotHistory(1000n), node(1000n).readAt, {
      budget: 64,
      signal: AbortSignal.abort(),
    });
    await expect(run).rejects.toThrow('the slot history was cancelled');
    await expect(run).rejects.toMatchObject({ name: 'SlotHistoryCancelled' });
  });

  it('does not wait for a round whose reads were started after the cancel', async () => {
    const controller = new AbortController();
    const run = runSlotHistory(startSlotHistory(1000n), never, {
      budget: 64,
      signal: controller.signal,
      // the cancel lands while the round is being sent, before its answers are awaited
      onProgress: (_state, inFlight) => {
        if (inFlight > 0) controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(SlotHistoryCancelled);
  });

  it('leaves no listener on the signal, whether the run finishes or is cancelled mid-round', async () => {
    const finished = new AbortController();
    const done = await runSlotHistory(startSlotHistory(1000n), node(1000n).readAt, {
      budget: 1000,
      signal: finished.signal,
    });
    // the head search and the 8 samples: more than one round, each waited on with a listener
    expect(done.requests.sample).toBe(8);
    expect(getEventListeners(finished.signal, 'abort')).toHaveLength(0);

    const cancelled = new AbortController();
    const run = runSlotHistory(startSlotHistory(1000n), never, { budget: 64, signal: cancelled.signal });
    await Promise.resolve();
    expect(getEventListeners(cancelled.signal, 'abort')).toHaveLength(1);
    cancelled.abort();
    await expect(run).rejects.toBeInstanceOf(SlotHistoryCancelled);
    expect(getEventListeners(cancelled.signal, 'abort')).toHaveLength(0);
  });

  it('runs to the end with a signal that is never aborted', async () => {
    const { reads, readAt } = node(1000n);
    const state = await runSlotHistory(startSlotHistory(1000n), readAt, {
      budget: 1000,
      signal: new AbortController().signal,
    });
    expect(state.window).toEqual({ oldest: 873n, newest: 1000n });
    expect(reads).toHaveLength(10);
  });
});
