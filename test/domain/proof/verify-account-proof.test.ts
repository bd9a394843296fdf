/**
 * Proofs checked against a block's state root, on anvil's real eth_getProof answers (the devnet's
 * storage showcase, a funded account, an account that does not exist, a slot never written) and
 * on tampered copies of them: a changed value, a changed node, a truncated proof, a proof for
 * another slot. Each honest answer proves; each tampered one is refused naming the part.
 */
import { readFileSync } from 'node:fs';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { describe, expect, inject, it } from 'vitest';
import { bytesToHex, hexToBytes, type Hash, type Hex } from '../../../src/domain/hex.ts';
import { parseAccountProof, type AccountProofAnswer } from '../../../src/domain/proof/account-proof.ts';
import { ProofError, walkProof } from '../../../src/domain/proof/merkle-patricia-proof.ts';
import { verifyAccountProof } from '../../../src/domain/proof/verify-account-proof.ts';
import { MalformedFieldError } from '../../../src/domain/parse-fields.ts';

const manifest = inject('manifest');

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: unknown };
  if (body.error !== undefined) throw new Error(JSON.stringify(body.error));
  return body.result;
}

const word = (slot: bigint) => `0x${slot.toString(16).padStart(64, '0')}`;

/** One block's state root and anvil's proof at that very block (the head may move meanwhile). */
async function proofAt(address: string, slots: bigint[]): Promise<{ stateRoot: Hash; raw: Record<string, unknown> }> {
  const head = (await rpc('eth_getBlockByNumber', ['latest', false])) as { number: string; stateRoot: Hash };
  const raw = (await rpc('eth_getProof', [address, slots.map(word), head.number])) as Record<string, unknown>;
  return { stateRoot: head.stateRoot, raw };
}

async function answerFor(address: string, slots: bigint[]) {
  const { stateRoot, raw } = await proofAt(address, slots);
  return { stateRoot, raw, answer: parseAccountProof(raw, address, slots) };
}

const showcase = () => manifest.storage.address;
/** The showcase's slots holding a word, each once (packed variables share a slot). */
const writtenSlots = () => [
  ...new Set(
    manifest.storage.variables.filter((v) => v.word !== undefined && BigInt(v.word) !== 0n).map((v) => BigInt(v.slot)),
  ),
];

describe('anvil’s real proofs check out against the block’s state root', () => {
  it('the storage showcase: its account and every written slot, each value as eth_getStorageAt says', async () => {
    const slots = writtenSlots().slice(0, 6);
    expect(slots.length).toBeGreaterThan(2);
    const { stateRoot, answer } = await answerFor(showcase(), slots);
    const verdict = verifyAccountProof(stateRoot, answer);
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.account?.codeHash).toBe(
      bytesToHex(keccak_256(hexToBytes((await rpc('eth_getCode', [showcase(), 'latest'])) as Hex))),
    );
    for (const { slot, value } of verdict.storage) {
      expect(value).toBe(BigInt((await rpc('eth_getStorageAt', [showcase(), word(slot), 'latest'])) as string));
      expect(value).not.toBe(0n);
    }
  });

  it('a funded account with no code; a slot never written is proved zero', async () => {
    const { stateRoot, answer } = await answerFor(manifest.accounts[0]!, [0n]);
    const verdict = verifyAccountProof(stateRoot, answer);
    expect(verdict).toMatchObject({ ok: true, storage: [{ slot: 0n, value: 0n }] });
    if (verdict.ok) expect(verdict.account?.balance).toBe(answer.balance);
  });

  it('an account that does not exist is proved absent, and a slot of a contract never written is proved zero', async () => {
    const nobody = '0x00000000000000000000000000000000000b0d1e';
    const { stateRoot, answer } = await answerFor(nobody, [1n]);
    expect(verifyAccountProof(stateRoot, answer)).toEqual({
      ok: true,
      account: null,
      storage: [{ slot: 1n, value: 0n }],
    });
    const unwritten = 2n ** 255n + 12345n;
    const contract = await answerFor(showcase(), [unwritten]);
    expect(verifyAccountProof(contract.stateRoot, contract.answer)).toMatchObject({
      ok: true,
      storage: [{ slot: unwritten, value: 0n }],
    });
  });
});

describe('tampered proofs are refused, naming the part that did not check out', () => {
  async function showcaseAnswer() {
    const slots = writtenSlots().slice(0, 2);
    const { stateRoot, answer } = await answerFor(showcase(), slots);
    return { stateRoot, answer, slots };
  }
  const flipByte = (node: Hex, at: number): Hex => {
    const bytes = hexToBytes(node);
    bytes[at] = bytes[at]! ^ 0x01;
    return bytesToHex(bytes);
  };

  it('a storage word changed beside its proof', async () => {
    const { stateRoot, answer, slots } = await showcaseAnswer();
    const changed: AccountProofAnswer = {
      ...answer,
      storageProof: answer.storageProof.map((p, i) => (i === 1 ? { ...p, value: p.value + 1n } : p)),
    };
    expect(verifyAccountProof(stateRoot, changed)).toMatchObject({
      ok: false,
      part: { of: 'storage', slot: slots[1] },
      mismatch: { kind: 'value-mismatch', field: 'value' },
    });
  });

  it('a balance changed beside its proof', async () => {
    const { stateRoot, answer } = await showcaseAnswer();
    expect(verifyAccountProof(stateRoot, { ...answer, balance: answer.balance + 1n })).toMatchObject({
      ok: false,
      part: { of: 'account' },
      mismatch: { kind: 'value-mismatch', field: 'balance' },
    });
  });

  it('a node changed in the account proof, and in a storage proof', async () => {
    const { stateRoot, answer, slots } = await showcaseAnswer();
    const last = answer.accountProof.length - 1;
    const accountProof = answer.accountProof.map((n, i) => (i === last ? flipByte(n, n.length / 2 - 2) : n));
    expect(verifyAccountProof(stateRoot, { ...answer, accountProof })).toMatchObject({
      ok: false,
      part: { of: 'account' },
      mismatch: { kind: 'node-hash', node: last },
    });
    const storageProof = answer.storageProof.map((p, i) =>
      i === 0 ? { ...p, proof: p.proof.map((n, j) => (j === 0 ? flipByte(n, 5) : n)) } : p,
    );
    expect(verifyAccountProof(stateRoot, { ...answer, storageProof })).toMatchObject({
      ok: false,
      part: { of: 'storage', slot: slots[0] },
      mismatch: { kind: 'node-hash', node: 0 },
    });
  });

  it('a truncated proof, a proof with a node too many, and another block’s state root', async () => {
    const { stateRoot, answer } = await showcaseAnswer();
    expect(verifyAccountProof(stateRoot, { ...answer, accountProof: answer.accountProof.slice(0, -1) })).toMatchObject({
      ok: false,
      part: { of: 'account' },
      mismatch: { kind: 'truncated' },
    });
    const extra = [...answer.accountProof, answer.accountProof[0]!];
    expect(verifyAccountProof(stateRoot, { ...answer, accountProof: extra })).toMatchObject({
      ok: false,
      mismatch: { kind: 'extra-nodes' },
    });
    const other = `0x${'ab'.repeat(32)}` as Hash;
    expect(verifyAccountProof(other, answer)).toMatchObject({
      ok: false,
      part: { of: 'account' },
      mismatch: { kind: 'node-hash', node: 0 },
    });
  });

  it('another slot’s proof under this slot’s key, and another account’s proof under this address', async () => {
    const { stateRoot, answer, slots } = await showcaseAnswer();
    const swapped: AccountProofAnswer = {
      ...answer,
      storageProof: [
        { ...answer.storageProof[0]!, proof: answer.storageProof[1]!.proof, value: answer.storageProof[1]!.value },
      ],
    };
    const verdict = verifyAccountProof(stateRoot, swapped);
    // the other slot's leaf sits at another path: the walk proves this slot holds something else
    expect(verdict).toMatchObject({ ok: false, part: { of: 'storage', slot: slots[0] } });
    const funded = await answerFor(manifest.accounts[0]!, []);
    const stolen = { ...answer, accountProof: funded.answer.accountProof };
    expect(verifyAccountProof(funded.stateRoot, stolen)).toMatchObject({ ok: false, part: { of: 'account' } });
  });
});

describe('the answer is read strictly, with its sizes bounded', () => {
  it('refuses an answer for another account, other keys, or a proof longer than any path', async () => {
    const { raw } = await proofAt(showcase(), [0n]);
    expect(() => parseAccountProof(raw, manifest.accounts[0]!, [0n])).toThrow(MalformedFieldError);
    expect(() => parseAccountProof(raw, showcase(), [1n])).toThrow(/proof.storageProof\[0\].key does not match/);
    expect(() => parseAccountProof(raw, showcase(), [0n, 1n])).toThrow(/one proof per key asked/);
    const deep = { ...raw, accountProof: Array.from({ length: 1000 }, () => '0x80') };
    expect(() => parseAccountProof(deep, showcase(), [0n])).toThrow(
      /1000 nodes; a proof of a 32-byte key has at most 65/,
    );
    const huge = { ...raw, accountProof: [`0x${'00'.repeat(10_000_000)}`] };
    expect(() => parseAccountProof(huge, showcase(), [0n])).toThrow(/longer than any trie node/);
  });
});

describe('geth’s recorded proof (execution-apis) walks to its values', () => {
  it('get-account-proof-with-storage: the account found, slot 1 proved zero', () => {
    const recorded = JSON.parse(
      readFileSync('test/fixtures/proofs/execution-apis-account-proof-with-storage.json', 'utf8'),
    ) as {
      result: Record<string, unknown>;
    };
    const answer = parseAccountProof(recorded.result, '0xaa00000000000000000000000000000000000000', [1n]);
    // the recording carries no header: the root is the first node's hash, which the walk then holds every node to
    const root = bytesToHex(keccak_256(hexToBytes(answer.accountProof[0]!)));
    expect(verifyAccountProof(root, answer)).toMatchObject({
      ok: true,
      account: { nonce: 1n, balance: 1n, storageRoot: answer.storageHash },
      storage: [{ slot: 1n, value: 0n }],
    });
    // the same nodes are no proof for another key: the walk leaves them before their end
    expect(() => walkProof(hexToBytes(root), new Uint8Array(32), answer.accountProof.map(hexToBytes))).toThrow(
      ProofError,
    );
  });
});
