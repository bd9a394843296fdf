/**
 * Function and event signatures with their selector / topic0, and lookup tables keyed by them.
 * Tables hold a list per key: one selector can stand for several declarations (ERC-20 and
 * ERC-721 `Transfer` share topic0 and differ only in how many parameters are indexed).
 */

import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, type Hash, type Hex } from '../hex.ts';
import { encodeUtf8 } from '../utf8.ts';
import type { NameTrust } from './name-trust.ts';
import { AbiSyntaxError, formatAbiType, parseParameter, splitTopLevel, type AbiParameter } from './abi-type.ts';

/** A function's state mutability, as a JSON ABI's `stateMutability` says. */
export type Mutability = 'pure' | 'view' | 'nonpayable' | 'payable';

export interface FunctionSignature {
  name: string;
  /** Canonical form hashed for the selector: `transfer(address,uint256)`. */
  signature: string;
  selector: Hex;
  inputs: AbiParameter[];
  /** What it returns, where the ABI says (a JSON ABI does; a bare signature does not). */
  outputs?: AbiParameter[];
  /** Whether it reads or writes state, where the ABI says: `view` and `pure` only read. */
  mutability?: Mutability;
  /** Where the entry comes from, for display: `ERC-20`, `pasted ABI`, …. */
  source?: string;
  /** How far the name is trusted (domain/abi/name-trust.ts); absent in tables built by tests. */
  trust?: NameTrust;
}

export interface EventSignature {
  name: string;
  signature: string;
  /** keccak256(signature); absent meaning for anonymous events, which have no topic0. */
  topic0: Hash;
  inputs: AbiParameter[];
  anonymous: boolean;
  source?: string;
  trust?: NameTrust;
  /**
   * A signature database gives only the canonical text, not which parameters are indexed: the
   * decoder chooses them to fit each log's topics (decode-log.ts).
   */
  indexedUnknown?: true;
}

/**
 * A custom error (`error InsufficientBalance(uint256 available, uint256 required)`): revert data
 * starts with its selector, made like a function's, and carries its arguments ABI-encoded.
 */
export type ErrorSignature = FunctionSignature;

export type FunctionTable = ReadonlyMap<Hex, readonly FunctionSignature[]>;
/** Selector → custom errors; built with `functionTable`, as errors are selected the same way. */
export type ErrorTable = FunctionTable;
export type EventTable = ReadonlyMap<Hash, readonly EventSignature[]>;

export function canonicalSignature(name: string, inputs: readonly AbiParameter[]): string {
  return `${name}(${inputs.map((p) => formatAbiType(p.type)).join(',')})`;
}

function hashSignature(signature: string): Uint8Array {
  return keccak_256(encodeUtf8(signature));
}

export function functionSignature(name: string, inputs: AbiParameter[], source?: string): FunctionSignature {
  const signature = canonicalSignature(name, inputs);
  const out: FunctionSignature = {
    name,
    signature,
    selector: bytesToHex(hashSignature(signature).subarray(0, 4)),
    inputs,
  };
  if (source !== undefined) out.source = source;
  return out;
}

export function eventSignature(
  name: string,
  inputs: AbiParameter[],
  anonymous: boolean,
  source?: string,
): EventSignature {
  const signature = canonicalSignature(name, inputs);
  const out: EventSignature = { name, signature, topic0: bytesToHex(hashSignature(signature)), inputs, anonymous };
  if (source !== undefined) out.source = source;
  return out;
}

function splitDeclaration(text: string, keyword: string): { name: string; params: string[] } {
  const t = text.trim().replace(new RegExp(`^${keyword}\\s+`), '');
  const head = /^([A-Za-z_$][A-Za-z0-9_$]*)\s*\(/.exec(t);
  if (!head) throw new AbiSyntaxError(`Cannot read ${keyword} signature "${text}"; expected name(type name, …)`);
  // The parameter list runs to the ")" matching the first "(": `returns (…)` and modifiers after it are ignored.
  let depth = 0;
  for (let i = head[0].length - 1; i < t.length; i++) {
    if (t[i] === '(') depth++;
    else if (t[i] === ')' && --depth === 0)
      return { name: head[1]!, params: splitTopLevel(t.slice(head[0].length, i)) };
  }
  throw new AbiSyntaxError(`Unbalanced "(" in ${keyword} signature "${text}"`);
}

/** `transfer(address to, uint256 amount)` or `function transfer(address,uint256)` (anything after the `)` is ignored). */
export function parseFunctionSignature(text: string, source?: string): FunctionSignature {
  const { name, params } = splitDeclaration(text, 'function');
  return functionSignature(
    name,
    params.map((p) => parseParameter(p, false)),
    source,
  );
}

/** `error InsufficientBalance(uint256 available, uint256 required)`, the `error` keyword optional. */
export function parseErrorSignature(text: string, source?: string): ErrorSignature {
  const { name, params } = splitDeclaration(text, 'error');
  return functionSignature(
    name,
    params.map((p) => parseParameter(p, false)),
    source,
  );
}

/** `Transfer(address indexed from, address indexed to, uint256 value)`, optionally `event …` and `anonymous`. */
export function parseEventSignature(text: string, source?: string): EventSignature {
  const { name, params } = splitDeclaration(text, 'event');
  return eventSignature(
    name,
    params.map((p) => parseParameter(p, true)),
    /\)\s*anonymous\s*;?\s*$/.test(text),
    source,
  );
}

/**
 * A built-in declaration whose selector is written beside it (common-signatures.ts): parsed, not
 * hashed. Only for a table whose tests check each selector against keccak-256 of the canonical text.
 */
export function builtInFunction(text: string, selector: Hex, source: string): FunctionSignature {
  const { name, params } = splitDeclaration(text, 'function');
  const inputs = params.map((p) => parseParameter(p, false));
  return { name, signature: canonicalSignature(name, inputs), selector, inputs, source, trust: 'built-in' };
}

/** A built-in event whose topic0 is written beside it, as `builtInFunction`. Never anonymous. */
export function builtInEvent(text: string, topic0: Hash, source: string): EventSignature {
  const { name, params } = splitDeclaration(text, 'event');
  const inputs = params.map((p) => parseParameter(p, true));
  return {
    name,
    signature: canonicalSignature(name, inputs),
    topic0,
    inputs,
    anonymous: false,
    source,
    trust: 'built-in',
  };
}

/** Groups by `key`; an item whose `identity` is already in its group is dropped (the first one wins). */
function groupBy<K, V>(items: Iterable<V>, key: (v: V) => K, identity: (v: V) => string): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (!list) map.set(k, [item]);
    else if (!list.some((existing) => identity(existing) === identity(item))) list.push(item);
  }
  return map;
}

/**
 * A selector → signatures table. Pass the lists that should win first: a second declaration of
 * the same canonical signature (say a pasted ABI repeating `transfer`) is dropped.
 */
export function functionTable(...lists: Iterable<FunctionSignature>[]): FunctionTable {
  return groupBy(
    lists.flatMap((l) => [...l]),
    (f) => f.selector.toLowerCase() as Hex,
    (f) => f.signature,
  );
}

/**
 * A topic0 → events table. Declarations that differ only in which parameters are indexed stay
 * side by side; anonymous events, having no topic0, are left out.
 */
export function eventTable(...lists: Iterable<EventSignature>[]): EventTable {
  return groupBy(
    lists.flatMap((l) => [...l]).filter((e) => !e.anonymous),
    (e) => e.topic0.toLowerCase() as Hash,
    (e) => `${e.signature}/${e.inputs.map((p) => (p.indexed ? 1 : 0)).join('')}`,
  );
}
