/**
 * Confirmations of a record in `block` with the chain's head at `head`, as explorers count them:
 * the record's own block is the first (a transaction in the head block has 1); 0 when the head
 * read is older than the record (a node behind a load balancer).
 */
export function confirmations(block: bigint, head: bigint): bigint {
  return head >= block ? head - block + 1n : 0n;
}
