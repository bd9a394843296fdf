/** A user-pasted JSON ABI (or an artifact holding one under `abi`) → function and event signatures. */

import type { NameTrust } from './name-trust.ts';
import { AbiSyntaxError, MAX_ABI_NESTING, parseAbiType, type AbiParameter } from './abi-type.ts';
import {
  eventSignature,
  functionSignature,
  type ErrorSignature,
  type EventSignature,
  type FunctionSignature,
  type Mutability,
} from './signature.ts';

/** The pasted ABI is not usable; `path` points at the entry (`[3].inputs[1].type`). */
export class AbiJsonError extends Error {
  override readonly name = 'AbiJsonError';
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(path ? `${path}: ${message}` : message);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `depth` counts the tuples around this parameter, so nested `components` stop at MAX_ABI_NESTING. */
function parseParam(raw: unknown, path: string, allowIndexed: boolean, depth = 1): AbiParameter {
  if (!isObject(raw) || typeof raw.type !== 'string') throw new AbiJsonError(path, 'Expected {name, type}');
  if (depth > MAX_ABI_NESTING) throw new AbiJsonError(path, `Tuples nested deeper than ${MAX_ABI_NESTING} levels`);
  let components: AbiParameter[] | undefined;
  if (raw.components !== undefined) {
    if (!Array.isArray(raw.components)) throw new AbiJsonError(`${path}.components`, 'Expected an array');
    components = raw.components.map((c, i) => parseParam(c, `${path}.components[${i}]`, false, depth + 1));
  }
  let type;
  try {
    type = parseAbiType(raw.type, components, depth);
  } catch (error) {
    if (error instanceof AbiSyntaxError) throw new AbiJsonError(`${path}.type`, error.message);
    throw error;
  }
  const param: AbiParameter = { name: typeof raw.name === 'string' ? raw.name : '', type };
  if (allowIndexed) param.indexed = raw.indexed === true;
  return param;
}

const ARTICLE_KIND = { function: 'A function', event: 'An event', error: 'An error' } as const;

export interface ParsedAbi {
  functions: FunctionSignature[];
  events: EventSignature[];
  /** Custom errors, to name the data a call reverted with. */
  errors: ErrorSignature[];
}

/**
 * Reads functions, events and errors (constructors, fallback and receive are skipped), each with
 * its selector / topic0 computed from the canonical signature. Entries without `type` are
 * functions, as in early solc output.
 */
export function parseJsonAbi(input: unknown, source = 'pasted ABI'): ParsedAbi {
  let json = input;
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json);
    } catch (error) {
      throw new AbiJsonError('', `Not valid JSON (${(error as Error).message})`);
    }
  }
  if (isObject(json) && Array.isArray(json.abi)) json = json.abi;
  if (!Array.isArray(json))
    throw new AbiJsonError('', 'Expected a JSON array of ABI entries (or an object with an "abi" array)');
  const functions: FunctionSignature[] = [];
  const events: EventSignature[] = [];
  const errors: ErrorSignature[] = [];
  json.forEach((entry, i) => {
    const path = `[${i}]`;
    if (!isObject(entry)) throw new AbiJsonError(path, 'Expected an object');
    const kind = entry.type ?? 'function';
    if (kind !== 'function' && kind !== 'event' && kind !== 'error') return;
    if (typeof entry.name !== 'string' || !/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(entry.name)) {
      throw new AbiJsonError(`${path}.name`, `${ARTICLE_KIND[kind]} needs a name`);
    }
    const rawInputs = entry.inputs ?? [];
    if (!Array.isArray(rawInputs)) throw new AbiJsonError(`${path}.inputs`, 'Expected an array');
    const inputs = rawInputs.map((p, j) => parseParam(p, `${path}.inputs[${j}]`, kind === 'event'));
    if (kind === 'function') {
      const fn = functionSignature(entry.name, inputs, source);
      if (Array.isArray(entry.outputs))
        fn.outputs = entry.outputs.map((p, j) => parseParam(p, `${path}.outputs[${j}]`, false));
      const mutability = mutabilityOf(entry);
      if (mutability) fn.mutability = mutability;
      functions.push(fn);
    } else if (kind === 'error') errors.push(functionSignature(entry.name, inputs, source));
    else events.push(eventSignature(entry.name, inputs, entry.anonymous === true, source));
  });
  return { functions, events, errors };
}

/** `stateMutability`, or what solc before 0.5 wrote instead (`constant`, `payable`). */
function mutabilityOf(entry: Record<string, unknown>): Mutability | null {
  const stated = entry.stateMutability;
  if (stated === 'pure' || stated === 'view' || stated === 'nonpayable' || stated === 'payable') return stated;
  if (entry.constant === true) return 'view';
  if (entry.payable === true) return 'payable';
  if (entry.constant === false) return 'nonpayable';
  return null;
}

/** The same ABI with every entry marked as trusted so far: pasted by the person, verified, …. */
export function withTrust(abi: ParsedAbi, trust: NameTrust): ParsedAbi {
  return {
    functions: abi.functions.map((entry) => ({ ...entry, trust })),
    events: abi.events.map((entry) => ({ ...entry, trust })),
    errors: abi.errors.map((entry) => ({ ...entry, trust })),
  };
}
