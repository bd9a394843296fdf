import type { Receipt } from '../../domain/receipt.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { formatInteger } from '../../domain/units.ts';
import { RevertReasonView } from '../revert/RevertReasonView.tsx';

const badge = 'inline-flex items-center gap-1.5 rounded-md border px-2 py-0.5 text-sm font-medium';
const tones = {
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300',
  failed: 'border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-300',
  pending: 'border-amber-200 bg-amber-50 text-amber-700 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-400',
  root: 'border-slate-200 bg-slate-100 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

type Status = keyof typeof tones | 'loading' | 'unknown';

function outcomeStatus(tx: Transaction, receipt: Receipt | null | undefined): Status {
  if (tx.pending) return 'pending';
  if (receipt === undefined) return 'loading';
  if (receipt === null) return 'unknown';
  if (receipt.outcome.kind === 'root') return 'root';
  return receipt.outcome.success ? 'success' : 'failed';
}

/** Success / failed / pending / pre-Byzantium, and for a failure what the fields can and cannot say. */
export function SummaryOutcome({
  tx,
  receipt,
  receiptFailed = false,
}: {
  tx: Transaction;
  receipt: Receipt | null | undefined;
  receiptFailed?: boolean;
}) {
  const status = outcomeStatus(tx, receipt);
  if (status === 'loading' && receiptFailed) {
    return (
      <span className="text-sm text-red-700 dark:text-red-400" data-testid="summary-outcome" data-status="error">
        Unknown: the receipt could not be loaded (see below)
      </span>
    );
  }
  if (status === 'loading')
    return (
      <span className="text-sm text-slate-500" data-testid="summary-outcome" data-status="loading">
        Loading the receipt…
      </span>
    );
  if (status === 'unknown') {
    return (
      <span className="text-sm text-slate-500" data-testid="summary-outcome" data-status="unknown">
        Unknown: the endpoint has no receipt for this mined transaction
      </span>
    );
  }
  const label = {
    success: 'Success',
    failed: 'Failed',
    pending: 'Pending — not yet in a block',
    root: 'Pre-Byzantium: state root, no status',
  }[status];
  return (
    <div className="flex flex-col items-start gap-1">
      <span className={`${badge} ${tones[status]}`} data-testid="summary-outcome" data-status={status}>
        {status === 'pending' && (
          <span className="h-2 w-2 animate-pulse rounded-full bg-amber-500" aria-hidden="true" />
        )}
        {label}
      </span>
      {status === 'failed' && receipt && <FailureNote gasUsed={receipt.gasUsed} gasLimit={tx.gas} />}
      {status === 'failed' && <RevertReasonView tx={tx} />}
    </div>
  );
}

function FailureNote({ gasUsed, gasLimit }: { gasUsed: bigint; gasLimit: bigint }) {
  const allUsed = gasUsed === gasLimit;
  return (
    <span className="text-xs text-slate-600 dark:text-slate-400" data-testid="failure-note">
      {allUsed
        ? `It used all of its ${formatInteger(gasLimit, { thousands: true })} gas: most likely it ran out of gas (an invalid instruction also uses all gas). `
        : `It reverted after ${formatInteger(gasUsed, { thousands: true })} of ${formatInteger(gasLimit, { thousands: true })} gas, so it did not run out of gas.`}
    </span>
  );
}
