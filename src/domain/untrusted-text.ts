/**
 * Text a contract chose — a token's name or symbol, a revert reason — is written by whoever
 * deployed it, and may be written to look like something else. Two things make that cheap:
 *
 * - Format characters (Unicode category Cf) draw nothing yet change what is around them: the
 *   bidirectional overrides and isolates U+202A–202E and U+2066–2069 turn "USDC‮" + "evil" into
 *   text read backwards, the marks U+200E/U+200F/U+061C move punctuation, U+200B–200D, U+2060 and
 *   U+FEFF hide inside a word, tag characters U+E0000–E007F carry invisible ASCII. All of them
 *   are removed: one general category rather than a list, so none is forgotten.
 * - Length: a name can be megabytes, or one letter under a thousand combining marks. Text is cut
 *   to a number of code points (never half a surrogate pair), and the cut is said.
 *
 * Control characters are the caller's choice: a symbol drops them, a revert reason shows them as
 * control pictures (visible-control-characters.ts).
 */

const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** `text` without its invisible format characters (bidi controls, zero-width characters, tags). */
export function withoutFormatCharacters(text: string): string {
  return text.replace(FORMAT_CHARACTERS, '');
}

export interface CutText {
  text: string;
  /** Code points were left out at the end. */
  cut: boolean;
}

/** The first `max` code points of `text`; a pair of surrogates is one code point and stays whole. */
export function cutToCodePoints(text: string, max: number): CutText {
  // At most two UTF-16 units per code point: text this short needs no counting.
  if (text.length <= max) return { text, cut: false };
  let count = 0;
  for (let at = 0; at < text.length; count++) {
    if (count === max) return { text: text.slice(0, at), cut: true };
    at += (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
  }
  return { text, cut: false };
}
