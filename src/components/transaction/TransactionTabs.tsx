import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { receiptURL, traceURL, transactionURL } from '../../routes/urls.ts';

export type TransactionTab = 'transaction' | 'receipt' | 'trace';

function Tab({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`-mb-px border-b-2 px-3 py-1.5 text-sm ${current ? 'border-sky-700 font-semibold dark:border-sky-400' : 'border-transparent text-sky-700 hover:border-slate-300 dark:text-sky-400'}`}
    >
      {children}
    </Link>
  );
}

/**
 * A transaction's pages side by side: the transaction, its receipt and its trace. Each is a page
 * with its own link, so these are links marked as the current page, not ARIA tabs.
 */
export function TransactionTabs({ hash, current }: { hash: string; current: TransactionTab }) {
  return (
    <nav aria-label="Transaction views" className="mb-4 flex gap-1 border-b border-slate-200 dark:border-slate-800">
      <Tab to={transactionURL(hash)} current={current === 'transaction'}>
        Transaction
      </Tab>
      <Tab to={receiptURL(hash)} current={current === 'receipt'}>
        Receipt
      </Tab>
      <Tab to={traceURL(hash)} current={current === 'trace'}>
        Trace
      </Tab>
    </nav>
  );
}
