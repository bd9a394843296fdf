/**
 * The timeline of a history still in progress (or stopped at its request cap): what the page shows
 * before the head is known, before any block of the window is read, and while the samples are
 * only partly read. Blocks nobody read are "unknown", never given the value of a neighbour.
 */
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../src/domain/hex.ts';
import {
  applyReads,
  startSlotHistory,
  type SlotHistoryState,
  type SlotReading,
} from '../../../src/domain/storage/slot-history.ts';
import { slotTimeline } from '../../../src/domain/storage/slot-history-timeline.ts';

const word = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`;
const A = word(0xa);
const B = word(0xb);

const served = (block: bigint, w: Hex): [bigint, SlotReading] => [block, { kind: 'served', word: w }];

/** A node at head 1000 that names its head; the hint was the head: the window is 873..1000, block 1000 read. */
function headRead(): SlotHistoryState {
  const state = applyReads(startSlotHistory(1000n), [served(1000n, A)]);
  return applyReads(state, [[1001n, { kind: 'not-yet', reportedHead: 1000n }]]);
}

describe('slotTimeline of a history in progress', () => {
  it('is empty while the head is still being searched', () => {
    const state = applyReads(startSlotHistory(990n), [served(990n, A)]);
    expect(state.window).toBeNull();
    expect(slotTimeline(state)).toEqual({ ranges: [], changes: [] });
  });

  it('is one unknown range over the window when no block of it was read yet', () => {
    // a hint past the head: the node's "not there yet" names head 300, and nothing was served
    const state = applyReads(startSlotHistory(100_000n), [[100_000n, { kind: 'not-yet', reportedHead: 300n }]]);
    expect(state.window).toEqual({ oldest: 173n, newest: 300n });
    expect(slotTimeline(state)).toEqual({ ranges: [{ kind: 'unknown', from: 173n, to: 300n }], changes: [] });
  });

  it('leaves the blocks before the first word read unknown', () => {
    expect(slotTimeline(headRead()).ranges).toEqual([
      { kind: 'unknown', from: 873n, to: 999n },
      { kind: 'value', from: 1000n, to: 1000n, word: A },
    ]);
  });

  it('leaves the blocks after the last word read unknown', () => {
    let state = applyReads(startSlotHistory(100_000n), [[100_000n, { kind: 'not-yet', reportedHead: 300n }]]);
    state = applyReads(state, [served(173n, A), served(189n, A)]);
    expect(slotTimeline(state).ranges).toEqual([
      { kind: 'value', from: 173n, to: 189n, word: A },
      { kind: 'unknown', from: 190n, to: 300n },
    ]);
  });

  it('does not join two equal words more than a stride apart: the slot may have changed between', () => {
    const state = applyReads(headRead(), [served(873n, A), served(889n, A)]);
    expect(slotTimeline(state)).toEqual({
      ranges: [
        { kind: 'value', from: 873n, to: 889n, word: A },
        { kind: 'unknown', from: 890n, to: 999n },
        { kind: 'value', from: 1000n, to: 1000n, word: A },
      ],
      changes: [],
    });
  });

  it('pins no change between two different words with blocks between them', () => {
    const state = applyReads(headRead(), [served(873n, B), served(889n, B), served(905n, A)]);
    expect(slotTimeline(state)).toEqual({
      ranges: [
        { kind: 'value', from: 873n, to: 889n, word: B },
        { kind: 'unknown', from: 890n, to: 904n },
        { kind: 'value', from: 905n, to: 905n, word: A },
        { kind: 'unknown', from: 906n, to: 999n },
        { kind: 'value', from: 1000n, to: 1000n, word: A },
      ],
      changes: [],
    });
  });
});
