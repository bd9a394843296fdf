import { describe, expect, it } from 'vitest';
import { type Hex } from '../../../src/domain/hex.ts';
import { startHeadSearch } from '../../../src/domain/storage/head-search.ts';
import {
  READS_PER_CHANGE,
  sampleBlocks,
  slotHistoryPhase,
  startSlotHistory,
  startSlotHistoryAtHead,
  windowFor,
  requestsSent,
  type SlotReading,
  applyReads,
  nextReads,
  windowWords,
  type SlotHistoryState,
} from '../../../src/domain/storage/slot-history.ts';
import { runSlotHistory, SlotHistoryCancelled } from '../../../src/domain/storage/slot-history-run.ts';
import { slotTimeline } from '../../../src/domain/storage/slot-history-timeline.ts';

const word = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`;
const A = word(0xa);
const B = word(0xb);
const C = word(0xc);
const D = word(0xd);

/**
 * A node as the gateway behaves: storage below head − 128 is "outside the window", above the head
 * "not there yet" (naming the head when `namesHead`, as anvil does; geth's "header not found" does
 * not). `writes` are [block, word] in order; before the first write the slot holds `initial`.
 */
function fakeNode(head: number, writes: Array<[number, Hex]>, { initial = A, namesHead = true } = {}) {
  const reads: number[] = [];
  const readAt = (block: bigint): Promise<SlotReading> => {
    const b = Number(block);
    reads.push(b);
    if (b > head) return Promise.resolve({ kind: 'not-yet', reportedHead: namesHead ? BigInt(head) : null });
    if (b < head - 128) return Promise.resolve({ kind: 'outside-window' });
    let value = initial;
    for (const [at, w] of writes) if (at <= b) value = w;
    return Promise.resolve({ kind: 'served', word: value });
  };
  return { readAt, reads };
}

async function history(head: number, writes: Array<[number, Hex]>, hint: number | null = head, options = {}) {
  const node = fakeNode(head, writes, options);
  const state = await runSlotHistory(startSlotHistory(hint === null ? null : BigInt(hint)), node.readAt, {
    budget: 1000,
  });
  return { state, node, timeline: slotTimeline(state) };
}

const changesOf = (timeline: ReturnType<typeof slotTimeline>) =>
  timeline.changes.map((c) => [Number(c.block), c.before, c.after]);

describe('slot history inside the 128-block window', () => {
  const head = 1000;
  const oldest = head - 127;

  it('a slot that never changed: one range over the whole window, 9 reads of samples at most', async () => {
    const { state, timeline } = await history(head, [[10, B]]);
    expect(slotHistoryPhase(state)).toBe('done');
    expect(state.window).toEqual({ oldest: BigInt(oldest), newest: BigInt(head) });
    expect(timeline.changes).toEqual([]);
    expect(timeline.ranges).toEqual([{ kind: 'value', from: BigInt(oldest), to: BigInt(head), word: B }]);
    // the head search already read the newest block: 8 samples are left to read
    expect(state.requests.sample).toBe(8);
    expect(state.requests.narrow).toBe(0);
    expect(requestsSent(state)).toBe(10);
  });

  it('finds several changes at their exact blocks, within 4 reads per change after sampling', async () => {
    const writes: Array<[number, Hex]> = [
      [oldest + 5, B],
      [oldest + 40, C],
      [oldest + 41, D],
      [oldest + 100, A],
    ];
    const { state, timeline } = await history(head, writes);
    expect(changesOf(timeline)).toEqual([
      [oldest + 5, A, B],
      [oldest + 40, B, C],
      [oldest + 41, C, D],
      [oldest + 100, D, A],
    ]);
    expect(state.requests.narrow).toBeLessThanOrEqual(READS_PER_CHANGE * 4);
    expect(timeline.ranges).toEqual([
      { kind: 'value', from: BigInt(oldest), to: BigInt(oldest + 4), word: A },
      { kind: 'value', from: BigInt(oldest + 5), to: BigInt(oldest + 39), word: B },
      { kind: 'value', from: BigInt(oldest + 40), to: BigInt(oldest + 40), word: C },
      { kind: 'value', from: BigInt(oldest + 41), to: BigInt(oldest + 99), word: D },
      { kind: 'value', from: BigInt(oldest + 100), to: BigInt(head), word: A },
    ]);
  });

  it('a change at the newest block is found', async () => {
    const { timeline } = await history(head, [[head, B]]);
    expect(changesOf(timeline)).toEqual([[head, A, B]]);
  });

  it('a change one block after the oldest is found; one at the oldest block is its starting value', async () => {
    expect(changesOf((await history(head, [[oldest + 1, B]])).timeline)).toEqual([[oldest + 1, A, B]]);
    const atOldest = await history(head, [[oldest, B]]);
    // the block before the window is not read, so a write at the oldest block is not a change seen
    expect(atOldest.timeline.changes).toEqual([]);
    expect(atOldest.timeline.ranges[0]).toMatchObject({ from: BigInt(oldest), word: B });
  });

  it('A→B→A undone between two reads is not seen (the documented blind spot)', async () => {
    // both writes inside the first 16-block stretch, whose ends both hold A
    const { timeline } = await history(head, [
      [oldest + 3, B],
      [oldest + 6, A],
    ]);
    expect(timeline.changes).toEqual([]);
  });

  it('A→B→A with the return more than a stride later is seen whole', async () => {
    const { timeline } = await history(head, [
      [oldest + 3, B],
      [oldest + 3 + 17, A],
    ]);
    expect(changesOf(timeline)).toEqual([
      [oldest + 3, A, B],
      [oldest + 20, B, A],
    ]);
  });

  it('a young chain (head below 127): the window starts at block 0', async () => {
    const { state, timeline } = await history(50, [[20, B]], 50);
    expect(state.window).toEqual({ oldest: 0n, newest: 50n });
    expect(changesOf(timeline)).toEqual([[20, A, B]]);
    expect(sampleBlocks({ oldest: 0n, newest: 50n })).toEqual([0n, 16n, 32n, 48n, 50n]);
  });

  it('reads a round at a time, never more than 8 together', async () => {
    const node = fakeNode(head, []);
    const rounds: number[] = [];
    await runSlotHistory(startSlotHistory(BigInt(head)), node.readAt, {
      budget: 1000,
      onProgress: (_state, inFlight) => {
        if (inFlight > 0) rounds.push(inFlight);
      },
    });
    expect(Math.max(...rounds)).toBeLessThanOrEqual(8);
    expect(rounds.reduce((a, b) => a + b, 0)).toBe(node.reads.length);
  });
});

describe('finding the head without eth_blockNumber', () => {
  it('a node that names its head: two reads from a hint at the head', async () => {
    const { state } = await history(1000, [], 1000);
    expect(state.window?.newest).toBe(1000n);
    expect(state.requests.head).toBe(2);
  });

  it('a node that does not name its head (geth): gallops up from a stale hint and bisects', async () => {
    const { state } = await history(1000, [], 990, { namesHead: false });
    expect(state.window?.newest).toBe(1000n);
    // gap 10: about 2 × log2(10) reads
    expect(state.requests.head).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(10)) + 2);
  });

  it('a hint older than the window: "outside the window" moves the search past it', async () => {
    const { state } = await history(5000, [], 100, { namesHead: false });
    expect(state.window?.newest).toBe(5000n);
    expect(state.requests.head).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(4900)) + 2);
  });

  it('a hint beyond the head (another chain, a reset devnet) comes back down', async () => {
    expect((await history(300, [], 100_000, { namesHead: false })).state.window?.newest).toBe(300n);
    const named = await history(300, [], 100_000);
    expect(named.state.window?.newest).toBe(300n);
    expect(named.state.requests.head).toBe(1);
  });

  it('no hint at all starts from block 0', async () => {
    expect(startHeadSearch(null).low).toBe(0n);
    const { state, timeline } = await history(777, [[700, B]], null, { namesHead: false });
    expect(state.window).toEqual(windowFor(777n));
    expect(changesOf(timeline)).toEqual([[700, A, B]]);
  });
});

describe('starting from the head the endpoint named (eth_blockNumber)', () => {
  it("reads no block to find the head: the first reads are the window's samples, and the result matches a search", async () => {
    const head = 1000;
    const writes: Array<[number, Hex]> = [[head - 60, B]];
    const node = fakeNode(head, writes);
    const state = await runSlotHistory(startSlotHistoryAtHead(BigInt(head)), node.readAt, { budget: 1000 });
    expect(node.reads.every((b) => b >= head - 127 && b <= head)).toBe(true);
    expect(node.reads).not.toContain(head + 1);
    expect(state.window).toEqual({ oldest: BigInt(head - 127), newest: BigInt(head) });
    // the eth_blockNumber request is counted as the head's, once
    expect(state.requests.head).toBe(1);
    const searched = await history(head, writes);
    expect(changesOf(slotTimeline(state))).toEqual(changesOf(searched.timeline));
    expect(node.reads.length).toBeLessThan(searched.node.reads.length);
  });
});

describe('bounded, resumable, cancellable', () => {
  const head = 1000;
  const oldest = head - 127;
  const writes: Array<[number, Hex]> = [
    [oldest + 2, B],
    [oldest + 30, C],
    [oldest + 70, D],
    [oldest + 111, A],
  ];

  it('stops at its budget with the changes found so far, and continues to the same result', async () => {
    const node = fakeNode(head, writes);
    let state = await runSlotHistory(startSlotHistory(BigInt(head)), node.readAt, { budget: 13 });
    expect(requestsSent(state)).toBe(13);
    expect(node.reads).toHaveLength(13);
    expect(slotHistoryPhase(state)).toBe('narrow');
    const partial = slotTimeline(state);
    expect(partial.ranges.some((r) => r.kind === 'unknown')).toBe(true);
    state = await runSlotHistory(state, node.readAt, { budget: 64 });
    expect(slotHistoryPhase(state)).toBe('done');
    expect(changesOf(slotTimeline(state))).toEqual(changesOf((await history(head, writes)).timeline));
    expect(node.reads).toHaveLength(requestsSent(state));
  });

  it('a cancelled run rejects at once and starts no further read', async () => {
    const controller = new AbortController();
    const reads: number[] = [];
    const pending: Array<() => void> = [];
    const node = fakeNode(head, writes);
    const slowReadAt = (block: bigint) => {
      reads.push(Number(block));
      return new Promise<SlotReading>((resolve) => pending.push(() => void node.readAt(block).then(resolve)));
    };
    const run = runSlotHistory(startSlotHistory(BigInt(head)), slowReadAt, {
      budget: 64,
      signal: controller.signal,
    });
    await Promise.resolve();
    expect(reads).toHaveLength(1);
    controller.abort();
    await expect(run).rejects.toBeInstanceOf(SlotHistoryCancelled);
    for (const answer of pending) answer();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toHaveLength(1);
  });

  it('a block that left the window while reading ends the run with that reason', async () => {
    const node = fakeNode(head, writes);
    let moved = false;
    const readAt = (block: bigint): Promise<SlotReading> => {
      // the chain advances by 10 once the head is known: the oldest blocks fall out
      if (moved && block < BigInt(head - 118)) return Promise.resolve({ kind: 'outside-window' });
      return node.readAt(block);
    };
    const state = await runSlotHistory(startSlotHistory(BigInt(head)), readAt, {
      budget: 64,
      onProgress: (s) => {
        moved = s.window !== null;
      },
    });
    expect(slotHistoryPhase(state)).toBe('failed');
    expect(state.failure).toEqual({ kind: 'window-moved', block: BigInt(oldest) });
  });

  it('a block of the window that is "not there yet" later ends the run as vanished', async () => {
    const node = fakeNode(head, writes);
    let behind = false;
    // once the head is known, the node answers as one that fell 20 blocks behind
    const readAt = (block: bigint): Promise<SlotReading> =>
      behind && block > BigInt(head - 20)
        ? Promise.resolve({ kind: 'not-yet', reportedHead: null })
        : node.readAt(block);
    const state = await runSlotHistory(startSlotHistory(BigInt(head)), readAt, {
      budget: 64,
      onProgress: (s) => {
        behind = s.window !== null;
      },
    });
    expect(state.failure?.kind).toBe('block-vanished');
  });
});

/**
 * The slot history's state, step by step: which blocks are sampled, which words count as inside
 * the window, how many reads a round asks for, and what a round's answers change (and what they
 * do not, once the history is done or has failed).
 */

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
