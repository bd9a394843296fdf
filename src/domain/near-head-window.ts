/**
 * Near-head endpoints serve only the latest blocks (service.md, Limits): state and transactions
 * older than head − 128 are not there, which is not the same as never having existed.
 */
export const NEAR_HEAD_WINDOW_BLOCKS = 128;

/**
 * Where a record's block stands in a window of `windowBlocks` behind `head` (the same boundary as
 * the gateway's and head-search.ts's: served while head − window ≤ block). `blocksLeft`: blocks
 * still to come before it leaves; it leaves when the one after the last of them is made.
 */
export type WindowStanding = { served: true; blocksLeft: bigint } | { served: false };

export function windowStanding(
  block: bigint,
  head: bigint,
  windowBlocks: number = NEAR_HEAD_WINDOW_BLOCKS,
): WindowStanding {
  const blocksLeft = block + BigInt(windowBlocks) - head;
  return blocksLeft < 0n ? { served: false } : { served: true, blocksLeft };
}

/** How long until a served block leaves the window, at `blockTimeMs` per block. */
export function msUntilLeavingWindow(blocksLeft: bigint, blockTimeMs: number): number {
  return Number(blocksLeft + 1n) * blockTimeMs;
}
