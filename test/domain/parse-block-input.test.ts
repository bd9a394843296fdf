import { describe, expect, it } from 'vitest';
import { parseBlockInput } from '../../src/domain/parse-block-input.ts';

function refusal(input: string): string {
  const result = parseBlockInput(input);
  if (result.ok) throw new Error(`expected ${input} to be refused`);
  return result.message;
}

describe('the block box', () => {
  it('is latest when empty', () => {
    expect(parseBlockInput('  ')).toEqual({ ok: true, value: { wire: 'latest', label: 'latest', number: null } });
  });

  it('takes every tag the spec names, in any case', () => {
    for (const tag of ['latest', 'earliest', 'pending', 'safe', 'finalized']) {
      expect(parseBlockInput(tag.toUpperCase())).toEqual({ ok: true, value: { wire: tag, label: tag, number: null } });
    }
  });

  it('takes decimal and hex numbers, sending a hex quantity and showing decimal', () => {
    expect(parseBlockInput('436')).toEqual({ ok: true, value: { wire: '0x1b4', label: '436', number: 436n } });
    expect(parseBlockInput('0x1B4')).toEqual({ ok: true, value: { wire: '0x1b4', label: '436', number: 436n } });
    expect(parseBlockInput('0')).toEqual({ ok: true, value: { wire: '0x0', label: '0', number: 0n } });
  });

  it('rejects what cannot be a block with a message that says why', () => {
    expect(refusal('-1')).toMatch(/cannot be negative/);
    expect(refusal('1.5')).toMatch(/fractional/);
    expect(refusal('lastest')).toMatch(/Not a block: "lastest"/);
    expect(refusal('0xzz')).toMatch(/hex/);
    expect(refusal(`0x1${'0'.repeat(16)}`)).toMatch(/64 bits/);
    expect(parseBlockInput('1,000')).toMatchObject({ ok: false });
  });
});

/** The parser's own refusal (not a thrown bug), with the message the box shows. */
function refused(input: string): { ok: false; message: string } {
  const result = parseBlockInput(input);
  if (result.ok) throw new Error(`expected ${input} to be refused`);
  return result;
}

const TAGS = 'latest, earliest, pending, safe, finalized';

describe('what a refused block says', () => {
  it('a negative number says so, and where blocks start', () => {
    const error = refused('-5');
    expect(error.ok).toBe(false);
    expect(error.message).toBe('A block number cannot be negative (-5); the first block is 0');
  });

  it('the largest uint64 is a block; one more is not', () => {
    expect(parseBlockInput('18446744073709551615')).toEqual({
      ok: true,
      value: { wire: '0xffffffffffffffff', label: '18446744073709551615', number: 2n ** 64n - 1n },
    });
    expect(refused('18446744073709551616').message).toBe('Block number too large: block numbers fit in 64 bits');
  });

  it('text that is not a number lists the tags, quoting the text trimmed', () => {
    expect(refused('  lastest ').message).toBe(`Not a block: "lastest". Use a number (decimal or 0x-hex) or ${TAGS}`);
    expect(refused('a0x1').message).toBe(`Not a block: "a0x1". Use a number (decimal or 0x-hex) or ${TAGS}`);
  });

  it('a bad hex number says what is wrong with the hex, signed or not', () => {
    expect(refused('0xzz').message).toBe('Block: Not a hex number: 0xzz (hex digits are 0-9 and a-f)');
    expect(refused('-0xzz').message).toBe('Block: Not a hex number: -0xzz (hex digits are 0-9 and a-f)');
  });
});
