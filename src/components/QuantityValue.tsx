import { useState } from 'react';
import { formatInteger } from '../domain/units.ts';
import { CopyButton } from './CopyButton.tsx';

/** A quantity in decimal, its hex one click away (how the node sent it). */
export function QuantityValue({ value, testId }: { value: bigint; testId?: string }) {
  const [hex, setHex] = useState(false);
  const shown = hex ? `0x${value.toString(16)}` : formatInteger(value, { thousands: true });
  return (
    <span className="inline-flex items-center font-mono text-sm" data-testid={testId} data-value={value.toString()}>
      <button type="button" onClick={() => setHex(!hex)} title={hex ? 'Show decimal' : 'Show hex'} className="rounded hover:bg-slate-100 dark:hover:bg-slate-800">
        {shown}
      </button>
      <span className="ml-1 text-xs text-slate-400">{hex ? 'hex' : ''}</span>
      <CopyButton value={hex ? `0x${value.toString(16)}` : value.toString()} />
    </span>
  );
}
