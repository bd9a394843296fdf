/**
 * The words for a proof's outcome: what was proved against which block, and on a refusal which
 * part did not check out and how. The domain carries the facts (domain/proof/); the sentences are here.
 */
import type { ProofFailure } from '../../domain/proof/merkle-patricia-proof.ts';
import type { AccountProofOutcome } from '../../domain/proof/prove-account.ts';
import type { ProofMismatch, ProofPart } from '../../domain/proof/verify-account-proof.ts';
import { formatInteger } from '../../domain/units.ts';

export const blockWords = (block: bigint) => `block ${formatInteger(block, { thousands: true })}`;

function partWords(part: ProofPart): string {
  return part.of === 'account' ? 'the account proof' : `the storage proof of slot 0x${part.slot.toString(16)}`;
}

const FIELD_WORDS = {
  nonce: 'the nonce',
  balance: 'the balance',
  storageHash: 'the storage root',
  codeHash: 'the code hash',
  value: 'the word',
} as const;

/** Why a proof's walk failed, as a clause; `root`: what its first node must hash to. */
export function proofFailureWords(failure: ProofFailure, root: string): string {
  switch (failure.kind) {
    case 'too-many-nodes':
      return `it has ${failure.nodes} nodes, more than any path of a 32-byte key`;
    case 'node-too-large':
      return `node ${failure.node} is ${failure.bytes} bytes, larger than any trie node`;
    case 'node-hash':
      return failure.node === 0
        ? `its first node does not hash to ${root}`
        : `node ${failure.node} does not hash to what node ${failure.node - 1} names (a node was changed or swapped)`;
    case 'malformed-node':
      return `node ${failure.node} is not a trie node (${failure.why})`;
    case 'truncated':
      return `it ends after ${failure.nodes} ${failure.nodes === 1 ? 'node' : 'nodes'}, before reaching the key (truncated)`;
    case 'extra-nodes':
      return `it carries nodes beyond the end of the key’s path (${failure.used} of ${failure.nodes} used)`;
  }
}

function mismatchWords(part: ProofPart, mismatch: ProofMismatch): string {
  const root = part.of === 'account' ? 'the block’s state root' : 'the account’s storage root';
  switch (mismatch.kind) {
    case 'value-mismatch':
      return `it proves ${FIELD_WORDS[mismatch.field]} is ${mismatch.proved}, but the answer says ${mismatch.claimed}`;
    case 'malformed-leaf':
      return `its leaf is malformed (${mismatch.why})`;
    default:
      return proofFailureWords(mismatch, root);
  }
}

/** One sentence for a refusal: which part, and why. */
export function refusalWords(outcome: Extract<AccountProofOutcome, { status: 'refused' }>): string {
  if ('computed' in outcome) {
    return `${blockWords(outcome.block)}’s header did not check out: its fields hash to ${outcome.computed}, not to the block hash ${outcome.claimed} the endpoint sent.`;
  }
  return `${partWords(outcome.part)} did not check out against ${blockWords(outcome.block)}: ${mismatchWords(outcome.part, outcome.mismatch)}.`;
}
