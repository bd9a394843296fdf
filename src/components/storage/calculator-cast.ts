/**
 * A `cast` command (or an honest note) for each step of the calculator's derivation, so each
 * intermediate slot can be checked with Foundry offline.
 */
import { castErc7201Command, castIndexCommand, castKeccakCommand } from '../../domain/storage/cast-slot-commands.ts';
import type { CalculatedSlot } from './calculator-state.ts';
import type { CalculatorState } from '../../domain/storage/slot-calculator-input.ts';

export type StepCast = { command: string } | { note: string };

const NO_ADD = 'cast has no command that adds to a 32-byte slot: add the number above to the slot of the step before';

/** Aligned with `result.steps`; `null` where a step computes nothing (the declared slot itself). */
export function stepCasts(state: CalculatorState, result: CalculatedSlot): Array<StepCast | null> {
  return result.steps.map((step, i) => {
    // steps[0] of a mapping is its declared slot; step i ≥ 1 hashes key i − 1 with the slot before
    const key = state.kind === 'mapping' && i > 0 ? state.keys[i - 1] : undefined;
    const before = result.steps[i - 1];
    if (key && before) return { command: castIndexCommand(key, before.result) };
    if (state.kind === 'erc7201' && i === result.steps.length - 1)
      return { command: castErc7201Command(state.namespace) };
    if (step.preimage && step.hash) return { command: castKeccakCommand(step.preimage) };
    if (step.add !== undefined && step.add !== 0n) return { note: NO_ADD };
    return null;
  });
}
