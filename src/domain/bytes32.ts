/**
 * 32-byte words as the EVM sees them: storage slots, storage values, ABI words and log topics
 * are all big-endian unsigned 256-bit numbers.
 */

/** Big-endian encoding of `value` modulo 2^256 into 32 bytes (negative values wrap, two's complement). */
export function bigIntToBytes32(value: bigint, out: Uint8Array = new Uint8Array(32)): Uint8Array {
  let v = BigInt.asUintN(256, value);
  for (let i = 31; i >= 0; i--) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

/** Big-endian unsigned value of any number of bytes. */
export function bytesToBigInt(bytes: Uint8Array): bigint {
  let hex = '';
  for (let i = 0; i < bytes.length; i++) hex += (bytes[i]! < 16 ? '0' : '') + bytes[i]!.toString(16);
  return hex === '' ? 0n : BigInt(`0x${hex}`);
}

/** Two's-complement value of `bytes` read as a signed integer of `bytes.length * 8` bits. */
export function bytesToSignedBigInt(bytes: Uint8Array): bigint {
  return BigInt.asIntN(bytes.length * 8, bytesToBigInt(bytes));
}
