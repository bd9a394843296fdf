import { formatGwei, formatInteger, formatUnits } from '../domain/units.ts';
import { DigitGroups } from './DigitGroups.tsx';
import { CopyButton } from './CopyButton.tsx';
import { inSentence, useFieldName } from './FieldName.tsx';
import { useNativeCurrency } from './NativeCurrency.tsx';

const GROUPED = { thousands: true };

/**
 * An amount of the native currency's smallest unit (Wei), shown exactly in the page's currency
 * (ETH, BNB, … or "native units"), with Gwei and the raw Wei alongside.
 */
export function WeiValue({ wei, unit = 'ether', testId }: { wei: bigint; unit?: 'ether' | 'gwei'; testId?: string }) {
  const { symbol, decimals } = useNativeCurrency();
  const field = useFieldName();
  const whole = `${formatUnits(wei, decimals, GROUPED)} ${symbol}`;
  const gwei = `${formatGwei(wei, GROUPED)} Gwei`;
  const main = unit === 'ether' ? whole : gwei;
  const secondary = unit === 'ether' ? gwei : whole;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 text-sm" data-testid={testId} data-wei={wei.toString()}>
      <span className="font-mono">{main}</span>
      <span className="text-xs text-slate-500">
        ({secondary} · <DigitGroups text={formatInteger(wei, GROUPED)} /> Wei)
      </span>
      <CopyButton value={wei.toString()} label={`Copy ${field ? inSentence(field) : 'amount'} in Wei`} />
    </span>
  );
}
