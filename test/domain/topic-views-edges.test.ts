import { describe, expect, it } from 'vitest';
import { dataUtf8, dataWords, topicViews } from '../../src/domain/topic-views.ts';
import type { Hash, Hex } from '../../src/domain/hex.ts';

const pad = (hex: string): Hash => `0x${hex.padEnd(64, '0')}` as Hash;

describe('topic views at the edges', () => {
  it('an all-zero word is the zero address and number, and no text', () => {
    expect(topicViews(`0x${'0'.repeat(64)}`)).toEqual({
      hex: `0x${'0'.repeat(64)}`,
      address: `0x${'0'.repeat(40)}`,
      number: 0n,
      text: null,
    });
  });

  it('left-aligned text loses its trailing NULs; an inner NUL or bad UTF-8 is no text', () => {
    expect(topicViews(pad('616263')).text).toBe('abc');
    expect(topicViews(pad('610062')).text).toBeNull();
    expect(topicViews(pad('ff61')).text).toBeNull();
  });

  it('a non-zero byte anywhere in the high 12 means it is no address', () => {
    expect(topicViews(`0x${'0'.repeat(22)}01${'ab'.repeat(20)}`).address).toBeNull();
    expect(topicViews(`0x01${'0'.repeat(62)}`).address).toBeNull();
    expect(topicViews(`0x${'0'.repeat(24)}${'ab'.repeat(20)}`).address).toBe(`0x${'ab'.repeat(20)}`);
  });

  it('refuses what is not a 32-byte word', () => {
    expect(() => topicViews('0x12' as Hash)).toThrow(new TypeError('A topic is a 32-byte 0x-hex word'));
  });
});

describe('data views at the edges', () => {
  it('no data is no words and empty text', () => {
    expect(dataWords('0x')).toEqual([]);
    expect(dataUtf8('0x')).toEqual({ text: '', hasControlCharacters: false });
  });

  it('exactly one word is whole; one byte more starts a partial word at offset 0x20', () => {
    const word = 'ab'.repeat(32);
    expect(dataWords(`0x${word}`)).toEqual([{ index: 0, offset: 0, hex: `0x${word}`, partial: false }]);
    expect(dataWords(`0x${word}cd`)).toEqual([
      { index: 0, offset: 0, hex: `0x${word}`, partial: false },
      { index: 1, offset: 32, hex: '0xcd', partial: true },
    ]);
  });

  it('flags control characters, and gives null for bytes that are not UTF-8', () => {
    expect(dataUtf8('0x610062')).toEqual({ text: 'a\u0000b', hasControlCharacters: true });
    expect(dataUtf8('0xff')).toBeNull();
  });

  it('refuses odd-length data', () => {
    expect(() => dataWords('0x123' as Hex)).toThrow(new TypeError('Log data is even-length 0x-hex'));
    expect(() => dataUtf8('0x123' as Hex)).toThrow(new TypeError('Log data is even-length 0x-hex'));
  });
});
