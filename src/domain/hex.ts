/**
 * The one place that knows what a well-formed hex value looks like.
 * The spec encodes addresses as 20 bytes, hashes as 32 bytes and quantities as
 * `0x`-prefixed hex without leading zeros ("0x0" for zero).
 */

export type Hex = `0x${string}`;
export type Address = Hex;
export type Hash = Hex;

// One regex for every check of hex digits, over the whole value: these run on every field of
// every reply, and a slice of the digits, or another regex's code, costs more than the match.
const HEX = /^0x[0-9a-fA-F]*$/;

/** `0x` followed by any number of hex digits (even or odd). */
export function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && HEX.test(value);
}

/**
 * The first character of `body` (the digits, without 0x) that is not a hex digit, for messages
 * that say what is wrong: `char` is what a person sees (an emoji whole, not half a surrogate
 * pair), `index` counts UTF-16 units from the start of `body`.
 */
export function findNonHexDigit(body: string): { char: string; index: number } | null {
  const bad = /[^0-9a-fA-F]/u.exec(body);
  return bad ? { char: bad[0], index: bad.index } : null;
}

/** `0x` followed by exactly `bytes * 2` hex digits. */
export function isHexOfBytes(value: unknown, bytes: number): value is Hex {
  return typeof value === 'string' && value.length === 2 + bytes * 2 && HEX.test(value);
}

/** An address is 20 bytes, a hash (and a storage word) 32: the spec's sizes. */
export const ADDRESS_BYTES = 20;
export const HASH_BYTES = 32;

export function isAddress(value: unknown): value is Address {
  return isHexOfBytes(value, ADDRESS_BYTES);
}

export function isHash(value: unknown): value is Hash {
  return isHexOfBytes(value, HASH_BYTES);
}

/** A JSON-RPC quantity: `0x0`, or `0x` + hex digits with no leading zero. */
export function isQuantity(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/.test(value);
}

/**
 * `0x` followed by at least one hex digit, leading zeros allowed. Nodes are not always strict
 * about quantity encoding in responses (geth pads some fields, old clients others), so parsers of
 * responses accept this; arguments we send use the strict `isQuantity`.
 */
export function isHexNumber(value: unknown): value is Hex {
  return typeof value === 'string' && value.length > 2 && HEX.test(value);
}

/**
 * The value of a hex number (as `isHexNumber` accepts it), or undefined when `value` is not one.
 * BigInt reads the digits itself, so they are read once, not once by a regex and again by BigInt;
 * what BigInt accepts beyond a hex number ("0X", "0b", whitespace around) is ruled out around it:
 * the value starts with "0x" and ends in a hex digit.
 */
export function hexNumberValue(value: unknown): bigint | undefined {
  if (
    typeof value !== 'string' ||
    value.length <= 2 ||
    value.charCodeAt(0) !== 48 /* 0 */ ||
    value.charCodeAt(1) !== 120 /* x */ ||
    nibble(value.charCodeAt(value.length - 1)) < 0
  )
    return undefined;
  try {
    return BigInt(value);
  } catch {
    return undefined; // a character between that is not a hex digit
  }
}

/** Even-length hex data (input, log data, bytes). */
export function isHexData(value: unknown): value is Hex {
  return isHex(value) && value.length % 2 === 0;
}

export function bigIntToQuantity(value: bigint): Hex {
  if (value < 0n) throw new RangeError('A quantity cannot be negative');
  return `0x${value.toString(16)}`;
}

/** The value of each hex digit by char code (0-9, a-f, A-F), −1 for any other ASCII code. */
const NIBBLE = Int8Array.from({ length: 128 }, (_, code) => {
  const c = String.fromCharCode(code);
  return /[0-9a-fA-F]/.test(c) ? Number.parseInt(c, 16) : -1;
});

const nibble = (code: number): number => (code < 128 ? NIBBLE[code]! : -1);

// Char codes, not slices: calldata can be 10 MB (20 million digits), and a slice per byte cost a second there.
export function hexToBytes(value: Hex): Uint8Array {
  const digits = value.length - 2;
  if (digits % 2 !== 0) throw new Error(`Odd-length hex: ${digits} digits`);
  const out = new Uint8Array(digits / 2);
  for (let i = 0, at = 2; i < out.length; i++, at += 2) {
    const high = nibble(value.charCodeAt(at));
    const low = nibble(value.charCodeAt(at + 1));
    if (high < 0 || low < 0) throw new Error('Not hex');
    out[i] = (high << 4) | low;
  }
  return out;
}

const BYTE_TO_HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const HEX_DIGIT_CODES = new TextEncoder().encode('0123456789abcdef');
const asciiDecoder = new TextDecoder();

export function bytesToHex(bytes: Uint8Array): Hex {
  if (bytes.length <= 64) {
    let out = '0x';
    for (let i = 0; i < bytes.length; i++) out += BYTE_TO_HEX[bytes[i]!]!;
    return out as Hex;
  }
  // Large values (an element of calldata can be megabytes): fill the ASCII digits, decode once.
  const digits = new Uint8Array(2 + bytes.length * 2);
  digits[0] = 48; // 0
  digits[1] = 120; // x
  for (let i = 0, at = 2; i < bytes.length; i++, at += 2) {
    digits[at] = HEX_DIGIT_CODES[bytes[i]! >> 4]!;
    digits[at + 1] = HEX_DIGIT_CODES[bytes[i]! & 15]!;
  }
  return asciiDecoder.decode(digits) as Hex;
}

/** Left-pads a hex value to `bytes` bytes (used for storage words and topics). */
export function padHexLeft(value: Hex, bytes = 32): Hex {
  return `0x${value.slice(2).padStart(bytes * 2, '0')}`;
}
