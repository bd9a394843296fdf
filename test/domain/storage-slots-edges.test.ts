/**
 * Slot arithmetic at its edges: which key types exist, slot and index bounds, how each key is laid
 * out in h(k), and the steps shown for every derivation and path segment. viem's keccak256 and
 * abi encoding are the oracle, as in storage-slots.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { concatHex, keccak256, stringToHex, toHex, type Hex } from 'viem';
import {
  arrayElementSlot,
  bytesDataSlot,
  elementPacking,
  erc1967Slot,
  erc7201Slot,
  fixedArrayElementSlot,
  mappingSlot,
  structMemberSlot,
} from '../../src/domain/storage-slots.ts';
import {
  encodeMappingKey,
  isPaddedKeyType,
  parseMappingKeyType,
  type MappingKey,
} from '../../src/domain/mapping-key.ts';
import { mappingSlotFast } from '../support/mapping-slot-fast.ts';
import { parseSlot, SlotInputError } from '../../src/domain/slot-input.ts';
import { slotPath } from '../support/slot-path.ts';
import { bytesDataSlotCount } from '../../src/domain/storage-word.ts';

const word = (n: bigint): Hex => toHex(BigInt.asUintN(256, n), { size: 32 });
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

describe('slot bounds', () => {
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

describe('arrays: packing, bounds and steps', () => {
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

describe('proxy and namespace steps', () => {
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

describe('more edges', () => {
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
