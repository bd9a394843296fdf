/**
 * The refusal of a snapshot whose receipt proof does not check out, one sentence per part, each
 * naming what a person can hold against the link: the hashes, the node, the fields, the gas.
 */
import { describe, expect, it } from 'vitest';
import { snapshotProofRefusal } from '../../../src/components/snapshot/snapshot-proof-words.ts';
import type { SnapshotProofOutcome } from '../../../src/domain/snapshot/check-snapshot-proof.ts';

type Refused = Extract<SnapshotProofOutcome, { status: 'refused' }>;

const A = `0x${'ab'.repeat(32)}` as const;
const B = `0x${'cd'.repeat(32)}` as const;
const block = 1234n;

describe('snapshotProofRefusal', () => {
  it.each([
    [
      { status: 'refused', block, part: 'header', claimed: A, computed: B },
      `its block header’s fields hash to ${B}, not to the block hash ${A} it names (a header field was changed)`,
    ],
    [
      { status: 'refused', block, part: 'block', header: A, named: B },
      `the header it carries is of block ${A}, not of ${B}, the block its receipt names`,
    ],
    [
      { status: 'refused', block, part: 'proof', of: 'previous', failure: { kind: 'node-hash', node: 2 } },
      'its previous receipt’s proof did not check out against block 1,234’s receipts root: node 2 does not hash to what node 1 names (a node was changed or swapped)',
    ],
    [
      { status: 'refused', block, part: 'absent', of: 'receipt' },
      'its receipt’s proof leads to no receipt at that index of block 1,234',
    ],
    [
      { status: 'refused', block, part: 'leaf', differs: ['status', 'logs'] },
      'its receipt’s status and logs differ from the receipt its proof holds in block 1,234’s receipts root',
    ],
    [
      { status: 'refused', block, part: 'leaf', differs: ['type'] },
      'its receipt’s type differs from the receipt its proof holds in block 1,234’s receipts root',
    ],
    [
      { status: 'refused', block, part: 'previous', why: 'missing' },
      'it leaves out the previous receipt’s proof, which its gas used needs',
    ],
    [
      { status: 'refused', block, part: 'previous', why: 'not-a-receipt' },
      'the previous receipt’s proof leads to a leaf that is not a receipt',
    ],
    [{ status: 'refused', block, part: 'no-receipt' }, 'it carries a receipt’s proof but no receipt'],
    [
      { status: 'refused', block, part: 'gasUsed', claimed: 21_001n, proved: 21_000n },
      'its gas used 21,001 is not its cumulative gas less the previous receipt’s (21,000, proved)',
    ],
  ] satisfies Array<[Refused, string]>)('%o', (outcome, words) => {
    expect(snapshotProofRefusal(outcome)).toBe(
      `This snapshot was changed: ${words}. Nothing of it is shown as proved.`,
    );
  });
});
