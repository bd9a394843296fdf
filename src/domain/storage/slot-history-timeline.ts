/**
 * The history as a person reads it: ranges of blocks with one value each, and the blocks where
 * the value changed. Built from the words read so far, so it is also the view of a run in
 * progress (or one stopped at its cap): a range not yet narrowed down says so.
 */
import type { Hex } from '../hex.ts';
import { SAMPLE_STRIDE, windowWords, type SlotHistoryState } from './slot-history.ts';

export type TimelineRange =
  /** the slot held `word` in blocks from..to (as far as the reads can tell) */
  | { kind: 'value'; from: bigint; to: bigint; word: Hex }
  /** not read closely enough yet: the value changed somewhere in from..to, or nothing is known there */
  | { kind: 'unknown'; from: bigint; to: bigint };

export interface SlotChange {
  block: bigint;
  before: Hex;
  after: Hex;
}

export interface SlotTimeline {
  ranges: TimelineRange[];
  /** changes pinned to one block (the value at block − 1 differs from the value at block) */
  changes: SlotChange[];
}

export function slotTimeline(state: SlotHistoryState): SlotTimeline {
  const window = state.window;
  if (!window) return { ranges: [], changes: [] };
  const words = windowWords(state);
  if (words.length === 0) return { ranges: [{ kind: 'unknown', from: window.oldest, to: window.newest }], changes: [] };
  const ranges: TimelineRange[] = [];
  const changes: SlotChange[] = [];
  let [start, current] = words[0]!;
  if (start > window.oldest) ranges.push({ kind: 'unknown', from: window.oldest, to: start - 1n });
  for (let i = 1; i < words.length; i++) {
    const [previous] = words[i - 1]!;
    const [block, word] = words[i]!;
    const gap = block - previous;
    // equal ends a stride or less apart count as unchanged: that is what bisection assumes
    if (word === current && gap <= SAMPLE_STRIDE) continue;
    ranges.push({ kind: 'value', from: start, to: previous, word: current });
    if (gap > 1n) ranges.push({ kind: 'unknown', from: previous + 1n, to: block - 1n });
    else changes.push({ block, before: current, after: word });
    [start, current] = [block, word];
  }
  const [last] = words[words.length - 1]!;
  ranges.push({ kind: 'value', from: start, to: last, word: current });
  if (last < window.newest) ranges.push({ kind: 'unknown', from: last + 1n, to: window.newest });
  return { ranges, changes };
}
