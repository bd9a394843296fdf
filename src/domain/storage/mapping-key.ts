/**
 * Mapping keys: which Solidity types can be keys, and h(k), the bytes a key contributes to
 * keccak256(h(k) . p) ("Layout of State Variables in Storage", mappings).
 */

import { bigIntToBytes32 } from '../bytes32.ts';
import { findNonHexDigit, hexToBytes } from '../hex.ts';
import { capitalise, SlotInputError } from './slot-input.ts';
import { cleanUserInput, parseUserInteger, QuantityInputError } from '../units.ts';
import { encodeUtf8 } from '../utf8.ts';

export type MappingKeyType =
  'address' | 'bool' | 'string' | 'bytes' | `uint${number}` | `int${number}` | `bytes${number}`;

/** `encoding` applies to `string` and `bytes` keys: text as UTF-8 (default for string) or 0x-hex (default for bytes). */
export interface MappingKey {
  type: string;
  value: string;
  encoding?: 'utf8' | 'hex';
}

/** Normalises a key type (`uint` → `uint256`, `address payable` → `address`) and rejects what cannot be a key. */
export function parseMappingKeyType(type: string, field = 'key type'): MappingKeyType {
  const t = type.trim().replace(/\s+/g, ' ');
  if (t === 'address' || t === 'address payable') return 'address';
  if (t === 'bool' || t === 'string' || t === 'bytes') return t;
  if (t === 'uint') return 'uint256';
  if (t === 'int') return 'int256';
  const int = /^(u?)int([0-9]+)$/.exec(t);
  if (int) {
    const bits = Number(int[2]);
    if (bits < 8 || bits > 256 || bits % 8 !== 0) {
      throw new SlotInputError(field, `${t} is not a Solidity type: integer sizes are 8, 16, … 256 bits`);
    }
    return `${int[1] ? 'uint' : 'int'}${bits}`;
  }
  const fixed = /^bytes([0-9]+)$/.exec(t);
  if (fixed) {
    const size = Number(fixed[1]);
    if (size < 1 || size > 32)
      throw new SlotInputError(field, `${t} is not a Solidity type: bytesN takes N from 1 to 32`);
    return `bytes${size}`;
  }
  throw new SlotInputError(
    field,
    `"${type}" cannot be a mapping key here: use address, bool, uintN, intN, bytesN, string or bytes (enums as uint8, contracts as address)`,
  );
}

/** True for key types whose h(k) is padded to 32 bytes (value types); false for string/bytes. */
export function isPaddedKeyType(type: MappingKeyType): boolean {
  return type !== 'string' && type !== 'bytes';
}

/** Strict 0x-hex → bytes for user input, with messages that say what is wrong. */
function parseHexInput(raw: string, field: string, what: string): Uint8Array {
  const text = cleanUserInput(raw);
  if (!/^0x/i.test(text)) throw new SlotInputError(field, `${capitalise(what)} must start with 0x`);
  const body = text.slice(2);
  const bad = findNonHexDigit(body);
  if (bad) throw new SlotInputError(field, `${capitalise(what)} has a non-hex character "${bad.char}"`);
  if (body.length % 2 !== 0)
    throw new SlotInputError(field, `${capitalise(what)} has an odd number of hex digits (${body.length})`);
  return hexToBytes(`0x${body}`);
}

/**
 * h(k) per Solidity: value types padded to 32 bytes as in memory (numbers and addresses
 * left-padded, signed integers sign-extended, bytesN right-padded); string and bytes unpadded.
 */
export function encodeMappingKey(key: MappingKey, field = 'key'): Uint8Array {
  const type = parseMappingKeyType(key.type, `${field} type`);
  const value = key.value;
  if (type === 'address') {
    const bytes = parseHexInput(value, field, `${field} (address)`);
    if (bytes.length !== 20)
      throw new SlotInputError(field, `An address is 20 bytes (40 hex digits); ${field} has ${bytes.length}`);
    const out = new Uint8Array(32);
    out.set(bytes, 12);
    return out;
  }
  if (type === 'bool') {
    const text = cleanUserInput(value).toLowerCase();
    if (text !== 'true' && text !== 'false')
      throw new SlotInputError(field, `A bool key is true or false; got "${cleanUserInput(value)}"`);
    const out = new Uint8Array(32);
    out[31] = text === 'true' ? 1 : 0;
    return out;
  }
  if (type === 'string' || type === 'bytes') {
    const encoding = key.encoding ?? (type === 'string' ? 'utf8' : 'hex');
    return encoding === 'utf8' ? encodeUtf8(value) : parseHexInput(value, field, `${field} (${type} as hex)`);
  }
  if (type.startsWith('bytes')) {
    const size = Number(type.slice(5));
    const bytes = parseHexInput(value, field, `${field} (${type})`);
    if (bytes.length !== size) {
      throw new SlotInputError(
        field,
        `A ${type} key is exactly ${size} byte${size === 1 ? '' : 's'} (${size * 2} hex digits); got ${bytes.length}`,
      );
    }
    const out = new Uint8Array(32);
    out.set(bytes, 0);
    return out;
  }
  const signed = type.startsWith('int');
  const bits = BigInt(type.slice(signed ? 3 : 4));
  let n: bigint;
  try {
    n = parseUserInteger(value, { allowNegative: signed });
  } catch (error) {
    if (error instanceof QuantityInputError) {
      const message = error.problem === 'negative' ? `A ${type} key cannot be negative` : error.message;
      throw new SlotInputError(field, message);
    }
    throw error;
  }
  const min = signed ? -(1n << (bits - 1n)) : 0n;
  const max = signed ? (1n << (bits - 1n)) - 1n : (1n << bits) - 1n;
  if (n < min || n > max) {
    throw new SlotInputError(
      field,
      `${n} does not fit ${type}: ${signed ? 'an' : 'a'} ${type} key is between ${min} and ${max}`,
    );
  }
  return bigIntToBytes32(n);
}
