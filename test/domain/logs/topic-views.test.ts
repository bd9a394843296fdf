import { describe, expect, it } from 'vitest';
import { pad, stringToHex, toHex, hexToBigInt, getAddress } from 'viem';
import { dataUtf8, dataWords, topicViews } from '../../../src/domain/logs/topic-views.ts';
import { seededRandom } from '../support/random.ts';
import { type Hash, type Hex } from '../../../src/domain/hex.ts';

const rnd = seededRandom(0x70b1c);

describe('topicViews', () => {
  it('an address topic reads as the address, its number, and no text', () => {
    for (let n = 0; n < 20; n++) {
      const a = rnd.hex(20);
      const v = topicViews(pad(a));
      expect(v.address).toBe(a);
      expect(getAddress(v.address!)).toBe(getAddress(a));
      expect(v.number).toBe(hexToBigInt(a));
    }
  });

  it('a word with high bytes set is not an address', () => {
    expect(topicViews(toHex(1n << 200n, { size: 32 })).address).toBeNull();
  });

  it('a bytes32 string reads as text; binary or control characters do not', () => {
    expect(topicViews(stringToHex('hello wörld', { size: 32 })).text).toBe('hello wörld');
    expect(topicViews(toHex(0n, { size: 32 })).text).toBeNull();
    expect(topicViews(toHex(1n, { size: 32 })).text).toBeNull(); // leading NULs are control characters
    expect(topicViews(`0xff${'00'.repeat(31)}`).text).toBeNull(); // not UTF-8
    expect(topicViews(stringToHex('a\u0007b', { size: 32 })).text).toBeNull();
  });

  it('rejects a value that is not a 32-byte word', () => {
    expect(() => topicViews('0x12')).toThrow(/32-byte/);
  });
});

describe('data views', () => {
  it('cuts data into 32-byte words, the last one marked when partial', () => {
    const data = `0x${'11'.repeat(32)}${'22'.repeat(32)}${'33'.repeat(5)}` as const;
    const words = dataWords(data);
    expect(words).toHaveLength(3);
    expect(words[1]).toEqual({ index: 1, offset: 32, hex: `0x${'22'.repeat(32)}`, partial: false });
    expect(words[2]).toMatchObject({ hex: `0x${'33'.repeat(5)}`, partial: true });
    expect(dataWords('0x')).toEqual([]);
  });

  it('UTF-8 view: null when not UTF-8, control characters flagged', () => {
    expect(dataUtf8(stringToHex('gm ☀️'))).toEqual({ text: 'gm ☀️', hasControlCharacters: false });
    expect(dataUtf8('0xc328')).toBeNull();
    expect(dataUtf8(`0x${'00'.repeat(31)}20`)).toMatchObject({ hasControlCharacters: true });
    expect(dataUtf8('0x')).toEqual({ text: '', hasControlCharacters: false });
  });
});

const padEnd = (hex: string): Hash => `0x${hex.padEnd(64, '0')}` as Hash;

describe('a topic word read every way: zero, text, not an address, not a word', () => {
  it('an all-zero word is the zero address and number, and no text', () => {
    expect(topicViews(`0x${'0'.repeat(64)}`)).toEqual({
      hex: `0x${'0'.repeat(64)}`,
      address: `0x${'0'.repeat(40)}`,
      number: 0n,
      text: null,
    });
  });

  it('left-aligned text loses its trailing NULs; an inner NUL or bad UTF-8 is no text', () => {
    expect(topicViews(padEnd('616263')).text).toBe('abc');
    expect(topicViews(padEnd('610062')).text).toBeNull();
    expect(topicViews(padEnd('ff61')).text).toBeNull();
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

describe('log data cut into words: empty, exact, partial, odd', () => {
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
