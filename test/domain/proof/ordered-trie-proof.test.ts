/**
 * The proof of one item of an ordered trie: for lists of every shape (one item, a branch at the
 * root, items past index 0x7f whose keys are two bytes, values short enough to sit inside their
 * parent), the nodes extracted for each index lead the Merkle-Patricia walk (the checker the
 * storage proofs use) from the list's root to that item's value, and to no other; a changed node
 * fails the walk. anvil's own receiptsRoot is the oracle in ordered-trie-root-anvil.test.ts.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { hexToBytes } from '../../../src/domain/hex.ts';
import { ProofError, walkProof } from '../../../src/domain/proof/merkle-patricia-proof.ts';
import { NoSuchItem, orderedTrieProof } from '../../../src/domain/proof/ordered-trie-proof.ts';
import { indexKey, orderedTrieRoot } from '../../../src/domain/proof/ordered-trie-root.ts';

/** Values of `size` bytes, each its own (so a proof that leads to another item's value is caught). */
const values = (count: number, size: number) =>
  Array.from({ length: count }, (_, i) => keccak_256(Uint8Array.of(i >> 8, i & 0xff)).slice(0, size));

const walk = (list: Uint8Array[], index: number, proof: Uint8Array[]) =>
  walkProof(hexToBytes(orderedTrieRoot(list)), indexKey(index), proof, 1024 * 1024);

describe('orderedTrieProof', () => {
  it.each([
    ['one item', 1, 32],
    ['two items', 2, 32],
    ['seventeen items (a full branch and a second level)', 17, 32],
    ['130 items (keys of two bytes from 0x80 on)', 130, 32],
    ['300 items of 3 bytes (short nodes inside their parents)', 300, 3],
    ['40 receipt-sized items of 600 bytes', 40, 600],
  ])('%s: every index is proved, its own value found', (_, count, size) => {
    const list =
      size > 32
        ? values(count, 32).map((v) => new Uint8Array(size).fill(v[0]!).map((b, i) => b ^ i))
        : values(count, size);
    for (let index = 0; index < count; index++) {
      expect(walk(list, index, orderedTrieProof(list, index))).toEqual({ found: list[index] });
    }
  });

  it('a proof is short: a key of a block’s index is at most 3 bytes, so at most 6 branches and the leaf', () => {
    const list = values(500, 32);
    const lengths = [0, 1, 127, 128, 255, 256, 499].map((i) => orderedTrieProof(list, i).length);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(7);
    expect(lengths[0]).toBeGreaterThan(1);
  });

  it('another index’s proof does not prove this one', () => {
    const list = values(20, 32);
    expect(() => walk(list, 3, orderedTrieProof(list, 4))).toThrow(ProofError);
  });

  it('a changed byte in any node fails the walk, naming that node', () => {
    const list = values(200, 32);
    const proof = orderedTrieProof(list, 150);
    proof.forEach((_, n) => {
      const changed = proof.map((node, i) => (i === n ? node.map((b, at) => (at === 5 ? b ^ 1 : b)) : node));
      expect(() => walk(list, 150, changed)).toThrow(
        expect.objectContaining({ failure: expect.objectContaining({ kind: 'node-hash', node: n }) }),
      );
    });
  });

  it('refuses an index the list does not have', () => {
    expect(() => orderedTrieProof(values(3, 32), 3)).toThrow(NoSuchItem);
    expect(() => orderedTrieProof(values(3, 32), -1)).toThrow(NoSuchItem);
  });
});
