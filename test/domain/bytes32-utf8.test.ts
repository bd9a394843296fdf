/** 32-byte words and strict UTF-8: the two encodings every decoded view rests on. */
import { describe, expect, it } from 'vitest';
import { bigIntToBytes32, bytesToBigInt, bytesToSignedBigInt } from '../../src/domain/bytes32.ts';
import { MAX_UINT256 } from '../../src/domain/uint-limits.ts';
import { decodeUtf8, encodeUtf8, hasControlCharacters } from '../../src/domain/utf8.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('32-byte words', () => {
  it('a word is 32 bytes; the largest is 2^256 − 1', () => {
    expect(MAX_UINT256).toBe(2n ** 256n - 1n);
  });

  it('encodes big-endian, wrapping negatives and overflow modulo 2^256', () => {
    expect(hex(bigIntToBytes32(0x0102n))).toBe(`${'00'.repeat(30)}0102`);
    expect(hex(bigIntToBytes32(MAX_UINT256))).toBe('ff'.repeat(32));
    expect(hex(bigIntToBytes32(-1n))).toBe('ff'.repeat(32));
    expect(hex(bigIntToBytes32(2n ** 256n + 5n))).toBe(`${'00'.repeat(31)}05`);
    expect(hex(bigIntToBytes32(0xabn << 248n))).toBe(`ab${'00'.repeat(31)}`);
  });

  it('writes into the buffer it is given', () => {
    const out = new Uint8Array(32).fill(7);
    expect(bigIntToBytes32(1n, out)).toBe(out);
    expect(hex(out)).toBe(`${'00'.repeat(31)}01`);
  });

  it('reads any number of bytes back, unsigned or signed', () => {
    expect(bytesToBigInt(new Uint8Array())).toBe(0n);
    expect(bytesToBigInt(new Uint8Array([0x0f]))).toBe(15n);
    expect(bytesToBigInt(new Uint8Array([0x01, 0x00, 0x0a]))).toBe(0x01000an);
    expect(bytesToBigInt(bigIntToBytes32(MAX_UINT256))).toBe(MAX_UINT256);
    expect(bytesToSignedBigInt(new Uint8Array([0xff]))).toBe(-1n);
    expect(bytesToSignedBigInt(new Uint8Array([0x7f]))).toBe(127n);
    expect(bytesToSignedBigInt(new Uint8Array([0x80, 0x00]))).toBe(-32768n);
  });
});

describe('strict UTF-8', () => {
  it('decodes valid text, keeping a byte-order mark as data', () => {
    expect(decodeUtf8(encodeUtf8('héllo ✓'))).toBe('héllo ✓');
    expect(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('\ufeffa');
    expect(hex(encodeUtf8('é'))).toBe('c3a9');
  });

  it('gives null for bytes that are not UTF-8, never replacement characters', () => {
    expect(decodeUtf8(new Uint8Array([0xc3]))).toBeNull();
    expect(decodeUtf8(new Uint8Array([0xff, 0x61]))).toBeNull();
  });

  it('finds characters a person cannot read; tab, newline and carriage return are fine', () => {
    for (const c of [
      '\u0000',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u000e',
      '\u001b',
      '\u001f',
      '\u007f',
      '\u0080',
      '\u009f',
    ]) {
      expect(hasControlCharacters(`a${c}b`)).toBe(true);
    }
    for (const text of ['plain', 'tab\there', 'two\nlines', 'cr\r', '\u00a0nbsp', 'é ✓']) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });
});
