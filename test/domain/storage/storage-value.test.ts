/**
 * eth_getStorageAt's answer is parsed once, at the edge, whether it arrives from the wire or is read
 * back from this browser's archive: a malformed value is refused, naming the field.
 */
import { describe, expect, it } from 'vitest';
import { parseStorageValue } from '../../../src/domain/storage/storage-value.ts';
import { MalformedFieldError } from '../../../src/domain/parse-fields.ts';

describe('parseStorageValue', () => {
  it('keeps a 32-byte word, in lower case', () => {
    expect(parseStorageValue(`0x${'AB'.repeat(32)}`)).toBe(`0x${'ab'.repeat(32)}`);
  });

  it('pads a word a node sent unpadded to 32 bytes', () => {
    expect(parseStorageValue('0x2a')).toBe(`0x${'00'.repeat(31)}2a`);
  });

  it.each([
    ['more than 32 bytes', `0x01${'00'.repeat(32)}`],
    ['not hex', '0xzz'],
    ['a number', 42],
    ['an object', { word: '0x1' }],
    ['null', null],
  ])('refuses %s, naming the storage value', (_, raw) => {
    expect(() => parseStorageValue(raw)).toThrow(MalformedFieldError);
    expect(() => parseStorageValue(raw)).toThrow(/storage value/);
  });
});
