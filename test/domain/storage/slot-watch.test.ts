/**
 * Watching a slot block by block: which blocks a new head asks for (each at most once, a bounded
 * catch-up), what counts as a change and whether it is pinned to its block, and which readings the
 * archive keeps so that a change can be rebuilt from the archive alone.
 */
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../src/domain/hex.ts';
import {
  blocksToRead,
  lastReadBlock,
  readingsToArchive,
  recordReading,
  watchedChanges,
  WATCH_CATCH_UP_BLOCKS,
  type WatchLog,
} from '../../../src/domain/storage/slot-watch.ts';

const word = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`;
const A = word(0xa);
const B = word(0xb);

function readAll(readings: Array<[bigint, Hex]>): WatchLog {
  let log: WatchLog = [];
  for (const [block, w] of readings) log = recordReading(log, block, w).log;
  return log;
}

describe('blocksToRead', () => {
  it('reads only the head when nothing was read yet', () => {
    expect(blocksToRead(null, 500n)).toEqual([500n]);
  });

  it('reads every block after the last one read, up to the head, oldest first', () => {
    expect(blocksToRead(500n, 503n)).toEqual([501n, 502n, 503n]);
  });

  it('reads nothing when the head has not moved, or moved back (a node behind a load balancer)', () => {
    expect(blocksToRead(500n, 500n)).toEqual([]);
    expect(blocksToRead(500n, 498n)).toEqual([]);
  });

  it('catches up at most WATCH_CATCH_UP_BLOCKS, the newest ones: older blocks are a gap', () => {
    const blocks = blocksToRead(100n, 1000n);
    expect(BigInt(blocks.length)).toBe(WATCH_CATCH_UP_BLOCKS);
    expect(blocks[0]).toBe(1000n - WATCH_CATCH_UP_BLOCKS + 1n);
    expect(blocks[blocks.length - 1]).toBe(1000n);
    expect(blocksToRead(10n, 14n, 2n)).toEqual([13n, 14n]);
  });

  it('never asks for a block below 0, and nothing with a cap below one', () => {
    expect(blocksToRead(null, 0n)).toEqual([0n]);
    expect(blocksToRead(5n, 9n, 0n)).toEqual([]);
  });
});

describe('recordReading', () => {
  it('starts a range at the first reading', () => {
    const { log, reading } = recordReading([], 10n, A);
    expect(reading).toEqual({ kind: 'first', block: 10n, word: A });
    expect(log).toEqual([{ from: 10n, to: 10n, word: A }]);
    expect(lastReadBlock(log)).toBe(10n);
    expect(lastReadBlock([])).toBeNull();
  });

  it('grows the range while the word stays, block after block', () => {
    const log = readAll([
      [10n, A],
      [11n, A],
      [12n, A],
    ]);
    expect(log).toEqual([{ from: 10n, to: 12n, word: A }]);
    expect(recordReading(log, 13n, A).reading.kind).toBe('same');
  });

  it('treats the same word in another letter case as the same word', () => {
    const upper = A.toUpperCase().replace('0X', '0x') as Hex;
    expect(recordReading(readAll([[10n, A]]), 11n, upper).reading.kind).toBe('same');
  });

  it('pins a change to its block when the block before it was read', () => {
    const log = readAll([
      [10n, A],
      [11n, A],
    ]);
    const { log: after, reading } = recordReading(log, 12n, B);
    expect(reading).toEqual({ kind: 'change', block: 12n, word: B, before: { block: 11n, word: A }, pinned: true });
    expect(after).toEqual([
      { from: 10n, to: 11n, word: A },
      { from: 12n, to: 12n, word: B },
    ]);
  });

  it('does not pin a change across blocks it did not read, and splits a range across a gap', () => {
    const log = readAll([[10n, A]]);
    const change = recordReading(log, 15n, B).reading;
    expect(change).toMatchObject({ kind: 'change', pinned: false, before: { block: 10n, word: A } });
    // the same word after a gap: blocks 11–14 were not read, so they are not claimed
    expect(recordReading(log, 15n, A).log).toEqual([
      { from: 10n, to: 10n, word: A },
      { from: 15n, to: 15n, word: A },
    ]);
  });

  it('ignores a second reading of a block already read, or an older one', () => {
    const log = readAll([
      [10n, A],
      [11n, A],
    ]);
    expect(recordReading(log, 11n, B)).toEqual({ log, reading: { kind: 'ignored', block: 11n, word: B } });
    expect(recordReading(log, 3n, B).log).toBe(log);
  });
});

describe('readingsToArchive', () => {
  it('keeps the first reading, and for a change both the reading before it and the new word', () => {
    expect(readingsToArchive({ kind: 'first', block: 10n, word: A })).toEqual([{ block: 10n, word: A }]);
    expect(
      readingsToArchive({ kind: 'change', block: 12n, word: B, before: { block: 11n, word: A }, pinned: true }),
    ).toEqual([
      { block: 11n, word: A },
      { block: 12n, word: B },
    ]);
  });

  it('keeps nothing for a reading that changed nothing', () => {
    expect(readingsToArchive({ kind: 'same', block: 12n, word: A })).toEqual([]);
    expect(readingsToArchive({ kind: 'ignored', block: 12n, word: A })).toEqual([]);
  });
});

describe('watchedChanges', () => {
  it('lists each change with the words on both sides, pinned or not, and no change across a gap with one word', () => {
    const log = readAll([
      [10n, A],
      [11n, B],
      [15n, B],
      [20n, A],
      [21n, A],
    ]);
    expect(watchedChanges(log)).toEqual([
      { block: 11n, before: A, after: B, pinned: true },
      { block: 20n, before: B, after: A, pinned: false },
    ]);
    expect(watchedChanges([])).toEqual([]);
  });
});
