/** Names the 4-byte selector of transaction input and decodes the arguments when a signature fits. */

import { hexToBytes, isHexData, type Hex } from '../hex.ts';
import { AbiDecodeError, AbiDecodeLimitError, decodeAbiParameters } from './decode-abi-parameters.ts';
import { decodedParam, type DecodedParam } from './decoded-param.ts';
import { staticLengthMismatch, type OtherCandidate } from './guessed-signatures.ts';
import type { FunctionSignature, FunctionTable } from './signature.ts';

export type FunctionInputDecoding =
  | {
      ok: true;
      selector: Hex;
      function: FunctionSignature;
      args: DecodedParam[];
      /** beside a guessed name: the other signatures known for its selector */
      others?: readonly OtherCandidate<FunctionSignature>[];
    }
  | {
      ok: false;
      /** null when the input is too short to hold one. */
      selector: Hex | null;
      reason: string;
      /** Known signatures for this selector that did not fit the data (empty when the selector is unknown). */
      candidates: readonly FunctionSignature[];
      /** A known signature might fit, but decoding it would read far more than the data holds (hostile offsets). */
      tooCostly?: true;
    };

/**
 * Tries every signature known for the selector, in table order; never throws. When the name shown
 * is a guess, the other candidates come with it, each saying whether it fits the data too.
 */
export function decodeFunctionInput(input: Hex, table: FunctionTable): FunctionInputDecoding {
  if (!isHexData(input))
    return { ok: false, selector: null, reason: 'Input is not even-length 0x-hex data', candidates: [] };
  if (input.length === 2)
    return {
      ok: false,
      selector: null,
      reason: 'No input data (a plain value transfer or an empty call)',
      candidates: [],
    };
  if (input.length < 10)
    return {
      ok: false,
      selector: null,
      reason: `Input is ${(input.length - 2) / 2} bytes, shorter than a 4-byte selector`,
      candidates: [],
    };
  const selector = input.slice(0, 10).toLowerCase() as Hex;
  const candidates = table.get(selector) ?? [];
  if (candidates.length === 0) return { ok: false, selector, reason: `Unknown selector ${selector}`, candidates };
  const data = hexToBytes(`0x${input.slice(10)}`);
  const failures: string[] = [];
  const tooCostly: string[] = [];
  const others: OtherCandidate<FunctionSignature>[] = [];
  let chosen: { function: FunctionSignature; args: DecodedParam[] } | null = null;
  for (const candidate of candidates) {
    const result = attempt(candidate, data);
    if (chosen === null && result.ok) {
      chosen = { function: candidate, args: result.args };
      // a trusted name is not second-guessed: the others are weighed only beside a guess
      if (candidate.trust !== 'guessed') break;
      continue;
    }
    others.push({ signature: candidate, fits: result.ok });
    if (!result.ok) (result.costly ? tooCostly : failures).push(result.failure);
  }
  if (chosen !== null)
    return {
      ok: true,
      selector,
      ...chosen,
      ...(chosen.function.trust === 'guessed' && others.length > 0 ? { others } : {}),
    };
  if (tooCostly.length > 0)
    return {
      ok: false,
      selector,
      reason: `Too costly to decode: ${tooCostly.join('; ')}`,
      candidates,
      tooCostly: true,
    };
  return { ok: false, selector, reason: `The arguments do not fit ${failures.join('; ')}`, candidates };
}

function attempt(
  candidate: FunctionSignature,
  data: Uint8Array,
): { ok: true; args: DecodedParam[] } | { ok: false; failure: string; costly: boolean } {
  const types = candidate.inputs.map((p) => p.type);
  // a guess must use every byte of static arguments: a colliding selector with fewer parameters fits no call
  const mismatch = candidate.trust === 'guessed' ? staticLengthMismatch(types, data.length) : null;
  if (mismatch !== null) return { ok: false, failure: `${candidate.signature}: ${mismatch}`, costly: false };
  try {
    const values = decodeAbiParameters(types, data);
    return { ok: true, args: candidate.inputs.map((p, i) => decodedParam(p, values[i]!)) };
  } catch (error) {
    if (!(error instanceof AbiDecodeError)) throw error;
    return {
      ok: false,
      failure: `${candidate.signature}: ${error.message}`,
      costly: error instanceof AbiDecodeLimitError,
    };
  }
}
