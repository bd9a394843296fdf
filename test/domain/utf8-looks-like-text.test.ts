import { describe, expect, it } from 'vitest';
import { looksLikeText } from '../../src/domain/utf8.ts';

describe('looksLikeText: data that reads as text a person wrote', () => {
  it('a note, in any script, with line breaks and tabs', () => {
    expect(looksLikeText('hexray!')).toBe(true);
    expect(looksLikeText('gm 🌅\nsee you\tthere')).toBe(true);
    expect(looksLikeText('ありがとう')).toBe(true);
    expect(looksLikeText('42')).toBe(true);
  });

  it('not calldata: its zero bytes decode as NULs', () => {
    expect(looksLikeText('\u0000\u0000\u0000\u0000transfer')).toBe(false);
    expect(looksLikeText('abc\u001b[31m')).toBe(false);
    expect(looksLikeText('abc\u0085')).toBe(false);
  });

  it('not blank or punctuation only', () => {
    expect(looksLikeText('')).toBe(false);
    expect(looksLikeText('   \n')).toBe(false);
    expect(looksLikeText('!?…')).toBe(false);
  });
});
