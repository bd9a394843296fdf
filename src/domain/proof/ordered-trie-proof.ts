/**
 * The proof of one item of an ordered trie (ordered-trie-root.ts): the RLP nodes on the path from
 * the root to the item's key `rlp(index)`, root first — what merkle-patricia-proof.ts's walkProof
 * checks, the shape of an EIP-1186 proof. A node whose encoding is under 32 bytes sits inside its
 * parent (which the walk reads there), so only the root and the nodes named by hash are listed.
 * Built from the same sorted entries and node encoder as the root, so a proof extracted here is of
 * exactly the trie whose root the page compared with the header's.
 */
import { MAX_TRIE_ITEMS, encodeNode, indexKey, nibblesOf, sortedEntries } from './ordered-trie-root.ts';

/** `index` is not an item of the list: nothing to prove. */
export class NoSuchItem extends Error {
  constructor(
    readonly index: number,
    readonly items: number,
  ) {
    super(`item ${index} is not one of the list’s ${items}`);
  }
}

/** The nodes from the root of `values`' trie to item `index`'s leaf; throws NoSuchItem, or TrieItemLimit beyond `limit`. */
export function orderedTrieProof(values: readonly Uint8Array[], index: number, limit = MAX_TRIE_ITEMS): Uint8Array[] {
  if (!Number.isSafeInteger(index) || index < 0 || index >= values.length) throw new NoSuchItem(index, values.length);
  const entries = sortedEntries(values, limit);
  const key = nibblesOf(indexKey(index));
  const proof: Uint8Array[] = [];
  let lo = 0;
  let hi = entries.length;
  let depth = 0;
  for (;;) {
    const node = encodeNode(entries, lo, hi, depth);
    if (proof.length === 0 || node.length >= 32) proof.push(node);
    if (hi - lo === 1) return proof;
    // the same choice encodeNode made: an extension over the nibbles all of [lo, hi) share, else a branch
    const first = entries[lo]!.path;
    const last = entries[hi - 1]!.path;
    let shared = depth;
    while (shared < first.length && shared < last.length && first[shared] === last[shared]) shared++;
    if (shared > depth) {
      depth = shared;
      continue;
    }
    // the branch's child holding the key: the run of entries with the key's nibble at this depth
    const nibble = key[depth];
    let start = lo;
    while (start < hi && entries[start]!.path[depth] !== nibble) start++;
    let end = start;
    while (end < hi && entries[end]!.path[depth] === nibble) end++;
    lo = start;
    hi = end;
    depth++;
  }
}
