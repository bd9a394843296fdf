/**
 * What a page may show of an account read with eth_getProof at one block: its header first (its
 * fields must hash to its hash, so its stateRoot is the block's), then the proof against that
 * state root. The outcome names the block, and on a refusal the part that did not check out.
 */
import type { Block } from '../block.ts';
import type { TransactionDialect } from '../dialects/index.ts';
import type { Hash } from '../hex.ts';
import { checkBlockHeader } from '../verify/block-header.ts';
import type { AccountProofAnswer } from './account-proof.ts';
import {
  verifyAccountProof,
  type ProofMismatch,
  type ProofPart,
  type ProvedAccountFields,
} from './verify-account-proof.ts';

export type AccountProofOutcome =
  | {
      status: 'proved';
      block: bigint;
      blockHash: Hash;
      /** null: proved not to exist (no balance, no nonce, no code, no storage) */
      account: ProvedAccountFields | null;
      storage: ReadonlyMap<bigint, bigint>;
    }
  /** the header does not hash to the block hash: its state root proves nothing */
  | { status: 'refused'; block: bigint; part: { of: 'header' }; claimed: Hash; computed: Hash }
  | { status: 'refused'; block: bigint; part: ProofPart; mismatch: ProofMismatch }
  /** the network's header encoding is not known: the state root cannot be tied to the block */
  | { status: 'unchecked'; block: bigint; reason: string };

/** `header`: the block the proof was asked at (by its number), as the endpoint sent it. */
export function proveAccount(
  header: Block,
  answer: AccountProofAnswer,
  dialect: TransactionDialect | null,
): AccountProofOutcome {
  const block = header.number ?? 0n;
  const check = checkBlockHeader(header, dialect);
  if (check.status === 'unavailable') return { status: 'unchecked', block, reason: check.reason };
  if (check.status === 'fail') {
    return { status: 'refused', block, part: { of: 'header' }, claimed: check.claimed, computed: check.computed };
  }
  const verdict = verifyAccountProof(check.stateRoot, answer);
  if (!verdict.ok) return { status: 'refused', block, part: verdict.part, mismatch: verdict.mismatch };
  return {
    status: 'proved',
    block,
    blockHash: check.hash,
    account: verdict.account,
    storage: new Map(verdict.storage.map(({ slot, value }) => [slot, value])),
  };
}
