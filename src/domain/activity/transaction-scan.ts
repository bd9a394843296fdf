/**
 * The address's transactions are found by reading the blocks' transactions: the endpoint's blocks
 * carry only hashes (domain/block.ts says why), so each transaction is one read by block hash and
 * index, one of the four methods. A busy chain holds thousands per block: the scan goes newest
 * block first and stops before the block that would take it past MAX_TRANSACTIONS_SCANNED, and the
 * page says which blocks it did not scan.
 */

/** Transactions read in one scan of the tab's range (a live page's later blocks have their own). */
export const MAX_TRANSACTIONS_SCANNED = 2_000;

export interface BlockToScan {
  transactionCount: number;
}

/**
 * How many of `blocks` (newest first) are scanned with `budget` transactions left: whole blocks
 * only, so a block is either read entirely or said to be unscanned.
 */
export function blocksWithinBudget(blocks: readonly BlockToScan[], budget: number): number {
  let left = budget;
  for (const [i, block] of blocks.entries()) {
    if (block.transactionCount > left) return i;
    left -= block.transactionCount;
  }
  return blocks.length;
}
