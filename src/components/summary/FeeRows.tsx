/**
 * The cost rows of the summary: total fee and its parts, gas used of the limit, the effective
 * price, and the EIP-1559 split where it follows exactly from the fields.
 */
import { baseFeeSplit, feeBreakdown, feeUnit, gasUsedPercent } from '../../domain/network/fees.ts';
import type { Network } from '../../domain/network/networks.ts';
import type { Receipt } from '../../domain/receipt.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { formatGwei, formatInteger, formatUnits } from '../../domain/units.ts';
import { AddressValue } from '../AddressValue.tsx';
import { DetailRow } from '../DetailRow.tsx';
import { useNativeCurrency, useResolvedNetwork } from '../NativeCurrency.tsx';
import { WeiValue } from '../WeiValue.tsx';

const GROUPED = { thousands: true };

/** A fee paid in a Celo fee currency: its token's smallest units, never CELO. */
function TokenFee({ total, token, testId }: { total: bigint; token: string; testId: string }) {
  return (
    <span className="flex flex-col gap-1 text-sm" data-testid={`${testId}-fee-currency`}>
      <span className="font-mono" data-testid={testId} data-wei={total.toString()} data-fee-currency={token}>
        {formatInteger(total, GROUPED)} smallest units of the fee currency
      </span>
      <span className="inline-flex flex-wrap items-center gap-1 text-xs text-slate-500">
        paid in the token <AddressValue address={token} />, not in CELO
      </span>
    </span>
  );
}

/** A Celo fee before its transaction is here: the amount is sure, its unit is not (CELO, or a fee-currency token). */
function UnitNotYetKnown({ total, testId }: { total: bigint; testId: string }) {
  return (
    <span className="flex flex-col gap-1 text-sm" data-testid={`${testId}-unit-unknown`}>
      <span className="font-mono" data-testid={testId} data-wei={total.toString()}>
        {formatInteger(total, GROUPED)} smallest units
      </span>
      <span className="text-xs text-slate-500">
        of CELO, or of the token the transaction names as its fee currency: the receipt does not say which, and the
        transaction is not loaded
      </span>
    </span>
  );
}

/**
 * `tx`: the receipt's transaction when known (the receipt page shows the fee before it arrives).
 * Its gasPrice prices the fee when the receipt has no effectiveGasPrice (exact for legacy and
 * EIP-2930), and its feeCurrency (Celo) says the unit.
 */
export function FeeParts({
  receipt,
  tx = null,
  testId = 'summary-fee',
}: {
  receipt: Receipt;
  tx?: Transaction | null;
  testId?: string;
}) {
  const { symbol, decimals } = useNativeCurrency();
  const dialect = useResolvedNetwork()?.network?.dialect ?? null;
  const fee = feeBreakdown(receipt, tx);
  if (!fee)
    return (
      <span className="text-sm text-slate-500" data-testid={`${testId}-unknown`}>
        Unknown: the node sent no effective gas price
        {tx !== null &&
          tx.type > 1n &&
          `, and a type-0x${tx.type.toString(16)} transaction’s gasPrice is not exactly what it paid`}
        {tx === null && receipt.type <= 1n && ', and the transaction, whose gasPrice would tell, is not loaded'}
      </span>
    );
  const unit = feeUnit(receipt, tx, dialect);
  if (unit.kind === 'fee-currency') return <TokenFee total={fee.total} token={unit.token} testId={testId} />;
  if (unit.kind === 'needs-transaction') return <UnitNotYetKnown total={fee.total} testId={testId} />;
  const amount = (wei: bigint) => `${formatUnits(wei, decimals, GROUPED)} ${symbol}`;
  const parts: string[] = [];
  const layered = fee.l1Data !== null || fee.operator !== null;
  if (layered || fee.blob !== null) parts.push(`${amount(fee.execution)} ${layered ? 'L2 execution' : 'execution'}`);
  if (fee.blob !== null) parts.push(`${amount(fee.blob)} blobs`);
  if (fee.l1Data !== null) parts.push(`${amount(fee.l1Data)} L1 data fee`);
  if (fee.operator !== null) parts.push(`${amount(fee.operator)} operator fee`);
  return (
    <span className="flex flex-col gap-1">
      <WeiValue wei={fee.total} testId={testId} />
      {parts.length > 0 && (
        <span className="font-mono text-xs text-slate-500" data-testid={`${testId}-parts`}>
          {parts.join(' + ')}
        </span>
      )}
      {fee.priceFrom === 'transaction' && (
        <span className="text-xs text-slate-500" data-testid={`${testId}-price-source`}>
          The receipt has no effectiveGasPrice: priced with the transaction’s gasPrice, which is exactly what a type-0x
          {tx?.type.toString(16)} transaction paid.
        </span>
      )}
    </span>
  );
}

function BaseFee({ tx, receipt, network }: { tx: Transaction; receipt: Receipt; network: Network | null }) {
  const split = baseFeeSplit(tx, receipt);
  const { symbol, decimals } = useNativeCurrency();
  // Only Ethereum's own rules burn the base fee; OP-stack chains pay it into a fee vault.
  const burnt = network === null || network.family === 'ethereum' || network.family === 'devnet';
  if (!split.known) {
    return (
      <span className="text-sm text-slate-500" data-testid="summary-base-fee">
        Not exactly known: {split.reason}
        {split.atLeast !== null && ` (at least ${formatGwei(split.atLeast, GROUPED)} Gwei per gas)`}
      </span>
    );
  }
  return (
    <span
      className="flex flex-col gap-0.5 text-sm"
      data-testid="summary-base-fee"
      data-base-fee-wei={split.baseFee.toString()}
    >
      <span className="font-mono">
        {formatGwei(split.baseFeePerGas, GROUPED)} Gwei base + {formatGwei(split.tipPerGas, GROUPED)} Gwei tip, per gas
      </span>
      <span className="text-xs text-slate-500">
        {burnt ? 'Burnt' : 'Base-fee part (to the chain’s fee vault, not burnt)'}:{' '}
        {formatUnits(split.baseFee, decimals, GROUPED)} {symbol} · tip to the block producer:{' '}
        {formatUnits(split.tip, decimals, GROUPED)} {symbol}
      </span>
    </span>
  );
}

/** Fee and gas: high on the page, so a phone's first screen holds them. */
export function CostRows({ tx, receipt }: { tx: Transaction; receipt: Receipt }) {
  const percent = gasUsedPercent(receipt.gasUsed, tx.gas);
  return (
    <>
      <DetailRow
        label="Transaction fee"
        hint="What the sender paid: gasUsed × effectiveGasPrice, plus blob gas, the L1 data fee and the operator fee where they apply"
      >
        <FeeParts receipt={receipt} tx={tx} />
      </DetailRow>
      <DetailRow label="Gas used of limit">
        <span className="font-mono text-sm" data-testid="summary-gas">
          {formatInteger(receipt.gasUsed, GROUPED)} of {formatInteger(tx.gas, GROUPED)}
          {percent !== null && ` (${percent}%)`}
        </span>
      </DetailRow>
    </>
  );
}

/** The price per gas and, for EIP-1559, its split into base fee and tip. */
export function PriceRows({ tx, receipt, network }: { tx: Transaction; receipt: Receipt; network: Network | null }) {
  return (
    <>
      <DetailRow label="Effective gas price">
        {receipt.effectiveGasPrice !== null ? (
          <WeiValue wei={receipt.effectiveGasPrice} unit="gwei" testId="summary-gas-price" />
        ) : (
          <span className="text-sm text-slate-500">Not reported by this node</span>
        )}
      </DetailRow>
      {tx.maxFeePerGas !== undefined && (
        <DetailRow
          label="Base fee and tip"
          hint="EIP-1559: effectiveGasPrice = min(maxFeePerGas, baseFee + maxPriorityFeePerGas)"
        >
          <BaseFee tx={tx} receipt={receipt} network={network} />
        </DetailRow>
      )}
    </>
  );
}
