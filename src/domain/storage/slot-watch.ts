/**
 * Watching a slot: read it at each new block the endpoint serves and keep what was seen as ranges
 * of blocks that were each read and held one word. Pure: the data layer asks `blocksToRead` when
 * it learns a new head, reads those blocks (every watched slot, one batch), and folds each answer
 * in with `recordReading`, which says whether it is the first reading, a change or the same word.
 *
 * A block is read at most once per slot: a reading at or below the newest block already read is
 * ignored. Blocks the watch did not read (the tab was hidden, or more blocks came in one tick than
 * it catches up) are a gap between two ranges, never given a neighbour's value.
 */
import type { Hex } from '../hex.ts';

/**
 * The most blocks read per slot for one new head: a tab that polls once a second on a chain of
 * 250 ms blocks sees 4 new blocks a tick; one coming back after a minute hidden would otherwise
 * send 240 reads per slot. Older blocks than these are a gap, said as "not watched".
 */
export const WATCH_CATCH_UP_BLOCKS = 32n;

/** The slot held `word` at every block from..to, each read by the watch. */
export interface WatchedRange {
  from: bigint;
  to: bigint;
  word: Hex;
}

/** One slot's watch, oldest first; a gap between two ranges is blocks the watch did not read. */
export type WatchLog = readonly WatchedRange[];

/** The blocks to read for a new head, oldest first: every block after the last one read, at most `max`. */
export function blocksToRead(lastRead: bigint | null, head: bigint, max: bigint = WATCH_CATCH_UP_BLOCKS): bigint[] {
  if (max < 1n) return [];
  if (lastRead !== null && head <= lastRead) return [];
  const newestFirst = head - max + 1n;
  let from = lastRead === null ? head : lastRead + 1n;
  if (from < newestFirst) from = newestFirst;
  if (from < 0n) from = 0n;
  const blocks: bigint[] = [];
  for (let block = from; block <= head; block++) blocks.push(block);
  return blocks;
}

/** The newest block a watch log has read, or null before its first reading. */
export function lastReadBlock(log: WatchLog): bigint | null {
  return log.length === 0 ? null : log[log.length - 1]!.to;
}

export type WatchReading =
  /** the watch's first word for the slot */
  | { kind: 'first'; block: bigint; word: Hex }
  /** the word at `block` differs from the one last read; `pinned`: that read was at block − 1, so the change is exactly here */
  | { kind: 'change'; block: bigint; word: Hex; before: { block: bigint; word: Hex }; pinned: boolean }
  | { kind: 'same'; block: bigint; word: Hex }
  /** a block already read (or older): ignored, the log is unchanged */
  | { kind: 'ignored'; block: bigint; word: Hex };

/** The log after a reading at `block`, and what the reading was. */
export function recordReading(log: WatchLog, block: bigint, word: Hex): { log: WatchLog; reading: WatchReading } {
  const last = log[log.length - 1];
  if (!last) return { log: [{ from: block, to: block, word }], reading: { kind: 'first', block, word } };
  if (block <= last.to) return { log, reading: { kind: 'ignored', block, word } };
  const contiguous = block === last.to + 1n;
  const lower = word.toLowerCase() as Hex;
  if (lower === last.word.toLowerCase()) {
    const reading: WatchReading = { kind: 'same', block, word };
    // a gap splits the range: the blocks in between were not read, whatever they held
    if (contiguous) return { log: [...log.slice(0, -1), { ...last, to: block }], reading };
    return { log: [...log, { from: block, to: block, word }], reading };
  }
  return {
    log: [...log, { from: block, to: block, word }],
    reading: { kind: 'change', block, word, before: { block: last.to, word: last.word }, pinned: contiguous },
  };
}

/**
 * The readings worth keeping in the archive (kind 'storage', one record per block): the first,
 * and for each change the reading before it and the new word, so that a change pinned to its
 * block is still pinned when the history is rebuilt from the archive alone.
 */
export function readingsToArchive(reading: WatchReading): Array<{ block: bigint; word: Hex }> {
  switch (reading.kind) {
    case 'first':
      return [{ block: reading.block, word: reading.word }];
    case 'change':
      return [reading.before, { block: reading.block, word: reading.word }];
    default:
      return [];
  }
}

export interface WatchedChange {
  block: bigint;
  before: Hex;
  after: Hex;
  /** the block before was read too: the change happened exactly at `block` (else somewhere after the last read) */
  pinned: boolean;
}

/** The changes a watch log saw, oldest first (a gap with the same word on both sides is no change). */
export function watchedChanges(log: WatchLog): WatchedChange[] {
  const changes: WatchedChange[] = [];
  for (let i = 1; i < log.length; i++) {
    const [before, after] = [log[i - 1]!, log[i]!];
    if (before.word.toLowerCase() === after.word.toLowerCase()) continue;
    changes.push({ block: after.from, before: before.word, after: after.word, pinned: before.to + 1n === after.from });
  }
  return changes;
}
