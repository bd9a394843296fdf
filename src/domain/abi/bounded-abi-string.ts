/**
 * The one ABI `string` of some data — a `name()` or `symbol()` return, the argument of
 * `Error(string)` after its selector — read without touching more of it than will be shown.
 * A contract answers what it likes: a 5 MB reason costs the few slices read here (the offset, the
 * length, the first `maxBytes` of text), never a 5 MB decode or copy.
 *
 * Strict where the data lies: an offset or a length pointing past the end is refused, saying
 * which. Lenient where Solidity's decoder is: the padding after the text and any bytes after it
 * are not read (geth's own Error(string) test answer in ethereum/execution-apis is unpadded).
 */

import type { Hex } from '../hex.ts';
import { hexToBytes } from '../hex.ts';
import { formatCount } from '../units.ts';

export type BoundedAbiString =
  | {
      ok: true;
      /** The first `maxBytes` bytes of the string as text (a character cut in half is left out). */
      text: string;
      /** Bytes the string says it holds. */
      byteLength: number;
      /** The string holds more than `maxBytes` bytes: `text` is its beginning. */
      cut: boolean;
    }
  | { ok: false; problem: string };

/**
 * Decodes the string encoded at byte `from` of `data` (even-length hex, checked by the caller).
 * `fatal`: bytes that are not UTF-8 are a problem; otherwise each becomes U+FFFD, as Solidity
 * tooling shows them.
 */
export function decodeBoundedAbiString(
  data: Hex,
  from: number,
  maxBytes: number,
  { fatal = false }: { fatal?: boolean } = {},
): BoundedAbiString {
  const available = (data.length - 2) / 2 - from;
  const digitAt = (at: number): number => 2 + (from + at) * 2;

  /** An offset or length word at `at`, as a number; a problem when it points past the end. */
  const size = (at: number, what: string): number | string => {
    if (at + 32 > available)
      return `The ${what} needs 32 bytes at offset ${at}; the data holds ${formatCount(available)}`;
    const word = data.slice(digitAt(at), digitAt(at + 32));
    // The data is far below 2^48 bytes: a word with any of its high 26 bytes set is past the end.
    const value = /^0{52}/.test(word) ? Number.parseInt(word.slice(52), 16) : Infinity;
    return value > available ? `The ${what} at offset ${at} points past the end of the data` : value;
  };

  const offset = size(0, 'string offset');
  if (typeof offset === 'string') return { ok: false, problem: offset };
  const length = size(offset, 'string length');
  if (typeof length === 'string') return { ok: false, problem: length };
  const start = offset + 32;
  if (start + length > available)
    return {
      ok: false,
      problem: `The string claims ${formatCount(length)} bytes; the data holds ${formatCount(available - start)} after its length`,
    };
  const shown = Math.min(length, maxBytes);
  const bytes = hexToBytes(`0x${data.slice(digitAt(start), digitAt(start + shown))}`);
  try {
    // `stream` holds back a character cut in half at the end instead of making it U+FFFD.
    const text = new TextDecoder('utf-8', { fatal, ignoreBOM: true }).decode(bytes, { stream: shown < length });
    return { ok: true, text, byteLength: length, cut: shown < length };
  } catch {
    return { ok: false, problem: 'The string is not UTF-8 text' };
  }
}
