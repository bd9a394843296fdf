import { useMemo, type ReactNode } from 'react';
import { useAccountProof, type ProofRead } from '../../data/hooks/useAccountProof.ts';
import { bigIntToQuantity, type Hex } from '../../domain/hex.ts';
import { describeError } from '../describe-error.ts';
import { blockWords, refusalWords } from '../proof/proof-words.ts';

/**
 * The most changes of one timeline proved, newest first: each costs two proofs and two headers
 * (one batch), and older ones are a link away (each change links to its block's read, proved there).
 */
export const MAX_PROVED_CHANGES = 8;

/** The word a proof says the slot holds at its block, or why there is none to compare. */
type Proved = { kind: 'word'; value: bigint } | { kind: 'other'; read: ProofRead };

function provedWord(read: ProofRead, slot: bigint): Proved {
  if (read.status === 'done' && read.data.status === 'proved')
    return { kind: 'word', value: read.data.storage.get(slot) ?? 0n };
  return { kind: 'other', read };
}

/**
 * One change of a slot's timeline proved: the word shown at its block, and the word before it at
 * the block before, each against that block's state root (eth_getProof and the header, both
 * checked). The history and the watch read the words with eth_getStorageAt: the endpoint's word,
 * until this line says the proofs agree; where they do not, the word (`children`) is not shown.
 * `before` null: the block before was not read.
 */
export function ChangeProof({
  address,
  slot,
  block,
  word,
  before,
  children,
}: {
  address: string;
  slot: bigint;
  block: bigint;
  word: Hex;
  before: Hex | null;
  children: ReactNode;
}) {
  const slots = useMemo(() => [slot], [slot]);
  const at = useAccountProof(address, slots, { wire: bigIntToQuantity(block), number: block });
  const earlier = useAccountProof(
    address,
    slots,
    before === null ? null : { wire: bigIntToQuantity(block - 1n), number: block - 1n },
  );
  const now = provedWord(at, slot);
  const then = before === null ? null : provedWord(earlier, slot);
  // the endpoint serves no eth_getProof: the storage page's own mark says so once
  if (at.status === 'absent') return children;

  const pending = [now, then].some((proved) => proved?.kind === 'other' && proved.read.status === 'pending');
  const problem = [now, then].find((proved) => proved?.kind === 'other' && proved.read.status !== 'pending');
  let status: string;
  let words: string;
  if (problem?.kind === 'other') {
    ({ status, words } = problemWords(problem.read));
  } else if (pending) {
    status = 'pending';
    words = 'Proving this change against its blocks’ state roots…';
  } else if (now.kind === 'word' && now.value !== BigInt(word)) {
    status = 'mismatch';
    words = `Refused: the proof says ${blockWords(block)} holds 0x${now.value.toString(16)}, not the word shown (eth_getStorageAt’s answer).`;
  } else if (then?.kind === 'word' && before !== null && then.value !== BigInt(before)) {
    status = 'mismatch';
    words = `Refused: the proof says ${blockWords(block - 1n)} held 0x${then.value.toString(16)}, not the word shown before this change.`;
  } else {
    status = 'proved';
    words =
      then === null
        ? `✓ Proved against ${blockWords(block)}’s state root`
        : `✓ Proved: the word before at ${blockWords(block - 1n)}, this one at ${blockWords(block)}, each against its state root`;
  }
  const refused = status === 'mismatch' || status === 'refused';
  return (
    <span className="flex flex-col">
      {!refused && children}
      <span
        className={`block text-xs ${
          status === 'proved'
            ? 'text-emerald-800 dark:text-emerald-300'
            : refused
              ? 'text-red-800 dark:text-red-300'
              : 'text-slate-500'
        }`}
        data-testid="change-proof"
        data-status={status}
        data-block={block.toString()}
        {...(refused ? { role: 'alert' } : {})}
      >
        {words}
      </span>
    </span>
  );
}

/** A proof that did not come to a word: refused, unchecked, not served at that block, or failed. */
function problemWords(read: ProofRead): { status: string; words: string } {
  switch (read.status) {
    case 'error':
      return {
        status: 'error',
        words: `Not proved: asking for the proof failed (${describeError(read.error).message})`,
      };
    case 'absent':
      return { status: 'absent', words: 'Not proved: the endpoint no longer has the block' };
    case 'pending':
      return { status: 'pending', words: 'Proving this change against its blocks’ state roots…' };
    case 'done': {
      const outcome = read.data;
      if (outcome.status === 'refused') return { status: 'refused', words: `Refused: ${refusalWords(outcome)}` };
      if (outcome.status === 'unchecked')
        return {
          status: 'unchecked',
          words: `Not proved: ${blockWords(outcome.block)}’s header cannot be checked in your browser (${outcome.reason})`,
        };
      return { status: 'proved', words: '' };
    }
  }
}
