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
