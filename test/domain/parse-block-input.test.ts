import { describe, expect, it } from 'vitest';
import { BlockInputError, parseBlockInput } from '../../src/domain/parse-block-input.ts';

describe('the block box', () => {
  it('is latest when empty', () => {
    expect(parseBlockInput('  ')).toEqual({ wire: 'latest', label: 'latest', number: null });
  });

  it('takes every tag the spec names, in any case', () => {
    for (const tag of ['latest', 'earliest', 'pending', 'safe', 'finalized']) {
      expect(parseBlockInput(tag.toUpperCase())).toEqual({ wire: tag, label: tag, number: null });
    }
  });

  it('takes decimal and hex numbers, sending a hex quantity and showing decimal', () => {
    expect(parseBlockInput('436')).toEqual({ wire: '0x1b4', label: '436', number: 436n });
    expect(parseBlockInput('0x1B4')).toEqual({ wire: '0x1b4', label: '436', number: 436n });
    expect(parseBlockInput('0')).toEqual({ wire: '0x0', label: '0', number: 0n });
  });

  it('rejects what cannot be a block with a message that says why', () => {
    expect(() => parseBlockInput('-1')).toThrow(/cannot be negative/);
    expect(() => parseBlockInput('1.5')).toThrow(/fractional/);
    expect(() => parseBlockInput('lastest')).toThrow(/Not a block: "lastest"/);
    expect(() => parseBlockInput('0xzz')).toThrow(/hex/);
    expect(() => parseBlockInput(`0x1${'0'.repeat(16)}`)).toThrow(/64 bits/);
    expect(() => parseBlockInput('1,000')).toThrow(BlockInputError);
  });
});
