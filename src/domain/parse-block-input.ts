/**
 * The block box of the storage page: a number (decimal or 0x-hex) or one of the spec's tags,
 * turned into what eth_getStorageAt takes (a hex quantity or the tag) and what the URL shows
 * (decimal or the tag). Empty means `latest`.
 */

import { BLOCK_TAGS, type BlockTag } from './block-tag.ts';
import { bigIntToQuantity, type Hex } from './hex.ts';
import { parsed, rejected, type ParseResult } from './parse-result.ts';
import { MAX_UINT64 } from './uint-limits.ts';
import { parseUserInteger, QuantityInputError } from './units.ts';

/** The box takes every tag the spec names. */
export const BLOCK_INPUT_TAGS = BLOCK_TAGS;

export interface BlockInput {
  /** What the node is sent: `0x1b4` or a tag. */
  wire: Hex | BlockTag;
  /** What a person reads and the URL carries: `436` or a tag. */
  label: string;
  /** The number, when one was given. */
  number: bigint | null;
}

export function parseBlockInput(input: string): ParseResult<BlockInput> {
  const text = input.trim().toLowerCase();
  if (text === '') return parsed({ wire: 'latest', label: 'latest', number: null });
  if ((BLOCK_INPUT_TAGS as readonly string[]).includes(text))
    return parsed({ wire: text as BlockTag, label: text, number: null });
  let n: bigint;
  try {
    n = parseUserInteger(input, { allowNegative: true });
  } catch (error) {
    if (error instanceof QuantityInputError && error.problem === 'invalid' && !/^-?0x/.test(text)) {
      return rejected(
        `Not a block: "${input.trim()}". Use a number (decimal or 0x-hex) or ${BLOCK_INPUT_TAGS.join(', ')}`,
      );
    }
    // Stryker disable next-line ConditionalExpression: equivalent — parseUserInteger throws only QuantityInputError; the guard keeps a bug from reading as bad input
    if (error instanceof QuantityInputError) return rejected(`Block: ${error.message}`);
    throw error;
  }
  if (n < 0n) return rejected(`A block number cannot be negative (${n}); the first block is 0`);
  if (n > MAX_UINT64) return rejected('Block number too large: block numbers fit in 64 bits');
  return parsed({ wire: bigIntToQuantity(n), label: n.toString(), number: n });
}
