/**
 * The mark beside a value read with a proof: "proved against block N's state root", a refusal
 * naming the part that did not check out (the page then shows nothing as the value), or, where the
 * endpoint serves no eth_getProof, that the value is the endpoint's word.
 */
import type { ProofRead } from '../../data/hooks/useAccountProof.ts';
import { describeError } from '../describe-error.ts';
import { middleEllipsis } from '../HashValue.tsx';
import { blockWords, refusalWords } from './proof-words.ts';

const PILL = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium';

/** `what`: the value or values the mark speaks of ("this word", "balance, nonce and code hash"). */
export function ProofMark({ read, what }: { read: ProofRead; what: string }) {
  switch (read.status) {
    case 'pending':
      return (
        <p className="text-xs" data-testid="proof-mark" data-status="pending">
          <span className={`${PILL} bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300`}>
            Proving against the block’s state root…
          </span>
        </p>
      );
    case 'absent':
      return (
        <p className="text-xs text-slate-500" data-testid="proof-mark" data-status="absent">
          The endpoint’s word: it does not serve eth_getProof, so {what} cannot be proved in your browser.
        </p>
      );
    case 'error': {
      const { title, message } = describeError(read.error);
      return (
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="proof-mark" data-status="error">
          Not proved: asking for the proof failed ({title}: {message}).{' '}
          <button type="button" className="text-sky-700 underline dark:text-sky-400" onClick={read.retry}>
            Try again
          </button>
        </p>
      );
    }
    case 'done':
      break;
  }
  const outcome = read.data;
  if (outcome.status === 'proved') {
    return (
      <p
        className="flex flex-wrap items-center gap-x-2 text-xs"
        data-testid="proof-mark"
        data-status="proved"
        data-block={outcome.block.toString()}
      >
        <span className={`${PILL} bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200`}>
          ✓ Proved against {blockWords(outcome.block)}’s state root
        </span>
        <span className="text-slate-500" title={outcome.blockHash}>
          block hash {middleEllipsis(outcome.blockHash, 6)}, its header checked; what remains to trust is that this
          block is on the chain.
        </span>
      </p>
    );
  }
  if (outcome.status === 'unchecked') {
    return (
      <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="proof-mark" data-status="unchecked">
        Not proved: {blockWords(outcome.block)}’s header cannot be checked in your browser ({outcome.reason}), so its
        state root proves nothing. {what[0]!.toUpperCase() + what.slice(1)} is the endpoint’s word.
      </p>
    );
  }
  return (
    <div
      role="alert"
      data-testid="proof-mark"
      data-status="refused"
      data-part={outcome.part.of}
      className="rounded-lg border border-red-500 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950/40 dark:text-red-200"
    >
      <p className="font-semibold">Refused: the proof did not check out, so {what} is not shown.</p>
      <p className="mt-1" data-testid="proof-refusal">
        {refusalWords(outcome)}
      </p>
    </div>
  );
}
