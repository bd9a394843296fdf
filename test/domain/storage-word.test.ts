import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, encodePacked, getAddress, pad, stringToHex, toHex, concatHex, type Hex } from 'viem';
import {
  decodeBytesSlot,
  decodeLongBytes,
  decodePackedValue,
  packedField,
  storageWordBytes,
  storageWordViews,
} from '../../src/domain/storage-word.ts';
import { wordAsBool } from '../../src/domain/word-readings.ts';
import { SlotInputError } from '../../src/domain/slot-input.ts';
import { seededRandom } from './support/random.ts';

const rnd = seededRandom(0x3047d);
const w = (hex: Hex): Uint8Array => storageWordBytes(hex);

describe('one word, every reading', () => {
  it('uint256 / int256 / address / bytes32 agree with viem’s encodings', () => {
    for (let n = 0; n < 50; n++) {
      const u = rnd.bigUint(256);
      const i = rnd.bigInt(256);
      const a = getAddress(rnd.hex(20));
      expect(storageWordViews(encodeAbiParameters([{ type: 'uint256' }], [u])).uint256).toBe(u);
      expect(storageWordViews(encodeAbiParameters([{ type: 'int256' }], [i])).int256).toBe(i);
      const asAddress = storageWordViews(encodeAbiParameters([{ type: 'address' }], [a])).address;
      expect(asAddress).toEqual({ address: a.toLowerCase(), clean: true });
    }
    expect(storageWordViews(`0x${'ff'.repeat(32)}`).address.clean).toBe(false);
  });

  it('accepts short hex from the node, left-padding it', () => {
    expect(storageWordViews('0x1').uint256).toBe(1n);
    expect(storageWordViews('0x').uint256).toBe(0n);
    expect(() => storageWordBytes(`0x${'0'.repeat(66)}`)).toThrow(SlotInputError);
  });

  it('bool is only 0 or 1', () => {
    expect(wordAsBool(w('0x1'))).toBe(true);
    expect(wordAsBool(w('0x0'))).toBe(false);
    expect(wordAsBool(w('0x2'))).toBeNull();
    expect(wordAsBool(w(`0x01${'00'.repeat(31)}`))).toBeNull();
  });
});

describe('string / bytes slots', () => {
  it('short: data left-aligned, lowest byte = length × 2', () => {
    for (const text of ['', 'a', 'hexray', 'ünï 🦊', 'x'.repeat(31)]) {
      const data = stringToHex(text);
      const len = (data.length - 2) / 2;
      const slot = concatHex([pad(data, { dir: 'right', size: 31 }), toHex(len * 2, { size: 1 })]);
      expect(decodeBytesSlot(w(slot))).toEqual({ kind: 'short', length: len, bytes: w(slot).slice(0, len), text });
    }
  });

  it('short bytes that are not UTF-8 have no text', () => {
    const slot = concatHex([pad('0xff00c3', { dir: 'right', size: 31 }), '0x06']);
    expect(decodeBytesSlot(w(slot))).toMatchObject({ kind: 'short', length: 3, text: null });
  });

  it('long: slot = length × 2 + 1, data over ⌈length / 32⌉ slots', () => {
    expect(decodeBytesSlot(w(toHex(100n * 2n + 1n, { size: 32 })))).toEqual({
      kind: 'long',
      length: 100n,
      dataSlots: 4n,
    });
    expect(decodeBytesSlot(w(toHex(64n * 2n + 1n, { size: 32 })))).toEqual({
      kind: 'long',
      length: 64n,
      dataSlots: 2n,
    });
  });

  it('says when a word cannot be a string slot', () => {
    expect(decodeBytesSlot(w(toHex(40 * 2, { size: 32 })))).toMatchObject({
      kind: 'invalid',
      reason: expect.stringMatching(/at most 31/),
    });
    expect(decodeBytesSlot(w(toHex(3n, { size: 32 })))).toMatchObject({
      kind: 'invalid',
      reason: expect.stringMatching(/fewer than 32/),
    });
    expect(decodeBytesSlot(w(`0x61${'00'.repeat(29)}6202`))).toMatchObject({
      kind: 'invalid',
      reason: expect.stringMatching(/not zero/),
    });
  });

  it('decodeLongBytes joins the data words and cuts to the length', () => {
    const text = 'The quick brown fox jumps over the lazy dog, twice: the quick brown fox.';
    const data = stringToHex(text);
    const words: Hex[] = [];
    for (let i = 2; i < data.length; i += 64) words.push(pad(`0x${data.slice(i, i + 64)}`, { dir: 'right', size: 32 }));
    const decoded = decodeLongBytes(words, text.length);
    expect(decoded.hex).toBe(data);
    expect(decoded.text).toBe(text);
    expect(decoded.bytes).toHaveLength(text.length);
    expect(() => decodeLongBytes(words.slice(0, 1), text.length)).toThrow(/need 3 data slots, only 1 given/);
  });
});

describe('packed fields', () => {
  it('splits a word packed as solc does (first variable lowest-order) like encodePacked', () => {
    for (let n = 0; n < 30; n++) {
      const a = rnd.bigUint(8);
      const b = rnd.int(2) === 1;
      const c = getAddress(rnd.hex(20));
      const d = rnd.bigInt(40);
      const e = rnd.hex(4);
      // slot layout: a @0 (1 byte), b @1 (1), c @2 (20), d @22 (5), e @27 (4) — written highest offset first
      const word = pad(encodePacked(['bytes4', 'int40', 'address', 'bool', 'uint8'], [e, Number(d), c, b, Number(a)]), {
        size: 32,
      });
      const bytes = w(word);
      expect(decodePackedValue(bytes, 0, 1, 'uint')).toEqual({ kind: 'uint', value: a });
      expect(decodePackedValue(bytes, 1, 1, 'bool')).toEqual({ kind: 'bool', value: b });
      expect(decodePackedValue(bytes, 2, 20, 'address')).toEqual({ kind: 'address', value: c.toLowerCase() });
      expect(decodePackedValue(bytes, 22, 5, 'int')).toEqual({ kind: 'int', value: d });
      expect(decodePackedValue(bytes, 27, 4, 'fixedBytes')).toEqual({ kind: 'fixedBytes', value: e });
    }
  });

  it('rejects offsets and sizes outside the word, naming the field', () => {
    const word = new Uint8Array(32);
    expect(() => packedField(word, 31, 2)).toThrow(
      expect.objectContaining({ field: 'size', message: 'Offset 31 + size 2 runs past the 32-byte word' }),
    );
    expect(() => packedField(word, 32, 1)).toThrow(expect.objectContaining({ field: 'offset' }));
    expect(() => packedField(word, 0, 0)).toThrow(expect.objectContaining({ field: 'size' }));
    expect(() => decodePackedValue(word, 0, 19, 'address')).toThrow(/An address is 20 bytes/);
  });
});
