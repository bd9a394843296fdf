import { describe, expect, it } from 'vitest';
import { pad, stringToHex, toHex, hexToBigInt, getAddress } from 'viem';
import { dataUtf8, dataWords, topicViews } from '../../src/domain/topic-views.ts';
import { seededRandom } from './support/random.ts';

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
