import { describe, expect, it } from 'vitest';
import {
  keccak256,
  encodeAbiParameters,
  encodePacked,
  toHex,
  hexToBigInt,
  stringToBytes,
  type Hex,
  concatHex,
  stringToHex,
} from 'viem';
import {
  encodeMappingKey,
  parseMappingKeyType,
  type MappingKey,
  isPaddedKeyType,
} from '../../../src/domain/storage/mapping-key.ts';
import { mappingSlotFast } from '../../support/mapping-slot-fast.ts';
import { parseSlot, SlotInputError } from '../../../src/domain/storage/slot-input.ts';
import { slotPath } from '../../support/slot-path.ts';
import { bytesDataSlotCount } from '../../../src/domain/storage/storage-word.ts';
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
} from '../../../src/domain/storage/storage-slots.ts';
import { castAll, castIndexArgs } from '../support/cast.ts';
import { seededRandom } from '../support/random.ts';

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

/**
 * Slot arithmetic: which key types exist, slot and index bounds, how each key is laid
 * out in h(k), and the steps shown for every derivation and path segment. viem's keccak256 and
 * abi encoding are the oracle, as above.
 */
const MAX = (1n << 256n) - 1n;
const ADDR = `0x${'1f'.repeat(20)}`;

function slotError(run: () => unknown): SlotInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof SlotInputError) return error;
    throw error;
  }
  throw new Error('expected a SlotInputError');
}

const hexOf = (bytes: Uint8Array): Hex => toHex(bytes);

describe('key types', () => {
  it.each([
    ['uint8', 'uint8'],
    ['uint256', 'uint256'],
    ['int8', 'int8'],
    ['int256', 'int256'],
    ['bytes1', 'bytes1'],
    ['bytes32', 'bytes32'],
    [' bool ', 'bool'],
    ['string', 'string'],
    ['bytes', 'bytes'],
    ['address   payable', 'address'],
    ['address', 'address'],
  ])('%j is the key type %s', (type, normalised) => {
    expect(parseMappingKeyType(type)).toBe(normalised);
  });

  it.each([['uint7'], ['uint0'], ['int4'], ['uint264'], ['int512'], ['uint12']])(
    '%s is no Solidity integer',
    (type) => {
      const error = slotError(() => parseMappingKeyType(type));
      expect(error.message).toBe(`${type} is not a Solidity type: integer sizes are 8, 16, … 256 bits`);
      expect(error.field).toBe('key type');
    },
  );

  it.each([['bytes0'], ['bytes33']])('%s is no Solidity bytesN', (type) => {
    expect(slotError(() => parseMappingKeyType(type, 'key 2 type')).message).toBe(
      `${type} is not a Solidity type: bytesN takes N from 1 to 32`,
    );
  });

  it('names what can be a key when the type cannot', () => {
    const error = slotError(() => parseMappingKeyType('uint256[]'));
    expect(error.message).toBe(
      '"uint256[]" cannot be a mapping key here: use address, bool, uintN, intN, bytesN, string or bytes (enums as uint8, contracts as address)',
    );
    expect(slotError(() => parseMappingKeyType('xuint8')).message).toMatch(/cannot be a mapping key/);
    expect(slotError(() => parseMappingKeyType('uint8x')).message).toMatch(/cannot be a mapping key/);
    expect(slotError(() => parseMappingKeyType('bytes4x')).message).toMatch(/cannot be a mapping key/);
  });

  it('only string and bytes keys are hashed unpadded', () => {
    expect(
      ['address', 'bool', 'uint8', 'int256', 'bytes32', 'string', 'bytes'].map((t) =>
        isPaddedKeyType(parseMappingKeyType(t)),
      ),
    ).toEqual([true, true, true, true, true, false, false]);
  });
});

describe('slot numbers and their bounds', () => {
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

  it('a bigint slot is between 0 and 2^256 − 1', () => {
    expect(parseSlot(0n)).toBe(0n);
    expect(parseSlot(MAX)).toBe(MAX);
    expect(slotError(() => parseSlot(-1n)).message).toBe('slot must be between 0 and 2^256 − 1');
    expect(slotError(() => parseSlot(MAX + 1n, 'member slot')).message).toBe(
      'member slot must be between 0 and 2^256 − 1',
    );
    expect(slotError(() => parseSlot(MAX + 1n, 'member slot')).field).toBe('member slot');
  });

  it('a typed slot may be exactly 2^256 − 1, not more, and the message names the box', () => {
    expect(parseSlot(MAX.toString())).toBe(MAX);
    const error = slotError(() => parseSlot((MAX + 1n).toString(), 'index'));
    expect(error.message).toBe('Index: too large, the maximum is 2^256 − 1 (a 32-byte word)');
    expect(slotError(() => parseSlot('1.5')).message).toBe('Slot: Whole numbers only: 1.5 has a fractional part');
  });
});

describe('h(k): how each key is laid out', () => {
  it('an address sits in the low 20 bytes; 0X and mixed case are fine', () => {
    expect(hexOf(encodeMappingKey({ type: 'address', value: ADDR.toUpperCase() }))).toBe(
      `0x${'00'.repeat(12)}${'1f'.repeat(20)}`,
    );
  });

  it('a bool is 1 or 0 in the last byte, whatever its case', () => {
    expect(hexOf(encodeMappingKey({ type: 'bool', value: 'True' }))).toBe(word(1n));
    expect(hexOf(encodeMappingKey({ type: 'bool', value: 'FALSE' }))).toBe(word(0n));
    expect(slotError(() => encodeMappingKey({ type: 'bool', value: ' yes ' })).message).toBe(
      'A bool key is true or false; got "yes"',
    );
  });

  it('bytesN is right-padded, and names its size in the singular for bytes1', () => {
    expect(hexOf(encodeMappingKey({ type: 'bytes2', value: '0xabcd' }))).toBe(`0xabcd${'00'.repeat(30)}`);
    expect(slotError(() => encodeMappingKey({ type: 'bytes1', value: '0x' })).message).toBe(
      'A bytes1 key is exactly 1 byte (2 hex digits); got 0',
    );
    expect(slotError(() => encodeMappingKey({ type: 'bytes2', value: '0x12' })).message).toBe(
      'A bytes2 key is exactly 2 bytes (4 hex digits); got 1',
    );
  });

  it('signed integers are sign-extended and bounded on both sides', () => {
    expect(hexOf(encodeMappingKey({ type: 'int8', value: '-1' }))).toBe(`0x${'ff'.repeat(32)}`);
    expect(hexOf(encodeMappingKey({ type: 'int8', value: '-128' }))).toBe(word(-128n));
    expect(hexOf(encodeMappingKey({ type: 'int8', value: '127' }))).toBe(word(127n));
    expect(hexOf(encodeMappingKey({ type: 'uint8', value: '255' }))).toBe(word(255n));
    expect(hexOf(encodeMappingKey({ type: 'uint8', value: '0' }))).toBe(word(0n));
    expect(slotError(() => encodeMappingKey({ type: 'uint16', value: '65536' }, 'key 3')).message).toBe(
      '65536 does not fit uint16: a uint16 key is between 0 and 65535',
    );
    expect(slotError(() => encodeMappingKey({ type: 'uint16', value: '65536' }, 'key 3')).field).toBe('key 3');
    expect(slotError(() => encodeMappingKey({ type: 'uint8', value: '-0x1' })).message).toBe(
      'A uint8 key cannot be negative',
    );
  });

  it('string keys are UTF-8 unless given as hex; bytes keys are hex unless given as text', () => {
    expect(hexOf(encodeMappingKey({ type: 'string', value: 'é' }))).toBe('0xc3a9');
    expect(hexOf(encodeMappingKey({ type: 'string', value: '0xc3a9', encoding: 'hex' }))).toBe('0xc3a9');
    expect(hexOf(encodeMappingKey({ type: 'bytes', value: '0xC3A9' }))).toBe('0xc3a9');
    expect(hexOf(encodeMappingKey({ type: 'bytes', value: 'hi', encoding: 'utf8' }))).toBe('0x6869');
    expect(slotError(() => encodeMappingKey({ type: 'string', value: 'hi', encoding: 'hex' })).message).toBe(
      'Key (string as hex) must start with 0x',
    );
  });

  it('shows a bad character whole, even an emoji', () => {
    expect(slotError(() => encodeMappingKey({ type: 'bytes', value: '0x12😀' })).message).toBe(
      'Key (bytes as hex) has a non-hex character "😀"',
    );
    expect(slotError(() => encodeMappingKey({ type: 'bytes4', value: '0x123' })).message).toBe(
      'Key (bytes4) has an odd number of hex digits (3)',
    );
  });
});

describe('mapping derivations show their steps', () => {
  it('one key is "key", with the encoded key, preimage and hash', () => {
    const key: MappingKey = { type: 'uint', value: '7' };
    const d = mappingSlot('0x5', [key]);
    const preimage = concatHex([word(7n), word(5n)]);
    expect(d.slot).toBe(keccak256(preimage));
    expect(d.steps).toEqual([
      { label: 'mapping at slot 5', result: word(5n) },
      {
        label: 'keccak256(h(key) . slot): key as uint256, padded to 32 bytes',
        key: word(7n),
        preimage,
        hash: keccak256(preimage),
        result: keccak256(preimage),
      },
    ]);
  });

  it('several keys are numbered and fold left to right; string keys are unpadded', () => {
    const d = mappingSlot(1n, [
      { type: 'string', value: 'a' },
      { type: 'bool', value: 'true' },
    ]);
    const first = keccak256(concatHex([stringToHex('a'), word(1n)]));
    expect(d.steps.map((s) => s.label)).toEqual([
      'mapping at slot 1',
      'keccak256(h(key 1) . slot): key 1 as string, unpadded',
      'keccak256(h(key 2) . slot): key 2 as bool, padded to 32 bytes',
    ]);
    expect(d.steps[1]?.result).toBe(first);
    expect(d.slot).toBe(keccak256(concatHex([word(1n), first])));
  });

  it('a mapping entry needs a key', () => {
    const error = slotError(() => mappingSlot(1n, []));
    expect(error.message).toBe('A mapping entry needs at least one key');
    expect(error.field).toBe('key');
  });

  it('the bulk path takes a 32-byte slot too', () => {
    expect(() => mappingSlotFast(new Uint8Array(32), new Uint8Array(31))).toThrow(
      'mappingSlotFast takes a 32-byte key and a 32-byte slot',
    );
  });
});

describe('arrays: element slots, packing, bounds and steps', () => {
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

  it('element sizes are whole bytes ≥ 1', () => {
    for (const bad of [0, -1, 1.5]) {
      expect(slotError(() => elementPacking(bad)).message).toBe(
        `Element size must be a whole number of bytes ≥ 1, got ${bad}`,
      );
    }
    expect(elementPacking(1)).toEqual({ perSlot: 32, slotsPerElement: 1 });
    expect(elementPacking(16)).toEqual({ perSlot: 2, slotsPerElement: 1 });
    expect(elementPacking(32)).toEqual({ perSlot: 1, slotsPerElement: 1 });
    expect(elementPacking(33)).toEqual({ perSlot: 1, slotsPerElement: 2 });
    expect(elementPacking(64)).toEqual({ perSlot: 1, slotsPerElement: 2 });
    expect(elementPacking(65)).toEqual({ perSlot: 1, slotsPerElement: 3 });
  });

  it('an index inside the length is fine; the length itself is past the end', () => {
    const start = BigInt(keccak256(word(2n)));
    expect(arrayElementSlot(2n, 3n, 32, { length: 4n }).slot).toBe(word(start + 3n));
    const error = slotError(() => arrayElementSlot(2n, '4', 32, { length: 4n }));
    expect(error.message).toBe('Index 4 is past the end of the array (length 4)');
    expect(error.field).toBe('index');
    expect(fixedArrayElementSlot(0n, 2n, 32, { length: 3n }).slot).toBe(word(2n));
  });

  it('tells each step: length slot, data start, and the element', () => {
    const start = keccak256(word(5n));
    expect(arrayElementSlot(5n, 3n, 32).steps).toEqual([
      { label: 'array length at slot 5', result: word(5n) },
      { label: 'keccak256(slot 5): first slot of the array data', preimage: word(5n), hash: start, result: start },
      { label: '+ index 3', add: 3n, result: word(BigInt(start) + 3n) },
    ]);
    expect(arrayElementSlot(5n, 2n, 96).steps[2]).toEqual({
      label: '+ 2 × 3 slots per element = 6',
      add: 6n,
      result: word(BigInt(start) + 6n),
    });
    expect(arrayElementSlot(5n, 2n, 96).size).toBe(96);
    expect(arrayElementSlot(5n, 5n, 8).steps[2]).toEqual({
      label: '+ floor(5 / 4) = 1: 4 elements of 8 bytes share a slot; byte offset 8',
      add: 1n,
      result: word(BigInt(start) + 1n),
    });
    expect(fixedArrayElementSlot(4n, 1n, 32).steps).toEqual([
      { label: 'fixed-size array starts at slot 4', result: word(4n) },
      { label: '+ index 1', add: 1n, result: word(5n) },
    ]);
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

  it('a member is its offset from the struct start, in two steps', () => {
    expect(structMemberSlot(9n, '2')).toEqual({
      slot: word(11n),
      steps: [
        { label: 'struct starts at slot 9', result: word(9n) },
        { label: '+ member slot 2', add: 2n, result: word(11n) },
      ],
    });
    expect(slotError(() => structMemberSlot(9n, '-1')).field).toBe('member slot');
  });

  it('chunk 0 is the data start itself; later chunks add a step', () => {
    const start = keccak256(word(3n));
    expect(bytesDataSlot(3n, 0n)).toEqual({
      slot: start,
      steps: [
        {
          label: 'keccak256(slot 3): first slot of the string/bytes data',
          preimage: word(3n),
          hash: start,
          result: start,
        },
      ],
    });
    const d = bytesDataSlot(3n, '2');
    expect(d.steps[1]).toEqual({ label: '+ chunk 2', add: 2n, result: word(BigInt(start) + 2n) });
    expect(d.slot).toBe(word(BigInt(start) + 2n));
    expect(slotError(() => bytesDataSlot(3n, 'x')).field).toBe('chunk');
  });

  it('counts data slots, and refuses a negative length', () => {
    expect([bytesDataSlotCount(1), bytesDataSlotCount(31), bytesDataSlotCount(64), bytesDataSlotCount(65n)]).toEqual([
      1n,
      1n,
      2n,
      3n,
    ]);
    expect(slotError(() => bytesDataSlotCount(-1)).message).toBe('A length cannot be negative');
  });
});

describe('proxy and namespace slots and their steps', () => {
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

  it('ERC-1967 shows the hashed label, then − 1', () => {
    const hash = keccak256(stringToHex('eip1967.proxy.admin'));
    expect(erc1967Slot('admin').steps).toEqual([
      { label: 'keccak256("eip1967.proxy.admin")', preimage: stringToHex('eip1967.proxy.admin'), hash, result: hash },
      { label: '− 1 (so no known preimage hashes to the slot)', add: -1n, result: word(BigInt(hash) - 1n) },
    ]);
  });

  it('ERC-7201 shows all four steps, ending on a 256-slot boundary', () => {
    const first = keccak256(stringToHex('example.main'));
    const minus = word(BigInt(first) - 1n);
    const second = keccak256(minus);
    const d = erc7201Slot('example.main');
    expect(d.steps).toEqual([
      { label: 'keccak256("example.main")', preimage: stringToHex('example.main'), hash: first, result: first },
      { label: '− 1', add: -1n, result: minus },
      { label: 'keccak256(abi.encode(…))', preimage: minus, hash: second, result: second },
      { label: '& ~0xff (clear the last byte, so the namespace starts on a 256-slot boundary)', result: d.slot },
    ]);
    expect(d.slot.endsWith('00')).toBe(true);
    expect(slotError(() => erc7201Slot('')).message).toBe('Enter a namespace id, e.g. openzeppelin.storage.ERC20');
  });
});

describe('slotPath: every segment kind', () => {
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

  it('no segments is the plain variable', () => {
    expect(slotPath('4', [])).toEqual({
      slot: word(4n),
      steps: [{ label: 'variable at slot 4', result: word(4n) }],
      offset: 0,
      size: 32,
    });
  });

  it('a fixed-size array inside a struct, packed: offset and size of the element', () => {
    const d = slotPath(10n, [
      { kind: 'structMember', memberSlot: 2n },
      { kind: 'fixedArrayIndex', index: 5n, elementBytes: 4 },
    ]);
    expect(d.slot).toBe(word(12n));
    expect(d.offset).toBe(20);
    expect(d.size).toBe(4);
    expect(d.steps.map((s) => s.label)).toEqual([
      'variable at slot 10',
      '+ member slot 2',
      '+ floor(5 / 8) = 0: 8 elements of 4 bytes share a slot; byte offset 20',
    ]);
  });

  it('a fixed-size array index is bound-checked in a path too', () => {
    expect(() => slotPath(0n, [{ kind: 'fixedArrayIndex', index: 3n, elementBytes: 32, length: 3n }])).toThrow(
      /past the end of the fixed-size array/,
    );
    expect(() => slotPath(0n, [{ kind: 'arrayIndex', index: 3n, elementBytes: 32, length: 3n }])).toThrow(
      /past the end of the array/,
    );
  });

  it('a long string in a mapping: key, then data chunk; offset resets after a packed array', () => {
    const afterKey = keccak256(concatHex([word(1n), word(6n)]));
    const start = keccak256(afterKey);
    const d = slotPath(6n, [
      { kind: 'mappingKey', type: 'uint256', value: '1' },
      { kind: 'bytesData', chunk: 2n },
    ]);
    expect(d.slot).toBe(word(BigInt(start) + 2n));
    expect(d.steps.map((s) => s.label)).toEqual([
      'variable at slot 6',
      'keccak256(h(key) . slot): key as uint256, padded to 32 bytes',
      `keccak256(slot ${BigInt(afterKey)}): first slot of the string/bytes data`,
      '+ chunk 2',
    ]);
    const packedThenMember = slotPath(0n, [
      { kind: 'arrayIndex', index: 1n, elementBytes: 1 },
      { kind: 'structMember', memberSlot: 0n },
    ]);
    expect([packedThenMember.offset, packedThenMember.size]).toEqual([0, 32]);
  });

  it('two mapping keys in a path are numbered', () => {
    const d = slotPath(0n, [
      { kind: 'mappingKey', type: 'address', value: ADDR },
      { kind: 'arrayIndex', index: 0n, elementBytes: 32 },
      { kind: 'mappingKey', type: 'bool', value: 'false' },
    ]);
    expect(d.steps.filter((s) => s.key !== undefined).map((s) => s.label)).toEqual([
      'keccak256(h(key 1) . slot): key 1 as address, padded to 32 bytes',
      'keccak256(h(key 2) . slot): key 2 as bool, padded to 32 bytes',
    ]);
    expect(() =>
      slotPath(0n, [
        { kind: 'mappingKey', type: 'bool', value: 'x' },
        { kind: 'mappingKey', type: 'bool', value: 'true' },
      ]),
    ).toThrow(expect.objectContaining({ field: 'key 1' }));
  });
});

describe('slot errors, wide elements and prefixed values', () => {
  it('errors are SlotInputErrors by name, naming the box', () => {
    const error = slotError(() => arrayElementSlot(0n, 'x', 32));
    expect(error.name).toBe('SlotInputError');
    expect(error.field).toBe('index');
    expect(slotError(() => elementPacking(0)).field).toBe('element size');
  });

  it('an element of 33 bytes takes two whole slots: size 64', () => {
    expect(arrayElementSlot(5n, 0n, 33).size).toBe(64);
  });

  it('a type or value with a prefix before it is not read from the middle', () => {
    expect(slotError(() => parseMappingKeyType('xbytes4')).message).toMatch(/cannot be a mapping key/);
    expect(slotError(() => encodeMappingKey({ type: 'bytes', value: 'ab0x12' })).message).toBe(
      'Key (bytes as hex) must start with 0x',
    );
    expect(slotError(() => encodeMappingKey({ type: 'address', value: '1234' })).message).toBe(
      'Key (address) must start with 0x',
    );
  });
});

describe('ERC-7201 namespace', () => {
  it('an empty namespace id is refused beside the namespace box', () => {
    const error = slotError(() => erc7201Slot(''));
    expect(error.field).toBe('namespace');
    expect(error.message).toBe('Enter a namespace id, e.g. openzeppelin.storage.ERC20');
  });
});
