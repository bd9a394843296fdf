/**
 * A call of a contract's function as the Read tab makes it: the functions it offers (from the ABI
 * the person pasted, the verified one, the standards the code implements), each argument read from
 * its text, the call data built, and the answer decoded by the function's outputs.
 */
import { parseAbiInput } from '../abi/abi-input.ts';
import { formatAbiType } from '../abi/abi-type.ts';
import { AbiDecodeError, decodeAbiParameters, type AbiValue } from '../abi/decode-abi-parameters.ts';
import { decodedParam, type DecodedParam } from '../abi/decoded-param.ts';
import { encodeAbiParameters } from '../abi/encode-abi-parameters.ts';
import type { ParsedAbi } from '../abi/json-abi.ts';
import type { FunctionSignature } from '../abi/signature.ts';
import { bytesToHex, hexToBytes, type Hex } from '../hex.ts';
import { parsed, type ParseResult } from '../parse-result.ts';
import { formatCount } from '../units.ts';

/** A function the tab offers: a read (`view`/`pure`) or one that writes, which it can only simulate. */
export interface OfferedFunction {
  fn: FunctionSignature;
  kind: 'read' | 'write';
}

/** An answer larger than this is not decoded (a hostile or broken contract could return megabytes). */
export const MAX_DECODED_ANSWER_BYTES = 256 * 1024;

const reads = (fn: FunctionSignature) => fn.mutability === 'view' || fn.mutability === 'pure';

/**
 * The functions to offer, each selector once, the most trusted declaration first: the pasted ABI,
 * then the verified one (a proxy's implementation's first), then the recognised standards' reads.
 * Reads first, then the others, each in the ABI's order.
 */
export function offeredFunctions(
  pasted: ParsedAbi | null,
  verified: ParsedAbi | null,
  standards: readonly FunctionSignature[],
): OfferedFunction[] {
  const seen = new Set<string>();
  const all: OfferedFunction[] = [];
  for (const fn of [...(pasted?.functions ?? []), ...(verified?.functions ?? []), ...standards]) {
    if (seen.has(fn.selector)) continue;
    seen.add(fn.selector);
    all.push({ fn, kind: reads(fn) ? 'read' : 'write' });
  }
  return [...all.filter((f) => f.kind === 'read'), ...all.filter((f) => f.kind === 'write')];
}

/** The function a link names (`?fn=balanceOf(address)`, or its selector) among those offered. */
export function findOffered(offered: readonly OfferedFunction[], named: string): OfferedFunction | null {
  const key = named.trim();
  const lower = key.toLowerCase();
  return offered.find(({ fn }) => fn.signature === key || fn.selector === lower) ?? null;
}

/** Each argument read from its text (`texts[i]` for `inputs[i]`); the first that does not read says why. */
export function readArguments(fn: FunctionSignature, texts: readonly string[]): ParseResult<AbiValue[]> {
  const values: AbiValue[] = [];
  for (const [i, input] of fn.inputs.entries()) {
    const read = parseAbiInput(input.type, texts[i] ?? '', input.name || `argument ${i + 1}`);
    if (!read.ok) return read;
    values.push(read.value);
  }
  return parsed(values);
}

/** The call data: the selector, then the arguments encoded. */
export function callData(fn: FunctionSignature, args: readonly AbiValue[]): Hex {
  const encoded = encodeAbiParameters(
    fn.inputs.map((input) => input.type),
    args,
  );
  return `${fn.selector}${bytesToHex(encoded).slice(2)}`;
}

export type CallAnswer =
  | { kind: 'decoded'; values: DecodedParam[] }
  /** not decoded: the raw answer and why */
  | { kind: 'raw'; data: Hex; why: string };

/** The answer read by the function's outputs, or the raw bytes with the reason they were not. */
export function decodeAnswer(fn: FunctionSignature, data: Hex): CallAnswer {
  const size = (data.length - 2) / 2;
  const outputs = fn.outputs;
  if (outputs === undefined) return { kind: 'raw', data, why: 'Its ABI does not say what it returns' };
  if (outputs.length === 0) return { kind: 'decoded', values: [] };
  if (size === 0)
    return {
      kind: 'raw',
      data,
      why: 'It returned nothing: the contract may not have this function (a call to code without it, or to an account with no code, returns empty)',
    };
  if (size > MAX_DECODED_ANSWER_BYTES)
    return {
      kind: 'raw',
      data,
      why: `The answer is ${formatCount(size)} bytes, more than the ${formatCount(MAX_DECODED_ANSWER_BYTES)} this page decodes`,
    };
  try {
    const values = decodeAbiParameters(
      outputs.map((output) => output.type),
      hexToBytes(data),
    );
    return { kind: 'decoded', values: outputs.map((output, i) => decodedParam(output, values[i]!)) };
  } catch (error) {
    if (!(error instanceof AbiDecodeError)) throw error;
    const types = outputs.map((output) => formatAbiType(output.type)).join(', ');
    return { kind: 'raw', data, why: `It does not decode as (${types}): ${error.message}` };
  }
}

/** `name(type,…)(outputs)` as `cast call` takes a signature, outputs included where known. */
export function castSignature(fn: FunctionSignature): string {
  const outputs = fn.outputs ? `(${fn.outputs.map((o) => formatAbiType(o.type)).join(',')})` : '';
  return `${fn.signature}${outputs}`;
}
