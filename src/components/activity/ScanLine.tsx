import type { ScanState } from '../../data/hooks/useAddressActivity.ts';
import { formatCount, formatInteger } from '../../domain/units.ts';
import { MAX_TRANSACTIONS_SCANNED } from '../../domain/activity/transaction-scan.ts';

/**
 * The transaction scan's progress: the address's transactions are found by reading every
 * transaction of the blocks, newest first, so the line says how far it got, and where the bound
 * stopped it, which blocks' transactions are not listed.
 */
export function ScanLine({ scan, fromBlock }: { scan: ScanState; fromBlock: bigint }) {
  const counts = `${formatCount(scan.blocksScanned)} of ${formatCount(scan.blocksTotal)} blocks, ${formatCount(scan.transactionsRead)} ${scan.transactionsRead === 1 ? 'transaction' : 'transactions'} read`;
  return (
    <p className="mb-2 text-xs text-slate-500" data-testid="activity-scan" data-done={scan.done}>
      {scan.stoppedAbove !== null
        ? `Transactions: the scan stopped after ${formatCount(MAX_TRANSACTIONS_SCANNED)} transactions (${counts}); those of blocks ${formatInteger(fromBlock, { thousands: true })}–${formatInteger(scan.stoppedAbove - 1n, { thousands: true })} are not listed.`
        : scan.done
          ? `Transactions: every transaction of the ${counts.replace(/^\S+ of /, '')}.`
          : `Reading the blocks’ transactions for the ones it sent or received: ${counts}…`}
    </p>
  );
}
