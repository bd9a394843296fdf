/**
 * The views of a log's topics and data offered side by side: a topic as hex, address, number or
 * text; data as 32-byte words or UTF-8. A view that does not apply is `null` (the UI disables it).
 */

import { hexToBytes, isHash, isHexData, type Address, type Hash, type Hex } from '../hex.ts';
import { decodeUtf8, hasControlCharacters } from '../utf8.ts';
import { wordAsAddress, wordAsText, wordAsUint256 } from '../word-readings.ts';

export interface TopicViews {
  hex: Hash;
  /** The low 20 bytes when the high 12 are zero, else null. */
  address: Address | null;
  /** Unsigned decimal value. */
  number: bigint;
  /** Left-aligned printable UTF-8 (trailing NULs removed, as bytes32 strings are stored), else null. */
  text: string | null;
}

export function topicViews(word: Hash): TopicViews {
  if (!isHash(word)) throw new TypeError('A topic is a 32-byte 0x-hex word');
  const bytes = hexToBytes(word);
  const address = wordAsAddress(bytes);
  return {
    hex: word,
    address: address.clean ? address.address : null,
    number: wordAsUint256(bytes),
    text: wordAsText(bytes),
  };
}

export interface DataWord {
  index: number;
  /** Byte offset in the data, for the `0x20:` style labels. */
  offset: number;
  hex: Hex;
  /** The last chunk when the data length is not a multiple of 32. */
  partial: boolean;
}

/** Data cut into 32-byte words (the last one shorter when the length is not a multiple of 32). */
export function dataWords(data: Hex): DataWord[] {
  if (!isHexData(data)) throw new TypeError('Log data is even-length 0x-hex');
  const body = data.slice(2);
  const out: DataWord[] = [];
  for (let i = 0; i * 64 < body.length; i++) {
    const chunk = body.slice(i * 64, i * 64 + 64);
    out.push({ index: i, offset: i * 32, hex: `0x${chunk}`, partial: chunk.length < 64 });
  }
  return out;
}

/** Data as UTF-8: null when it is not valid UTF-8; `hasControlCharacters` flags NULs, escapes and the like. */
export function dataUtf8(data: Hex): { text: string; hasControlCharacters: boolean } | null {
  if (!isHexData(data)) throw new TypeError('Log data is even-length 0x-hex');
  const text = decodeUtf8(hexToBytes(data));
  return text === null ? null : { text, hasControlCharacters: hasControlCharacters(text) };
}
