/**
 * The slot history's state, step by step: which blocks are sampled, which words count as inside
 * the window, how many reads a round asks for, and what a round's answers change (and what they
 * do not, once the history is done or has failed).
 */
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../src/domain/hex.ts';
import {
  applyReads,
  nextReads,
  sampleBlocks,
  slotHistoryPhase,
  startSlotHistory,
  windowWords,
  type SlotHistoryState,
} from '../../src/domain/slot-history.ts';

const word = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`;
const A = word(0xa);
const B = word(0xb);

/** A history whose head search already found `head` (a node naming its head: two reads). */
function atHead(head: bigint): SlotHistoryState {
  let state = applyReads(startSlotHistory(head), [[head, { kind: 'served', word: A }]]);
  const [above] = nextReads(state, 1);
  state = applyReads(state, [[above!, { kind: 'not-yet', reportedHead: head }]]);
  expect(state.window).not.toBeNull();
  return state;
}

describe('sampleBlocks', () => {
  it('a window whose span is a multiple of the stride lists its newest block once', () => {
    expect(sampleBlocks({ oldest: 0n, newest: 16n })).toEqual([0n, 16n]);
    expect(sampleBlocks({ oldest: 0n, newest: 32n })).toEqual([0n, 16n, 32n]);
    expect(sampleBlocks({ oldest: 0n, newest: 0n })).toEqual([0n]);
    expect(sampleBlocks({ oldest: 5n, newest: 20n })).toEqual([5n, 20n]);
  });
});

describe('windowWords', () => {
  it('is empty before the head is known', () => {
    expect(windowWords(applyReads(startSlotHistory(100n), [[100n, { kind: 'served', word: A }]]))).toEqual([]);
  });

  it('keeps only the words inside the window, oldest first, whatever order they were read in', () => {
    const state: SlotHistoryState = {
      ...startSlotHistory(null),
      window: { oldest: 10n, newest: 20n },
      words: new Map<bigint, Hex>([
        [20n, B],
        [25n, B],
        [15n, A],
        [9n, A],
        [10n, A],
        [12n, B],
      ]),
    };
    expect(windowWords(state)).toEqual([
      [10n, A],
      [12n, B],
      [15n, A],
      [20n, B],
    ]);
  });
});

describe('nextReads', () => {
  it('asks for nothing when allowed no reads', () => {
    expect(nextReads(startSlotHistory(100n), 0)).toEqual([]);
    expect(nextReads(atHead(1000n), 0)).toEqual([]);
  });

  it('during the head search: one probe at a time, even when allowed one', () => {
    expect(nextReads(startSlotHistory(100n), 1)).toEqual([100n]);
    expect(nextReads(startSlotHistory(100n), 8)).toEqual([100n]);
  });

  it('sampling: at most `max` blocks, none already read', () => {
    const state = atHead(1000n);
    expect(slotHistoryPhase(state)).toBe('sample');
    const first = nextReads(state, 3);
    expect(first).toEqual([873n, 889n, 905n]);
    const after = applyReads(
      state,
      first.map((b) => [b, { kind: 'served', word: A }]),
    );
    expect(nextReads(after, 3)).toEqual([921n, 937n, 953n]);
    // the head itself was read by the search: never asked again
    expect(nextReads(after, 100)).not.toContain(1000n);
  });
});

describe('applyReads', () => {
  it('keeps words only from blocks that served one', () => {
    const state = applyReads(startSlotHistory(100n), [[100n, { kind: 'not-yet', reportedHead: null }]]);
    expect(state.words.has(100n)).toBe(false);
    expect(state.requests.head).toBe(1);
  });

  it('changes nothing once the history is done', () => {
    let state = atHead(1000n);
    state = applyReads(
      state,
      nextReads(state, 100).map((b) => [b, { kind: 'served', word: A }]),
    );
    expect(slotHistoryPhase(state)).toBe('done');
    expect(applyReads(state, [[990n, { kind: 'served', word: B }]])).toBe(state);
  });

  it('changes nothing once the history has failed', () => {
    const moved = applyReads(atHead(1000n), [[873n, { kind: 'outside-window' }]]);
    expect(moved.failure).toEqual({ kind: 'window-moved', block: 873n });
    expect(slotHistoryPhase(moved)).toBe('failed');
    expect(applyReads(moved, [[889n, { kind: 'served', word: B }]])).toBe(moved);
  });
});
