import { AbiParameters } from 'ox';
import { describe, expect, it } from 'vitest';
import { parseAbiType } from '../../../src/domain/abi/abi-type.ts';
import { decodeAbiParameters, type AbiValue } from '../../../src/domain/abi/decode-abi-parameters.ts';
import { encodeAbiParameters, isDynamic } from '../../../src/domain/abi/encode-abi-parameters.ts';
import { bytesToHex, hexToBytes } from '../../../src/domain/hex.ts';

// checksummed, as the decoder gives addresses back
const ALICE = '0x00000000000000000000000000000000000A11cE';

/** ox's spelling of our values: tuples as arrays too, addresses as they are */
const cases: Array<[types: string[], values: AbiValue[]]> = [
  [['uint256'], [123n]],
  [['int8'], [-1n]],
  [['int256'], [-(2n ** 255n)]],
  [
    ['address', 'bool'],
    [ALICE, true],
  ],
  [['bytes4'], ['0x70a08231']],
  [['bytes'], ['0x']],
  [['bytes'], ['0x' + 'ab'.repeat(33)]],
  [['string'], ['héllo, wörld']],
  [['uint256[]'], [[1n, 2n, 3n]]],
  [['uint256[2]'], [[7n, 8n]]],
  [['string[]'], [['a', '', 'ccc']]],
  [
    ['address[]', 'uint256[]'],
    [[ALICE], [5n]],
  ],
  [['bytes[2]'], [['0x01', '0x0203']]],
  [['uint256[][]'], [[[1n], [], [2n, 3n]]]],
];

describe('encodeAbiParameters', () => {
  it.each(cases)('encodes %j as ox does, and our decoder reads it back', (types, values) => {
    const parsed = types.map((t) => parseAbiType(t));
    const ours = bytesToHex(encodeAbiParameters(parsed, values));
    const theirs = AbiParameters.encode(
      types.map((type) => ({ type })),
      values as never,
    );
    expect(ours).toBe(theirs);
    expect(decodeAbiParameters(parsed, hexToBytes(ours))).toEqual(values);
  });

  it('encodes a tuple with a dynamic member behind an offset, as ox does', () => {
    const type = parseAbiType('(uint256,string,address[])');
    const value: AbiValue = [1n, 'x', [ALICE]];
    const theirs = AbiParameters.encode(
      [
        {
          type: 'tuple',
          components: [
            { type: 'uint256', name: 'a' },
            { type: 'string', name: 'b' },
            { type: 'address[]', name: 'c' },
          ],
        },
      ],
      [{ a: 1n, b: 'x', c: [ALICE] }] as never,
    );
    expect(bytesToHex(encodeAbiParameters([type], [value]))).toBe(theirs);
  });

  it('tells dynamic types from static ones', () => {
    expect(
      ['bytes', 'string', 'uint8[]', 'string[2]', '(uint256,bytes)'].map((t) => isDynamic(parseAbiType(t))),
    ).toEqual([true, true, true, true, true]);
    expect(
      ['uint8', 'address', 'bytes32', 'uint8[3]', '(uint256,bool)'].map((t) => isDynamic(parseAbiType(t))),
    ).toEqual([false, false, false, false, false]);
  });

  it('refuses a value of the wrong shape instead of encoding something else', () => {
    expect(() => encodeAbiParameters([parseAbiType('uint256[2]')], [[1n]])).toThrow('Expected 2 elements, got 1');
    expect(() => encodeAbiParameters([parseAbiType('address')], ['0x1234'])).toThrow('An address is 20 bytes, got 2');
    expect(() => encodeAbiParameters([parseAbiType('uint256')], [])).toThrow('Expected 1 values, got 0');
  });
});
