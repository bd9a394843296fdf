/**
 * Every field of a transaction, one labelled row each, in the order a person reads them:
 * where it is, who sent what to whom, what it cost, what it carried, and its signature.
 */
import { Link } from 'react-router';
import { BlockPositionValue } from '../BlockPositionValue.tsx';
import type { Transaction } from '../../rpc/index.ts';
import { receiptURL } from '../../routes/urls.ts';
import { DetailList, DetailRow } from '../DetailRow.tsx';
import { HashValue } from '../HashValue.tsx';
import { QuantityValue } from '../QuantityValue.tsx';
import { WeiValue } from '../WeiValue.tsx';
import { TransactionTypeLabel } from './TransactionTypeLabel.tsx';
import { InputDataView } from './InputDataView.tsx';
import { InitCodeView } from './InitCodeView.tsx';
import { AccessListView, AuthorizationListView } from './ListsView.tsx';
import { ExtraFields } from '../ExtraFields.tsx';
import { ReceiptLink } from './ReceiptLink.tsx';
import { AddressValue } from '../AddressValue.tsx';
import { DEPOSIT_TRANSACTION_TYPE } from '../../domain/op-stack.ts';
import { OP_TRANSACTION_NAMED } from '../summary/OpStackRows.tsx';

function Pending() {
  return (
    <span
      className="inline-flex items-center gap-2 text-sm text-amber-700 dark:text-amber-400"
      data-testid="pending-badge"
    >
      <span className="h-2 w-2 animate-pulse rounded-full bg-amber-500" /> Pending — not yet in a block
    </span>
  );
}

export function TransactionDetails({ tx }: { tx: Transaction }) {
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
            <ReceiptLink
              hash={tx.hash}
              className="text-sm text-sky-700 hover:underline dark:text-sky-400"
              testId="receipt-link"
            >
              Included in a block — every receipt field, the logs and the bloom on the receipt page →
            </ReceiptLink>
          )}
        </DetailRow>
        <DetailRow label="Block hash">
          {tx.blockHash ? <HashValue value={tx.blockHash} testId="tx-block-hash" /> : <Pending />}
        </DetailRow>
        <DetailRow label="Block number">
          {tx.blockNumber !== null ? <QuantityValue value={tx.blockNumber} testId="tx-block-number" /> : <Pending />}
        </DetailRow>
        <DetailRow label="Position in block">
          {tx.blockHash && tx.transactionIndex !== null ? (
            <BlockPositionValue blockHash={tx.blockHash} index={tx.transactionIndex} testId="tx-index" />
          ) : (
            <Pending />
          )}
        </DetailRow>
        <DetailRow label="Type">
          <TransactionTypeLabel type={tx.type} />
        </DetailRow>
        <DetailRow label="From">
          <AddressValue address={tx.from} testId="tx-from" />
        </DetailRow>
        <DetailRow label="To">
          {tx.to ? (
            <AddressValue address={tx.to} testId="tx-to" />
          ) : (
            <span className="text-sm" data-testid="tx-to">
              <span className="rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-800 dark:bg-sky-900/50 dark:text-sky-200">
                Contract creation
              </span>{' '}
              {!tx.pending && (
                <Link to={receiptURL(tx.hash)} className="text-sky-700 hover:underline dark:text-sky-400">
                  created address in the receipt →
                </Link>
              )}
            </span>
          )}
        </DetailRow>
        <DetailRow label="Value">
          <WeiValue wei={tx.value} testId="tx-value" />
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

      <ExtraFields extra={tx.extra} hidden={tx.type === DEPOSIT_TRANSACTION_TYPE ? OP_TRANSACTION_NAMED : []} />
    </div>
  );
}
