/** Typed numbers and amounts at their edges: each kind of mistake gets its own message. */
import { describe, expect, it } from 'vitest';
import { formatInteger, formatUnits, parseUserInteger, QuantityInputError } from '../../src/domain/units.ts';

function refusal(input: string, options?: { allowNegative?: boolean }): QuantityInputError {
  try {
    parseUserInteger(input, options);
  } catch (error) {
    if (error instanceof QuantityInputError) return error;
    throw error;
  }
  throw new Error(`expected ${input} to be refused`);
}

describe('parseUserInteger: which mistake it is', () => {
  it('an error says what was typed and which problem it is', () => {
    const error = refusal(' 1.5 ');
    expect(error.name).toBe('QuantityInputError');
    expect(error.input).toBe(' 1.5 ');
    expect(error.problem).toBe('fraction');
    expect(error.message).toBe('Whole numbers only: 1.5 has a fractional part');
  });

  it('a minus sign may stand apart from its number', () => {
    expect(parseUserInteger('- 5', { allowNegative: true })).toBe(-5n);
    expect(parseUserInteger('-0X1f', { allowNegative: true })).toBe(-31n);
  });

  it.each([['12.5'], ['1.25'], ['.5'], ['5.']])('%s is a fraction', (input) => {
    expect(refusal(input).problem).toBe('fraction');
  });

  it.each([['1e5'], ['12e3'], ['1E-3'], ['1e+5'], ['1.5e18']])('%s is scientific notation', (input) => {
    expect(refusal(input).message).toBe(`Scientific notation is not supported: write ${input} out in full`);
  });

  it.each([['1,000,000'], ['12_345'], ['1 000']])('%s has digit separators', (input) => {
    expect(refusal(input).message).toBe(`Remove the digit separators from ${input}`);
  });

  it.each([['.'], ['a1.5'], ['1.5a'], ['x1e5'], ['1e5x'], ['a1,000'], ['1,000a'], ['1,'], ['10x5']])(
    '%s is not a number at all',
    (input) => {
      const error = refusal(input);
      expect(error.problem).toBe('invalid');
      expect(error.message).toBe(`Not a number: "${input}" (use decimal like 123, or hex like 0x7b)`);
    },
  );

  it.each([['0xzz12'], ['0x12zz'], ['0x1 2']])('%s is not a hex number', (input) => {
    expect(refusal(input).message).toBe(`Not a hex number: ${input} (hex digits are 0-9 and a-f)`);
  });
});

describe('formatting', () => {
  it('groups a negative number without grouping its sign', () => {
    expect(formatInteger(-123456n, { thousands: true })).toBe('-123,456');
    expect(formatUnits(-123456n * 10n ** 18n, 18, { thousands: true })).toBe('-123,456');
  });

  it('refuses decimals that are not a whole number ≥ 0', () => {
    expect(() => formatUnits(1n, -1)).toThrow(new RangeError('decimals must be a whole number ≥ 0, got -1'));
    expect(() => formatUnits(1n, 1.5)).toThrow(new RangeError('decimals must be a whole number ≥ 0, got 1.5'));
    expect(formatUnits(1234n, 0)).toBe('1234');
  });
});
