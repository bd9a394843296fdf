/**
 * The one place that knows what a well-formed hex value looks like.
 * The spec encodes addresses as 20 bytes, hashes as 32 bytes and quantities as
 * `0x`-prefixed hex without leading zeros ("0x0" for zero).
 */

export type Hex = `0x${string}`;
export type Address = Hex;
export type Hash = Hex;

const HEX_BODY = /^[0-9a-fA-F]*$/;

/** `0x` followed by any number of hex digits (even or odd). */
export function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && value.startsWith('0x') && HEX_BODY.test(value.slice(2));
}

/** `0x` followed by exactly `bytes * 2` hex digits. */
export function isHexOfBytes(value: unknown, bytes: number): value is Hex {
  return isHex(value) && value.length === 2 + bytes * 2;
}

export function isAddress(value: unknown): value is Address {
  return isHexOfBytes(value, 20);
}

export function isHash(value: unknown): value is Hash {
  return isHexOfBytes(value, 32);
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
  return typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value);
}

/** Even-length hex data (input, log data, bytes). */
export function isHexData(value: unknown): value is Hex {
  return isHex(value) && value.length % 2 === 0;
}

export function quantityToBigInt(value: Hex): bigint {
  return BigInt(value);
}

export function bigIntToQuantity(value: bigint): Hex {
  if (value < 0n) throw new RangeError('A quantity cannot be negative');
  return `0x${value.toString(16)}`;
}

export function hexToBytes(value: Hex): Uint8Array {
  const body = value.slice(2);
  if (body.length % 2 !== 0) throw new Error(`Odd-length hex: ${value.length - 2} digits`);
  // Checked whole: parseInt would read "0g" as 0.
  if (!HEX_BODY.test(body)) throw new Error('Not hex');
  return Uint8Array.from({ length: body.length / 2 }, (_, i) => Number.parseInt(body.slice(i * 2, i * 2 + 2), 16));
}

const BYTE_TO_HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function bytesToHex(bytes: Uint8Array): Hex {
  let out = '0x';
  for (let i = 0; i < bytes.length; i++) out += BYTE_TO_HEX[bytes[i]!];
  return out as Hex;
}

/** Left-pads a hex value to `bytes` bytes (used for storage words and topics). */
export function padHexLeft(value: Hex, bytes = 32): Hex {
  return `0x${value.slice(2).padStart(bytes * 2, '0')}`;
}
