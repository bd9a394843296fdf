/**
 * The slot the calculator's inputs (domain/storage/slot-calculator-input.ts) lead to, and the boxes an
 * error points at. Errors carry a typed `FieldId` (attached where each box is checked), never a
 * field name parsed back.
 */
import {
  arrayElementSlot,
  bytesDataSlot,
  elementPacking,
  erc1967Slot,
  erc7201Slot,
  mappingSlot,
  plainSlot,
  structMemberSlot,
  type SlotStep,
} from '../../domain/storage/storage-slots.ts';
import { encodeMappingKey, parseMappingKeyType } from '../../domain/storage/mapping-key.ts';
import { SlotInputError } from '../../domain/storage/slot-input.ts';
import type { Hash } from '../../domain/hex.ts';
import { parsed, type ParseResult } from '../../domain/parse-result.ts';
import type { CalculatorState, CalculatorTextBox } from '../../domain/storage/slot-calculator-input.ts';

export interface CalculatedSlot {
  slot: Hash;
  steps: SlotStep[];
  /** Packed array elements: where in the slot the element sits (bytes from the right) and its size. */
  packed?: { offset: number; size: number };
}

/** Which box an error belongs to: a text box, or one part of a mapping key's row (0-based). */
export type FieldId = { box: CalculatorTextBox } | { box: 'key'; row: number; part: 'type' | 'value' };

/** Thrown inside the calculation only; `calculateSlot` turns it into its result. */
class CalculatorInputError extends Error {
  constructor(
    readonly field: FieldId,
    message: string,
  ) {
    super(message);
  }
}

/** How an error names a mapping key in its sentence: "key" alone, "key 2" among several. */
export function keyName(count: number, row: number): string {
  return count === 1 ? 'key' : `key ${row + 1}`;
}

/** Runs a domain step, filing its input error under `field` (its message is kept as written). */
function checked<T>(field: FieldId, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof SlotInputError) throw new CalculatorInputError(field, error.message);
    throw error;
  }
}

function elementSize(text: string): number {
  const t = text.trim();
  if (!/^[0-9]+$/.test(t))
    throw new SlotInputError(
      'element size',
      `Element size is a whole number of bytes (e.g. 32 for uint256, 8 for uint64), got "${t}"`,
    );
  elementPacking(Number(t));
  return Number(t);
}

function computeMapping(s: CalculatorState): CalculatedSlot {
  plainSlotOf(s);
  // each key is checked on its own first, so an error points at its row and part
  s.keys.forEach((key, row) => {
    const name = keyName(s.keys.length, row);
    checked({ box: 'key', row, part: 'type' }, () => parseMappingKeyType(key.type, `${name} type`));
    checked({ box: 'key', row, part: 'value' }, () => encodeMappingKey(key, name));
  });
  return checked({ box: 'base' }, () => mappingSlot(s.base, s.keys));
}

function plainSlotOf(s: CalculatorState): CalculatedSlot {
  return checked({ box: 'base' }, () => plainSlot(s.base));
}

/** The slot the inputs lead to, or the message and the box to fix. */
export function calculateSlot(s: CalculatorState): ParseResult<CalculatedSlot, { field: FieldId }> {
  try {
    return parsed(computeSlot(s));
  } catch (error) {
    if (error instanceof CalculatorInputError) return { ok: false, message: error.message, field: error.field };
    throw error;
  }
}

function computeSlot(s: CalculatorState): CalculatedSlot {
  switch (s.kind) {
    case 'variable':
      return plainSlotOf(s);
    case 'mapping':
      return computeMapping(s);
    case 'array': {
      plainSlotOf(s);
      const size = checked({ box: 'elementSize' }, () => elementSize(s.elementSize));
      const d = checked({ box: 'index' }, () => arrayElementSlot(s.base, s.index, size));
      return { slot: d.slot, steps: d.steps, packed: d.size < 32 ? { offset: d.offset, size: d.size } : undefined };
    }
    case 'struct':
      plainSlotOf(s);
      return checked({ box: 'memberSlot' }, () => structMemberSlot(s.base, s.memberSlot));
    case 'bytes':
      plainSlotOf(s);
      return checked({ box: 'chunk' }, () => bytesDataSlot(s.base, s.chunk));
    case 'erc1967':
      return erc1967Slot(s.erc1967);
    case 'erc7201':
      return checked({ box: 'namespace' }, () => erc7201Slot(s.namespace));
  }
}

/** What the user typed in the box a field id names. */
export function inputOf(s: CalculatorState, field: FieldId): string | undefined {
  if (field.box !== 'key') return s[field.box];
  const row = s.keys[field.row];
  return row ? row[field.part] : undefined;
}

export function sameField(a: FieldId, b: FieldId): boolean {
  if (a.box === 'key' || b.box === 'key')
    return a.box === b.box && 'row' in a && 'row' in b && a.row === b.row && a.part === b.part;
  return a.box === b.box;
}

const TEXT_BOX_NAMES: Record<CalculatorTextBox, string> = {
  base: 'slot',
  index: 'index',
  elementSize: 'element size',
  memberSlot: 'member slot',
  chunk: 'chunk',
  namespace: 'namespace',
};

/** The box as a sentence names it: "slot", "key 2 type". */
export function fieldName(field: FieldId, keyCount: number): string {
  if (field.box !== 'key') return TEXT_BOX_NAMES[field.box];
  return `${keyName(keyCount, field.row)}${field.part === 'type' ? ' type' : ''}`;
}
