/**
 * The transaction's fields the summary above does not show, one labelled row each: its status as
 * the receipt states it, its block hash, what it offered to pay, what it carried, its signature.
 * From, to, value, block number and position are the summary's: one place for each.
 */
import type { Receipt } from '../../domain/receipt.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { DetailList, DetailRow } from '../DetailRow.tsx';
import { HashValue } from '../HashValue.tsx';
import { QuantityValue } from '../QuantityValue.tsx';
import { blockURL } from '../../routes/urls.ts';
import { WeiValue } from '../WeiValue.tsx';
import { TransactionTypeLabel } from './TransactionTypeLabel.tsx';
import { InputDataView } from './InputDataView.tsx';
import { InitCodeView } from './InitCodeView.tsx';
import { AccessListView, AuthorizationListView } from './ListsView.tsx';
import { ExtraFields } from '../ExtraFields.tsx';
import { ReceiptLink } from './ReceiptLink.tsx';
import { depositFieldsShown } from '../summary/OpStackRows.tsx';
import { useResolvedNetwork } from '../NativeCurrency.tsx';

function Pending() {
  return (
    <span
      className="inline-flex items-center gap-2 text-sm text-amber-700 dark:text-amber-400"
      data-testid="pending-badge"
    >
      <span className="h-2 w-2 animate-pulse rounded-full bg-amber-500" /> Pending: no receipt until it is mined
    </span>
  );
}

type ReceiptState = 'loading' | 'error' | 'unknown' | 'root' | 'success' | 'failed';

function receiptState(receipt: Receipt | null | undefined, receiptFailed: boolean): ReceiptState {
  if (receipt === undefined) return receiptFailed ? 'error' : 'loading';
  if (receipt === null) return 'unknown';
  if (receipt.outcome.kind === 'root') return 'root';
  return receipt.outcome.success ? 'success' : 'failed';
}

/** What the receipt's `status` says, in words: the field row of the outcome the summary shows as a badge. */
const RECEIPT_STATUS: Record<ReceiptState, { text: string; tone: string }> = {
  loading: { text: 'In a block; loading the receipt…', tone: 'text-slate-600 dark:text-slate-400' },
  error: { text: 'In a block; the receipt could not be loaded', tone: 'text-slate-600 dark:text-slate-400' },
  unknown: { text: 'In a block; the endpoint has no receipt for it', tone: 'text-slate-600 dark:text-slate-400' },
  root: { text: 'Pre-Byzantium: the receipt has a state root, no status', tone: 'text-slate-600 dark:text-slate-400' },
  success: { text: 'Success (receipt status 0x1)', tone: 'font-medium text-emerald-700 dark:text-emerald-400' },
  failed: {
    text: 'Failed (receipt status 0x0): it reverted, its changes were undone, the fee was still paid',
    tone: 'font-medium text-red-700 dark:text-red-400',
  },
};

export function TransactionDetails({
  tx,
  receipt,
  receiptFailed = false,
}: {
  tx: Transaction;
  /** undefined while loading, null when the endpoint has none */
  receipt: Receipt | null | undefined;
  receiptFailed?: boolean;
}) {
  const state = receiptState(receipt, receiptFailed);
  const dialect = useResolvedNetwork()?.network?.dialect ?? null;
  return (
    <div className="space-y-6">
      <DetailList>
        <DetailRow label="Transaction hash">
          <HashValue value={tx.hash} testId="tx-hash" />
        </DetailRow>
        <DetailRow label="Status" testId="tx-status">
          {tx.pending ? (
            <Pending />
          ) : (
            <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span
                className={`text-sm ${RECEIPT_STATUS[state].tone}`}
                data-testid="tx-receipt-status"
                data-status={state}
              >
                {RECEIPT_STATUS[state].text}
              </span>
              <ReceiptLink
                hash={tx.hash}
                className="text-sm text-sky-700 hover:underline dark:text-sky-400"
                testId="receipt-link"
              >
                every receipt field, the logs and the bloom →
              </ReceiptLink>
            </span>
          )}
        </DetailRow>
        {/* pending: the summary says once that it is in no block, so no row repeats it */}
        {tx.blockHash && (
          <DetailRow label="Block hash">
            <HashValue value={tx.blockHash} to={blockURL(tx.blockHash)} testId="tx-block-hash" />
          </DetailRow>
        )}
        <DetailRow label="Type">
          <TransactionTypeLabel type={tx.type} extra={tx.extra} />
        </DetailRow>
        <DetailRow label="Nonce">
          <QuantityValue value={tx.nonce} testId="tx-nonce" />
        </DetailRow>
        <DetailRow label="Gas limit">
          <QuantityValue value={tx.gas} testId="tx-gas" />
        </DetailRow>
        {tx.gasPrice !== null && (
          <DetailRow
            label="Gas price"
            hint="For EIP-1559 transactions, the effective price (the receipt's effectiveGasPrice is authoritative)."
          >
            <WeiValue wei={tx.gasPrice} unit="gwei" testId="tx-gas-price" />
          </DetailRow>
        )}
        {tx.maxFeePerGas !== undefined && (
          <DetailRow label="Max fee per gas">
            <WeiValue wei={tx.maxFeePerGas} unit="gwei" testId="tx-max-fee" />
          </DetailRow>
        )}
        {tx.maxPriorityFeePerGas !== undefined && (
          <DetailRow label="Max priority fee per gas">
            <WeiValue wei={tx.maxPriorityFeePerGas} unit="gwei" testId="tx-max-priority-fee" />
          </DetailRow>
        )}
        {tx.maxFeePerBlobGas !== undefined && (
          <DetailRow label="Max fee per blob gas">
            <WeiValue wei={tx.maxFeePerBlobGas} unit="gwei" />
          </DetailRow>
        )}
        {tx.chainId !== null && (
          <DetailRow label="Chain ID">
            <QuantityValue value={tx.chainId} testId="tx-chain-id" />
          </DetailRow>
        )}
      </DetailList>

      {tx.accessList && <AccessListView list={tx.accessList} />}
      {tx.authorizationList && <AuthorizationListView list={tx.authorizationList} />}
      {tx.blobVersionedHashes && (
        <section>
          <h2 className="mb-2 text-sm font-semibold">Blob versioned hashes ({tx.blobVersionedHashes.length})</h2>
          <DetailList>
            {tx.blobVersionedHashes.map((hash, i) => (
              <DetailRow key={hash} label={`Blob ${i}`}>
                <HashValue value={hash} />
              </DetailRow>
            ))}
          </DetailList>
        </section>
      )}

      {tx.to === null ? <InitCodeView input={tx.input} /> : <InputDataView input={tx.input} to={tx.to} />}

      <section>
        <h2 className="mb-2 text-sm font-semibold">Signature</h2>
        <DetailList>
          {tx.v !== null && (
            <DetailRow label="v" hint="On typed transactions v is deprecated in favour of yParity.">
              <QuantityValue value={tx.v} testId="tx-v" />
            </DetailRow>
          )}
          {tx.yParity !== undefined && (
            <DetailRow label="yParity">
              <QuantityValue value={tx.yParity} testId="tx-y-parity" />
            </DetailRow>
          )}
          {tx.r !== null && (
            <DetailRow label="r">
              <HashValue value={tx.r} testId="tx-r" />
            </DetailRow>
          )}
          {tx.s !== null && (
            <DetailRow label="s">
              <HashValue value={tx.s} testId="tx-s" />
            </DetailRow>
          )}
          {tx.r === null && tx.s === null && tx.v === null && (
            <DetailRow label="Signature">
              <span className="text-sm text-slate-500" data-testid="tx-no-signature">
                None sent: this type carries no signature
              </span>
            </DetailRow>
          )}
        </DetailList>
      </section>

      <ExtraFields extra={tx.extra} dialect={dialect} hidden={depositFieldsShown(tx, dialect)} />
    </div>
  );
}
