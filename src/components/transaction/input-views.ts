import { COMMON_FUNCTIONS } from '../../domain/abi/common-signatures.ts';
import { decodeFunctionInput, type FunctionInputDecoding } from '../../domain/abi/decode-function-input.ts';
import type { Hex } from '../../domain/hex.ts';
import { dataUtf8 } from '../../domain/topic-views.ts';

/** What the Decoded and UTF-8 views of an input show; computed once per input (no React here: a worker runs it too). */
export interface InputViews {
  decoding: FunctionInputDecoding;
  utf8: ReturnType<typeof dataUtf8>;
}

export function computeInputViews(input: Hex): InputViews {
  return { decoding: decodeFunctionInput(input, COMMON_FUNCTIONS), utf8: input.length > 2 ? dataUtf8(input) : null };
}
