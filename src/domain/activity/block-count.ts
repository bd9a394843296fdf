/**
 * How many of the latest blocks the Activity tab covers (`?blocks=`): fewer than the window is how
 * a person narrows a range the provider refused. At most the endpoint's window (older blocks are
 * not served there: covering them would claim what was not read), or MAX_BLOCKS_COVERED on an
 * endpoint that keeps everything (each block's transactions are read one by one).
 */
import type { ParseResult } from '../parse-result.ts';
import { QuantityInputError, formatCount, parseUserInteger } from '../units.ts';

export const MAX_BLOCKS_COVERED = 1_024;

/** `text` as a count of blocks; empty is the default (`fallback`). */
export function parseBlockCount(text: string, fallback: number, windowBlocks: number | null): ParseResult<number> {
  if (text.trim() === '') return { ok: true, value: fallback };
  let count: bigint;
  try {
    count = parseUserInteger(text);
  } catch (error) {
    if (error instanceof QuantityInputError) return { ok: false, message: `Blocks: ${error.message}` };
    throw error;
  }
  if (count < 1n) return { ok: false, message: 'Blocks: at least 1' };
  const max = windowBlocks ?? MAX_BLOCKS_COVERED;
  if (count > BigInt(max))
    return {
      ok: false,
      message:
        windowBlocks === null
          ? `Blocks: at most ${formatCount(max)}: each block’s transactions are read one by one`
          : `Blocks: at most ${max}: this endpoint serves only the latest ${max} blocks`,
    };
  return { ok: true, value: Number(count) };
}
