/**
 * Finding the newest block from storage reads alone: each step of the search as a pure function
 * (what a read at a block proves, which block to read next), and the whole search against nodes
 * of every head and hint, answering as the gateway does.
 */
import { describe, expect, it } from 'vitest';
import {
  applyHeadProbe,
  foundHead,
  nextHeadProbe,
  startHeadSearch,
  type BlockStanding,
  type HeadSearch,
} from '../../../src/domain/storage/head-search.ts';
import { NEAR_HEAD_WINDOW_BLOCKS } from '../../../src/domain/near-head-window.ts';

const served: BlockStanding = { kind: 'served' };
const outside: BlockStanding = { kind: 'outside-window' };
const notYet = (reportedHead: bigint | null = null): BlockStanding => ({ kind: 'not-yet', reportedHead });

function search(fields: Partial<HeadSearch>): HeadSearch {
  return { ...startHeadSearch(null), ...fields };
}

/** A node at `head` serving the newest NEAR_HEAD_WINDOW_BLOCKS + 1 blocks. */
function standingAt(head: bigint, block: bigint, namesHead: boolean): BlockStanding {
  if (block > head) return notYet(namesHead ? head : null);
  if (block < head - BigInt(NEAR_HEAD_WINDOW_BLOCKS)) return outside;
  return served;
}

function run(head: bigint, hint: bigint | null, namesHead: boolean): { head: bigint | null; reads: bigint[] } {
  let s = startHeadSearch(hint);
  const reads: bigint[] = [];
  for (let block = nextHeadProbe(s); block !== null; block = nextHeadProbe(s)) {
    expect(block).toBeGreaterThanOrEqual(0n);
    reads.push(block);
    if (reads.length > 200) throw new Error(`no end: ${reads.join(' ')}`);
    s = applyHeadProbe(s, block, standingAt(head, block, namesHead));
  }
  return { head: foundHead(s), reads };
}

describe('startHeadSearch', () => {
  it('starts from the hint, knowing nothing yet', () => {
    expect(startHeadSearch(500n)).toEqual({ low: 0n, lowServed: false, high: null, origin: 500n, step: 1n });
  });

  it('without a usable hint starts from block 0', () => {
    expect(startHeadSearch(null).origin).toBe(0n);
    expect(startHeadSearch(0n).origin).toBe(0n);
    expect(startHeadSearch(-5n).origin).toBe(0n);
    expect(startHeadSearch(1n).origin).toBe(1n);
  });
});

describe('nextHeadProbe', () => {
  it('reads the hint itself first', () => {
    expect(nextHeadProbe(startHeadSearch(500n))).toBe(500n);
    expect(nextHeadProbe(startHeadSearch(null))).toBe(0n);
  });

  it('gallops up from a served block by a step that doubles', () => {
    let s = applyHeadProbe(startHeadSearch(500n), 500n, served);
    expect(s).toMatchObject({ low: 500n, lowServed: true, high: null, step: 2n });
    expect(nextHeadProbe(s)).toBe(502n);
    s = applyHeadProbe(s, 502n, served);
    expect(s.step).toBe(4n);
    expect(nextHeadProbe(s)).toBe(506n);
  });

  it('bisects once a block is not there yet, and stops doubling', () => {
    const s = applyHeadProbe(search({ low: 502n, lowServed: true, origin: 500n, step: 4n }), 506n, notYet());
    expect(s).toMatchObject({ low: 502n, high: 506n, step: 8n });
    expect(nextHeadProbe(s)).toBe(504n);
    const next = applyHeadProbe(s, 504n, notYet());
    expect(next).toMatchObject({ low: 502n, high: 504n, step: 8n });
    expect(nextHeadProbe(next)).toBe(503n);
  });

  it('a low that was inferred, not served, is read itself before galloping past it', () => {
    const s = search({ low: 229n, lowServed: false, origin: 0n, step: 2n });
    expect(nextHeadProbe(s)).toBe(230n);
    expect(nextHeadProbe(search({ low: 229n, lowServed: false, origin: 0n, step: 1n }))).toBe(229n);
  });

  it('a served block below the hint does not pull the gallop back below the hint', () => {
    expect(nextHeadProbe(search({ low: 100n, lowServed: true, origin: 500n, step: 2n }))).toBe(501n);
    expect(nextHeadProbe(search({ low: 500n, lowServed: true, origin: 500n, step: 2n }))).toBe(502n);
  });

  it('is null once the head is pinned', () => {
    expect(nextHeadProbe(search({ low: 504n, lowServed: true, high: 505n }))).toBeNull();
  });
});

describe('foundHead', () => {
  it('is the block just below the first one not there yet', () => {
    expect(foundHead(search({ low: 504n, high: 505n }))).toBe(504n);
    expect(foundHead(search({ low: 0n, high: 1n }))).toBe(0n);
  });

  it('is null while a gap remains or no block was found missing', () => {
    expect(foundHead(search({ low: 504n, high: 506n }))).toBeNull();
    expect(foundHead(search({ low: 504n, high: null }))).toBeNull();
  });
});

describe('applyHeadProbe', () => {
  it('a served block below what is known changes nothing but the step', () => {
    const s = search({ low: 600n, lowServed: true, origin: 600n, step: 2n });
    expect(applyHeadProbe(s, 500n, served)).toEqual({ ...s, step: 4n });
  });

  it('a served block below an inferred low does not lower it', () => {
    const s = search({ low: 229n, lowServed: false, origin: 0n, step: 2n });
    expect(applyHeadProbe(s, 100n, served)).toEqual({ ...s, step: 4n });
  });

  it('a served block at an inferred low confirms it', () => {
    expect(applyHeadProbe(search({ low: 229n, lowServed: false }), 229n, served)).toMatchObject({
      low: 229n,
      lowServed: true,
    });
  });

  it('"outside the window" proves the head is more than the window above that block', () => {
    const s = applyHeadProbe(startHeadSearch(null), 100n, outside);
    expect(s).toMatchObject({ low: 100n + BigInt(NEAR_HEAD_WINDOW_BLOCKS) + 1n, lowServed: false, high: null });
    const known = search({ low: 1000n, lowServed: true });
    expect(applyHeadProbe(known, 100n, outside)).toMatchObject({ low: 1000n, lowServed: true });
    // exactly at the bound: nothing new is learnt, and a served low stays served
    const bound = search({ low: 229n, lowServed: true });
    expect(applyHeadProbe(bound, 100n, outside)).toMatchObject({ low: 229n, lowServed: true });
  });

  it('"not there yet" keeps the lowest such block as the bound', () => {
    const s = search({ low: 10n, high: 50n });
    expect(applyHeadProbe(s, 40n, notYet()).high).toBe(40n);
    expect(applyHeadProbe(s, 60n, notYet()).high).toBe(50n);
    expect(applyHeadProbe(s, 50n, notYet()).high).toBe(50n);
  });

  it('a node naming its head pins it at once', () => {
    const s = applyHeadProbe(startHeadSearch(100_000n), 100_000n, notYet(300n));
    expect(s).toMatchObject({ low: 300n, lowServed: false, high: 301n });
    expect(foundHead(s)).toBe(300n);
  });

  it('a named head is used only when below the block read, and only where it narrows', () => {
    // naming the block itself (or above) is no news
    expect(applyHeadProbe(search({ low: 5n }), 10n, notYet(10n))).toMatchObject({ low: 5n, high: 10n });
    expect(applyHeadProbe(search({ low: 5n }), 10n, notYet(12n))).toMatchObject({ low: 5n, high: 10n });
    // named head below an established low: the low stays, served as it was
    const s = applyHeadProbe(search({ low: 8n, lowServed: true, high: 20n }), 15n, notYet(6n));
    expect(s).toMatchObject({ low: 8n, lowServed: true, high: 9n });
    // named head + 1 not below the bound already known
    expect(applyHeadProbe(search({ low: 5n, high: 9n }), 12n, notYet(8n))).toMatchObject({ low: 8n, high: 9n });
    expect(applyHeadProbe(search({ low: 5n, high: 9n }), 12n, notYet(7n))).toMatchObject({ low: 7n, high: 8n });
    // named head equal to the low: the low keeps its served flag
    expect(applyHeadProbe(search({ low: 7n, lowServed: true }), 12n, notYet(7n))).toMatchObject({
      low: 7n,
      lowServed: true,
      high: 8n,
    });
  });

  it('answers that contradict each other: the newer one wins', () => {
    const s = applyHeadProbe(search({ low: 400n, lowServed: true, high: 500n }), 600n, served);
    expect(s).toMatchObject({ low: 600n, high: 601n });
    expect(foundHead(s)).toBe(600n);
    const t = applyHeadProbe(search({ low: 400n, lowServed: true }), 400n, notYet());
    expect(t).toMatchObject({ low: 400n, high: 401n });
  });

  it('keeps the origin', () => {
    expect(applyHeadProbe(startHeadSearch(77n), 77n, served).origin).toBe(77n);
    expect(applyHeadProbe(startHeadSearch(77n), 77n, notYet(3n)).origin).toBe(77n);
  });
});

describe('the whole search', () => {
  const heads = [0n, 1n, 2n, 5n, 127n, 128n, 129n, 1000n, 123_456n];

  it.each(heads)('finds head %i from any hint, whether or not the node names its head', (head) => {
    const hints = [null, 0n, 1n, head > 0n ? head - 1n : 0n, head, head + 1n, head * 3n + 7n, head + 1_000_000n];
    for (const hint of hints) {
      for (const namesHead of [true, false]) {
        const { head: found, reads } = run(head, hint, namesHead);
        expect({ hint, namesHead, found }).toEqual({ hint, namesHead, found: head });
        // galloping up and bisecting: logarithmic in the distance from the hint; from a hint above
        // the head of a node that does not name it, bisecting everything below the hint
        const from = hint ?? 0n;
        const bound =
          from <= head || namesHead
            ? 2 * Math.ceil(Math.log2(Number(from > head ? from - head : head - from) + 2)) + 3
            : Math.ceil(Math.log2(Number(from) + 2)) + 3;
        expect(reads.length).toBeLessThanOrEqual(bound);
      }
    }
  });

  it('a node naming its head: a hint at the head takes two reads, a hint above it one', () => {
    expect(run(1000n, 1000n, true).reads).toEqual([1000n, 1002n]);
    expect(run(1000n, 5000n, true).reads).toEqual([5000n]);
  });
});
