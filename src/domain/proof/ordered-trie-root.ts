/**
 * The Merkle-Patricia root of a list keyed by each item's index, `rlp(index)` (go-ethereum's
 * DeriveSha): what a block header's transactionsRoot and receiptsRoot are of its transactions'
 * envelopes and its receipts' encodings. Built whole from the sorted keys (no trie database): a
 * key is a path of nibbles, one leaf per item, an extension where the keys share a run of nibbles,
 * a branch where they part. A node whose encoding is shorter than 32 bytes sits inside its parent
 * as it is; a longer one is named by its keccak-256. Indices 0x80 and above are two or more bytes
 * of RLP, so they sort after 0x01…0x7f and share paths of their own.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, type Hash } from '../hex.ts';
import { encodeRlp, encodeRlpList, integerBytes } from '../verify/rlp.ts';
import { MAX_TRIE_ITEMS } from './proof-limits.ts';

export { MAX_TRIE_ITEMS };

/** The list is longer than the builder takes; nothing was hashed. */
export class TrieItemLimit extends Error {
  constructor(
    readonly items: number,
    readonly limit: number,
  ) {
    super(`${items} items, more than the ${limit} a root is built of`);
  }
}

const EMPTY = new Uint8Array(0);

export interface Entry {
  /** the key as nibbles */
  path: Uint8Array;
  value: Uint8Array;
}

export function nibblesOf(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length * 2);
  for (let i = 0; i < bytes.length; i++) {
    out[2 * i] = bytes[i]! >> 4;
    out[2 * i + 1] = bytes[i]! & 0x0f;
  }
  return out;
}

/** The hex-prefix encoding of `path[from, to)` (Yellow Paper, appendix C): a flag nibble for leaf and odd length. */
function compactPath(path: Uint8Array, from: number, to: number, leaf: boolean): Uint8Array {
  const length = to - from;
  const odd = length % 2;
  const out = new Uint8Array((length - odd) / 2 + 1);
  const flag = (leaf ? 2 : 0) + odd;
  let at = from;
  if (odd) out[0] = (flag << 4) | path[at++]!;
  else out[0] = flag << 4;
  for (let k = 1; at < to; at += 2, k++) out[k] = (path[at]! << 4) | path[at + 1]!;
  return out;
}

/** How a parent holds a child: inline when its encoding is under 32 bytes, else by its hash. */
function reference(encoded: Uint8Array): Uint8Array {
  return encoded.length < 32 ? encoded : encodeRlp(keccak_256(encoded));
}

/** The RLP of the node over `entries[lo, hi)`, sorted, which agree on their first `depth` nibbles. */
export function encodeNode(entries: readonly Entry[], lo: number, hi: number, depth: number): Uint8Array {
  const first = entries[lo]!;
  if (hi - lo === 1) {
    return encodeRlpList([encodeRlp(compactPath(first.path, depth, first.path.length, true)), encodeRlp(first.value)]);
  }
  const last = entries[hi - 1]!.path;
  let shared = depth;
  while (shared < first.path.length && shared < last.length && first.path[shared] === last[shared]) shared++;
  if (shared > depth) {
    return encodeRlpList([
      encodeRlp(compactPath(first.path, depth, shared, false)),
      reference(encodeNode(entries, lo, hi, shared)),
    ]);
  }
  const parts: Uint8Array[] = [];
  let at = lo;
  // a key that ends here (one is a prefix of the others) is the branch's value; sorted, it comes first
  let value: Uint8Array = EMPTY;
  if (first.path.length === depth) {
    value = first.value;
    at++;
  }
  for (let nibble = 0; nibble < 16; nibble++) {
    let end = at;
    while (end < hi && entries[end]!.path[depth] === nibble) end++;
    parts.push(end > at ? reference(encodeNode(entries, at, end, depth + 1)) : encodeRlp(EMPTY));
    at = end;
  }
  parts.push(encodeRlp(value));
  return encodeRlpList(parts);
}

function comparePaths(a: Entry, b: Entry): number {
  const length = Math.min(a.path.length, b.path.length);
  for (let i = 0; i < length; i++) if (a.path[i] !== b.path[i]) return a.path[i]! - b.path[i]!;
  return a.path.length - b.path.length;
}

/** The key of the item at `index`: its RLP. */
export function indexKey(index: number): Uint8Array {
  return encodeRlp(integerBytes(BigInt(index)));
}

/** The trie's entries in key order, the order its nodes are built in; throws TrieItemLimit beyond `limit`. */
export function sortedEntries(values: readonly Uint8Array[], limit = MAX_TRIE_ITEMS): Entry[] {
  if (values.length > limit) throw new TrieItemLimit(values.length, limit);
  const entries: Entry[] = values.map((value, index) => ({ path: nibblesOf(indexKey(index)), value }));
  return entries.sort(comparePaths);
}

/**
 * The root of `values` keyed by their indices; the empty list's root is keccak-256 of rlp("").
 * Throws TrieItemLimit beyond MAX_TRIE_ITEMS (before any hashing).
 */
export function orderedTrieRoot(values: readonly Uint8Array[], limit = MAX_TRIE_ITEMS): Hash {
  const entries = sortedEntries(values, limit);
  if (entries.length === 0) return bytesToHex(keccak_256(encodeRlp(EMPTY)));
  return bytesToHex(keccak_256(encodeNode(entries, 0, entries.length, 0)));
}
