/**
 * A transaction with its receipt: the summary first, then every field. Shared by the transaction
 * page and the block-position page. The receipt query has the same key the page (or the search
 * box) may already have started, so it is asked once.
 */
import { useEffect } from 'react';
import { receiptQuery } from '../../data/queries/queries.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { useLookup } from '../../data/hooks/useLookup.ts';
import { useNetwork } from '../../data/hooks/useNetwork.ts';
import type { Log, Receipt } from '../../domain/receipt.ts';
import { transactionChainId, type ResolvedNetwork } from '../../domain/network/resolve-network.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { ErrorPanel } from '../ErrorPanel.tsx';
import { NativeCurrencyProvider } from '../NativeCurrency.tsx';
import { TokenMovements } from '../summary/TokenMovements.tsx';
import { TokenReadScope } from '../summary/TokenReadScope.tsx';
import { TransactionSummary } from '../summary/TransactionSummary.tsx';
import { TransactionDetails } from './TransactionDetails.tsx';

/** Before the receipt comes: one empty list, so the token scope is not recomputed each render. */
const NO_LOGS: readonly Log[] = [];

export function TransactionView({ tx }: { tx: Transaction }) {
  const endpoint = useEndpoint();
  const receipt = useLookup({ ...receiptQuery(endpoint, tx.hash, tx.pending), enabled: endpoint !== null });
  const network = useNetwork(transactionChainId(tx));

  // The transaction poll may see the block before the receipt poll does: then ask once more.
  const missing = receipt.data === null;
  const refetchReceipt = receipt.refetch;
  useEffect(() => {
    if (!tx.pending && missing) void refetchReceipt();
  }, [tx.pending, missing, refetchReceipt]);

  return (
    <TransactionRecord
      tx={tx}
      receipt={receipt.data}
      network={network}
      receiptFailure={receipt.isError ? { error: receipt.error, retry: () => void receipt.refetch() } : null}
    />
  );
}

/**
 * The display of a transaction and its receipt however they were had: from the endpoint (above),
 * or carried in a snapshot link with no endpoint at all. `receipt` undefined: still being asked
 * for; `receiptFailure`: asking for it failed.
 */
export function TransactionRecord({
  tx,
  receipt,
  network,
  receiptFailure = null,
}: {
  tx: Transaction;
  receipt: Receipt | null | undefined;
  network: ResolvedNetwork;
  receiptFailure?: { error: Error; retry: () => void } | null;
}) {
  const receiptFailed = receiptFailure !== null;
  return (
    <NativeCurrencyProvider network={network}>
      <TokenReadScope called={tx.to} logs={receipt?.logs ?? NO_LOGS}>
        <div className="space-y-6">
          <TransactionSummary tx={tx} receipt={receipt} network={network} receiptFailed={receiptFailed} />
          {receiptFailure && <ErrorPanel error={receiptFailure.error} onRetry={receiptFailure.retry} />}
          {receipt && <TokenMovements logs={receipt.logs} />}
          <TransactionDetails tx={tx} receipt={receipt} receiptFailed={receiptFailed} />
        </div>
      </TokenReadScope>
    </NativeCurrencyProvider>
  );
}
