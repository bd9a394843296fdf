/** The words of a refusal: which part did not check out against which block, and how. */
import { describe, expect, it } from 'vitest';
import { refusalWords } from '../../../src/components/proof/proof-words.ts';
import type { AccountProofOutcome } from '../../../src/domain/proof/prove-account.ts';
import type { ProofMismatch } from '../../../src/domain/proof/verify-account-proof.ts';

type Refused = Extract<AccountProofOutcome, { status: 'refused' }>;
const account = (mismatch: ProofMismatch): Refused => ({
  status: 'refused',
  block: 1234n,
  part: { of: 'account' },
  mismatch,
});
const slot = (mismatch: ProofMismatch): Refused => ({
  status: 'refused',
  block: 7n,
  part: { of: 'storage', slot: 255n },
  mismatch,
});

describe('refusalWords', () => {
  it('names the header, with the hash its fields give and the one sent', () => {
    expect(
      refusalWords({ status: 'refused', block: 5n, part: { of: 'header' }, claimed: '0xaa', computed: '0xbb' }),
    ).toBe(
      'block 5’s header did not check out: its fields hash to 0xbb, not to the block hash 0xaa the endpoint sent.',
    );
  });

  const cases: Array<[Refused, string]> = [
    [
      account({ kind: 'node-hash', node: 0 }),
      'the account proof did not check out against block 1,234: its first node does not hash to the block’s state root.',
    ],
    [
      slot({ kind: 'node-hash', node: 0 }),
      'the storage proof of slot 0xff did not check out against block 7: its first node does not hash to the account’s storage root.',
    ],
    [
      account({ kind: 'node-hash', node: 3 }),
      'the account proof did not check out against block 1,234: node 3 does not hash to what node 2 names (a node was changed or swapped).',
    ],
    [
      account({ kind: 'truncated', nodes: 1 }),
      'the account proof did not check out against block 1,234: it ends after 1 node, before reaching the key (truncated).',
    ],
    [
      account({ kind: 'truncated', nodes: 2 }),
      'the account proof did not check out against block 1,234: it ends after 2 nodes, before reaching the key (truncated).',
    ],
    [
      account({ kind: 'extra-nodes', nodes: 5, used: 3 }),
      'the account proof did not check out against block 1,234: it carries nodes beyond the end of the key’s path (3 of 5 used).',
    ],
    [
      account({ kind: 'too-many-nodes', nodes: 1000 }),
      'the account proof did not check out against block 1,234: it has 1000 nodes, more than any path of a 32-byte key.',
    ],
    [
      account({ kind: 'node-too-large', node: 2, bytes: 9000 }),
      'the account proof did not check out against block 1,234: node 2 is 9000 bytes, larger than any trie node.',
    ],
    [
      account({ kind: 'malformed-node', node: 1, why: 'bad path prefix' }),
      'the account proof did not check out against block 1,234: node 1 is not a trie node (bad path prefix).',
    ],
    [
      slot({ kind: 'value-mismatch', field: 'value', proved: '3', claimed: '42' }),
      'the storage proof of slot 0xff did not check out against block 7: it proves the word is 3, but the answer says 42.',
    ],
    [
      account({ kind: 'value-mismatch', field: 'balance', proved: '10', claimed: '11' }),
      'the account proof did not check out against block 1,234: it proves the balance is 10, but the answer says 11.',
    ],
    [
      account({ kind: 'malformed-leaf', why: 'the nonce is not an integer' }),
      'the account proof did not check out against block 1,234: its leaf is malformed (the nonce is not an integer).',
    ],
  ];
  it.each(cases.map(([outcome, words]) => ({ outcome, words })))('$words', ({ outcome, words }) => {
    expect(refusalWords(outcome)).toBe(words);
  });
});
