/**
 * Extension nodes, which a small state's proofs seldom cross: on an anvil of its own, a contract's
 * storage is given three slots chosen by their hashed keys so that two of them share the nibbles
 * below the root's branch (their parent is an extension) and the third does not. anvil's proofs
 * through that extension must prove both values; keys that leave the extension part-way, or
 * right at it, must be proved absent.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilNode } from '../../devnet/anvil.ts';
import { nodeRpc, type NodeRpc } from '../../devnet/node-rpc.ts';
import { bytesToHex, hexToBytes, type Hash, type Hex } from '../../../src/domain/hex.ts';
import { parseAccountProof } from '../../../src/domain/proof/account-proof.ts';
import { decodeRlp } from '../../../src/domain/proof/rlp-decode.ts';
import { verifyAccountProof } from '../../../src/domain/proof/verify-account-proof.ts';

const HOLDER = '0x00000000000000000000000000000000000e7e75';
const word = (n: bigint): Hex => `0x${n.toString(16).padStart(64, '0')}`;
const nibbles = (slot: bigint) => [...keccak_256(hexToBytes(word(slot)))].flatMap((b) => [b >> 4, b & 15]);
const sharedNibbles = (a: bigint, b: bigint) => {
  const [x, y] = [nibbles(a), nibbles(b)];
  let i = 0;
  while (x[i] === y[i]) i++;
  return i;
};
/** The first slot from 1 up whose hashed key shares exactly `count` leading nibbles with `with_`'s. */
function slotSharing(with_: bigint, count: number): bigint {
  for (let s = 1n; ; s++) if (s !== with_ && sharedNibbles(s, with_) === count) return s;
}

let anvil: AnvilNode;
let rpc: NodeRpc;

// A and B share three nibbles: under the root's branch, an extension of two, then a branch
const A = 1n;
const B = slotSharing(A, 3);
const C = slotSharing(A, 0);
const VALUES = new Map([
  [A, 0xa11cen],
  [B, 0xb0bn],
  [C, 0xc0ffeen],
]);

async function proofOf(slots: bigint[]) {
  const head = (await rpc('eth_getBlockByNumber', ['latest', false])) as { number: string; stateRoot: Hash };
  const raw = await rpc('eth_getProof', [HOLDER, slots.map(word), head.number]);
  return { stateRoot: head.stateRoot, answer: parseAccountProof(raw, HOLDER, slots) };
}

beforeAll(async () => {
  anvil = await startAnvil({ quiet: true });
  rpc = nodeRpc(anvil.url);
  await rpc('anvil_setCode', [HOLDER, '0x00']);
  for (const [slot, value] of VALUES) await rpc('anvil_setStorageAt', [HOLDER, word(slot), word(value)]);
  await rpc('evm_mine', []);
});
afterAll(() => anvil?.stop());

describe('proofs through an extension node', () => {
  it('the storage trie really has one: A’s proof is a branch, an extension, a branch and A’s leaf', async () => {
    const { answer } = await proofOf([A]);
    const shapes = answer.storageProof[0]!.proof.map((node) => {
      const item = decodeRlp(hexToBytes(node));
      return Array.isArray(item) ? (item.length === 17 ? 'branch' : 'two') : 'bytes';
    });
    expect(shapes).toEqual(['branch', 'two', 'branch', 'two']);
    // the second node's path is even (flag 0: an extension) and holds A's second and third nibbles
    const extension = decodeRlp(hexToBytes(answer.storageProof[0]!.proof[1]!)) as Uint8Array[];
    expect(bytesToHex(extension[0]!)).toBe(`0x00${nibbles(A)[1]!.toString(16)}${nibbles(A)[2]!.toString(16)}`);
  });

  it('proves the values under it and beside it, as anvil stores them', async () => {
    const { stateRoot, answer } = await proofOf([A, B, C]);
    expect(verifyAccountProof(stateRoot, answer)).toMatchObject({
      ok: true,
      storage: [A, B, C].map((slot) => ({ slot, value: VALUES.get(slot) })),
    });
  });

  it('proves absent a key that leaves the extension part-way, one that leaves it at its start, and one under an empty branch slot', async () => {
    const partWay = slotSharing(A, 2); // shares the root's nibble and the extension's first
    const atStart = slotSharing(A, 1); // shares only the root's nibble
    let elsewhere = 1n;
    while (nibbles(elsewhere)[0] === nibbles(A)[0] || nibbles(elsewhere)[0] === nibbles(C)[0]) elsewhere++;
    const slots = [partWay, atStart, elsewhere];
    const { stateRoot, answer } = await proofOf(slots);
    expect(verifyAccountProof(stateRoot, answer)).toEqual({
      ok: true,
      account: expect.anything(),
      storage: slots.map((slot) => ({ slot, value: 0n })),
    });
    // and a claimed value for a key the extension proves absent is refused
    const claimed = { ...answer, storageProof: answer.storageProof.map((p, i) => (i === 0 ? { ...p, value: 7n } : p)) };
    expect(verifyAccountProof(stateRoot, claimed)).toMatchObject({ ok: false, part: { of: 'storage', slot: partWay } });
  });
});
