import { describe, expect, it } from 'vitest';
import {
  bigIntToQuantity,
  bytesToHex,
  hexToBytes,
  isAddress,
  isHash,
  isHex,
  isHexData,
  isHexNumber,
  isHexOfBytes,
  isQuantity,
  padHexLeft,
  type Hex,
} from '../../src/domain/hex.ts';

describe('recognising hex values', () => {
  it.each([['0x'], ['0x0'], ['0xabcDEF0123456789']])('%s is hex', (value) => {
    expect(isHex(value)).toBe(true);
  });

  it.each([['abc'], ['0X12'], [' 0x12'], [['0x12']], ['0xg12'], ['0x12g'], ['0x12 '], [12], [null], [undefined]])(
    '%j is not hex',
    (value) => {
      expect(isHex(value)).toBe(false);
    },
  );

  it('an address is exactly 20 bytes, a hash exactly 32', () => {
    expect(isAddress(`0x${'ab'.repeat(20)}`)).toBe(true);
    expect(isAddress(`0x${'ab'.repeat(20)}0`)).toBe(false);
    expect(isAddress(`0x${'ab'.repeat(19)}a`)).toBe(false);
    expect(isAddress(`0x${'zz'.repeat(20)}`)).toBe(false);
    expect(isHash(`0x${'cd'.repeat(32)}`)).toBe(true);
    expect(isHash(`0x${'cd'.repeat(31)}`)).toBe(false);
    expect(isHexOfBytes('0x', 0)).toBe(true);
    expect(isHexOfBytes('0x00', 0)).toBe(false);
  });

  it.each([['0x0'], ['0x1'], ['0x1a'], ['0xA0'], ['0xffffffffffffffffffff']])('%s is a strict quantity', (value) => {
    expect(isQuantity(value)).toBe(true);
  });

  it.each([['0x'], ['0x00'], ['0x01'], ['0x1g'], ['x0x1'], ['0x1 '], ['1'], [1], [['0x1']]])(
    '%j is not a strict quantity',
    (value) => {
      expect(isQuantity(value)).toBe(false);
    },
  );

  it('a lenient hex number allows leading zeros but needs a digit', () => {
    expect(isHexNumber('0x00')).toBe(true);
    expect(isHexNumber('0x0A')).toBe(true);
    expect(isHexNumber('0x')).toBe(false);
    expect(isHexNumber('a0x1')).toBe(false);
    expect(isHexNumber('0x1 ')).toBe(false);
    expect(isHexNumber('0xg')).toBe(false);
    expect(isHexNumber(1)).toBe(false);
    expect(isHexNumber(['0x1'])).toBe(false);
  });

  it('hex data has whole bytes', () => {
    expect(isHexData('0x')).toBe(true);
    expect(isHexData('0xab')).toBe(true);
    expect(isHexData('0xabc')).toBe(false);
    expect(isHexData('ab')).toBe(false);
  });
});

describe('converting', () => {
  it('quantities to and from bigint', () => {
    expect(bigIntToQuantity(0n)).toBe('0x0');
    expect(bigIntToQuantity(255n)).toBe('0xff');
    expect(() => bigIntToQuantity(-1n)).toThrow(new RangeError('A quantity cannot be negative'));
  });

  it('hex to bytes and back', () => {
    expect(hexToBytes('0x')).toEqual(new Uint8Array());
    expect(hexToBytes('0x00ff10Ab')).toEqual(new Uint8Array([0, 255, 16, 171]));
    expect(bytesToHex(new Uint8Array([0, 1, 16, 255]))).toBe('0x000110ff');
    expect(bytesToHex(new Uint8Array())).toBe('0x');
  });

  it('refuses odd-length hex, naming the digit count', () => {
    expect(() => hexToBytes('0xabc')).toThrow('Odd-length hex: 3 digits');
  });

  it.each([['0xzz'], ['0x0g'], ['0xg0'], ['0x1 ']])('refuses %s, which is not hex', (value) => {
    expect(() => hexToBytes(value as Hex)).toThrow('Not hex');
  });

  it('left-pads to 32 bytes by default, or to the width asked', () => {
    expect(padHexLeft('0x1')).toBe(`0x${'0'.repeat(63)}1`);
    expect(padHexLeft('0xabcd', 20)).toBe(`0x${'0'.repeat(36)}abcd`);
    expect(padHexLeft(`0x${'f'.repeat(64)}`)).toBe(`0x${'f'.repeat(64)}`);
  });
});

describe('hexToBytes refuses any character that is not a hex digit', () => {
  it.each(['\u0080', '\u00ff', '\u0100', 'g', 'x', ' ', '\u0660'])('%j', (c) => {
    expect(() => hexToBytes(`0x0${c}` as Hex)).toThrow('Not hex');
    expect(() => hexToBytes(`0x${c}0` as Hex)).toThrow('Not hex');
  });
});
