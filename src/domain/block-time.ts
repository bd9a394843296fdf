/**
 * How fast a chain makes blocks, and so how often the head is worth asking for. The block time is
 * learned from two blocks' timestamps (their gap over their distance), never assumed: opBNB makes a
 * block every 250 ms since its Fourier upgrade, Ethereum every 12 s, a local anvil one per
 * transaction. Timestamps are whole seconds, so the two blocks are taken far apart (BLOCK_TIME_SPAN).
 */

/** Blocks between the two whose timestamps give the block time: 32 × 250 ms = 8 s, enough for whole seconds. */
export const BLOCK_TIME_SPAN = 32n;

/** Never ask for the head more than once a second, however fast the chain (opBNB: 4 blocks a second). */
export const HEAD_POLL_FLOOR_MS = 1_000;
/**
 * Never wait longer than this between two asks: Ethereum's slot, and the most a chain that makes a
 * block only when a transaction comes (anvil) leaves a just-sent transaction unseen.
 */
export const HEAD_POLL_CEILING_MS = 12_000;
/** Until the block time is known: a guess that costs little on any chain. */
export const HEAD_POLL_UNKNOWN_MS = 2_000;

export interface TimedBlock {
  number: bigint;
  /** seconds since the epoch */
  timestamp: bigint;
}

/** The mean time between blocks from `older` to `newer`, in ms; null when they say nothing (same block, wrong order). */
export function blockTimeMs(newer: TimedBlock, older: TimedBlock): number | null {
  const blocks = newer.number - older.number;
  const seconds = newer.timestamp - older.timestamp;
  if (blocks <= 0n || seconds < 0n) return null;
  return Number((seconds * 1000n) / blocks);
}

/** How often to ask for the head: once per block, within the floor and the ceiling. */
export function headPollIntervalMs(blockTime: number | null): number {
  if (blockTime === null) return HEAD_POLL_UNKNOWN_MS;
  return Math.min(HEAD_POLL_CEILING_MS, Math.max(HEAD_POLL_FLOOR_MS, blockTime));
}

/**
 * How many blocks the chain may have made since the head was last asked for: 0 when the poll keeps
 * up with the chain, 3 on opBNB (4 blocks a second, asked once a second). Said as "about N blocks behind".
 */
export function blocksBehindAtMost(blockTime: number | null, pollMs: number): number {
  if (blockTime === null || blockTime <= 0) return 0;
  return Math.max(0, Math.ceil(pollMs / blockTime) - 1);
}

/** `about 20 s`, `about 3 min`, `about 2 h`: a countdown read once per block, so rough on purpose. */
export function formatAboutDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 90) return `about ${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `about ${minutes} min`;
  return `about ${Math.round(minutes / 60)} h`;
}

/** A block time or a poll interval as a person reads it: `0.25 s`, `2 s`, `12 s`. */
export function formatSeconds(ms: number): string {
  const seconds = Math.round(ms / 10) / 100;
  return `${seconds} s`;
}
