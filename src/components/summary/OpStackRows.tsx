/**
 * OP-stack fields by name, with units: what makes a deposit (type 0x7e) and the inputs of an
 * ordinary transaction's L1 data fee. Shown on the transaction summary and the receipt page.
 */
import { depositFields, opReceiptFields, type OpReceiptField } from '../../domain/dialects/op-stack.ts';
import type { TransactionDialect } from '../../domain/dialects/index.ts';
import type { Receipt } from '../../domain/receipt.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { kindOf0x7e } from '../../domain/network/transaction-type.ts';
import { formatInteger } from '../../domain/units.ts';
import { DetailRow } from '../DetailRow.tsx';
import { HashValue } from '../HashValue.tsx';
import { WeiValue } from '../WeiValue.tsx';
import { useResolvedNetwork } from '../NativeCurrency.tsx';

const GROUPED = { thousands: true };

/**
 * Extra-field names the deposit rows show, so "Other fields" does not repeat them (the receipt's:
 * OP_RECEIPT_FIELDS); only when the rows are shown, which is when the network's 0x7e is a deposit.
 */
export function depositFieldsShown(tx: Transaction, dialect: TransactionDialect | null): readonly string[] {
  const kind = kindOf0x7e(tx, dialect);
  return kind === 'op-stack-deposit' || kind === 'mantle-deposit' ? OP_TRANSACTION_NAMED : [];
}

const OP_TRANSACTION_NAMED = ['sourceHash', 'mint', 'isSystemTx', 'depositReceiptVersion'];

function Plain({ value, unit, testId }: { value: bigint; unit?: string; testId: string }) {
  return (
    <span className="font-mono text-sm" data-testid={testId} data-value={value.toString()}>
      {formatInteger(value, GROUPED)}
      {unit && <span className="ml-1 text-xs text-slate-500">{unit}</span>}
    </span>
  );
}

/** Scroll's 0x7e is not a deposit: an L1 message, with a queue index and an L1 sender instead. */
function ScrollL1MessageRows() {
  return (
    <DetailRow label="L1 message">
      <span className="text-sm" data-testid="deposit-note">
        Type 0x7e on Scroll: an L1 message, queued on L1 and included by the sequencer, not signed by the sender on L2.
        Its gas was paid on L1. Its queue index and L1 sender are below.
      </span>
    </DetailRow>
  );
}

/** A 0x7e's rows, as its network means it; none for another type, or where the network defines no 0x7e (its fields are shown as sent). */
export function DepositRows({ tx }: { tx: Transaction }) {
  const dialect = useResolvedNetwork()?.network?.dialect ?? null;
  const kind = kindOf0x7e(tx, dialect);
  if (kind === 'scroll-l1-message') return <ScrollL1MessageRows />;
  if (kind === null) return null;
  const fields = depositFields(tx.extra);
  return (
    <>
      <DetailRow label="Deposit transaction">
        <span className="text-sm" data-testid="deposit-note">
          Type 0x7e: made on L1 and included by the rollup’s derivation, not signed by the sender on L2. It pays no L2
          gas price; its gas was bought on L1.
          {fields.isSystemTx === true && ' A system deposit (L1 attributes, before Regolith).'}
          {kind === 'mantle-deposit' &&
            ' On Mantle the mint is in MNT, and ethValue carries bridged ETH (a token there).'}
        </span>
      </DetailRow>
      {fields.sourceHash && (
        <DetailRow label="Source hash" hint="Identifies the L1 event (or L1 block) the deposit came from">
          <HashValue value={fields.sourceHash} testId="deposit-source-hash" />
        </DetailRow>
      )}
      {fields.mint !== null && (
        <DetailRow label="Mint" hint="Value minted on L2 from what was locked on L1">
          <WeiValue wei={fields.mint} testId="deposit-mint" />
        </DetailRow>
      )}
      {fields.isSystemTx !== null && (
        <DetailRow label="System transaction">
          <span className="text-sm">{fields.isSystemTx ? 'yes' : 'no'}</span>
        </DetailRow>
      )}
    </>
  );
}

type Row = { field: OpReceiptField; label: string; hint: string; kind: 'wei' | 'gwei' | 'gas' | 'scalar' | 'count' };

const RECEIPT_ROWS: Row[] = [
  {
    field: 'l1Fee',
    label: 'L1 data fee',
    hint: 'What posting this transaction’s data to L1 cost the sender',
    kind: 'wei',
  },
  {
    field: 'l1GasUsed',
    label: 'L1 gas used',
    hint: 'The L1 gas its compressed data is estimated to take',
    kind: 'gas',
  },
  {
    field: 'l1GasPrice',
    label: 'L1 base fee',
    hint: 'The L1 base fee per gas the fee was computed with (l1GasPrice)',
    kind: 'gwei',
  },
  {
    field: 'l1BaseFeeScalar',
    label: 'L1 base fee scalar',
    hint: 'Ecotone: millionths (÷ 10^6) applied to the L1 base fee',
    kind: 'scalar',
  },
  { field: 'l1BlobBaseFee', label: 'L1 blob base fee', hint: 'The L1 blob base fee per blob gas', kind: 'gwei' },
  {
    field: 'l1BlobBaseFeeScalar',
    label: 'L1 blob base fee scalar',
    hint: 'Ecotone: millionths (÷ 10^6) applied to the L1 blob base fee',
    kind: 'scalar',
  },
  {
    field: 'operatorFeeScalar',
    label: 'Operator fee scalar',
    hint: 'Isthmus: operator fee = gasUsed × scalar ÷ 10^6 + constant',
    kind: 'scalar',
  },
  {
    field: 'operatorFeeConstant',
    label: 'Operator fee constant',
    hint: 'Isthmus: added to every transaction’s operator fee',
    kind: 'wei',
  },
  {
    field: 'depositNonce',
    label: 'Deposit nonce',
    hint: 'The sender’s nonce on L1 when the deposit was made',
    kind: 'count',
  },
  { field: 'depositReceiptVersion', label: 'Deposit receipt version', hint: 'Canyon and later: 1', kind: 'count' },
];

export function OpReceiptRows({ receipt }: { receipt: Receipt }) {
  const fields = opReceiptFields(receipt.extra);
  const legacyScalar = typeof receipt.extra.l1FeeScalar === 'string' ? receipt.extra.l1FeeScalar : null;
  return (
    <>
      {RECEIPT_ROWS.filter((row) => fields[row.field] !== undefined).map(({ field, label, hint, kind }) => {
        const value = fields[field] as bigint;
        const testId = `op-${field}`;
        return (
          <DetailRow key={field} label={label} hint={hint}>
            {kind === 'wei' || kind === 'gwei' ? (
              <WeiValue wei={value} unit={kind === 'gwei' ? 'gwei' : 'ether'} testId={testId} />
            ) : (
              <Plain
                value={value}
                unit={kind === 'gas' ? 'L1 gas' : kind === 'scalar' ? '÷ 10^6' : undefined}
                testId={testId}
              />
            )}
          </DetailRow>
        );
      })}
      {legacyScalar !== null && (
        <DetailRow label="L1 fee scalar" hint="Before Ecotone: the L1 fee is l1GasUsed × l1GasPrice × this scalar">
          <span className="font-mono text-sm" data-testid="op-l1FeeScalar">
            {legacyScalar}
          </span>
        </DetailRow>
      )}
      {receipt.blobGasUsed !== undefined && (
        <DetailRow
          label="DA footprint (blobGasUsed)"
          hint="On OP-stack receipts blobGasUsed is a data-availability figure, not EIP-4844 blob gas: this transaction carries no blobs"
        >
          <Plain value={receipt.blobGasUsed} unit="DA gas, not blob gas" testId="op-da-footprint" />
        </DetailRow>
      )}
    </>
  );
}
