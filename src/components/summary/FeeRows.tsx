/**
 * The cost rows of the summary: total fee and its parts, gas used of the limit, the effective
 * price, and the EIP-1559 split where it follows exactly from the fields.
 */
import { baseFeeSplit, feeBreakdown, gasUsedPercent } from '../../domain/fees.ts';
import type { Network } from '../../domain/networks.ts';
import type { Receipt } from '../../domain/receipt.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { formatGwei, formatInteger, formatUnits } from '../../domain/units.ts';
import { DetailRow } from '../DetailRow.tsx';
import { useNativeCurrency } from '../NativeCurrency.tsx';
import { WeiValue } from '../WeiValue.tsx';

const GROUPED = { thousands: true };

export function FeeParts({ receipt, testId = 'summary-fee' }: { receipt: Receipt; testId?: string }) {
  const { symbol, decimals } = useNativeCurrency();
  const fee = feeBreakdown(receipt);
  if (!fee) return <span className="text-sm text-slate-500">Unknown: the node sent no effective gas price</span>;
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
        <FeeParts receipt={receipt} />
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
