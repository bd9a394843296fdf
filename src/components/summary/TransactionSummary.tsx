/**
 * The answer to "what happened in this transaction, on my network?", first on the page: outcome,
 * where and when, who sent what to whom, what it cost. Every detail stays on the rows below and
 * on the receipt page, which this links to.
 */
import type { Receipt } from '../../domain/receipt.ts';
import type { ResolvedNetwork } from '../../domain/network/resolve-network.ts';
import { blockTimestampOf } from '../../domain/timestamp.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { isOpStackReceipt } from '../../domain/dialects/op-stack.ts';
import { formatInteger } from '../../domain/units.ts';
import { AddressValue } from '../AddressValue.tsx';
import { VerifiedName } from '../names/VerifiedName.tsx';
import { DetailList, DetailRow } from '../DetailRow.tsx';
import { NetworkLine } from '../network/NetworkLine.tsx';
import { ReceiptLink } from '../transaction/ReceiptLink.tsx';
import { Link } from 'react-router';
import { blockTransactionURL } from '../../routes/urls.ts';
import { QuantityValue } from '../QuantityValue.tsx';
import { Confirmations } from '../head/Confirmations.tsx';
import { WeiValue } from '../WeiValue.tsx';
import { CostRows, PriceRows } from './FeeRows.tsx';
import { DepositRows, OpReceiptRows } from './OpStackRows.tsx';
import { SummaryOutcome } from './SummaryOutcome.tsx';
import { BlockTime } from './BlockTime.tsx';
import { BlockNumberLink } from '../block/BlockNumberLink.tsx';

function FromTo({ tx, receipt }: { tx: Transaction; receipt: Receipt | null | undefined }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="summary-from-to">
      <AddressValue address={tx.from} testId="tx-from" />
      <span aria-label="to" className="text-slate-400">
        →
      </span>
      {tx.to ? (
        <>
          <AddressValue address={tx.to} testId="tx-to" />
          <VerifiedName address={tx.to} />
        </>
      ) : (
        <span className="inline-flex flex-wrap items-center gap-2" data-testid="tx-to">
          <span className="rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-800 dark:bg-sky-900/50 dark:text-sky-200">
            Contract creation
          </span>
          {receipt?.contractAddress ? (
            <AddressValue address={receipt.contractAddress} testId="summary-created" />
          ) : (
            <span className="text-xs text-slate-500">
              {tx.pending ? 'address known once mined' : receipt === undefined ? '…' : 'no address created'}
            </span>
          )}
        </span>
      )}
    </span>
  );
}

export function TransactionSummary({
  tx,
  receipt,
  network,
  receiptFailed = false,
}: {
  tx: Transaction;
  receiptFailed?: boolean;
  /** undefined while loading, null when the endpoint has none */
  receipt: Receipt | null | undefined;
  network: ResolvedNetwork;
}) {
  const seconds = blockTimestampOf(tx, receipt);
  return (
    <section aria-label="Summary" data-testid="tx-summary">
      <DetailList>
        <DetailRow label="Outcome">
          <SummaryOutcome tx={tx} receipt={receipt} receiptFailed={receiptFailed} />
        </DetailRow>
        <DetailRow label="Network">
          <NetworkLine resolved={network} />
        </DetailRow>
        <DetailRow label="Value">
          <WeiValue wei={tx.value} testId="summary-value" />
        </DetailRow>
        {receipt && <CostRows tx={tx} receipt={receipt} />}
        {tx.pending && (
          <DetailRow label="Fee">
            <span className="text-sm text-slate-500" data-testid="summary-fee">
              Known once mined (gas limit {formatInteger(tx.gas, { thousands: true })})
            </span>
          </DetailRow>
        )}
        {tx.blockHash && tx.blockNumber !== null && tx.transactionIndex !== null && (
          <DetailRow label="Block and position">
            <span className="flex flex-wrap items-center gap-x-3 text-sm" data-testid="summary-block">
              <span className="inline-flex items-center gap-x-1 font-mono whitespace-nowrap">
                block
                <BlockNumberLink number={tx.blockNumber} testId="tx-block-number" />
                <span className="text-slate-400">·</span>
                index
                <QuantityValue value={tx.transactionIndex} testId="tx-index" name="index in the block" />
              </span>
              <Link
                to={blockTransactionURL(tx.blockHash, tx.transactionIndex)}
                className="inline-flex min-h-6 items-center text-xs text-sky-700 hover:underline dark:text-sky-400"
              >
                walk this block’s transactions →
              </Link>
              <Confirmations block={tx.blockNumber} />
            </span>
          </DetailRow>
        )}
        {!tx.pending && (
          <DetailRow label="Time">
            {seconds !== null ? (
              <BlockTime seconds={seconds} testId="summary-time" />
            ) : (
              <span className="text-sm text-slate-500" data-testid="summary-time">
                Not sent by this node (no blockTimestamp)
              </span>
            )}
          </DetailRow>
        )}
        <DetailRow label="From → to">
          <FromTo tx={tx} receipt={receipt} />
        </DetailRow>
        <DepositRows tx={tx} />
        {receipt && <PriceRows tx={tx} receipt={receipt} network={network.network} />}
        {receipt && isOpStackReceipt(receipt) && <OpReceiptRows receipt={receipt} />}
        {receipt && (
          <DetailRow label="Receipt">
            <ReceiptLink
              hash={tx.hash}
              className="text-sm text-sky-700 hover:underline dark:text-sky-400"
              testId="summary-receipt-link"
            >
              Every receipt field, {receipt.logs.length} log{receipt.logs.length === 1 ? '' : 's'} and the logs bloom →
            </ReceiptLink>
          </DetailRow>
        )}
      </DetailList>
    </section>
  );
}
