/**
 * The slot calculator's inputs as typed: what its form shows and what a link keeps
 * (routes/query-state.ts reads and writes them). Texts, not values: each is checked when the slot
 * is calculated (components/storage/calculator-state.ts), so a link to a bad entry shows the
 * entry's message, as typing it would.
 */
import type { MappingKey } from './mapping-key.ts';
import type { Erc1967SlotKind } from './storage-slots.ts';

export type CalculatorKind = 'variable' | 'mapping' | 'array' | 'struct' | 'bytes' | 'erc1967' | 'erc7201';

/** One mapping key's row: its type and value as typed, and an id that keeps the row's identity. */
export interface KeyRow extends MappingKey {
  id: number;
}

/** The text boxes with one value each; `base` is the declared slot p. */
export type CalculatorTextBox = 'base' | 'index' | 'elementSize' | 'memberSlot' | 'chunk' | 'namespace';

export interface CalculatorState extends Record<CalculatorTextBox, string> {
  kind: CalculatorKind;
  keys: KeyRow[];
  erc1967: Erc1967SlotKind;
}
