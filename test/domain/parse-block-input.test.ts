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
