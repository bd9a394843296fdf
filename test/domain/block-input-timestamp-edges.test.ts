/** The storage page's block box and block timestamps, at their edges. */
import { describe, expect, it } from 'vitest';
import { parseBlockInput } from '../../src/domain/parse-block-input.ts';
import { formatUnixSeconds } from '../../src/domain/timestamp.ts';

/** The parser's own refusal (not a thrown bug), with the message the box shows. */
function refusal(input: string): { ok: false; message: string } {
  const result = parseBlockInput(input);
  if (result.ok) throw new Error(`expected ${input} to be refused`);
  return result;
}

const TAGS = 'latest, earliest, pending, safe, finalized';

describe('parseBlockInput edges', () => {
  it('a negative number says so, and where blocks start', () => {
    const error = refusal('-5');
    expect(error.ok).toBe(false);
    expect(error.message).toBe('A block number cannot be negative (-5); the first block is 0');
  });

  it('the largest uint64 is a block; one more is not', () => {
    expect(parseBlockInput('18446744073709551615')).toEqual({
      ok: true,
      value: { wire: '0xffffffffffffffff', label: '18446744073709551615', number: 2n ** 64n - 1n },
    });
    expect(refusal('18446744073709551616').message).toBe('Block number too large: block numbers fit in 64 bits');
  });

  it('text that is not a number lists the tags, quoting the text trimmed', () => {
    expect(refusal('  lastest ').message).toBe(`Not a block: "lastest". Use a number (decimal or 0x-hex) or ${TAGS}`);
    expect(refusal('a0x1').message).toBe(`Not a block: "a0x1". Use a number (decimal or 0x-hex) or ${TAGS}`);
  });

  it('a bad hex number says what is wrong with the hex, signed or not', () => {
    expect(refusal('0xzz').message).toBe('Block: Not a hex number: 0xzz (hex digits are 0-9 and a-f)');
    expect(refusal('-0xzz').message).toBe('Block: Not a hex number: -0xzz (hex digits are 0-9 and a-f)');
  });
});

describe('formatUnixSeconds edges', () => {
  it('takes a node’s string, and a whole JSON number (anvil sends the receipt’s blockTimestamp so)', () => {
    expect(formatUnixSeconds(1767225600)).toBe('2026-01-01 00:00:00 UTC');
    expect(formatUnixSeconds('1767225600')).toBe('2026-01-01 00:00:00 UTC');
    expect(formatUnixSeconds(1767225600.5)).toBeNull();
  });

  it('refuses digits mixed with anything else', () => {
    expect(formatUnixSeconds('1767225600abc')).toBeNull();
    expect(formatUnixSeconds('abc1767225600')).toBeNull();
    expect(formatUnixSeconds('1767225600.5')).toBeNull();
  });

  it('the last second of year 9999 is still a date; the next is not', () => {
    expect(formatUnixSeconds('253402300799')).toBe('9999-12-31 23:59:59 UTC');
    expect(formatUnixSeconds('253402300800')).toBeNull();
    expect(formatUnixSeconds('1438269972')).toBeNull();
  });
});
