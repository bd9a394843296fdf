/**
 * One 32-byte word read as each value type it may hold. A log topic, a storage slot's value and an
 * ABI word are all such words (big-endian, value types right-aligned), so the topic views, the
 * storage word views and the slot history's timeline all read them here: one place decides what
 * looks like an address, a bool or text.
 */

import { bytesToBigInt, bytesToSignedBigInt } from './bytes32.ts';
import { bytesToHex, type Address, type Hash } from './hex.ts';
import { decodeUtf8, hasControlCharacters } from './utf8.ts';

export function wordAsUint256(word: Uint8Array): bigint {
  return bytesToBigInt(word);
}

export function wordAsInt256(word: Uint8Array): bigint {
  return bytesToSignedBigInt(word);
}

/** The low 20 bytes; `clean` is false when the 12 bytes above them are not zero (then it is probably not an address). */
export function wordAsAddress(word: Uint8Array): { address: Address; clean: boolean } {
  return { address: bytesToHex(word.subarray(12)), clean: word.subarray(0, 12).every((b) => b === 0) };
}

/** `true`/`false` for 1/0; `null` for any other word (not a bool as Solidity writes one). */
export function wordAsBool(word: Uint8Array): boolean | null {
  for (let i = 0; i < 31; i++) if (word[i] !== 0) return null;
  return word[31] === 0 ? false : word[31] === 1 ? true : null;
}

export function wordAsBytes32(word: Uint8Array): Hash {
  return bytesToHex(word);
}

/**
 * The word as a bytes32 string: left-aligned UTF-8, the trailing NULs that pad it removed. Null
 * for an all-zero word, bytes that are not UTF-8, or text a person cannot read (control characters).
 */
export function wordAsText(word: Uint8Array): string | null {
  let end = word.length;
  while (end > 0 && word[end - 1] === 0) end--;
  const text = end === 0 ? null : decodeUtf8(word.subarray(0, end));
  return text !== null && !hasControlCharacters(text) ? text : null;
}
