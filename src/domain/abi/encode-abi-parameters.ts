/**
 * ABI encoding of values by their types (the Solidity ABI spec's head/tail layout), for the calls
 * the Read tab makes: the inverse of decode-abi-parameters.ts, checked against ox's encoder in
 * the tests. Values are those the input parser gives (abi-input.ts): integers as bigint, booleans,
 * addresses and bytes as 0x-hex, strings as text, arrays and tuples as lists.
 */
import { hexToBytes, type Hex } from '../hex.ts';
import { encodeUtf8 } from '../utf8.ts';
import type { AbiType } from './abi-type.ts';
import type { AbiValue } from './decode-abi-parameters.ts';

/** A value that does not fit its type (the input parser's values always fit: this guards a bug). */
export class AbiEncodeError extends Error {
  override readonly name = 'AbiEncodeError';
}

const WORD = 32;

/** Does the type's encoding live in the tail (its head an offset)? */
export function isDynamic(type: AbiType): boolean {
  switch (type.kind) {
    case 'bytes':
    case 'string':
      return true;
    case 'array':
      return type.length === null || isDynamic(type.element);
    case 'tuple':
      return type.components.some((component) => isDynamic(component.type));
    default:
      return false;
  }
}

function word(value: bigint): Uint8Array {
  const out = new Uint8Array(WORD);
  let v = BigInt.asUintN(256, value);
  for (let i = WORD - 1; i >= 0 && v > 0n; i--) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Bytes padded on the right to a whole number of words. */
function padRight(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(Math.ceil(bytes.length / WORD) * WORD);
  out.set(bytes);
  return out;
}

function mismatch(value: unknown, what: string): never {
  throw new AbiEncodeError(`Expected ${what}, got ${typeof value}`);
}

function encodeValue(type: AbiType, value: AbiValue): Uint8Array {
  switch (type.kind) {
    case 'uint':
    case 'int':
      return word(typeof value === 'bigint' ? value : mismatch(value, 'an integer'));
    case 'bool':
      return word((typeof value === 'boolean' ? value : mismatch(value, 'a bool')) ? 1n : 0n);
    case 'address': {
      const bytes = hexToBytes(typeof value === 'string' ? (value as Hex) : mismatch(value, 'an address'));
      if (bytes.length !== 20) throw new AbiEncodeError(`An address is 20 bytes, got ${bytes.length}`);
      const out = new Uint8Array(WORD);
      out.set(bytes, 12);
      return out;
    }
    case 'fixedBytes': {
      const bytes = hexToBytes(typeof value === 'string' ? (value as Hex) : mismatch(value, 'bytes'));
      if (bytes.length !== type.size)
        throw new AbiEncodeError(`bytes${type.size} is ${type.size} bytes, got ${bytes.length}`);
      return padRight(bytes);
    }
    case 'bytes':
    case 'string': {
      const text = typeof value === 'string' ? value : mismatch(value, type.kind);
      const bytes = type.kind === 'string' ? encodeUtf8(text) : hexToBytes(text as Hex);
      return concat([word(BigInt(bytes.length)), padRight(bytes)]);
    }
    case 'array': {
      const items = Array.isArray(value) ? value : mismatch(value, 'a list');
      if (type.length !== null && items.length !== type.length)
        throw new AbiEncodeError(`Expected ${type.length} elements, got ${items.length}`);
      const body = encodeSequence(
        items.map(() => type.element),
        items,
      );
      return type.length === null ? concat([word(BigInt(items.length)), body]) : body;
    }
    case 'tuple': {
      const items = Array.isArray(value) ? value : mismatch(value, 'a tuple');
      if (items.length !== type.components.length)
        throw new AbiEncodeError(`Expected ${type.components.length} fields, got ${items.length}`);
      return encodeSequence(
        type.components.map((component) => component.type),
        items,
      );
    }
  }
}

/** A tuple's encoding: each static value in the head, each dynamic one in the tail behind its offset. */
function encodeSequence(types: readonly AbiType[], values: readonly AbiValue[]): Uint8Array {
  const encoded = types.map((type, i) => encodeValue(type, values[i]!));
  const dynamic = types.map(isDynamic);
  const headSize = encoded.reduce((sum, bytes, i) => sum + (dynamic[i] ? WORD : bytes.length), 0);
  const heads: Uint8Array[] = [];
  const tails: Uint8Array[] = [];
  let offset = headSize;
  encoded.forEach((bytes, i) => {
    if (!dynamic[i]) {
      heads.push(bytes);
      return;
    }
    heads.push(word(BigInt(offset)));
    tails.push(bytes);
    offset += bytes.length;
  });
  return concat([...heads, ...tails]);
}

/** The parameters' encoding, as a function's arguments follow its selector. */
export function encodeAbiParameters(types: readonly AbiType[], values: readonly AbiValue[]): Uint8Array {
  if (types.length !== values.length) throw new AbiEncodeError(`Expected ${types.length} values, got ${values.length}`);
  return encodeSequence(types, values);
}
