/**
 * A snapshot's receipt proved from what its link carries, no endpoint: execution-apis' block 1
 * (geth's header and its four receipts), with the second receipt given two logs and the header's
 * receiptsRoot and hash recomputed for it, is proved at every index the way the receipt page proves
 * it; the nodes the page extracts, written to the link's JSON and read back, prove each receipt's
 * status, cumulative gas, logs, bloom, type and gas used against the header. Each tampering is
 * refused naming the part: the status flipped, a log removed, a proof node changed, a header field
 * changed, a proof of 1,000 nodes or a huge node (refused as the link is read, unread), the gas
 * used, another block's header, another index's proof. A link without a proof says why.
 */
import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../../src/domain/receipt.ts';
import { checkSnapshotProof } from '../../../src/domain/snapshot/check-snapshot-proof.ts';
import {
  readSnapshotProof,
  snapshotProofJson,
  type SnapshotProof,
} from '../../../src/domain/snapshot/snapshot-proof.ts';
import { carriedJson, header, receipts, type Raw } from '../support/proved-block.ts';

/** What the receipt page's proof gives a snapshot, through the link's JSON and back. */
function carried(index: number, list = receipts): SnapshotProof {
  const read = readSnapshotProof(carriedJson(index, list));
  if (!read.ok) throw new Error(read.message);
  return read.value;
}

const proofOf = (p: SnapshotProof) => {
  if (p.kind !== 'carried') throw new Error('no proof');
  return p.proof;
};

describe('checkSnapshotProof', () => {
  it.each([0, 1, 2, 3])('receipt %i: proved against the header’s receiptsRoot, its gas used with it', (index) => {
    expect(checkSnapshotProof(carried(index), receipts[index]!, 'ethereum')).toEqual({
      status: 'proved',
      block: 1n,
      blockHash: header.hash,
      index,
    });
  });

  it('the receipt with two logs carries its leaf whole', () => {
    expect(receipts[1]!.logs).toHaveLength(2);
    expect(checkSnapshotProof(carried(1), receipts[1]!, 'ethereum')).toMatchObject({ status: 'proved' });
  });

  it('the status flipped: refused, the status named', () => {
    const flipped: Receipt = { ...receipts[2]!, outcome: { kind: 'status', success: false } };
    expect(checkSnapshotProof(carried(2), flipped, 'ethereum')).toEqual({
      status: 'refused',
      block: 1n,
      part: 'leaf',
      differs: ['status'],
    });
  });

  it('a log removed: refused, the logs named', () => {
    const fewer: Receipt = { ...receipts[1]!, logs: receipts[1]!.logs.slice(1) };
    expect(checkSnapshotProof(carried(1), fewer, 'ethereum')).toMatchObject({ part: 'leaf', differs: ['logs'] });
  });

  it('the cumulative gas, the bloom or the type changed: each named', () => {
    const r = receipts[3]!;
    const check = (changed: Receipt) => checkSnapshotProof(carried(3), changed, 'ethereum');
    expect(check({ ...r, cumulativeGasUsed: r.cumulativeGasUsed + 1n, gasUsed: r.gasUsed + 1n })).toMatchObject({
      differs: ['cumulativeGasUsed'],
    });
    expect(check({ ...r, logsBloom: `0x${'ff'.repeat(256)}` })).toMatchObject({ differs: ['logsBloom'] });
    expect(check({ ...r, type: 2n })).toMatchObject({ differs: ['type'] });
  });

  it('the gas used changed alone (not in the leaf): refused against the previous receipt’s proved cumulative gas', () => {
    const r = receipts[2]!;
    expect(checkSnapshotProof(carried(2), { ...r, gasUsed: r.gasUsed - 1n }, 'ethereum')).toEqual({
      status: 'refused',
      block: 1n,
      part: 'gasUsed',
      claimed: r.gasUsed - 1n,
      proved: r.gasUsed,
    });
  });

  it('a proof node changed: refused, naming the node', () => {
    const proof = proofOf(carried(3));
    const last = proof.receipt.length - 1;
    const changed = proof.receipt.map((node, i) => (i === last ? node.map((b, at) => (at === 40 ? b ^ 1 : b)) : node));
    expect(
      checkSnapshotProof({ kind: 'carried', proof: { ...proof, receipt: changed } }, receipts[3]!, 'ethereum'),
    ).toEqual({
      status: 'refused',
      block: 1n,
      part: 'proof',
      of: 'receipt',
      failure: { kind: 'node-hash', node: last },
    });
  });

  it('the previous receipt’s proof changed or left out: refused, naming it', () => {
    const proof = proofOf(carried(2));
    expect(
      checkSnapshotProof(
        { kind: 'carried', proof: { ...proof, previous: proof.previous!.slice(0, 1) } },
        receipts[2]!,
        'ethereum',
      ),
    ).toMatchObject({ part: 'proof', of: 'previous', failure: { kind: 'truncated' } });
    expect(
      checkSnapshotProof({ kind: 'carried', proof: { ...proof, previous: null } }, receipts[2]!, 'ethereum'),
    ).toMatchObject({
      part: 'previous',
      why: 'missing',
    });
    // another receipt's path given as the previous one's: its nodes do not lead to index 1
    const elsewhere = proofOf(carried(3)).receipt;
    expect(
      checkSnapshotProof({ kind: 'carried', proof: { ...proof, previous: elsewhere } }, receipts[2]!, 'ethereum'),
    ).toMatchObject({ status: 'refused', of: 'previous' });
  });

  it('a proof with no receipt beside it: refused', () => {
    expect(checkSnapshotProof(carried(0), null, 'ethereum')).toEqual({
      status: 'refused',
      block: 1n,
      part: 'no-receipt',
    });
  });

  it('another index’s proof: refused', () => {
    const other = { ...receipts[1]!, transactionIndex: 2n };
    // its key leads elsewhere in the trie: the nodes do not hash along it
    expect(checkSnapshotProof(carried(1), other, 'ethereum')).toMatchObject({ status: 'refused', part: 'proof' });
  });

  it('a header field changed: refused as the header, both hashes named', () => {
    const proof = proofOf(carried(0));
    const changed = { ...proof.header, gasLimit: proof.header.gasLimit + 1n };
    expect(
      checkSnapshotProof({ kind: 'carried', proof: { ...proof, header: changed } }, receipts[0]!, 'ethereum'),
    ).toMatchObject({
      status: 'refused',
      part: 'header',
      claimed: header.hash,
    });
  });

  it('a header of another block than the receipt names: refused', () => {
    const elsewhere: Receipt = { ...receipts[0]!, blockHash: `0x${'ab'.repeat(32)}` };
    expect(checkSnapshotProof(carried(0), elsewhere, 'ethereum')).toMatchObject({
      part: 'block',
      named: elsewhere.blockHash,
    });
  });

  it('a header whose network’s encoding is not known: unchecked, not proved', () => {
    expect(checkSnapshotProof(carried(0), receipts[0]!, 'zksync')).toMatchObject({ status: 'unchecked' });
  });

  it('no proof: says why (an old link has none at all)', () => {
    expect(checkSnapshotProof({ kind: 'none', why: 'old' }, receipts[0]!, 'ethereum')).toEqual({
      status: 'none',
      why: 'old',
    });
    expect(readSnapshotProof(undefined)).toEqual({ ok: true, value: { kind: 'none', why: 'old' } });
    expect(readSnapshotProof({ none: 'too-long' })).toEqual({ ok: true, value: { kind: 'none', why: 'too-long' } });
  });
});

describe('readSnapshotProof refuses, unread, what no honest link carries', () => {
  const json = () => JSON.parse(JSON.stringify(snapshotProofJson(carried(3)))) as Raw;

  it('a proof 1,000 nodes deep', () => {
    const deep = { ...json(), receipt: Array.from({ length: 1000 }, () => '0x80') };
    expect(readSnapshotProof(deep)).toEqual({
      ok: false,
      message: 'The snapshot’s receipt proof has 1000 nodes, more than any path in a trie has (65): it was changed.',
    });
  });

  it('a huge node (beyond a branch, before the leaf; beyond any receipt, as the leaf)', () => {
    const nodes = json()['receipt'] as string[];
    const huge = `0x${'00'.repeat(10_000)}`;
    expect(readSnapshotProof({ ...json(), receipt: [huge, ...nodes] })).toMatchObject({
      ok: false,
      message: expect.stringContaining('node 0 is 10000 bytes, larger than any trie node'),
    });
    const leaf = `0x${'00'.repeat(1024 * 1024 + 1)}`;
    expect(readSnapshotProof({ ...json(), receipt: [...nodes.slice(0, -1), leaf] })).toMatchObject({
      ok: false,
      message: expect.stringContaining('larger than any receipt’s leaf'),
    });
  });

  it('nodes that are not hex, a header that is not one, a reason not written', () => {
    expect(readSnapshotProof({ ...json(), receipt: ['0xzz'] })).toMatchObject({
      message: expect.stringContaining('node 0 is not hex bytes'),
    });
    expect(readSnapshotProof({ ...json(), header: { number: 5 } })).toMatchObject({ ok: false });
    expect(readSnapshotProof({ none: 'trust me' })).toMatchObject({ ok: false });
  });
});
