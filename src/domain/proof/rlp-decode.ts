/**
 * RLP decoding of a proof's nodes, strictly: the canonical form only (a single byte below 0x80 is
 * never wrapped, lengths have no leading zeros and use the short form where it fits), nothing left
 * over, and a depth limit. A trie node is a list of byte strings, or of byte strings and one
 * embedded node: two levels of lists at most, so anything deeper is refused unread.
 */
import type { RlpItem } from '../verify/rlp.ts';

/** The bytes are not one canonical RLP item within the limits; `message` says where and why. */
export class RlpDecodeError extends Error {}

/** A trie node nests a list in a list (a branch holding an embedded node) at most. */
const MAX_DEPTH = 4;

function readLength(bytes: Uint8Array, at: number, lengthOfLength: number): number {
  if (at + lengthOfLength > bytes.length) throw new RlpDecodeError('a length runs past the end');
  if (bytes[at] === 0) throw new RlpDecodeError('a length has a leading zero');
  let length = 0;
  for (let i = 0; i < lengthOfLength; i++) length = length * 256 + bytes[at + i]!;
  if (length <= 55) throw new RlpDecodeError('a long form is used for a short length');
  return length;
}

/** One item starting at `at`: the item and where the next begins. */
function decodeAt(bytes: Uint8Array, at: number, depth: number): [RlpItem, number] {
  if (depth > MAX_DEPTH) throw new RlpDecodeError('nested deeper than a trie node can be');
  const prefix = bytes[at];
  if (prefix === undefined) throw new RlpDecodeError('an item is missing');
  if (prefix < 0x80) return [bytes.subarray(at, at + 1), at + 1];
  const isList = prefix >= 0xc0;
  const short = prefix - (isList ? 0xc0 : 0x80);
  let start = at + 1;
  let length = short;
  if (short > 55) {
    const lengthOfLength = short - 55;
    length = readLength(bytes, start, lengthOfLength);
    start += lengthOfLength;
  }
  const end = start + length;
  if (end > bytes.length) throw new RlpDecodeError('an item runs past the end');
  if (!isList) {
    if (length === 1 && bytes[start]! < 0x80) throw new RlpDecodeError('a single small byte is wrapped');
    return [bytes.subarray(start, end), end];
  }
  const items: RlpItem[] = [];
  let next = start;
  while (next < end) {
    const [item, after] = decodeAt(bytes, next, depth + 1);
    if (after > end) throw new RlpDecodeError('an item runs past its list');
    items.push(item);
    next = after;
  }
  return [items, end];
}

/** The one item `bytes` encode; throws RlpDecodeError. */
export function decodeRlp(bytes: Uint8Array): RlpItem {
  const [item, end] = decodeAt(bytes, 0, 0);
  if (end !== bytes.length) throw new RlpDecodeError('bytes are left over after the item');
  return item;
}
