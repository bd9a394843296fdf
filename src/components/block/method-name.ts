import { COMMON_FUNCTIONS } from '../../domain/abi/common-signatures.ts';
import type { Hex } from '../../domain/hex.ts';

/**
 * What a row of a block's transactions says a call does: the built-in signature its selector names
 * (as the input data's Decoded view does, domain/abi/common-signatures.ts), else the selector
 * itself; a plain transfer and a creation say so. Only the name: decoding the arguments of every
 * row is the transaction page's work.
 */
export function methodLabel(input: Hex, to: string | null): { text: string; known: boolean } {
  if (to === null) return { text: 'contract creation', known: true };
  if (input.length <= 2) return { text: 'plain transfer', known: true };
  if (input.length < 10) return { text: 'call (no selector)', known: false };
  const selector = input.slice(0, 10).toLowerCase() as Hex;
  const names = [...new Set((COMMON_FUNCTIONS.get(selector) ?? []).map((signature) => signature.name))];
  return names.length > 0 ? { text: names.join(' / '), known: true } : { text: selector, known: false };
}
