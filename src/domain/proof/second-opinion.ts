/**
 * The second opinion on the block a page rests on: a page's values are proved against one block
 * (its header checked, its roots rebuilt); what remains to trust is that this block is on the
 * chain. A second endpoint is asked for the block at that number, and its hash compared with the
 * proved one. Agreement says two parties see the same block; disagreement that one of the two
 * endpoints is not on the same chain (another network, a fork, or a lie).
 */
import type { Block } from '../block.ts';
import type { Hash } from '../hex.ts';

/** The block a page's proofs rest on: its number and its (checked) hash. */
export interface RestingBlock {
  number: bigint;
  hash: Hash;
}

export type SecondOpinionVerdict =
  | { kind: 'agrees'; block: bigint; hash: Hash }
  | { kind: 'disagrees'; block: bigint; ours: Hash; theirs: Hash }
  /** it has no block at that number: outside its window, or beyond its head */
  | { kind: 'no-block'; block: bigint };

/** `answer`: the second endpoint's eth_getBlockByNumber(number, false), parsed (null: no such block there). */
export function compareBlockHash(resting: RestingBlock, answer: Block | null): SecondOpinionVerdict {
  const block = resting.number;
  if (answer === null || answer.hash === null) return { kind: 'no-block', block };
  // the wire refuses an answer about another number; checked again here, where it matters
  if (answer.number !== block) return { kind: 'disagrees', block, ours: resting.hash, theirs: answer.hash };
  return answer.hash.toLowerCase() === resting.hash.toLowerCase()
    ? { kind: 'agrees', block, hash: resting.hash }
    : { kind: 'disagrees', block, ours: resting.hash, theirs: answer.hash };
}
