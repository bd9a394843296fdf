/**
 * A strict ABI decoder for the types common signatures use. Strict means: data that Solidity's
 * own `abi.decode` would reject (dirty high bits in an address, a bool that is not 0/1, offsets
 * or lengths pointing outside the data) is an error — so a selector that merely collides with a
 * known one does not produce confident nonsense.
 */

import { checksumAddress } from '../address-checksum.ts';
import { bytesToBigInt } from '../bytes32.ts';
import { bytesToHex } from '../hex.ts';
import { headSize, isDynamicType, type AbiType } from './abi-type.ts';

/** uint/int → bigint, bool → boolean, address → checksummed hex, bytes/bytesN → hex, string → text, arrays/tuples → arrays. */
export type AbiValue = bigint | boolean | string | AbiValue[];

export class AbiDecodeError extends Error {
  override readonly name = 'AbiDecodeError';
}

// Lenient like viem/Solidity for strings: invalid UTF-8 becomes U+FFFD rather than failing the call.
const textDecoder = new TextDecoder('utf-8');

class Reader {
  constructor(readonly data: Uint8Array) {}

  word(at: number, what: string): Uint8Array {
    if (at + 32 > this.data.length) {
      throw new AbiDecodeError(`${what} needs 32 bytes at offset ${at}, data is ${this.data.length} bytes`);
    }
    return this.data.subarray(at, at + 32);
  }

  /** An offset or length: must fit inside the data. */
  size(at: number, what: string): number {
    const value = bytesToBigInt(this.word(at, what));
    if (value > BigInt(this.data.length)) throw new AbiDecodeError(`${what} ${value} at offset ${at} points past the end of the data`);
    return Number(value);
  }
}

function decodeValue(reader: Reader, type: AbiType, at: number): AbiValue {
  switch (type.kind) {
    case 'uint': {
      const value = bytesToBigInt(reader.word(at, `uint${type.bits}`));
      if (value >> BigInt(type.bits) !== 0n) throw new AbiDecodeError(`Value at offset ${at} does not fit uint${type.bits}`);
      return value;
    }
    case 'int': {
      const raw = bytesToBigInt(reader.word(at, `int${type.bits}`));
      const value = BigInt.asIntN(type.bits, raw);
      if (BigInt.asUintN(256, value) !== raw) throw new AbiDecodeError(`Value at offset ${at} is not a sign-extended int${type.bits}`);
      return value;
    }
    case 'address': {
      const w = reader.word(at, 'address');
      if (w.subarray(0, 12).some((b) => b !== 0)) throw new AbiDecodeError(`Word at offset ${at} is not an address (high 12 bytes not zero)`);
      return checksumAddress(bytesToHex(w.subarray(12)));
    }
    case 'bool': {
      const w = reader.word(at, 'bool');
      if (w.subarray(0, 31).some((b) => b !== 0) || w[31]! > 1) throw new AbiDecodeError(`Word at offset ${at} is not a bool (0 or 1)`);
      return w[31] === 1;
    }
    case 'fixedBytes': {
      const w = reader.word(at, `bytes${type.size}`);
      if (w.subarray(type.size).some((b) => b !== 0)) throw new AbiDecodeError(`bytes${type.size} at offset ${at} has non-zero padding`);
      return bytesToHex(w.slice(0, type.size));
    }
    case 'bytes':
    case 'string': {
      const length = reader.size(at, `${type.kind} length`);
      if (at + 32 + length > reader.data.length) throw new AbiDecodeError(`${type.kind} of ${length} bytes at offset ${at} runs past the end of the data`);
      const content = reader.data.subarray(at + 32, at + 32 + length);
      return type.kind === 'bytes' ? bytesToHex(content) : textDecoder.decode(content);
    }
    case 'array': {
      if (type.length === null) {
        const length = reader.size(at, 'array length');
        // Every element takes at least one 32-byte head word: a length beyond that is corrupt (and would hang us).
        if (length * 32 > reader.data.length - at - 32) throw new AbiDecodeError(`Array length ${length} at offset ${at} exceeds the data`);
        return decodeTuple(reader, Array.from({ length }, () => type.element), at + 32);
      }
      return decodeTuple(reader, Array.from({ length: type.length }, () => type.element), at);
    }
    case 'tuple':
      return decodeTuple(reader, type.components.map((c) => c.type), at);
  }
}

/** Decodes a sequence of types whose head starts at `base`; dynamic offsets are relative to `base`. */
function decodeTuple(reader: Reader, types: readonly AbiType[], base: number): AbiValue[] {
  const values: AbiValue[] = [];
  let head = base;
  for (const type of types) {
    if (isDynamicType(type)) {
      const offset = reader.size(head, 'offset');
      values.push(decodeValue(reader, type, base + offset));
      head += 32;
    } else {
      values.push(decodeValue(reader, type, head));
      head += headSize(type);
    }
  }
  return values;
}

/** Decodes ABI-encoded `data` as `types`; throws AbiDecodeError saying where it does not fit. */
export function decodeAbiParameters(types: readonly AbiType[], data: Uint8Array): AbiValue[] {
  return decodeTuple(new Reader(data), types, 0);
}
