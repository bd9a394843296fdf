/** The one string of some data, read only as far as it is shown (the offsets' checks: revert-reason.test.ts). */
import { encodeAbiParameters } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeBoundedAbiString } from '../../../src/domain/abi/bounded-abi-string.ts';
import type { Hex } from '../../../src/domain/hex.ts';

const word = (n: bigint): string => n.toString(16).padStart(64, '0');

describe('decodeBoundedAbiString', () => {
  it('reads the string viem encodes, from a given byte on', () => {
    expect(decodeBoundedAbiString(encodeAbiParameters([{ type: 'string' }], ['hexray']), 0, 100)).toEqual({
      ok: true,
      text: 'hexray',
      byteLength: 6,
      cut: false,
    });
    const afterSelector = encodeAbiParameters([{ type: 'string' }], ['hi']).replace('0x', '0xabcdef01') as Hex;
    expect(decodeBoundedAbiString(afterSelector, 4, 100)).toMatchObject({ ok: true, text: 'hi' });
  });

  it('a byte-order mark is text like any other, not swallowed', () => {
    expect(decodeBoundedAbiString(`0x${word(0x20n)}${word(4n)}efbbbf61`, 0, 100)).toMatchObject({ text: '\uFEFFa' });
  });

  it('a whole string ending in half a character shows U+FFFD there; only a cut holds the half back', () => {
    const data: Hex = `0x${word(0x20n)}${word(3n)}61e282`;
    expect(decodeBoundedAbiString(data, 0, 3)).toMatchObject({ text: 'a\uFFFD', cut: false });
    expect(decodeBoundedAbiString(`0x${word(0x20n)}${word(4n)}61e282ac`, 0, 3)).toMatchObject({ text: 'a', cut: true });
    expect(decodeBoundedAbiString(data, 0, 3, { fatal: true })).toEqual({
      ok: false,
      problem: 'The string is not UTF-8 text',
    });
  });
});
