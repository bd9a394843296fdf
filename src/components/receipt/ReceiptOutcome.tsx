import type { ReactNode } from 'react';
import type { ReceiptOutcome as Outcome } from '../../domain/receipt.ts';
import { HashValue } from '../HashValue.tsx';

/** Success / failed as a badge; a pre-Byzantium receipt has a state root instead, labelled as such. */
export function ReceiptOutcome({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'root') {
    return (
      <span className="flex flex-col gap-1" data-testid="receipt-status" data-status="root">
        <span className="text-xs text-slate-500">
          Pre-Byzantium receipt: post-transaction state root (no success / failure status)
        </span>
        <HashValue value={outcome.root} testId="receipt-root" />
      </span>
    );
  }
  return outcome.success ? (
    <StatusBadge
      status="success"
      tone="border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300"
      icon="M3.5 8.5l3 3 6-7"
    >
      Success
    </StatusBadge>
  ) : (
    <StatusBadge
      status="failed"
      tone="border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-300"
      icon="M4 4l8 8M12 4l-8 8"
    >
      Failed — reverted
    </StatusBadge>
  );
}

function StatusBadge({
  status,
  tone,
  icon,
  children,
}: {
  status: 'success' | 'failed';
  tone: string;
  icon: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-md border px-2 py-0.5 text-sm font-medium ${tone}`}
      data-testid="receipt-status"
      data-status={status}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        width="14"
        height="14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={icon} />
      </svg>
      {children}
    </span>
  );
}
