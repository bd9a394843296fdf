import type { ReactNode } from 'react';
import type { SlotStep } from '../../domain/storage/storage-slots.ts';
import { formatInteger } from '../../domain/units.ts';
import { HashValue } from '../HashValue.tsx';
import { CastCommand } from '../CastCommand.tsx';
import type { StepCast } from './calculator-cast.ts';

function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-2">
      <span className="text-xs text-slate-500">{label}</span>
      <span className="min-w-0 font-mono text-xs break-all">{children}</span>
    </div>
  );
}

/**
 * The derivation of a slot, one step at a time: the bytes hashed, the hash, the number added, and
 * (when `casts` is given) the `cast` command that recomputes the step.
 */
export function SlotSteps({ steps, casts }: { steps: SlotStep[]; casts?: Array<StepCast | null> }) {
  return (
    <ol className="space-y-2" data-testid="slot-steps">
      {steps.map((step, i) => (
        <li key={i} className="rounded-md border border-slate-200 p-2 dark:border-slate-700" data-testid="slot-step">
          <p className="mb-1 text-sm">
            <span className="mr-2 inline-flex h-5 w-5 items-center justify-center rounded-full bg-slate-200 text-xs dark:bg-slate-700">
              {i + 1}
            </span>
            {step.label}
          </p>
          <div className="space-y-0.5">
            {step.key && <Part label="h(key)">{step.key}</Part>}
            {step.preimage && (
              <Part label={`bytes hashed (${(step.preimage.length - 2) / 2})`}>
                <span data-testid="step-preimage">
                  {step.key && step.preimage.startsWith(step.key) ? (
                    <>
                      <span className="text-sky-700 dark:text-sky-400" title="h(key)">
                        {step.key}
                      </span>
                      <span className="text-amber-700 dark:text-amber-400" title="the slot, 32 bytes">
                        {step.preimage.slice(step.key.length)}
                      </span>
                    </>
                  ) : (
                    step.preimage
                  )}
                </span>
              </Part>
            )}
            {step.hash && <Part label="keccak256">{step.hash}</Part>}
            {step.add !== undefined && (
              <Part label="added">
                {step.add < 0n ? `− ${formatInteger(-step.add)}` : `+ ${formatInteger(step.add)}`}
              </Part>
            )}
            <Part label="slot">
              <span data-testid="step-slot" data-value={step.result}>
                <HashValue value={step.result} />
              </span>
            </Part>
          </div>
          <StepCastLine cast={casts?.[i] ?? null} step={i + 1} />
        </li>
      ))}
    </ol>
  );
}

function StepCastLine({ cast, step }: { cast: StepCast | null; step: number }) {
  if (!cast) return null;
  if ('note' in cast)
    return (
      <p className="mt-1 text-xs text-slate-500" data-testid="step-cast-note">
        {cast.note}
      </p>
    );
  return (
    <div className="mt-1">
      <CastCommand command={cast.command} label={`Copy step ${step} as cast`} />
    </div>
  );
}
