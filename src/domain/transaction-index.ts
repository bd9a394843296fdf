/** A transaction's position in a block, as a person types it in the search box or a link. */
import { parsed, rejected, type ParseResult } from './parse-result.ts';
import { parseUserQuantity, QuantityInputError } from './units.ts';

/** Far beyond any block's transaction count, small enough to stay exact everywhere. */
export const MAX_TRANSACTION_INDEX = 2n ** 32n;

/** Decimal or 0x-hex; the index, or a message saying why the text is not one. */
export function parseTransactionIndex(text: string): ParseResult<bigint> {
  const trimmed = text.trim();
  const tooLarge = `Index ${trimmed} is too large for a position in a block.`;
  let value: bigint;
  try {
    value = parseUserQuantity(trimmed);
  } catch (error) {
    if (error instanceof QuantityInputError && error.problem === 'negative')
      return rejected('A transaction index cannot be negative.');
    if (error instanceof QuantityInputError && error.problem === 'overflow') return rejected(tooLarge);
    return rejected(`“${trimmed}” is not a transaction index: use a whole number like 0, 1, 2 (or hex like 0x1).`);
  }
  return value < MAX_TRANSACTION_INDEX ? parsed(value) : rejected(tooLarge);
}
