import { describe, expect, it } from 'vitest';
import { formatEther as viemFormatEther, formatGwei as viemFormatGwei, formatUnits as viemFormatUnits } from 'viem';
import {
  cleanUserInput,
  formatCount,
  formatGwei,
  formatInteger,
  formatUnits,
  parseUserInteger,
  parseUserQuantity,
  readUserQuantity,
  QuantityInputError,
} from '../../src/domain/units.ts';
import { seededRandom } from './support/random.ts';

const rnd = seededRandom(0xe7);

describe('formatting Wei exactly', () => {
  it('matches viem on generated amounts, zero to 2^256 − 1, both signs', () => {
    for (let n = 0; n < 300; n++) {
      const v = rnd.bigUint(256) * (rnd.int(5) === 0 ? -1n : 1n);
      const decimals = rnd.pickOne([0, 1, 6, 9, 18, 30]);
      expect(formatUnits(v, 18)).toBe(viemFormatEther(v));
      expect(formatGwei(v)).toBe(viemFormatGwei(v));
      expect(formatUnits(v, decimals)).toBe(viemFormatUnits(v, decimals));
    }
  });

  it('trims trailing zeros and keeps the smallest unit', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(0n, 18)).toBe('0');
    expect(formatGwei(30_000_000_000n)).toBe('30');
  });

  it('groups thousands only when asked', () => {
    expect(formatUnits(1_234_567_500_000_000_000_000_000n, 18, { thousands: true })).toBe('1,234,567.5');
    expect(formatInteger(-1234567n, { thousands: true, separator: ' ' })).toBe('-1 234 567');
    expect(formatInteger(123n, { thousands: true })).toBe('123');
    expect(formatInteger(1234567n)).toBe('1234567');
  });
});

describe('formatCount (a count of bytes, logs or lines, without Intl)', () => {
  it("writes what toLocaleString('en-US') writes, for counts from 0 to 2^53 − 1", () => {
    const counts = [0, 7, 999, 1000, 1001, 99_999, 262_144, 1_000_000, Number.MAX_SAFE_INTEGER];
    for (let n = 0; n < 200; n++) counts.push(rnd.int(10 ** rnd.int(16)));
    for (const count of counts) expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });

  it('groups negative counts after the sign, and writes what is not a safe integer as String does', () => {
    expect(formatCount(-1234)).toBe('-1,234');
    expect(formatCount(1.5)).toBe('1.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(2 ** 60)).toBe(String(2 ** 60));
  });
});

describe('parseUserQuantity', () => {
  it('reads decimal and hex the same', () => {
    expect(parseUserQuantity('123')).toBe(123n);
    expect(parseUserQuantity('0x7b')).toBe(123n);
    expect(parseUserQuantity('0X7B')).toBe(123n);
    expect(parseUserQuantity('007')).toBe(7n);
    expect(parseUserQuantity(`0x${'f'.repeat(64)}`)).toBe((1n << 256n) - 1n);
  });

  it('trims whitespace at the ends and zero-width characters anywhere', () => {
    expect(parseUserQuantity('  42\t\n')).toBe(42n);
    expect(parseUserQuantity('\uFEFF0x2a\u200B')).toBe(42n);
    expect(parseUserQuantity('4\u200D2')).toBe(42n);
    expect(cleanUserInput('\u00A0 x \u2060')).toBe('x');
  });

  const rejects: Array<[string, string, RegExp]> = [
    ['', 'empty', /Enter a number/],
    ['   ', 'empty', /Enter a number/],
    ['-1', 'negative', /Must not be negative/],
    [`0x1${'0'.repeat(64)}`, 'overflow', /Too large: the maximum is 2\^256 − 1/],
    [(1n << 256n).toString(), 'overflow', /Too large/],
    ['1.5', 'fraction', /Whole numbers only/],
    ['1e18', 'invalid', /Scientific notation/],
    ['1,000', 'separator', /digit separators/],
    ['1_000', 'separator', /digit separators/],
    ['1 000', 'separator', /digit separators/],
    ['0x', 'invalid', /"0x" needs hex digits/],
    ['0xzz', 'invalid', /Not a hex number/],
    ['ten', 'invalid', /Not a number/],
  ];
  it.each(rejects)('rejects %j as %s', (input, problem, message) => {
    let error: unknown;
    try {
      parseUserQuantity(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(QuantityInputError);
    expect(error).toMatchObject({ problem, input });
    expect((error as Error).message).toMatch(message);
  });

  it('parseUserInteger allows negatives only when asked, in decimal and hex', () => {
    expect(parseUserInteger('-5', { allowNegative: true })).toBe(-5n);
    expect(parseUserInteger('-0x10', { allowNegative: true })).toBe(-16n);
    expect(() => parseUserInteger('-5')).toThrow(QuantityInputError);
  });
});

describe('readUserQuantity (a box that takes a number)', () => {
  it('gives the number, or the message to show beside the box', () => {
    expect(readUserQuantity(' 0x10 ')).toEqual({ ok: true, value: 16n });
    expect(readUserQuantity('12')).toEqual({ ok: true, value: 12n });
    expect(readUserQuantity('')).toEqual({ ok: false, message: 'Enter a number (decimal, or hex starting with 0x)' });
    expect(readUserQuantity('-3')).toEqual({ ok: false, message: 'Must not be negative: -3' });
    expect(readUserQuantity(`0x1${'0'.repeat(64)}`)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Too large/),
    });
  });
});

/** Typed numbers and amounts: each kind of mistake gets its own message. */
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
