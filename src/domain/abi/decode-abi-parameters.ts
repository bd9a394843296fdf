/**
 * A strict ABI decoder for the types common signatures use. Strict means: data that Solidity's
 * own `abi.decode` would reject (dirty high bits in an address, a bool that is not 0/1, offsets
 * or lengths pointing outside the data) is an error — so a selector that merely collides with a
 * known one does not produce confident nonsense.
 *
 * Bounded: offsets are free to point anywhere, so a small input can make a naive decoder read the
 * same large element thousands of times (a 120 KB `multicall(bytes[])` whose offsets all alias one
 * element took 27 s and 3.7 GB). A canonical encoding reads each byte of the data at most once;
 * we allow that plus ox's allowance of 8,192 re-read words, and stop with AbiDecodeLimitError
 * past it — before the bytes are copied. Nesting deeper than MAX_ABI_NESTING is refused too.
 */

import { checksumAddress } from '../address-checksum.ts';
import { bytesToBigInt } from '../bytes32.ts';
import { bytesToHex } from '../hex.ts';
import { formatCount } from '../units.ts';
import { headSize, isDynamicType, MAX_ABI_NESTING, type AbiType } from './abi-type.ts';

/** uint/int → bigint, bool → boolean, address → checksummed hex, bytes/bytesN → hex, string → text, arrays/tuples → arrays. */
export type AbiValue = bigint | boolean | string | AbiValue[];

export class AbiDecodeError extends Error {
  override readonly name: string = 'AbiDecodeError';
}

/** Bytes a decode may read beyond one read per byte of data: ox's 8,192 repeated 32-byte reads. */
export const REREAD_ALLOWANCE = 32 * 8192;

/** The data might fit, but decoding it costs more than any honest encoding would: too costly to decode. */
export class AbiDecodeLimitError extends AbiDecodeError {
  override readonly name: string = 'AbiDecodeLimitError';
  constructor(
    readonly limit: 'bytesRead' | 'nesting',
    message: string,
  ) {
    super(message);
  }
}

// Lenient like viem/Solidity for strings: invalid UTF-8 becomes U+FFFD rather than failing the call.
const textDecoder = new TextDecoder('utf-8');

class Reader {
  private bytesRead = 0;
  readonly budget: number;

  constructor(readonly data: Uint8Array) {
    this.budget = data.length + REREAD_ALLOWANCE;
  }

  /** Counts `bytes` about to be read at `at`; throws once the total passes the budget. */
  charge(bytes: number, at: number): void {
    this.bytesRead += bytes;
    if (this.bytesRead > this.budget) {
      throw new AbiDecodeLimitError(
        'bytesRead',
        `Decoding would read more than ${formatCount(this.budget)} bytes from ${formatCount(this.data.length)} bytes of data (offsets point at the same bytes again and again; stopped at offset ${at})`,
      );
    }
  }

  word(at: number, what: string): Uint8Array {
    if (at + 32 > this.data.length) {
      throw new AbiDecodeError(`${what} needs 32 bytes at offset ${at}, data is ${this.data.length} bytes`);
    }
    this.charge(32, at);
    return this.data.subarray(at, at + 32);
  }

  /** An offset or length: must fit inside the data. */
  size(at: number, what: string): number {
    const w = this.word(at, what);
    // Data is far below 2^48 bytes, so a size with any of the high 26 bytes set is past its end; the
    // low 6 bytes are read as a number (a bigint per offset word cost a third of a 10 MB decode).
    let value = 0;
    for (let i = 26; i < 32; i++) value = value * 256 + w[i]!;
    if (w.subarray(0, 26).some((b) => b !== 0) || value > this.data.length) {
      throw new AbiDecodeError(`${what} ${bytesToBigInt(w)} at offset ${at} points past the end of the data`);
    }
    return value;
  }
}

/** `depth` counts the arrays and tuples around this value (1 at the top level). */
function decodeValue(reader: Reader, type: AbiType, at: number, depth: number): AbiValue {
  if (depth > MAX_ABI_NESTING)
    throw new AbiDecodeLimitError('nesting', `Arrays and tuples nested deeper than ${MAX_ABI_NESTING} levels`);
  switch (type.kind) {
    case 'uint': {
      const value = bytesToBigInt(reader.word(at, `uint${type.bits}`));
      if (value >> BigInt(type.bits) !== 0n)
        throw new AbiDecodeError(`Value at offset ${at} does not fit uint${type.bits}`);
      return value;
    }
    case 'int': {
      const raw = bytesToBigInt(reader.word(at, `int${type.bits}`));
      const value = BigInt.asIntN(type.bits, raw);
      if (BigInt.asUintN(256, value) !== raw)
        throw new AbiDecodeError(`Value at offset ${at} is not a sign-extended int${type.bits}`);
      return value;
    }
    case 'address': {
      const w = reader.word(at, 'address');
      if (w.subarray(0, 12).some((b) => b !== 0))
        throw new AbiDecodeError(`Word at offset ${at} is not an address (high 12 bytes not zero)`);
      return checksumAddress(bytesToHex(w.subarray(12)));
    }
    case 'bool': {
      const w = reader.word(at, 'bool');
      if (w.subarray(0, 31).some((b) => b !== 0) || w[31]! > 1)
        throw new AbiDecodeError(`Word at offset ${at} is not a bool (0 or 1)`);
      return w[31] === 1;
    }
    case 'fixedBytes': {
      const w = reader.word(at, `bytes${type.size}`);
      if (w.subarray(type.size).some((b) => b !== 0))
        throw new AbiDecodeError(`bytes${type.size} at offset ${at} has non-zero padding`);
      return bytesToHex(w.slice(0, type.size));
    }
    case 'bytes':
    case 'string': {
      const length = reader.size(at, `${type.kind} length`);
      if (at + 32 + length > reader.data.length)
        throw new AbiDecodeError(`${type.kind} of ${length} bytes at offset ${at} runs past the end of the data`);
      reader.charge(length, at + 32);
      const content = reader.data.subarray(at + 32, at + 32 + length);
      return type.kind === 'bytes' ? bytesToHex(content) : textDecoder.decode(content);
    }
    case 'array': {
      if (type.length === null) {
        const length = reader.size(at, 'array length');
        // Every element takes at least one 32-byte head word: a length beyond that is corrupt (and would hang us).
        if (length * 32 > reader.data.length - at - 32)
          throw new AbiDecodeError(`Array length ${length} at offset ${at} exceeds the data`);
        return decodeSequence(reader, length, () => type.element, at + 32, depth);
      }
      return decodeSequence(reader, type.length, () => type.element, at, depth);
    }
    case 'tuple':
      return decodeSequence(reader, type.components.length, (i) => type.components[i]!.type, at, depth);
  }
}

/**
 * Decodes `count` values (the i-th of type `typeAt(i)`) whose head starts at `base`; dynamic
 * offsets are relative to `base`. Elements are produced one by one, never allocated up front, so
 * a claimed length costs nothing until its words are read (and charged).
 */
function decodeSequence(
  reader: Reader,
  count: number,
  typeAt: (i: number) => AbiType,
  base: number,
  depth: number,
): AbiValue[] {
  const values: AbiValue[] = [];
  let head = base;
  for (let i = 0; i < count; i++) {
    const type = typeAt(i);
    if (isDynamicType(type)) {
      const offset = reader.size(head, 'offset');
      values.push(decodeValue(reader, type, base + offset, depth + 1));
      head += 32;
    } else {
      values.push(decodeValue(reader, type, head, depth + 1));
      head += headSize(type);
    }
  }
  return values;
}

/**
 * Decodes ABI-encoded `data` as `types`; throws AbiDecodeError saying where it does not fit, or
 * AbiDecodeLimitError when it would cost more than the data's size allows.
 */
export function decodeAbiParameters(types: readonly AbiType[], data: Uint8Array): AbiValue[] {
  return decodeSequence(new Reader(data), types.length, (i) => types[i]!, 0, 0);
}
