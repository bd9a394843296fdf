import type { ReactNode } from 'react';
import { formatInteger } from '../../domain/units.ts';
import { CopyButton } from '../CopyButton.tsx';
import type { CalculatedSlot } from './calculator-state.ts';
import { SlotSteps } from './SlotSteps.tsx';
import type { StepCast } from './calculator-cast.ts';

/** The slot found, how it packs, what to do with it, a link to this derivation, and its steps. */
export function CalculatedResult({
  result,
  action,
  link,
  casts,
}: {
  result: CalculatedSlot;
  casts: Array<StepCast | null>;
  action: (result: CalculatedSlot) => ReactNode;
  link: string;
}) {
  const decimal = BigInt(result.slot);
  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      <div>
        <p className="text-xs text-slate-500">Slot</p>
        <p className="font-mono text-sm break-all" data-testid="calc-result" data-value={result.slot}>
          {result.slot}
          <CopyButton value={result.slot} label="Copy the slot" />
        </p>
        {decimal < 1n << 64n && (
          <p className="font-mono text-xs text-slate-500">= {formatInteger(decimal)} in decimal</p>
        )}
        {result.packed && (
          <p className="mt-1 text-sm" data-testid="calc-packing">
            Packed: the element is the {result.packed.size} bytes at byte offset{' '}
            <span className="font-mono">{result.packed.offset}</span> from the right of this slot (
            {Math.floor(32 / result.packed.size)} elements share a slot).
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-2">{action(result)}</div>
      <p className="flex items-center text-xs text-slate-500">
        Link to this derivation <CopyButton value={link} label="Copy link to this derivation" />
      </p>
      <details open>
        <summary className="cursor-pointer text-sm font-semibold">
          How it was derived ({result.steps.length} steps)
        </summary>
        <div className="mt-2">
          <SlotSteps steps={result.steps} casts={casts} />
        </div>
      </details>
    </div>
  );
}
