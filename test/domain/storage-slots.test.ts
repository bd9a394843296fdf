import { describe, expect, it } from 'vitest';
import { keccak256, encodeAbiParameters, encodePacked, toHex, hexToBigInt, stringToBytes, type Hex } from 'viem';
import { encodeMappingKey, parseMappingKeyType, type MappingKey } from '../../src/domain/mapping-key.ts';
import { mappingSlotFast } from '../support/mapping-slot-fast.ts';
import { parseSlot, SlotInputError } from '../../src/domain/slot-input.ts';
import { slotPath } from '../support/slot-path.ts';
import { bytesDataSlotCount } from '../../src/domain/storage-word.ts';
import {
  arrayElementSlot,
  bytesDataSlot,
  elementPacking,
  erc1967Slot,
  erc7201Slot,
  fixedArrayElementSlot,
  mappingSlot,
  plainSlot,
  structMemberSlot,
} from '../../src/domain/storage-slots.ts';
import { castAll, castIndexArgs } from './support/cast.ts';
import { seededRandom } from './support/random.ts';

const rnd = seededRandom(0x51075);
const word = (n: bigint): Hex => toHex(BigInt.asUintN(256, n), { size: 32 });

/** A slot a test vector uses: small declaration indices and arbitrary 32-byte words alike. */
function randomSlot(): bigint {
  return rnd.int(3) === 0 ? BigInt(rnd.int(20)) : hexToBigInt(rnd.hex(32));
}

/** Writes `n` the way a user might type it: decimal or 0x-hex. */
function typed(n: bigint): string {
  if (n < 0n) return rnd.int(2) ? n.toString() : `-0x${(-n).toString(16)}`;
  return rnd.int(2) ? n.toString() : `0x${n.toString(16)}`;
}

function randomText(): string {
  const alphabet = ['a', 'Z', '0', ' ', 'é', 'ß', '日本', '🦊', '\n', 'key', '_', '-', '.'];
  const len = rnd.int(3) === 0 ? rnd.int(80) : rnd.int(12);
  let s = '';
  for (let i = 0; i < len; i++) s += rnd.pickOne(alphabet);
  return s;
}

interface Vector {
  key: MappingKey;
  castType: string;
  castKey: string;
  slot: bigint;
}

function vectorsFor(type: string, count = 20): Vector[] {
  const out: Vector[] = [];
  for (let n = 0; n < count; n++) {
    const slot = randomSlot();
    if (type === 'address') {
      const a = rnd.hex(20);
      const value = rnd.int(2) ? a.toUpperCase().replace('0X', '0x') : a;
      out.push({ key: { type, value }, castType: type, castKey: a, slot });
    } else if (type === 'bool') {
      const b = rnd.int(2) === 1;
      out.push({ key: { type, value: String(b) }, castType: type, castKey: String(b), slot });
    } else if (type.startsWith('uint')) {
      const v = rnd.bigUint(Number(type.slice(4)));
      out.push({ key: { type, value: typed(v) }, castType: type, castKey: v.toString(), slot });
    } else if (type.startsWith('int')) {
      const v = rnd.bigInt(Number(type.slice(3)));
      out.push({ key: { type, value: typed(v) }, castType: type, castKey: v.toString(), slot });
    } else if (type === 'string') {
      // cast trims trailing whitespace off string keys (Solidity does not; the viem tests cover it).
      const s = randomText().replace(/\s+$/, '');
      out.push({ key: { type, value: s }, castType: type, castKey: s, slot });
    } else if (type === 'bytes') {
      const h = rnd.hex(rnd.int(3) === 0 ? rnd.int(100) : rnd.int(33));
      out.push({ key: { type, value: h }, castType: type, castKey: h, slot });
    } else {
      const h = rnd.hex(Number(type.slice(5)));
      out.push({ key: { type, value: h }, castType: type, castKey: h, slot });
    }
  }
  return out;
}

const KEY_TYPES = [
  'address',
  'bool',
  'uint8',
  'uint16',
  'uint24',
  'uint64',
  'uint128',
  'uint160',
  'uint256',
  'int8',
  'int16',
  'int72',
  'int128',
  'int256',
  'bytes1',
  'bytes4',
  'bytes20',
  'bytes31',
  'bytes32',
  'string',
  'bytes',
];

describe('mappingSlot against `cast index`', () => {
  it.each(KEY_TYPES)('%s keys: 20 generated vectors', async (type) => {
    const vectors = vectorsFor(type);
    const expected = await castAll(vectors.map((v) => castIndexArgs(v.castType, v.castKey, word(v.slot))));
    const actual = vectors.map((v) => mappingSlot(v.slot, [v.key]).slot);
    expect(actual).toEqual(expected);
  });

  it('nested mappings to depth 4 fold keys left to right', async () => {
    for (let n = 0; n < 8; n++) {
      const types = Array.from({ length: 1 + rnd.int(4) }, () => rnd.pickOne(KEY_TYPES));
      const keys = types.map((t) => vectorsFor(t, 1)[0]!);
      const root = randomSlot();
      let slot = word(root);
      for (const k of keys) [slot] = (await castAll([castIndexArgs(k.castType, k.castKey, slot)])) as [Hex];
      const derivation = mappingSlot(
        root,
        keys.map((k) => k.key),
      );
      expect(derivation.slot).toBe(slot);
      expect(derivation.steps).toHaveLength(keys.length + 1);
    }
  });
});

describe('mappingSlot against viem encoders', () => {
  it('value-type keys equal keccak256(abi.encode(key, slot))', () => {
    for (let n = 0; n < 50; n++) {
      const slot = randomSlot();
      const bits = 8 * (1 + rnd.int(32));
      const u = rnd.bigUint(bits);
      const i = rnd.bigInt(bits);
      const a = rnd.hex(20);
      const b = rnd.hex(bits / 8);
      const cases: Array<[MappingKey, Hex]> = [
        [
          { type: `uint${bits}`, value: u.toString() },
          encodeAbiParameters([{ type: `uint${bits}` }, { type: 'uint256' }], [u, slot]),
        ],
        [
          { type: `int${bits}`, value: i.toString() },
          encodeAbiParameters([{ type: `int${bits}` }, { type: 'uint256' }], [i, slot]),
        ],
        [{ type: 'address', value: a }, encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [a, slot])],
        [
          { type: `bytes${bits / 8}`, value: b },
          encodeAbiParameters([{ type: `bytes${bits / 8}` }, { type: 'uint256' }], [b, slot]),
        ],
      ];
      for (const [key, encoded] of cases) expect(mappingSlot(slot, [key]).slot).toBe(keccak256(encoded));
    }
  });

  it('string and bytes keys equal keccak256(abi.encodePacked(key, slot))', () => {
    for (let n = 0; n < 30; n++) {
      const slot = randomSlot();
      const s = randomText();
      const b = rnd.hex(rnd.int(70));
      expect(mappingSlot(slot, [{ type: 'string', value: s }]).slot).toBe(
        keccak256(encodePacked(['string', 'uint256'], [s, slot])),
      );
      expect(mappingSlot(slot, [{ type: 'bytes', value: b }]).slot).toBe(
        keccak256(encodePacked(['bytes', 'uint256'], [b, slot])),
      );
      // The encoding option: text as bytes, hex as a string's raw bytes.
      expect(mappingSlot(slot, [{ type: 'bytes', value: s, encoding: 'utf8' }]).slot).toBe(
        keccak256(encodePacked(['bytes', 'uint256'], [toHex(stringToBytes(s)), slot])),
      );
      expect(mappingSlot(slot, [{ type: 'string', value: b, encoding: 'hex' }]).slot).toBe(
        keccak256(encodePacked(['bytes', 'uint256'], [b, slot])),
      );
    }
  });

  it('shows each step: the encoded key, the preimage, the hash', () => {
    const d = mappingSlot(5n, [{ type: 'address', value: '0x000000000000000000000000000000000000dEaD' }]);
    expect(d.steps[0]).toEqual({ label: 'mapping at slot 5', result: word(5n) });
    const step = d.steps[1]!;
    expect(step.key).toBe(word(0xdeadn));
    expect(step.preimage).toBe(`${word(0xdeadn)}${word(5n).slice(2)}`);
    expect(step.hash).toBe(keccak256(step.preimage!));
    expect(step.result).toBe(d.slot);
  });
});

describe('mappingSlotFast', () => {
  it('equals keccak256(key . slot) and does not share its output buffer', () => {
    const results: Uint8Array[] = [];
    for (let n = 0; n < 50; n++) {
      const key = rnd.bytes(32);
      const slot = rnd.bytes(32);
      const out = mappingSlotFast(key, slot);
      results.push(out);
      expect(toHex(out)).toBe(keccak256(encodePacked(['bytes32', 'bytes32'], [toHex(key), toHex(slot)])));
    }
    expect(new Set(results.map((r) => toHex(r))).size).toBe(50);
  });

  it('rejects words that are not 32 bytes', () => {
    expect(() => mappingSlotFast(new Uint8Array(20), new Uint8Array(32))).toThrow(SlotInputError);
  });
});

describe('key errors name the field and say what is wrong', () => {
  const cases: Array<[MappingKey, RegExp]> = [
    [{ type: 'uint8', value: '256' }, /256 does not fit uint8: a uint8 key is between 0 and 255/],
    [{ type: 'int8', value: '-129' }, /-129 does not fit int8: an int8 key is between -128 and 127/],
    [{ type: 'int8', value: '128' }, /does not fit int8/],
    [{ type: 'uint256', value: '-1' }, /uint256 key cannot be negative/],
    [{ type: 'uint256', value: '1.5' }, /Whole numbers only/],
    [{ type: 'uint256', value: '' }, /Enter a number/],
    [{ type: 'uint256', value: 'abc' }, /Not a number/],
    [{ type: 'bytes4', value: '0x1234567890' }, /bytes4 key is exactly 4 bytes \(8 hex digits\); got 5/],
    [{ type: 'bytes4', value: '0x123456' }, /got 3/],
    [{ type: 'bytes4', value: '12345678' }, /must start with 0x/],
    [{ type: 'address', value: '0x1234' }, /An address is 20 bytes \(40 hex digits\); key has 2/],
    [{ type: 'address', value: '0x000000000000000000000000000000000000dEaZ' }, /non-hex character "Z"/],
    [{ type: 'address', value: '0x000000000000000000000000000000000000dEa' }, /odd number of hex digits/],
    [{ type: 'bool', value: '1' }, /A bool key is true or false; got "1"/],
    [{ type: 'bytes', value: 'hello' }, /must start with 0x/],
    [{ type: 'uint7', value: '1' }, /integer sizes are 8, 16, … 256 bits/],
    [{ type: 'bytes33', value: '0x00' }, /bytesN takes N from 1 to 32/],
    [{ type: 'mapping(uint=>uint)', value: '1' }, /cannot be a mapping key/],
  ];
  it.each(cases)('%o → %s', (key, message) => {
    let error: unknown;
    try {
      encodeMappingKey(key);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SlotInputError);
    expect((error as SlotInputError).message).toMatch(message);
    expect((error as SlotInputError).field).toMatch(/^key/);
  });

  it('names the nested key that failed', () => {
    expect(() =>
      mappingSlot(1n, [
        { type: 'address', value: '0x' + '11'.repeat(20) },
        { type: 'uint8', value: '300' },
      ]),
    ).toThrow(expect.objectContaining({ field: 'key 2' }));
  });

  it('trims whitespace and zero-width characters around numbers, addresses and bools, but never inside a string key', () => {
    expect(encodeMappingKey({ type: 'uint256', value: ' \u200B42\n' })).toEqual(
      encodeMappingKey({ type: 'uint256', value: '42' }),
    );
    expect(encodeMappingKey({ type: 'bool', value: ' TRUE ' })).toEqual(
      encodeMappingKey({ type: 'bool', value: 'true' }),
    );
    expect(encodeMappingKey({ type: 'string', value: ' a ' })).toEqual(new Uint8Array([0x20, 0x61, 0x20]));
  });

  it('normalises type aliases', () => {
    expect(parseMappingKeyType('uint')).toBe('uint256');
    expect(parseMappingKeyType(' int ')).toBe('int256');
    expect(parseMappingKeyType('address payable')).toBe('address');
  });
});

describe('slot numbers', () => {
  it('accepts decimal, hex and 32-byte words; rejects the rest with the field named', () => {
    expect(parseSlot('10')).toBe(10n);
    expect(parseSlot('0x0a')).toBe(10n);
    expect(parseSlot(word(10n))).toBe(10n);
    expect(() => parseSlot('-1')).toThrow(
      expect.objectContaining({ field: 'slot', message: expect.stringMatching(/negative/) }),
    );
    expect(() => parseSlot(`0x1${'0'.repeat(64)}`)).toThrow(/too large/);
    expect(() => parseSlot('x', 'index')).toThrow(expect.objectContaining({ field: 'index' }));
  });

  it('plainSlot is the declaration index as a 32-byte word', () => {
    expect(plainSlot('3')).toEqual({ slot: word(3n), steps: [{ label: 'variable at slot 3', result: word(3n) }] });
  });
});

describe('arrays', () => {
  it('dynamic array elements of one slot: keccak256(p) + i', () => {
    for (let n = 0; n < 30; n++) {
      const p = randomSlot();
      const i = rnd.bigUint(64);
      const expected = word(hexToBigInt(keccak256(word(p))) + i);
      const d = arrayElementSlot(p, typed(i), 32);
      expect(d.slot).toBe(expected);
      expect(d.offset).toBe(0);
    }
  });

  it('packs small elements: keccak256(p) + floor(i / perSlot), offset (i % perSlot) × size', () => {
    for (const size of [1, 2, 3, 4, 8, 10, 11, 16, 17, 20, 31]) {
      const perSlot = Math.floor(32 / size);
      for (let n = 0; n < 10; n++) {
        const p = randomSlot();
        const i = BigInt(rnd.int(1000));
        const d = arrayElementSlot(p, i, size);
        expect(d.slot).toBe(word(hexToBigInt(keccak256(word(p))) + i / BigInt(perSlot)));
        expect(d.offset).toBe(Number(i % BigInt(perSlot)) * size);
        expect(d.size).toBe(size);
      }
    }
    expect(elementPacking(17)).toEqual({ perSlot: 1, slotsPerElement: 1 });
  });

  it('multi-slot elements (structs, static arrays): keccak256(p) + i × slots', () => {
    const d = arrayElementSlot(7n, 5n, 96);
    expect(d.slot).toBe(word(hexToBigInt(keccak256(word(7n))) + 15n));
    expect(d.size).toBe(96);
  });

  it('wraps around 2^256 as the EVM does', () => {
    const p = 0n;
    const start = hexToBigInt(keccak256(word(p)));
    const i = (1n << 256n) - start + 2n;
    expect(arrayElementSlot(p, i, 32).slot).toBe(word(2n));
  });

  it('fixed-size arrays are in place and bound-checked when the length is given', () => {
    expect(fixedArrayElementSlot(4n, 3n, 32).slot).toBe(word(7n));
    expect(fixedArrayElementSlot(4n, 3n, 8)).toMatchObject({ slot: word(4n), offset: 24, size: 8 });
    expect(() => fixedArrayElementSlot(4n, 3n, 32, { length: 3n })).toThrow(
      /Index 3 is past the end of the fixed-size array \(length 3\)/,
    );
  });
});

describe('struct members and long string data', () => {
  it('member slot is s + o', () => {
    const s = hexToBigInt(keccak256(word(1n)));
    expect(structMemberSlot(word(s), 2n).slot).toBe(word(s + 2n));
  });

  it('long string data chunk k is keccak256(p) + k', () => {
    for (let n = 0; n < 20; n++) {
      const p = randomSlot();
      const k = BigInt(rnd.int(100));
      expect(bytesDataSlot(p, k).slot).toBe(word(hexToBigInt(keccak256(word(p))) + k));
    }
    expect(bytesDataSlotCount(0)).toBe(0n);
    expect(bytesDataSlotCount(32)).toBe(1n);
    expect(bytesDataSlotCount(33n)).toBe(2n);
  });
});

describe('proxy and namespace slots', () => {
  it('ERC-1967 slots equal the values published in the EIP', () => {
    expect(erc1967Slot('implementation').slot).toBe(
      '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc',
    );
    expect(erc1967Slot('admin').slot).toBe('0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103');
    expect(erc1967Slot('beacon').slot).toBe('0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50');
  });

  it('ERC-7201 roots equal the EIP example, OpenZeppelin and viem', () => {
    expect(erc7201Slot('example.main').slot).toBe('0x183a6125c38840424c4a85fa12bab2ab606c4b6d0e7cc73c0c06ba5300eab500');
    expect(erc7201Slot('openzeppelin.storage.ERC20').slot).toBe(
      '0x52c63247e1f47db19d5ce0460030c497f067ca4cebf71ba98eeadabe20bace00',
    );
    for (let n = 0; n < 20; n++) {
      const id = randomText() || 'x';
      const inner = hexToBigInt(keccak256(stringToBytes(id))) - 1n;
      const expected = word(hexToBigInt(keccak256(encodeAbiParameters([{ type: 'uint256' }], [inner]))) & ~0xffn);
      expect(erc7201Slot(id).slot).toBe(expected);
    }
    expect(erc7201Slot('example.main').steps).toHaveLength(4);
    expect(() => erc7201Slot('')).toThrow(SlotInputError);
  });
});

describe('slotPath', () => {
  it('folds m[a][i].member the way the individual functions do', async () => {
    const a = rnd.hex(20);
    const afterKey = await castAll([castIndexArgs('address', a, word(3n))]);
    const arrayStart = hexToBigInt(keccak256(afterKey[0] as Hex));
    const d = slotPath('3', [
      { kind: 'mappingKey', type: 'address', value: a },
      { kind: 'arrayIndex', index: '2', elementBytes: 64 },
      { kind: 'structMember', memberSlot: 1n },
    ]);
    expect(d.slot).toBe(word(arrayStart + 4n + 1n));
    expect(d.steps.map((s) => s.result).at(-1)).toBe(d.slot);
  });
});
