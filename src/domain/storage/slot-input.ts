/** A storage slot as a person types it, and the error that names the box it came from. */

import { MAX_UINT256 } from '../uint-limits.ts';
import { rejected, type ParseResult } from '../parse-result.ts';
import { parseUserInteger, QuantityInputError, readUserQuantity } from '../units.ts';

/** Input the user can fix; `field` names the box it came from (`slot`, `key`, `key 2`, `index`, …). */
export class SlotInputError extends Error {
  override readonly name = 'SlotInputError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** A slot given as a bigint, or as the user typed it (decimal, 0x-hex, or a 32-byte hash). */
export type SlotInput = bigint | string;

/** Parses a slot number; errors name `field`. */
export function parseSlot(input: SlotInput, field = 'slot'): bigint {
  if (typeof input === 'bigint') {
    if (input < 0n || input > MAX_UINT256) throw new SlotInputError(field, `${field} must be between 0 and 2^256 − 1`);
    return input;
  }
  let value: bigint;
  try {
    value = parseUserInteger(input);
  } catch (error) {
    if (error instanceof QuantityInputError) throw new SlotInputError(field, `${capitalise(field)}: ${error.message}`);
    throw error;
  }
  if (value > MAX_UINT256) {
    throw new SlotInputError(field, `${capitalise(field)}: too large, the maximum is 2^256 − 1 (a 32-byte word)`);
  }
  return value;
}

/** The storage page's position box: decimal or 0x-hex, up to 32 bytes. */
export function parseSlotPosition(text: string): ParseResult<bigint> {
  const read = readUserQuantity(text);
  return read.ok ? read : rejected(`Position: ${read.message}`);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
