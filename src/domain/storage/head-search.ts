/**
 * Finding the newest block with `eth_getStorageAt` alone (the four methods have no
 * `eth_blockNumber`). A read at block b answers one of three ways, and they are ordered along the
 * chain: a word (b is served: head − window ≤ b ≤ head), "outside the window" (b < head − window,
 * so head > b + window) or "not there yet" (b > head). So the head is found as the last block that
 * is not "not there yet": gallop up from a hint (the newest block number the app has seen), then
 * bisect. A node that names its head in the "not there yet" answer (anvil's BlockOutOfRange)
 * ends the search at once.
 */
import { NEAR_HEAD_WINDOW_BLOCKS } from '../near-head-window.ts';

/** What a storage read at one block told us about where that block stands. */
export type BlockStanding =
  | { kind: 'served' }
  | { kind: 'outside-window' }
  /** `reportedHead`: the node's latest block, when its answer names it */
  | { kind: 'not-yet'; reportedHead: bigint | null };

export interface HeadSearch {
  /** the head is at least this (proven by an answer; 0 until one comes) */
  low: bigint;
  /** `low` itself answered with a word (rather than being inferred) */
  lowServed: boolean;
  /** the head is below this, once a read answered "not there yet" */
  high: bigint | null;
  /** where galloping starts: the hint, a guess that no answer has confirmed yet */
  origin: bigint;
  /** the next upward step while `high` is unknown; doubles each probe */
  step: bigint;
}

export function startHeadSearch(hint: bigint | null): HeadSearch {
  return { low: 0n, lowServed: false, high: null, origin: hint !== null && hint > 0n ? hint : 0n, step: 1n };
}

/** A search that needs no probe: the endpoint named its head (`eth_blockNumber`). */
export function knownHeadSearch(head: bigint): HeadSearch {
  return { low: head, lowServed: false, high: head + 1n, origin: head, step: 1n };
}

/** The head, once the search has pinned it (the block below the first one not there yet). */
export function foundHead(search: HeadSearch): bigint | null {
  return search.high !== null && search.high - search.low <= 1n ? search.low : null;
}

/** The block to read next, or null when the head is found. */
export function nextHeadProbe(search: HeadSearch): bigint | null {
  if (foundHead(search) !== null) return null;
  if (search.high !== null) return search.low + (search.high - search.low) / 2n;
  // from the hint (or past it, once answers have); an unconfirmed start is tried itself first
  if (search.lowServed && search.low >= search.origin) return search.low + search.step;
  return (search.origin > search.low ? search.origin : search.low) + search.step - 1n;
}

/** The search after a read at `block` answered `standing`. */
export function applyHeadProbe(search: HeadSearch, block: bigint, standing: BlockStanding): HeadSearch {
  let { low, lowServed, high } = search;
  const step = high === null ? search.step * 2n : search.step;
  if (standing.kind === 'served') {
    if (block > low || (block === low && !lowServed)) [low, lowServed] = [block, true];
  } else if (standing.kind === 'outside-window') {
    const atLeast = block + BigInt(NEAR_HEAD_WINDOW_BLOCKS) + 1n;
    if (atLeast > low) [low, lowServed] = [atLeast, false];
  } else {
    if (high === null || block < high) high = block;
    const named = standing.reportedHead;
    if (named !== null && named < block) {
      if (named + 1n < high) high = named + 1n;
      if (named > low) [low, lowServed] = [named, false];
    }
  }
  // two answers that cannot both be true (a node behind a load balancer, a reorg): trust the newer
  if (high !== null && high <= low) high = low + 1n;
  return { low, lowServed, high, origin: search.origin, step };
}
