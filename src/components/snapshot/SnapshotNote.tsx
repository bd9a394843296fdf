/**
 * What a snapshot is, said beside it: where and when it was fetched, that nothing was asked of an
 * endpoint to show it, what was checked again here, and what no one can check from the four
 * methods (a receipt carries no signature: its status and gas are the sharer's word).
 */
import type { Snapshot } from '../../domain/snapshot/snapshot-link.ts';
import { formatUtc } from '../../domain/utc-time.ts';

/** `proved`: the receipt's proof the link carries checked out (SnapshotProofLine says against what). */
export function SnapshotNote({ snapshot, proved }: { snapshot: Snapshot; proved: boolean }) {
  const { transaction: tx, receipt } = snapshot;
  const place =
    tx.blockNumber === null
      ? 'that it was ever mined (it was pending when shared)'
      : `that it is in block ${tx.blockNumber.toString()} at position ${String(tx.transactionIndex)}`;
  return (
    <aside
      role="note"
      data-testid="snapshot-note"
      className="mb-4 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm dark:border-sky-900 dark:bg-sky-950/40"
    >
      <p className="font-semibold">
        From a snapshot link — fetched {formatUtc(snapshot.fetchedAt)} from{' '}
        <span className="font-mono break-all" data-testid="snapshot-endpoint">
          {snapshot.endpoint}
        </span>
        {snapshot.chain === 'unknown' ? '' : ` (chain ${snapshot.chain})`}.
      </p>
      <p className="mt-1">
        The record came inside the link: no endpoint was asked to show it. The marks below are this browser’s own checks
        of it, run just now.
      </p>
      {proved ? (
        <p className="mt-1" data-testid="snapshot-unproven">
          Proved here from what the link carries: the receipt’s status, gas used, logs and bloom, against its block’s
          header (below). Still the word of the endpoint and of whoever made this link: that header, until an endpoint
          confirms its hash, and that this transaction is the one at that position of the block (a receipt does not name
          its transaction).
        </p>
      ) : (
        <p className="mt-1" data-testid="snapshot-unproven">
          Not provable with the four methods:{' '}
          {receipt
            ? 'the receipt’s status (success or failure) and its gas used — nothing signs a receipt, so they are the word of the endpoint, and of whoever made this link — and '
            : 'whether it succeeded (no receipt came with it), and '}
          {place}.
        </p>
      )}
    </aside>
  );
}
