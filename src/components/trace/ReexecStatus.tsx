import type { ForkChoice } from '../../domain/trace/reexec-fork.ts';
import { formatCount } from '../../domain/units.ts';
import {
  MAX_REEXEC_SECONDS,
  MAX_STATE_READS,
  type ReexecCounts,
  type StopCause,
} from '../../data/reexec/browser-reexecution.ts';
import { NOTE_CLASS, ReexecNeedsText } from './TraceNotServed.tsx';

const BUTTON =
  'rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/** "read 134 accounts and slots; replaying 3 of 7 earlier transactions" */
function countsText({ reads, replayed, earlier }: ReexecCounts, running: boolean): string {
  const read = `read ${formatCount(reads)} account${reads === 1 ? '' : 's'} and slots`;
  if (earlier === null) return `${read}; reading the block`;
  if (earlier === 0) return `${read}; no earlier transaction in the block`;
  if (running && replayed < earlier)
    return `${read}; replaying ${formatCount(replayed + 1)} of ${formatCount(earlier)} earlier transactions`;
  return `${read}; replayed ${formatCount(replayed)} of ${formatCount(earlier)} earlier transactions`;
}

/** The rules the re-execution runs under, and why those. */
export function ForkLine({ fork }: { fork: ForkChoice }) {
  const why =
    fork.by === 'link'
      ? 'chosen by the link (?fork=)'
      : fork.by === 'schedule'
        ? fork.upgrade === fork.fork
          ? 'in force at this block on this network'
          : `in force at this block on this network (its ${fork.upgrade} upgrade)`
        : 'the newest the engine knows: Hexray has no fork schedule for this network (another can be chosen with ?fork=)';
  return (
    <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" data-testid="reexec-fork">
      Rules: <span className="font-medium text-slate-800 dark:text-slate-200">{fork.fork}</span>, {why}.
    </p>
  );
}

/** While the re-execution runs: what it has done so far, and Stop. */
export function ReexecProgress({ counts, onStop }: { counts: ReexecCounts; onStop: () => void }) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 text-sm" role="status">
      <p data-testid="reexec-progress">Re-executing in this browser: {countsText(counts, true)}.</p>
      <button type="button" className={BUTTON} onClick={onStop}>
        Stop
      </button>
    </div>
  );
}

const STOPPED_BY: Record<StopCause, string> = {
  person: 'Stopped',
  reads: `Stopped at the cap on state reads (${formatCount(MAX_STATE_READS)} accounts and slots)`,
  time: `Stopped at the cap on time (${MAX_REEXEC_SECONDS} s)`,
};

/** A re-execution that stopped before its end: which cap was hit, or that it was asked to. */
export function ReexecStopped({ by, counts, onAgain }: { by: StopCause; counts: ReexecCounts; onAgain: () => void }) {
  return (
    <div className={`${NOTE_CLASS} flex flex-wrap items-center gap-3`} data-testid="reexec-stopped" data-by={by}>
      <p>
        {STOPPED_BY[by]}: {countsText(counts, false)}.
      </p>
      <button type="button" className={BUTTON} onClick={onAgain}>
        Run again
      </button>
    </div>
  );
}

/** Re-execution asked for, on an endpoint that does not serve a method it needs. */
export function ReexecNotServed({ method }: { method: string }) {
  return (
    <p className={NOTE_CLASS} data-testid="reexec-not-served">
      <ReexecNeedsText /> This endpoint does not serve {method}, so the transaction cannot be re-executed here.
    </p>
  );
}

/** A transaction of the block whose type the EVM here does not run (an Arbitrum or ZKsync type). */
export function ReexecNotReplayable({ type, target }: { type: bigint; target: boolean }) {
  return (
    <p className={NOTE_CLASS} data-testid="reexec-not-replayable">
      {target ? 'This transaction is' : 'An earlier transaction of its block is'} of type 0x{type.toString(16)}, which
      the EVM in this browser (EthereumJS) does not run, so it cannot be re-executed here.
    </p>
  );
}
