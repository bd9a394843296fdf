import { describe, expect, it } from 'vitest';
import { MAX_BLOCKS_COVERED, parseBlockCount } from '../../../src/domain/activity/block-count.ts';

describe('how many of the latest blocks the Activity tab covers', () => {
  it('empty is the default; decimal and hex counts within the window', () => {
    expect(parseBlockCount('', 128, 128)).toEqual({ ok: true, value: 128 });
    expect(parseBlockCount(' 10 ', 128, 128)).toEqual({ ok: true, value: 10 });
    expect(parseBlockCount('0x40', 128, 128)).toEqual({ ok: true, value: 64 });
    expect(parseBlockCount('128', 128, 128)).toEqual({ ok: true, value: 128 });
    expect(parseBlockCount(String(MAX_BLOCKS_COVERED), 128, null)).toEqual({ ok: true, value: MAX_BLOCKS_COVERED });
  });

  it('says what is wrong with a bad count', () => {
    const problem = (text: string, windowBlocks: number | null) => {
      const read = parseBlockCount(text, 128, windowBlocks);
      return read.ok ? null : read.message;
    };
    expect(problem('0', 128)).toBe('Blocks: at least 1');
    expect(problem('-3', 128)).toBe('Blocks: Must not be negative: -3');
    expect(problem('ten', 128)).toBe('Blocks: Not a number: "ten" (use decimal like 123, or hex like 0x7b)');
    expect(problem('1.5', 128)).toBe('Blocks: Whole numbers only: 1.5 has a fractional part');
    expect(problem('129', 128)).toBe('Blocks: at most 128: this endpoint serves only the latest 128 blocks');
    expect(problem(String(MAX_BLOCKS_COVERED + 1), null)).toBe(
      'Blocks: at most 1,024: each block’s transactions are read one by one',
    );
  });
});
