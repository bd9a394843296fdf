import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../src/domain/hex.ts';
import { parseWordView, WORD_VIEWS, wordInView } from '../../../src/domain/storage/word-view.ts';

describe('parseWordView', () => {
  it('no parameter, or an empty one, means every view', () => {
    expect(parseWordView(null)).toEqual({ view: null, problem: null });
    expect(parseWordView('')).toEqual({ view: null, problem: null });
  });

  it('takes each view by its name', () => {
    for (const view of WORD_VIEWS) expect(parseWordView(view)).toEqual({ view, problem: null });
  });

  it('a name it does not have falls back to every view, naming the ones it has', () => {
    const choice = parseWordView('Address');
    expect(choice.view).toBeNull();
    expect(choice.problem).toContain('“Address”, which Hexray does not have');
    expect(choice.problem).toContain('uint256, int256, address, bool, bytes32, string');
  });

  it('a very long bad value is cut in the note', () => {
    const problem = parseWordView('x'.repeat(500)).problem ?? '';
    expect(problem).toContain(`“${'x'.repeat(40)}…”`);
    expect(problem.length).toBeLessThan(200);
  });
});

const word = (hex: string): Hex => `0x${hex.padStart(64, '0')}`;

describe('a storage word as one line in a chosen view', () => {
  it('bytes32, uint256 and int256 (grouped thousands, two’s complement)', () => {
    expect(wordInView(word('b0b0002'), 'bytes32')).toBe(word('b0b0002'));
    expect(wordInView(word('b0b0002'), 'uint256')).toBe('185,270,274');
    expect(wordInView(`0x${'f'.repeat(64)}`, 'int256')).toBe('-1');
  });

  it('an address only when the 12 high bytes are zero, checksummed', () => {
    expect(wordInView(word('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'), 'address')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    expect(wordInView(word(`01${'00'.repeat(20)}`), 'address')).toMatch(/^not an address/);
  });

  it('a bool only for 0 and 1', () => {
    expect(wordInView(word('1'), 'bool')).toBe('true');
    expect(wordInView(word('0'), 'bool')).toBe('false');
    expect(wordInView(word('2'), 'bool')).toMatch(/^not a bool/);
  });

  it('a short string in quotes; a long string’s length word is not one', () => {
    // "hi": bytes left-aligned, lowest byte = length × 2
    expect(wordInView(`0x6869${'00'.repeat(29)}04`, 'string')).toBe('"hi"');
    expect(wordInView(word('41'), 'string')).toMatch(/^not a short string/);
  });
});

describe('each reading at its limits', () => {
  it('a bad view name of exactly 40 characters is quoted whole; 41 are cut', () => {
    expect(parseWordView('y'.repeat(40)).problem).toContain(`“${'y'.repeat(40)}”`);
    expect(parseWordView('y'.repeat(41)).problem).toContain(`“${'y'.repeat(40)}…”`);
  });

  it('uint256 reads the top bit as a value, int256 as the sign, both with grouped thousands', () => {
    const top = `0x8${'0'.repeat(63)}` as Hex;
    expect(wordInView(top, 'uint256')).toBe((2n ** 255n).toLocaleString('en-US'));
    expect(wordInView(top, 'int256')).toBe((-(2n ** 255n)).toLocaleString('en-US'));
    // −1000 in two's complement
    expect(wordInView(`0x${'f'.repeat(61)}c18`, 'int256')).toBe('-1,000');
    expect(wordInView(word('3e8'), 'int256')).toBe('1,000');
  });

  it('a short string that is not UTF-8 shows its bytes as hex', () => {
    // two bytes ff fe, length 2 → lowest byte 4
    expect(wordInView(`0xfffe${'00'.repeat(29)}04`, 'string')).toBe('0xfffe');
  });
});
