/**
 * A storage slot's history inside the near-head window, from `eth_getStorageAt` alone: find the
 * head (head-search.ts), read the slot at every `SAMPLE_STRIDE`-th block of the window, then bisect
 * each stretch whose two ends differ until every change is pinned to one block.
 *
 * What this can see: every change between two read blocks whose words differ. What it cannot: a
 * value written and put back between two blocks it read (ends that agree look unchanged). The
 * sampling bounds that blind spot to stretches of at most `SAMPLE_STRIDE` blocks.
 *
 * Cost: the head search (2 reads on a node that names its head; about 2 × log2(distance from the
 * hint) otherwise), `sampleCount()` reads, and at most log2(SAMPLE_STRIDE) = 4 reads per change.
 *
 * Pure: the state is a value, `nextReads` says what to read, `applyReads` folds the answers in;
 * slot-history-run.ts drives it with an injected reader.
 */
import type { Hex } from '../hex.ts';
import { NEAR_HEAD_WINDOW_BLOCKS } from '../near-head-window.ts';
import {
  applyHeadProbe,
  foundHead,
  knownHeadSearch,
  nextHeadProbe,
  startHeadSearch,
  type BlockStanding,
  type HeadSearch,
} from './head-search.ts';

/** Blocks between two samples: a value written and put back within this many blocks may be missed. */
export const SAMPLE_STRIDE = 16n;
/** ln2(SAMPLE_STRIDE): the reads bisection needs to pin one change inside a stretch. */
export const READS_PER_CHANGE = 4;

/** A read's answer: the word, or where the block stands when the node has no state for it. */
export type SlotReading = { kind: 'served'; word: Hex } | Exclude<BlockStanding, { kind: 'served' }>;

export type SlotHistoryFailure =
  /** a block of the window left it while we read (the chain moved on): the history must start again */
  | { kind: 'window-moved'; block: bigint }
  /** a block the node had served is "not there yet" now (a node behind a load balancer, a reorg) */
  | { kind: 'block-vanished'; block: bigint };

export interface SlotHistoryState {
  search: HeadSearch;
  /** the blocks looked at, oldest first, once the head is known: the latest NEAR_HEAD_WINDOW_BLOCKS */
  window: { oldest: bigint; newest: bigint } | null;
  /** every word read, by block (head-search reads included) */
  words: ReadonlyMap<bigint, Hex>;
  /** requests sent, by purpose */
  requests: { head: number; sample: number; narrow: number };
  failure: SlotHistoryFailure | null;
}

export function startSlotHistory(hint: bigint | null): SlotHistoryState {
  return {
    search: startHeadSearch(hint),
    window: null,
    words: new Map(),
    requests: { head: 0, sample: 0, narrow: 0 },
    failure: null,
  };
}

/**
 * A history whose head the endpoint named (`eth_blockNumber`, one request, counted with the head
 * search's): it starts at the samples, with no search.
 */
export function startSlotHistoryAtHead(head: bigint): SlotHistoryState {
  return {
    ...startSlotHistory(head),
    search: knownHeadSearch(head),
    window: windowFor(head),
    requests: { head: 1, sample: 0, narrow: 0 },
  };
}

export function windowFor(head: bigint): { oldest: bigint; newest: bigint } {
  const span = BigInt(NEAR_HEAD_WINDOW_BLOCKS) - 1n;
  return { oldest: head > span ? head - span : 0n, newest: head };
}

/** The window's sample blocks: its oldest, every SAMPLE_STRIDE-th after it, and its newest. */
export function sampleBlocks(window: { oldest: bigint; newest: bigint }): bigint[] {
  const blocks: bigint[] = [];
  for (let b = window.oldest; b < window.newest; b += SAMPLE_STRIDE) blocks.push(b);
  blocks.push(window.newest);
  return blocks;
}

/** The words read inside the window, oldest first. */
export function windowWords(state: SlotHistoryState): Array<[bigint, Hex]> {
  const { window } = state;
  if (!window) return [];
  return [...state.words]
    .filter(([block]) => block >= window.oldest && block <= window.newest)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Stretches [from, to] whose ends were read, differ, and are more than one block apart. */
export function openStretches(state: SlotHistoryState): Array<[bigint, bigint]> {
  const words = windowWords(state);
  const open: Array<[bigint, bigint]> = [];
  for (let i = 1; i < words.length; i++) {
    const [a, wa] = words[i - 1]!;
    const [b, wb] = words[i]!;
    if (wa !== wb && b - a > 1n) open.push([a, b]);
  }
  return open;
}

export type SlotHistoryPhase = 'head' | 'sample' | 'narrow' | 'done' | 'failed';

export function slotHistoryPhase(state: SlotHistoryState): SlotHistoryPhase {
  if (state.failure) return 'failed';
  if (!state.window) return 'head';
  if (sampleBlocks(state.window).some((b) => !state.words.has(b))) return 'sample';
  return openStretches(state).length > 0 ? 'narrow' : 'done';
}

/** The next blocks to read (at most `max`, all independent of each other), empty when done. */
export function nextReads(state: SlotHistoryState, max: number): bigint[] {
  if (max < 1) return [];
  switch (slotHistoryPhase(state)) {
    case 'head': {
      const probe = nextHeadProbe(state.search);
      return probe === null ? [] : [probe];
    }
    case 'sample':
      return sampleBlocks(state.window!)
        .filter((b) => !state.words.has(b))
        .slice(0, max);
    case 'narrow':
      return openStretches(state)
        .slice(0, max)
        .map(([a, b]) => a + (b - a) / 2n);
    default:
      return [];
  }
}

/** The state after the reads of one round answered (in any order). */
export function applyReads(state: SlotHistoryState, answers: ReadonlyArray<[bigint, SlotReading]>): SlotHistoryState {
  const phase = slotHistoryPhase(state);
  if (phase === 'done' || phase === 'failed') return state;
  const words = new Map(state.words);
  let { search, window, failure } = state;
  for (const [block, reading] of answers) {
    if (reading.kind === 'served') words.set(block, reading.word);
    if (window === null) {
      search = applyHeadProbe(search, block, reading.kind === 'served' ? { kind: 'served' } : reading);
      const head = foundHead(search);
      if (head !== null) window = windowFor(head);
    } else if (reading.kind === 'outside-window') {
      failure ??= { kind: 'window-moved', block };
    } else if (reading.kind === 'not-yet') {
      failure ??= { kind: 'block-vanished', block };
    }
  }
  const requests = { ...state.requests };
  requests[phase] += answers.length;
  return { search, window, words, requests, failure };
}

/** How many requests the run has sent in all. */
export function requestsSent(state: SlotHistoryState): number {
  return state.requests.head + state.requests.sample + state.requests.narrow;
}
