/** The two tools every piece of chain text goes through before it is shown. */
import { describe, expect, it } from 'vitest';
import { cutToCodePoints, withoutFormatCharacters } from '../../src/domain/untrusted-text.ts';

describe('withoutFormatCharacters', () => {
  it('removes every format character, wherever it is, and nothing else', () => {
    expect(withoutFormatCharacters('\u202Ea\u200Bb\u2066c\u2069\uFEFF\u{E0041}\u00AD')).toBe('abc');
    expect(withoutFormatCharacters('ä 🦊 \u0301 \n\t ж')).toBe('ä 🦊 \u0301 \n\t ж');
  });
});

describe('cutToCodePoints', () => {
  it('short text is kept whole', () => {
    expect(cutToCodePoints('abc', 3)).toEqual({ text: 'abc', cut: false });
    expect(cutToCodePoints('', 0)).toEqual({ text: '', cut: false });
  });

  it('counts a surrogate pair as one code point and never splits it', () => {
    expect(cutToCodePoints('🦊🦊', 2)).toEqual({ text: '🦊🦊', cut: false });
    expect(cutToCodePoints('🦊🦊🦊', 2)).toEqual({ text: '🦊🦊', cut: true });
    expect(cutToCodePoints('a🦊b', 2)).toEqual({ text: 'a🦊', cut: true });
    expect(cutToCodePoints('🦊ab', 1)).toEqual({ text: '🦊', cut: true });
    // the last code point in the BMP (U+FFFF) is one unit
    expect(cutToCodePoints('\uFFFF\uFFFFx', 2)).toEqual({ text: '\uFFFF\uFFFF', cut: true });
  });

  it('cuts at the bound', () => {
    expect(cutToCodePoints('abcd', 3)).toEqual({ text: 'abc', cut: true });
    expect(cutToCodePoints('abcd', 0)).toEqual({ text: '', cut: true });
  });
});
