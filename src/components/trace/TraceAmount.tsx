import { formatInteger, formatUnits } from '../../domain/units.ts';
import { useNativeCurrency } from '../NativeCurrency.tsx';

const GROUPED = { thousands: true };

/**
 * An amount of native currency in a row of the trace: the network's unit only (a row holds several
 * amounts; WeiValue's Gwei and Wei beside each would crowd it), the exact Wei in its title.
 */
export function TraceAmount({ wei, sign = false }: { wei: bigint; sign?: boolean }) {
  const { symbol, decimals } = useNativeCurrency();
  const magnitude = wei < 0n ? -wei : wei;
  const prefix = sign ? (wei < 0n ? '−' : '+') : '';
  return (
    <span
      className="font-mono text-sm whitespace-nowrap"
      title={`${formatInteger(wei, GROUPED)} Wei`}
      data-wei={wei.toString()}
    >
      {prefix}
      {formatUnits(magnitude, decimals, GROUPED)} {symbol}
    </span>
  );
}
