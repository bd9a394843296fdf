import { describe, expect, it } from 'vitest';
import { visibleControlCharacters } from '../../src/domain/visible-control-characters.ts';

describe('visibleControlCharacters', () => {
  it('draws NUL, bell, escape and DEL as control pictures', () => {
    expect(visibleControlCharacters('a\u0000b\u0007\u001b\u007f')).toBe('a␀b␇␛␡');
  });

  it('keeps tab, newline and ordinary text', () => {
    expect(visibleControlCharacters('tick\tnote\nwörld')).toBe('tick\tnote\nwörld');
  });
});
