import { COMMON_FUNCTIONS } from '../../domain/abi/common-signatures.ts';
import { decodeFunctionInput, type FunctionInputDecoding } from '../../domain/abi/decode-function-input.ts';
import type { FunctionSignature, FunctionTable } from '../../domain/abi/signature.ts';
import type { Hex } from '../../domain/hex.ts';
import { dataUtf8 } from '../../domain/logs/topic-views.ts';

/** What the Decoded and UTF-8 views of an input show; computed once per input (no React here: a worker runs it too). */
export interface InputViews {
  decoding: FunctionInputDecoding;
  utf8: ReturnType<typeof dataUtf8>;
}

export function computeInputViews(input: Hex, table: FunctionTable = COMMON_FUNCTIONS): InputViews {
  return { decoding: decodeFunctionInput(input, table), utf8: input.length > 2 ? dataUtf8(input) : null };
}

/** What a worker needs to decode an input: the input and the signatures its selector may name. */
export interface InputViewsRequest {
  input: Hex;
  candidates: readonly FunctionSignature[];
}

export function inputViewsRequest(input: Hex, table: FunctionTable): InputViewsRequest {
  return { input, candidates: table.get(input.slice(0, 10).toLowerCase() as Hex) ?? [] };
}

export function computeRequestedViews({ input, candidates }: InputViewsRequest): InputViews {
  return computeInputViews(input, new Map([[input.slice(0, 10).toLowerCase() as Hex, candidates]]));
}
