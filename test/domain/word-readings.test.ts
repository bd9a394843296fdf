/**
 * One 32-byte word, read as each value type it may hold: the same decision wherever the word comes
 * from (a log topic, a storage slot), checked against viem's ABI encoding.
 */
import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, hexToBytes, stringToHex, toHex, type Hex } from 'viem';
import { storageWordViews } from '../../src/domain/storage/storage-word.ts';
import { topicViews } from '../../src/domain/logs/topic-views.ts';
import {
  wordAsAddress,
  wordAsBool,
  wordAsBytes32,
  wordAsInt256,
  wordAsText,
  wordAsUint256,
} from '../../src/domain/word-readings.ts';
import { seededRandom } from './support/random.ts';

const rnd = seededRandom(0x3052d);
const bytes = (hex: Hex) => hexToBytes(hex, { size: 32 });

describe('a word as each value type', () => {
  it('reads back what the ABI encoded: uint256, int256, address, bool', () => {
    for (let n = 0; n < 50; n++) {
      const u = rnd.bigUint(256);
      const i = rnd.bigInt(256);
      const a = rnd.hex(20);
      expect(wordAsUint256(bytes(encodeAbiParameters([{ type: 'uint256' }], [u])))).toBe(u);
      expect(wordAsInt256(bytes(encodeAbiParameters([{ type: 'int256' }], [i])))).toBe(i);
      expect(wordAsAddress(bytes(encodeAbiParameters([{ type: 'address' }], [a])))).toEqual({
        address: a,
        clean: true,
      });
    }
    expect(wordAsBool(bytes(encodeAbiParameters([{ type: 'bool' }], [true])))).toBe(true);
    expect(wordAsBool(bytes(encodeAbiParameters([{ type: 'bool' }], [false])))).toBe(false);
  });

  it('bytes32 is the word itself', () => {
    const word = rnd.hex(32);
    expect(wordAsBytes32(bytes(word))).toBe(word);
  });

  it('a bytes32 string reads as its text; padding, binary and control characters do not', () => {
    expect(wordAsText(bytes(stringToHex('hello wörld', { size: 32 })))).toBe('hello wörld');
    expect(wordAsText(bytes(stringToHex('x'.repeat(32))))).toBe('x'.repeat(32));
    expect(wordAsText(new Uint8Array(32))).toBeNull();
    expect(wordAsText(bytes(toHex(1n, { size: 32 })))).toBeNull();
    expect(wordAsText(bytes(`0xff${'00'.repeat(31)}`))).toBeNull();
    expect(wordAsText(bytes(stringToHex('a\u0007b', { size: 32 })))).toBeNull();
  });
});

describe('topic views and storage word views read a word alike', () => {
  it('the same words are addresses, and read as the same address and number', () => {
    const words: Hex[] = [
      `0x${'00'.repeat(12)}${'ab'.repeat(20)}`,
      `0x${'00'.repeat(11)}01${'ab'.repeat(20)}`,
      `0x01${'00'.repeat(31)}`,
      `0x${'00'.repeat(32)}`,
      ...Array.from({ length: 20 }, () => rnd.hex(32)),
      ...Array.from({ length: 20 }, () => encodeAbiParameters([{ type: 'address' }], [rnd.hex(20)])),
    ];
    for (const word of words) {
      const topic = topicViews(word);
      const stored = storageWordViews(word);
      expect(topic.address).toBe(stored.address.clean ? stored.address.address : null);
      expect(topic.number).toBe(stored.uint256);
      expect(topic.hex).toBe(stored.bytes32);
    }
  });
});
