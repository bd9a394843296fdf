/**
 * The receipt's own fields, one labelled row each: which transaction and where, the outcome, who
 * and what it created, and what it cost. The transaction, once it is here, refines two of them: a
 * fee the receipt alone cannot price or name the unit of, and which 0x7e this is.
 */
import { Confirmations } from '../head/Confirmations.tsx';
import { Link } from 'react-router';
import { BlockPositionValue } from '../BlockPositionValue.tsx';
import type { Receipt } from '../../domain/receipt.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { isOpStackReceipt } from '../../domain/dialects/op-stack.ts';
import { blockURL, transactionURL } from '../../routes/urls.ts';
import { BlockNumberLink } from '../block/BlockNumberLink.tsx';
import { DetailList, DetailRow } from '../DetailRow.tsx';
import { HashValue } from '../HashValue.tsx';
import { QuantityValue } from '../QuantityValue.tsx';
import { WeiValue } from '../WeiValue.tsx';
import { TransactionTypeLabel } from '../transaction/TransactionTypeLabel.tsx';
import { ReceiptOutcome } from './ReceiptOutcome.tsx';
import { AddressValue } from '../AddressValue.tsx';
import { FeeParts } from '../summary/FeeRows.tsx';
import { OpReceiptRows } from '../summary/OpStackRows.tsx';
import { BlockTime } from '../summary/BlockTime.tsx';
import { receiptTimestampOf } from '../../domain/timestamp.ts';

const link = 'text-xs text-sky-700 hover:underline dark:text-sky-400';

export function ReceiptDetails({
  receipt,
  tx,
}: {
  receipt: Receipt;
  /** null until it is loaded */ tx: Transaction | null;
}) {
  const op = isOpStackReceipt(receipt);
  // On OP-stack receipts blobGasUsed is a data-availability figure: OpReceiptRows labels it so.
  // geth and anvil send the block's blob base fee on every receipt: only a blob transaction (type 3) paid it
  const blob = !op && receipt.type === 3n;
  const seconds = receiptTimestampOf(receipt);
  return (
    <DetailList>
      <DetailRow label="Transaction hash">
        <span className="inline-flex flex-wrap items-center gap-x-2">
          <HashValue
            value={receipt.transactionHash}
            to={transactionURL(receipt.transactionHash)}
            testId="receipt-tx-hash"
          />
          <Link to={transactionURL(receipt.transactionHash)} className={link}>
            transaction →
          </Link>
        </span>
      </DetailRow>
      <DetailRow label={receipt.outcome.kind === 'root' ? 'State root' : 'Status'}>
        <ReceiptOutcome outcome={receipt.outcome} />
      </DetailRow>
      <DetailRow label="Block">
        <span className="flex flex-col gap-1">
          <BlockNumberLink number={receipt.blockNumber} testId="receipt-block-number" />
          <HashValue value={receipt.blockHash} to={blockURL(receipt.blockHash)} testId="receipt-block-hash" />
          <Confirmations block={receipt.blockNumber} />
        </span>
      </DetailRow>
      <DetailRow label="Time" hint="The block's timestamp, as the node sends it (blockTimestamp)">
        {seconds !== null ? (
          <BlockTime seconds={seconds} testId="receipt-time" />
        ) : (
          <span className="text-sm text-slate-500" data-testid="receipt-time">
            Not sent by this node (no blockTimestamp)
          </span>
        )}
      </DetailRow>
      <DetailRow label="Position in block">
        <BlockPositionValue blockHash={receipt.blockHash} index={receipt.transactionIndex} testId="receipt-index" />
      </DetailRow>
      <DetailRow label="Type">
        <TransactionTypeLabel type={receipt.type} extra={tx?.extra} />
      </DetailRow>
      <DetailRow label="From">
        <AddressValue address={receipt.from} testId="receipt-from" />
      </DetailRow>
      {receipt.to !== null ? (
        <DetailRow label="To">
          <AddressValue address={receipt.to} testId="receipt-to" />
        </DetailRow>
      ) : (
        <DetailRow label="Contract created">
          {receipt.contractAddress ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <span className="rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-800 dark:bg-sky-900/50 dark:text-sky-200">
                New contract
              </span>
              <AddressValue address={receipt.contractAddress} testId="receipt-contract-address" />
            </span>
          ) : (
            <span className="text-sm text-slate-500" data-testid="receipt-contract-address">
              Contract creation, but the node names no created address
              {receipt.outcome.kind === 'status' && !receipt.outcome.success ? ' (it failed)' : ''}
            </span>
          )}
        </DetailRow>
      )}
      {receipt.to !== null && receipt.contractAddress && (
        <DetailRow label="Contract address">
          <AddressValue address={receipt.contractAddress} testId="receipt-contract-address" />
        </DetailRow>
      )}
      <DetailRow label="Gas used" hint="Gas used by this transaction alone">
        <QuantityValue value={receipt.gasUsed} testId="receipt-gas-used" />
      </DetailRow>
      <DetailRow label="Cumulative gas used" hint="Gas used in the block up to and including this transaction">
        <QuantityValue value={receipt.cumulativeGasUsed} testId="receipt-cumulative-gas" />
      </DetailRow>
      <DetailRow
        label="Effective gas price"
        hint="What the sender paid per unit of gas; before EIP-1559 it equals the gas price"
      >
        {receipt.effectiveGasPrice !== null ? (
          <WeiValue wei={receipt.effectiveGasPrice} unit="gwei" testId="receipt-gas-price" />
        ) : (
          <span className="text-sm text-slate-500">Not reported by this node</span>
        )}
      </DetailRow>
      {blob && (
        <>
          {receipt.blobGasUsed !== undefined && (
            <DetailRow label="Blob gas used">
              <QuantityValue value={receipt.blobGasUsed} testId="receipt-blob-gas-used" />
            </DetailRow>
          )}
          {receipt.blobGasPrice !== undefined && (
            <DetailRow label="Blob gas price">
              <WeiValue wei={receipt.blobGasPrice} unit="gwei" testId="receipt-blob-gas-price" />
            </DetailRow>
          )}
        </>
      )}
      <DetailRow
        label="Transaction fee"
        hint="gasUsed × effectiveGasPrice, plus blob gas for blob transactions, and on OP-stack chains the L1 data fee and operator fee"
      >
        <FeeParts receipt={receipt} tx={tx} testId="receipt-fee" />
      </DetailRow>
      {op && <OpReceiptRows receipt={receipt} />}
    </DetailList>
  );
}
