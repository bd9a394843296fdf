/** Names the 4-byte selector of transaction input and decodes the arguments when a signature fits. */

import { hexToBytes, isHexData, type Hex } from '../hex.ts';
import { AbiDecodeError, AbiDecodeLimitError, decodeAbiParameters } from './decode-abi-parameters.ts';
import { decodedParam, type DecodedParam } from './decoded-param.ts';
import type { FunctionSignature, FunctionTable } from './signature.ts';

export type FunctionInputDecoding =
  | { ok: true; selector: Hex; function: FunctionSignature; args: DecodedParam[] }
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

/** Tries every signature known for the selector, in table order; never throws. */
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
  for (const candidate of candidates) {
    try {
      const values = decodeAbiParameters(
        candidate.inputs.map((p) => p.type),
        data,
      );
      return {
        ok: true,
        selector,
        function: candidate,
        args: candidate.inputs.map((p, i) => decodedParam(p, values[i]!)),
      };
    } catch (error) {
      if (!(error instanceof AbiDecodeError)) throw error;
      (error instanceof AbiDecodeLimitError ? tooCostly : failures).push(`${candidate.signature}: ${error.message}`);
    }
  }
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
