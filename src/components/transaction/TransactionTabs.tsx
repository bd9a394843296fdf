import { receiptURL, traceURL, transactionURL } from '../../routes/urls.ts';
import { ViewTabs } from '../ViewTabs.tsx';

export type TransactionTab = 'transaction' | 'receipt' | 'trace';

/** A transaction's pages side by side: the transaction, its receipt and its trace. */
export function TransactionTabs({ hash, current }: { hash: string; current: TransactionTab }) {
  return (
    <ViewTabs
      label="Transaction views"
      tabs={[
        { to: transactionURL(hash), label: 'Transaction', current: current === 'transaction' },
        { to: receiptURL(hash), label: 'Receipt', current: current === 'receipt' },
        { to: traceURL(hash), label: 'Trace', current: current === 'trace' },
      ]}
    />
  );
}
