/**
 * A Merkle-Patricia proof checked against a trie's root (the Yellow Paper, appendix D; EIP-1186's
 * proofs): the nodes on the path from the root to a key, each the keccak256 of its RLP named by
 * its parent (the first by the root). The walk follows the key's nibbles through branches,
 * extensions and a leaf, and ends in the leaf's value, or in proof that the key is absent: an
 * empty branch slot, or a leaf or extension whose path leaves the key's.
 *
 * Budgets: a key of 32 bytes has 64 nibbles, so a path has at most 64 branches and a leaf, and
 * every node is at most a full branch of 17 × 33 bytes; a proof longer, or a node larger, is
 * refused before anything is hashed. A proof cannot loop: each step consumes a node and a nibble.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { RlpItem } from '../verify/rlp.ts';
import { MAX_NODE_BYTES, MAX_PROOF_NODES } from './proof-limits.ts';
import { RlpDecodeError, decodeRlp } from './rlp-decode.ts';

/** keccak256(RLP("")): the root of a trie with nothing in it. */
export const EMPTY_TRIE_ROOT = keccak_256(Uint8Array.of(0x80));

/** Why a proof does not check out; `node` is the index of the node in the proof (0 is the root's). */
export type ProofFailure =
  | { kind: 'too-many-nodes'; nodes: number }
  | { kind: 'node-too-large'; node: number; bytes: number }
  | { kind: 'node-hash'; node: number }
  | { kind: 'malformed-node'; node: number; why: string }
  | { kind: 'truncated'; nodes: number }
  | { kind: 'extra-nodes'; nodes: number; used: number };

export class ProofError extends Error {
  constructor(readonly failure: ProofFailure) {
    super(failure.kind);
  }
}

/** The key's value, or proof that the trie does not hold the key. */
export type TrieLookup = { found: Uint8Array } | { absent: true };

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function nibblesOf(bytes: Uint8Array): number[] {
  const out: number[] = [];
  for (const b of bytes) out.push(b >> 4, b & 0x0f);
  return out;
}

/** A leaf's or extension's compact path (hex-prefix encoding): its nibbles and whether it is a leaf. */
function compactPath(encoded: Uint8Array, node: number): { leaf: boolean; nibbles: number[] } {
  const all = nibblesOf(encoded);
  const flag = all[0];
  if (flag === undefined || flag > 3) throw new ProofError({ kind: 'malformed-node', node, why: 'bad path prefix' });
  const odd = (flag & 1) === 1;
  if (!odd && all[1] !== 0) throw new ProofError({ kind: 'malformed-node', node, why: 'bad path padding' });
  return { leaf: (flag & 2) === 2, nibbles: all.slice(odd ? 1 : 2) };
}

/** Where a child reference leads: another node of the proof (by hash), an embedded node, or nothing. */
type Reference = { hash: Uint8Array } | { embedded: readonly RlpItem[] } | 'empty';

function referenceOf(item: RlpItem | undefined, node: number): Reference {
  if (item === undefined) throw new ProofError({ kind: 'malformed-node', node, why: 'a child is missing' });
  if (!(item instanceof Uint8Array)) return { embedded: item };
  if (item.length === 0) return 'empty';
  if (item.length === 32) return { hash: item };
  throw new ProofError({ kind: 'malformed-node', node, why: 'a child is neither a hash nor a node' });
}

/**
 * Walks `proof` from `root` along the nibbles of `path` (the hashed key, 32 bytes; or an ordered
 * trie's `rlp(index)`). Throws a ProofError naming the failing node; a proof with nodes beyond the
 * end of the path is refused too. `maxLeafBytes`: how large its last node may be, where a leaf
 * holds a whole record (a receipt with its logs) rather than an account or a word.
 */
export function walkProof(
  root: Uint8Array,
  path: Uint8Array,
  proof: readonly Uint8Array[],
  maxLeafBytes = MAX_NODE_BYTES,
): TrieLookup {
  if (proof.length > MAX_PROOF_NODES) throw new ProofError({ kind: 'too-many-nodes', nodes: proof.length });
  proof.forEach((bytes, node) => {
    const limit = node === proof.length - 1 ? Math.max(maxLeafBytes, MAX_NODE_BYTES) : MAX_NODE_BYTES;
    if (bytes.length > limit) throw new ProofError({ kind: 'node-too-large', node, bytes: bytes.length });
  });
  const key = nibblesOf(path);
  let at = 0;
  let used = 0;
  let next: Reference = { hash: root };
  const done = (lookup: TrieLookup): TrieLookup => {
    if (used !== proof.length) throw new ProofError({ kind: 'extra-nodes', nodes: proof.length, used });
    return lookup;
  };
  for (;;) {
    if (next === 'empty') return done({ absent: true });
    let item: RlpItem;
    // the node this step reads: the proof's next (checked against its parent's hash), or one embedded
    const node = 'hash' in next ? used : used - 1;
    if ('hash' in next) {
      const bytes = proof[used];
      if (bytes === undefined) {
        // an empty trie needs no node to prove a key absent
        if (used === 0 && sameBytes(next.hash, EMPTY_TRIE_ROOT)) return done({ absent: true });
        throw new ProofError({ kind: 'truncated', nodes: proof.length });
      }
      if (!sameBytes(keccak_256(bytes), next.hash)) throw new ProofError({ kind: 'node-hash', node: used });
      used++;
      try {
        item = decodeRlp(bytes);
      } catch (error) {
        if (error instanceof RlpDecodeError) throw new ProofError({ kind: 'malformed-node', node, why: error.message });
        throw error;
      }
    } else {
      item = next.embedded;
    }
    if (item instanceof Uint8Array) {
      // RLP(""): the empty trie's root node, nothing below it
      if (item.length === 0 && node === 0) return done({ absent: true });
      throw new ProofError({ kind: 'malformed-node', node, why: 'a node is a byte string' });
    }
    if (item.length === 17) {
      const nibble = key[at];
      if (nibble === undefined) throw new ProofError({ kind: 'malformed-node', node, why: 'the path is too long' });
      at++;
      next = referenceOf(item[nibble], node);
      continue;
    }
    if (item.length !== 2 || !(item[0] instanceof Uint8Array)) {
      throw new ProofError({
        kind: 'malformed-node',
        node,
        why: 'a node is neither a branch, an extension nor a leaf',
      });
    }
    const { leaf, nibbles } = compactPath(item[0], node);
    const rest = key.slice(at);
    if (leaf) {
      const value = item[1];
      if (!(value instanceof Uint8Array))
        throw new ProofError({ kind: 'malformed-node', node, why: 'a leaf’s value is a list' });
      // a leaf for another key proves this one absent: the trie would hold both under a branch
      const same = nibbles.length === rest.length && nibbles.every((n, i) => n === rest[i]);
      return done(same ? { found: value } : { absent: true });
    }
    // an extension: the key goes on below it only if it shares the whole shared part
    if (nibbles.length === 0 || nibbles.length >= rest.length || nibbles.some((n, i) => n !== rest[i])) {
      if (nibbles.length === 0) throw new ProofError({ kind: 'malformed-node', node, why: 'an empty extension' });
      return done({ absent: true });
    }
    at += nibbles.length;
    next = referenceOf(item[1], node);
  }
}
