/**
 * The history with watching merged in: it reaches back as far as the slot was watched, each change
 * says whether watching, the archive or the window's history saw it, a block read by watching wins
 * over the history's inferred ranges, and blocks nobody read are "not watched".
 */
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../src/domain/hex.ts';
import type { SlotTimeline } from '../../../src/domain/storage/slot-history-timeline.ts';
import { mergeWatched } from '../../../src/domain/storage/watched-timeline.ts';

const word = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`;
const A = word(0xa);
const B = word(0xb);
const C = word(0xc);
const none: SlotTimeline = { ranges: [], changes: [] };

describe('mergeWatched', () => {
  it('is empty with nothing watched, archived or read', () => {
    expect(mergeWatched(none, [], [])).toEqual({ ranges: [], changes: [] });
  });

  it('shows a watched change older than the window before the window’s history, marked as watched', () => {
    // watched 100–140: A until 119, B from 120; the window (head 300) starts at 173
    const watched = [
      { from: 100n, to: 119n, word: A },
      { from: 120n, to: 140n, word: B },
    ];
    const history: SlotTimeline = { ranges: [{ kind: 'value', from: 173n, to: 300n, word: B }], changes: [] };
    const merged = mergeWatched(history, watched, []);
    expect(merged.ranges).toEqual([
      { kind: 'value', from: 100n, to: 119n, word: A, source: 'watch' },
      { kind: 'value', from: 120n, to: 140n, word: B, source: 'watch' },
      { kind: 'unknown', from: 141n, to: 172n, why: 'not-watched' },
      { kind: 'value', from: 173n, to: 300n, word: B, source: 'history' },
    ]);
    expect(merged.changes).toEqual([{ block: 120n, before: A, after: B, source: 'watch' }]);
  });

  it('lets a block read by watching win over the history’s inferred range, and keeps the history’s own changes', () => {
    const history: SlotTimeline = {
      ranges: [
        { kind: 'value', from: 173n, to: 200n, word: A },
        { kind: 'value', from: 201n, to: 300n, word: B },
      ],
      changes: [{ block: 201n, before: A, after: B }],
    };
    // the watch read 250–260 and saw C at 255 (between two samples the history read as B)
    const watched = [
      { from: 250n, to: 254n, word: B },
      { from: 255n, to: 260n, word: C },
    ];
    const merged = mergeWatched(history, watched, []);
    expect(merged.changes).toEqual([
      { block: 201n, before: A, after: B, source: 'history' },
      { block: 255n, before: B, after: C, source: 'watch' },
      { block: 261n, before: C, after: B, source: 'history' },
    ]);
    expect(merged.ranges.map((r) => [r.from, r.to])).toEqual([
      [173n, 200n],
      [201n, 249n],
      [250n, 254n],
      [255n, 260n],
      [261n, 300n],
    ]);
  });

  it('rebuilds a pinned change from the archive alone: the reading before it and the new word', () => {
    const merged = mergeWatched(
      none,
      [],
      [
        { block: 50n, word: A },
        { block: 80n, word: A },
        { block: 81n, word: B },
      ],
    );
    expect(merged.changes).toEqual([{ block: 81n, before: A, after: B, source: 'archive' }]);
    expect(merged.ranges).toEqual([
      { kind: 'value', from: 50n, to: 50n, word: A, source: 'archive' },
      { kind: 'unknown', from: 51n, to: 79n, why: 'not-watched' },
      { kind: 'value', from: 80n, to: 80n, word: A, source: 'archive' },
      { kind: 'value', from: 81n, to: 81n, word: B, source: 'archive' },
    ]);
  });

  it('claims no change across a gap nobody read', () => {
    const merged = mergeWatched(
      none,
      [],
      [
        { block: 50n, word: A },
        { block: 60n, word: B },
      ],
    );
    expect(merged.changes).toEqual([]);
  });

  it('lets the window’s history win over an archived reading inside it: the archive fills only what nothing else reaches', () => {
    const history: SlotTimeline = { ranges: [{ kind: 'value', from: 173n, to: 300n, word: B }], changes: [] };
    const merged = mergeWatched(
      history,
      [],
      [
        { block: 100n, word: A },
        { block: 250n, word: B },
      ],
    );
    expect(merged.ranges).toEqual([
      { kind: 'value', from: 100n, to: 100n, word: A, source: 'archive' },
      { kind: 'unknown', from: 101n, to: 172n, why: 'not-watched' },
      { kind: 'value', from: 173n, to: 300n, word: B, source: 'history' },
    ]);
  });

  it('prefers this tab’s watch over the archive for the same block, and keeps the history’s unknown stretches', () => {
    const history: SlotTimeline = {
      ranges: [
        { kind: 'value', from: 10n, to: 12n, word: A },
        { kind: 'unknown', from: 13n, to: 20n },
        { kind: 'value', from: 21n, to: 30n, word: B },
      ],
      changes: [],
    };
    const merged = mergeWatched(history, [{ from: 12n, to: 14n, word: A }], [{ block: 14n, word: C }]);
    expect(merged.ranges).toEqual([
      { kind: 'value', from: 10n, to: 11n, word: A, source: 'history' },
      { kind: 'value', from: 12n, to: 14n, word: A, source: 'watch' },
      { kind: 'unknown', from: 15n, to: 20n, why: 'not-narrowed' },
      { kind: 'value', from: 21n, to: 30n, word: B, source: 'history' },
    ]);
    expect(merged.changes).toEqual([]);
  });

  it('compares words whatever their letter case', () => {
    const upper = A.toUpperCase().replace('0X', '0x') as Hex;
    const merged = mergeWatched(none, [{ from: 1n, to: 1n, word: A }], [{ block: 2n, word: upper }]);
    expect(merged.changes).toEqual([]);
  });
});
