import { useState } from 'react';
import { formatInteger } from '../domain/units.ts';
import { CopyButton } from './CopyButton.tsx';
import { inSentence, useFieldName } from './FieldName.tsx';

/**
 * A quantity in decimal, its hex one click away (how the node sent it). The toggle's name starts with
 * what it shows (WCAG 2.5.3) and says what it switches: "151, nonce in decimal: show hex".
 */
export function QuantityValue({ value, testId, name }: { value: bigint; testId?: string; name?: string }) {
  const [hex, setHex] = useState(false);
  const field = useFieldName();
  const what = name ?? (field ? inSentence(field) : 'value');
  const shown = hex ? `0x${value.toString(16)}` : formatInteger(value, { thousands: true });
  return (
    <span className="inline-flex items-center font-mono text-sm" data-testid={testId} data-value={value.toString()}>
      <button
        type="button"
        onClick={() => setHex(!hex)}
        title={hex ? 'Show decimal' : 'Show hex'}
        aria-label={`${shown}, ${what} in ${hex ? 'hex: show decimal' : 'decimal: show hex'}`}
        className="min-h-6 min-w-6 rounded px-0.5 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {shown}
      </button>
      <span className="ml-1 text-xs text-slate-500">{hex ? 'hex' : ''}</span>
      <CopyButton
        value={hex ? `0x${value.toString(16)}` : value.toString()}
        label={`Copy ${what} in ${hex ? 'hex' : 'decimal'}`}
      />
    </span>
  );
}
