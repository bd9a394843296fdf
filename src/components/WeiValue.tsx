import { formatEther, formatGwei, formatInteger } from '../domain/units.ts';
import { CopyButton } from './CopyButton.tsx';
import { inSentence, useFieldName } from './FieldName.tsx';

const GROUPED = { thousands: true };

/** An amount of Wei, shown exactly as ETH, with Gwei and the raw Wei alongside. */
export function WeiValue({ wei, unit = 'ether', testId }: { wei: bigint; unit?: 'ether' | 'gwei'; testId?: string }) {
  const main = unit === 'ether' ? `${formatEther(wei, GROUPED)} ETH` : `${formatGwei(wei, GROUPED)} Gwei`;
  const field = useFieldName();
  const secondary = unit === 'ether' ? `${formatGwei(wei, GROUPED)} Gwei` : `${formatEther(wei, GROUPED)} ETH`;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 text-sm" data-testid={testId} data-wei={wei.toString()}>
      <span className="font-mono">{main}</span>
      <span className="text-xs text-slate-500">
        ({secondary} · {formatInteger(wei, GROUPED)} Wei)
      </span>
      <CopyButton value={wei.toString()} label={`Copy ${field ? inSentence(field) : 'amount'} in Wei`} />
    </span>
  );
}
