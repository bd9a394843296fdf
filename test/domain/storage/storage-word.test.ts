import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, encodePacked, getAddress, pad, stringToHex, toHex, concatHex, type Hex } from 'viem';
import {
  decodeBytesSlot,
  decodeLongBytes,
  decodePackedValue,
  packedField,
  shortTextOf,
  storageWordBytes,
  storageWordViews,
} from '../../../src/domain/storage/storage-word.ts';
import { wordAsAddress, wordAsBool } from '../../../src/domain/word-readings.ts';
import { SlotInputError } from '../../../src/domain/storage/slot-input.ts';
import { seededRandom } from '../support/random.ts';

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

describe('packed fields split like encodePacked', () => {
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

/** Reading a storage word: sizes, offsets, and words Solidity could not have written. */
const word = (hex: string) => storageWordBytes(`0x${hex.padStart(64, '0')}` as Hex);
const lastByte = (b: number) => {
  const w = new Uint8Array(32);
  w[31] = b;
  return w;
};

function slotError(run: () => unknown): SlotInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof SlotInputError) return error;
    throw error;
  }
  throw new Error('expected a SlotInputError');
}

describe('a word as the node sends it', () => {
  it('bytes must be exactly 32; hex up to 64 digits, padded', () => {
    const bytes = new Uint8Array(32);
    expect(storageWordBytes(bytes)).toBe(bytes);
    expect(slotError(() => storageWordBytes(new Uint8Array(31))).message).toBe('A storage word is 32 bytes, got 31');
    expect(storageWordBytes('0x')).toEqual(new Uint8Array(32));
    expect(storageWordBytes(`0x${'ff'.repeat(32)}`)).toEqual(new Uint8Array(32).fill(255));
    for (const bad of [`0x${'0'.repeat(65)}`, 'ff', '0xzz', ' 0x1']) {
      expect(slotError(() => storageWordBytes(bad as Hex)).message).toBe(
        'A storage word is 0x followed by up to 64 hex digits',
      );
    }
  });

  it('an address is clean only when the 12 bytes above it are zero', () => {
    expect(wordAsAddress(word('ab'.repeat(20)))).toEqual({ address: `0x${'ab'.repeat(20)}`, clean: true });
    expect(wordAsAddress(word(`01${'ab'.repeat(20)}`)).clean).toBe(false);
    expect(wordAsAddress(word(`01${'0'.repeat(62)}`)).clean).toBe(false);
  });

  it('a bool is 0 or 1 with nothing above it', () => {
    expect(wordAsBool(word('1'))).toBe(true);
    expect(wordAsBool(word('0'))).toBe(false);
    expect(wordAsBool(word('2'))).toBeNull();
    expect(wordAsBool(word(`01${'0'.repeat(61)}1`))).toBeNull();
    expect(wordAsBool(word('0101'))).toBeNull();
  });

  it('shows every view of one word', () => {
    const views = storageWordViews(`0x${'ff'.repeat(32)}`);
    expect(views).toMatchObject({
      uint256: 2n ** 256n - 1n,
      int256: -1n,
      bool: null,
      bytes32: `0x${'ff'.repeat(32)}`,
      hex: `0x${'ff'.repeat(32)}`,
    });
    expect(views.bytes.kind).toBe('long');
  });
});

describe('string and bytes slots', () => {
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

  it('a short value fills up to 31 bytes; 32 cannot be short', () => {
    const full = new Uint8Array(32).fill(0x61);
    full[31] = 62;
    expect(decodeBytesSlot(full)).toMatchObject({ kind: 'short', length: 31, text: 'a'.repeat(31) });
    expect(decodeBytesSlot(lastByte(64))).toEqual({
      kind: 'invalid',
      reason: 'Short form claims 32 bytes; at most 31 fit in the slot',
    });
    expect(decodeBytesSlot(lastByte(0))).toMatchObject({ kind: 'short', length: 0, text: '' });
  });

  it('bytes after a short value must be zero, up to the length byte', () => {
    const w = lastByte(4);
    w[0] = 0x61;
    w[1] = 0x62;
    w[30] = 1;
    expect(decodeBytesSlot(w)).toEqual({ kind: 'invalid', reason: 'Bytes after the 2-byte short value are not zero' });
    w[30] = 0;
    expect(decodeBytesSlot(w)).toMatchObject({ kind: 'short', length: 2, text: 'ab' });
  });

  it('a long value is at least 32 bytes, over ⌈length / 32⌉ data slots', () => {
    expect(decodeBytesSlot(lastByte(63))).toEqual({
      kind: 'invalid',
      reason: 'Long form claims 31 bytes; Solidity stores fewer than 32 bytes in place',
    });
    expect(decodeBytesSlot(lastByte(65))).toEqual({ kind: 'long', length: 32n, dataSlots: 1n });
    expect(decodeBytesSlot(lastByte(67))).toEqual({ kind: 'long', length: 33n, dataSlots: 2n });
  });

  it('long data needs enough words and a sensible length', () => {
    const a = `0x${'61'.repeat(32)}` as Hex;
    expect(decodeLongBytes([a], 32)).toMatchObject({ text: 'a'.repeat(32) });
    expect(decodeLongBytes([], 0n)).toEqual({ bytes: new Uint8Array(), hex: '0x', text: '' });
    expect(slotError(() => decodeLongBytes([a], 33)).message).toBe('33 bytes need 2 data slots, only 1 given');
    expect(slotError(() => decodeLongBytes([a], -1)).message).toBe('Cannot read -1 bytes');
    expect(slotError(() => decodeLongBytes([a], 1.5)).message).toBe('Cannot read 1.5 bytes');
    expect(slotError(() => decodeLongBytes([a], 2n ** 60n)).field).toBe('length');
  });
});

describe('packed fields: offsets, sizes and value kinds', () => {
  const w = word(`11223344${'0'.repeat(56)}`);

  it('offsets are 0 … 31 and sizes 1 … 32, within the word', () => {
    expect(packedField(w, 31, 1)).toEqual(new Uint8Array([0x11]));
    expect(packedField(w, 0, 32)).toEqual(w);
    expect(slotError(() => packedField(w, 32, 1)).message).toBe('Offset is a byte position 0 … 31, got 32');
    expect(slotError(() => packedField(w, -1, 1)).field).toBe('offset');
    expect(slotError(() => packedField(w, 0.5, 1)).field).toBe('offset');
    expect(slotError(() => packedField(w, 0, 0)).message).toBe('Size is 1 … 32 bytes, got 0');
    expect(slotError(() => packedField(w, 0, 33)).field).toBe('size');
    expect(slotError(() => packedField(w, 0, 1.5)).field).toBe('size');
    expect(slotError(() => packedField(w, 31, 2)).message).toBe('Offset 31 + size 2 runs past the 32-byte word');
  });

  it('reads each value kind at its own size', () => {
    expect(decodePackedValue(word('ff'), 0, 1, 'int')).toEqual({ kind: 'int', value: -1n });
    expect(decodePackedValue(word('ff'), 0, 1, 'uint')).toEqual({ kind: 'uint', value: 255n });
    expect(decodePackedValue(word('0001'), 0, 2, 'bool')).toEqual({ kind: 'bool', value: true });
    expect(decodePackedValue(word('0000'), 0, 2, 'bool')).toEqual({ kind: 'bool', value: false });
    expect(decodePackedValue(word('0100'), 0, 2, 'bool')).toEqual({ kind: 'bool', value: null });
    expect(decodePackedValue(word('0002'), 0, 2, 'bool')).toEqual({ kind: 'bool', value: null });
    expect(decodePackedValue(w, 28, 4, 'fixedBytes')).toEqual({ kind: 'fixedBytes', value: '0x11223344' });
    expect(slotError(() => decodePackedValue(w, 0, 4, 'address')).message).toBe('An address is 20 bytes, not 4');
    expect(decodePackedValue(word('ab'.repeat(20)), 0, 20, 'address')).toEqual({
      kind: 'address',
      value: `0x${'ab'.repeat(20)}`,
    });
  });
});

describe('shortTextOf: slot 0 read as a short string, when it reads as text', () => {
  const shortString = (text: string): Hex => {
    const data = stringToHex(text);
    return concatHex([pad(data, { dir: 'right', size: 31 }), toHex(((data.length - 2) / 2) * 2, { size: 1 })]);
  };

  it('gives the text of a short string a person wrote, as solc stores it', () => {
    expect(shortTextOf(shortString('Hexray Demo Token'))).toBe('Hexray Demo Token');
    expect(shortTextOf(shortString('x'.repeat(31)))).toBe('x'.repeat(31));
    expect(shortTextOf(shortString('ünï 🦊'))).toBe('ünï 🦊');
  });

  it('drops the invisible characters that would make it read as another text', () => {
    expect(shortTextOf(shortString('USDC\u202Elive'))).toBe('USDClive');
  });

  it('gives nothing for words of other types: zero, a number, an address, a long string, packed fields', () => {
    expect(shortTextOf(pad('0x', { size: 32 }))).toBeNull();
    expect(shortTextOf(toHex(42n, { size: 32 }))).toBeNull();
    expect(shortTextOf(toHex(1000n * 10n ** 18n, { size: 32 }))).toBeNull();
    for (const address of ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x5FbDB2315678afecb367f032d93F642f64180aa3'])
      expect(shortTextOf(pad(address as Hex, { size: 32 }))).toBeNull();
    expect(shortTextOf(toHex(100n * 2n + 1n, { size: 32 }))).toBeNull();
    expect(
      shortTextOf(
        encodePacked(['uint64', 'address', 'bool'], [7n, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', true]) as Hex,
      ),
    ).toBeNull();
  });

  it('gives nothing for short bytes that are not text: control characters, punctuation only, not UTF-8', () => {
    expect(shortTextOf(shortString('a\u0000b'))).toBeNull();
    expect(shortTextOf(shortString('...'))).toBeNull();
    expect(shortTextOf(concatHex([pad('0xff00c3', { dir: 'right', size: 31 }), '0x06']))).toBeNull();
  });
});
