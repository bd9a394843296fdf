/**
 * A slot's history with what watching saw merged in: the window's history (slot-history-timeline.ts)
 * reaches back 128 blocks; the watch of this tab (slot-watch.ts) and the readings kept in the
 * browser's archive reach back as far as the slot was watched. Every range and change says where
 * it came from, so the page can mark the points that came from watching.
 *
 * Where sources overlap, a block read by this tab's watch wins (it was read at that very block),
 * then the window's history (read now, fresh from the endpoint), then the archive, which fills
 * what neither reaches: the blocks before the window. Blocks no source covers are "not watched",
 * never given a neighbour's value.
 */
import type { Hex } from '../hex.ts';
import type { SlotTimeline } from './slot-history-timeline.ts';
import type { WatchLog } from './slot-watch.ts';

export type RangeSource = 'watch' | 'archive' | 'history';

export type MergedRange =
  | { kind: 'value'; from: bigint; to: bigint; word: Hex; source: RangeSource }
  /** not-narrowed: the window's history did not read it closely enough; not-watched: nobody read it */
  | { kind: 'unknown'; from: bigint; to: bigint; why: 'not-narrowed' | 'not-watched' };

export interface MergedChange {
  block: bigint;
  before: Hex;
  after: Hex;
  /** where the reading at `block` came from */
  source: RangeSource;
}

export interface MergedTimeline {
  ranges: MergedRange[];
  /** changes pinned to one block: the value at block − 1 (read) differs from the value at block */
  changes: MergedChange[];
}

/** A reading kept in the archive: the word at one block. */
export interface ArchivedReading {
  block: bigint;
  word: Hex;
}

type Interval = { from: bigint; to: bigint };

/** The parts of `range` outside every interval of `covered`. */
function outside<R extends Interval>(range: R, covered: readonly Interval[]): R[] {
  let pieces: R[] = [range];
  for (const cover of covered) {
    pieces = pieces.flatMap((piece) => {
      if (cover.to < piece.from || cover.from > piece.to) return [piece];
      const kept: R[] = [];
      if (cover.from > piece.from) kept.push({ ...piece, to: cover.from - 1n });
      if (cover.to < piece.to) kept.push({ ...piece, from: cover.to + 1n });
      return kept;
    });
  }
  return pieces;
}

const sameRange = (a: MergedRange, b: MergedRange) =>
  a.kind === 'value' && b.kind === 'value'
    ? a.word === b.word && a.source === b.source
    : a.kind === 'unknown' && b.kind === 'unknown' && a.why === b.why;

export function mergeWatched(
  history: SlotTimeline,
  watched: WatchLog,
  archived: readonly ArchivedReading[],
): MergedTimeline {
  const layers: MergedRange[][] = [
    watched.map((r) => ({ kind: 'value', from: r.from, to: r.to, word: lower(r.word), source: 'watch' })),
    history.ranges.map((r) =>
      r.kind === 'value'
        ? { kind: 'value', from: r.from, to: r.to, word: lower(r.word), source: 'history' }
        : { kind: 'unknown', from: r.from, to: r.to, why: 'not-narrowed' },
    ),
    archived.map((r) => ({ kind: 'value', from: r.block, to: r.block, word: lower(r.word), source: 'archive' })),
  ];
  const covered: Interval[] = [];
  const pieces: MergedRange[] = [];
  for (const layer of layers) {
    const before = covered.length;
    for (const range of layer) {
      pieces.push(...outside(range, covered.slice(0, before)));
      covered.push({ from: range.from, to: range.to });
    }
  }
  pieces.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));

  const ranges: MergedRange[] = [];
  for (const piece of pieces) {
    const previous = ranges[ranges.length - 1];
    if (previous && previous.to + 1n < piece.from)
      ranges.push({ kind: 'unknown', from: previous.to + 1n, to: piece.from - 1n, why: 'not-watched' });
    const last = ranges[ranges.length - 1];
    if (last && last.to + 1n === piece.from && sameRange(last, piece))
      ranges[ranges.length - 1] = { ...last, to: piece.to };
    else ranges.push(piece);
  }

  const changes: MergedChange[] = [];
  for (let i = 1; i < ranges.length; i++) {
    const [a, b] = [ranges[i - 1]!, ranges[i]!];
    if (a.kind === 'value' && b.kind === 'value' && a.word !== b.word)
      changes.push({ block: b.from, before: a.word, after: b.word, source: b.source });
  }
  return { ranges, changes };
}

const lower = (word: Hex) => word.toLowerCase() as Hex;
