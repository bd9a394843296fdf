/**
 * Recursive Length Prefix, the encoding Ethereum hashes and signs (Yellow Paper, appendix B).
 * Encoding only: the verification rebuilds bytes from parsed fields, it never decodes a node's.
 */
import { hexToBytes, type Hex } from '../hex.ts';

/** A byte string or a list of items. */
export type RlpItem = Uint8Array | readonly RlpItem[];

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Big-endian bytes of a non-negative integer, no leading zeros (0 → empty). */
export function integerBytes(value: bigint): Uint8Array {
  if (value < 0n) throw new RangeError('RLP encodes non-negative integers only');
  if (value === 0n) return new Uint8Array(0);
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  return hexToBytes(`0x${hex}`);
}

/** 0x80 + length for short payloads, else 0x80 + 55 + the length's own length, then the length. */
function header(length: number, offset: 0x80 | 0xc0): Uint8Array {
  if (length <= 55) return Uint8Array.of(offset + length);
  const lengthBytes = integerBytes(BigInt(length));
  return concat([Uint8Array.of(offset + 55 + lengthBytes.length), lengthBytes]);
}

export function encodeRlp(item: RlpItem): Uint8Array {
  if (item instanceof Uint8Array) {
    // A single byte below 0x80 is its own encoding.
    if (item.length === 1 && item[0]! < 0x80) return item;
    return concat([header(item.length, 0x80), item]);
  }
  return encodeRlpList(item.map(encodeRlp));
}

/** A list of items already encoded (a trie embeds a short node's encoding as it is). */
export function encodeRlpList(encodedItems: readonly Uint8Array[]): Uint8Array {
  const payload = concat(encodedItems);
  return concat([header(payload.length, 0xc0), payload]);
}

/** An integer field as RLP sees it. */
export const rlpInteger = (value: bigint): Uint8Array => integerBytes(value);

/** A byte-string field (an address, a hash, call data) as RLP sees it. */
export const rlpBytes = (value: Hex): Uint8Array => hexToBytes(value);

/** Concatenation of byte strings, for `type ‖ rlp(…)` envelopes. */
export { concat as concatBytes };
