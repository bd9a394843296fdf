/**
 * Read plans over a real solc storageLayout without a devnet (test/fixtures/storage-layout/, see its
 * README): what each variable takes to read, mapping entries and array elements planned from a key
 * or an index, and the layout box's states. Expected slots are computed here with viem, the way
 * Solidity defines them (keccak256(h(key) . slot), keccak256(slot) + i), not with our own code.
 * storage-layout-devnet.test.ts checks the same plans against values a deployed contract wrote.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { concat, encodeAbiParameters, keccak256, pad, stringToHex, toHex, type Hex } from 'viem';
import buildInfoOutput from '../../fixtures/storage-layout/build-info-output.json' with { type: 'json' };
import {
  parseStorageLayout,
  StorageLayoutError,
  type StorageLayout,
} from '../../../src/domain/storage/storage-layout.ts';
import {
  arrayElementPlan,
  layoutPlans,
  mappingEntryPlan,
  mappingKeyTypeOf,
  planForType,
  readLayoutPaste,
  variablePlan,
  type ReadPlan,
} from '../../../src/domain/storage/storage-read-plan.ts';
import { SlotInputError } from '../../../src/domain/storage/slot-input.ts';

const kindsLayout = buildInfoOutput.contracts['LayoutKinds.sol'].LayoutKinds.storageLayout;
// Parsed in each test, not while the file loads: Stryker counts code run outside a test as covered
// by every test ("static") and would run the whole suite for each of its mutants.
let layout: StorageLayout;
let plans: ReadPlan[];
beforeEach(() => {
  layout = parseStorageLayout(kindsLayout);
  plans = layoutPlans(layout);
});
const MAX_UINT256 = 2n ** 256n - 1n;

function plan(label: string): ReadPlan {
  const found = plans.find((p) => p.label === label);
  if (!found) throw new Error(`no variable ${label}`);
  return found;
}
function mappingPlan(label: string) {
  const p = plan(label);
  if (p.kind !== 'mapping') throw new Error(`${label} is a ${p.kind}`);
  return p;
}
function arrayPlan(p: ReadPlan) {
  if (p.kind !== 'dynamicArray' && p.kind !== 'staticArray') throw new Error(`${p.label} is a ${p.kind}`);
  return p;
}
function members(p: ReadPlan): ReadPlan[] {
  if (p.kind !== 'struct') throw new Error(`${p.label} is a ${p.kind}`);
  return p.members;
}

const word = (n: bigint): Hex => pad(toHex(n));
/** Solidity's slot of `mapping[key]` for a value-type key. */
const entrySlot = (type: string, key: unknown, slot: bigint | Hex): bigint =>
  BigInt(keccak256(encodeAbiParameters([{ type }, { type: 'uint256' }], [key, BigInt(slot)])));
const dataStart = (slot: bigint): bigint => BigInt(keccak256(word(slot)));

describe('a plan for every top-level variable', () => {
  it('lists them in declaration order, with their labels and types', () => {
    expect(plans.map((p) => p.label)).toEqual(kindsLayout.storage.map((v) => v.label));
    expect(plans.map((p) => p.typeLabel).slice(0, 7)).toEqual([
      'uint256',
      'uint8',
      'bool',
      'address',
      'int40',
      'string',
      'bytes',
    ]);
    expect(variablePlan(layout, layout.variables[4]!)).toEqual(plan('neg'));
  });

  it('value types: the slot, the byte offset and size inside it, and how to decode', () => {
    expect(plan('neg')).toEqual({
      label: 'neg',
      typeId: 't_int40',
      typeLabel: 'int40',
      slot: 1n,
      kind: 'value',
      offset: 22,
      size: 5,
      decodeAs: 'int',
    });
    expect(plan('owner')).toMatchObject({ slot: 1n, offset: 2, size: 20, decodeAs: 'address' });
    expect(plan('flag')).toMatchObject({ slot: 1n, offset: 1, size: 1, decodeAs: 'bool' });
    expect(plan('seven')).toMatchObject({ slot: 8n, offset: 12, size: 7, decodeAs: 'fixedBytes' });
    expect(plan('price')).toMatchObject({ slot: 8n, offset: 0, size: 12, decodeAs: 'uint', typeLabel: 'Price' });
    expect(plan('color')).toMatchObject({ slot: 7n, offset: 0, size: 1, decodeAs: 'uint' });
    expect(plan('token')).toMatchObject({ slot: 7n, offset: 1, size: 20, decodeAs: 'address' });
  });

  it('string and bytes', () => {
    expect(plan('shortName')).toEqual({
      label: 'shortName',
      typeId: 't_string_storage',
      typeLabel: 'string',
      slot: 2n,
      kind: 'bytes',
      isString: true,
    });
    expect(plan('blob')).toMatchObject({ kind: 'bytes', isString: false, slot: 3n });
  });

  it('mappings: the key type to ask for, with enums as uint8 and contracts as address', () => {
    expect(plan('m')).toEqual({
      label: 'm',
      typeId: 't_mapping(t_address,t_mapping(t_uint8,t_struct(S)37_storage))',
      typeLabel: 'mapping(address => mapping(uint8 => struct LayoutKinds.S))',
      slot: 4n,
      kind: 'mapping',
      keyType: 'address',
      keyTypeLabel: 'address',
      valueTypeId: 't_mapping(t_uint8,t_struct(S)37_storage)',
    });
    const keys = ['ms', 'byBytes', 'byInt', 'byFixed', 'byColor', 'byToken', 'byBool', 'nodes'].map((l) => {
      const p = mappingPlan(l);
      return [l, p.keyType, p.keyTypeLabel];
    });
    expect(keys).toEqual([
      ['ms', 'string', 'string'],
      ['byBytes', 'bytes', 'bytes'],
      ['byInt', 'int8', 'int8'],
      ['byFixed', 'bytes20', 'bytes20'],
      ['byColor', 'uint8', 'enum LayoutKinds.Color'],
      ['byToken', 'address', 'contract IToken'],
      ['byBool', 'bool', 'bool'],
      ['nodes', 'uint256', 'uint256'],
    ]);
  });

  it('arrays: element size, and a fixed array’s declared length', () => {
    expect(plan('smalls')).toEqual({
      label: 'smalls',
      typeId: 't_array(t_uint16)dyn_storage',
      typeLabel: 'uint16[]',
      slot: 6n,
      kind: 'dynamicArray',
      baseTypeId: 't_uint16',
      elementBytes: 2,
    });
    expect(plan('arr')).toMatchObject({ kind: 'dynamicArray', elementBytes: 192, slot: 5n });
    expect(plan('fixedArr')).toEqual({
      label: 'fixedArr',
      typeId: 't_array(t_int24)5_storage',
      typeLabel: 'int24[5]',
      slot: 16n,
      kind: 'staticArray',
      baseTypeId: 't_int24',
      elementBytes: 3,
      length: 5n,
    });
    expect(plan('grid')).toMatchObject({ kind: 'staticArray', elementBytes: 64, length: 3n, slot: 17n });
  });

  it('a struct variable expands in place: members at absolute slots, nested structs too', () => {
    const st = members(plan('st'));
    expect(st.map((m) => [m.label, m.kind, m.slot])).toEqual([
      ['st.a', 'value', 10n],
      ['st.b', 'value', 11n],
      ['st.kids', 'mapping', 12n],
      ['st.xs', 'dynamicArray', 13n],
      ['st.f', 'staticArray', 14n],
      ['st.inner', 'struct', 15n],
    ]);
    expect(members(st[5]!)).toEqual([
      {
        label: 'st.inner.x',
        typeId: 't_uint64',
        typeLabel: 'uint64',
        slot: 15n,
        kind: 'value',
        offset: 0,
        size: 8,
        decodeAs: 'uint',
      },
      {
        label: 'st.inner.y',
        typeId: 't_bool',
        typeLabel: 'bool',
        slot: 15n,
        kind: 'value',
        offset: 8,
        size: 1,
        decodeAs: 'bool',
      },
    ]);
  });

  it('a struct at the top of storage wraps its member slots round 2^256', () => {
    const top = {
      ...layout,
      variables: [{ label: 'top', slot: MAX_UINT256, offset: 0, typeId: 't_struct(S)37_storage' }],
    };
    expect(members(layoutPlans(top)[0]!).map((m) => m.slot)).toEqual([MAX_UINT256, 0n, 1n, 2n, 3n, 4n]);
  });

  it('an in-place type plan for any type id, and an error naming an unknown one', () => {
    expect(planForType(layout, 't_bytes32', 9n, 0, 'h')).toMatchObject({
      kind: 'value',
      size: 32,
      decodeAs: 'fixedBytes',
    });
    expect(() => planForType(layout, 't_nope', 0n, 0, 'x')).toThrow(StorageLayoutError);
    expect(() => planForType(layout, 't_nope', 0n, 0, 'x')).toThrow('types.t_nope: Type is not defined');
  });
});

describe('mapping key types', () => {
  it('are the Solidity type a key is typed as', () => {
    expect(mappingKeyTypeOf(layout, 't_uint256')).toBe('uint256');
    expect(mappingKeyTypeOf(layout, 't_int40')).toBe('int40');
    expect(mappingKeyTypeOf(layout, 't_bytes7')).toBe('bytes7');
    expect(mappingKeyTypeOf(layout, 't_userDefinedValueType(Price)3')).toBe('uint96');
    expect(mappingKeyTypeOf(layout, 't_string_storage')).toBe('string');
    expect(mappingKeyTypeOf(layout, 't_bytes_storage')).toBe('bytes');
  });

  it('refuse a struct, an array or a mapping with a message naming it', () => {
    expect(() => mappingKeyTypeOf(layout, 't_struct(S)37_storage')).toThrow(
      'types.t_struct(S)37_storage: struct LayoutKinds.S cannot be a mapping key',
    );
    expect(() => mappingKeyTypeOf(layout, 't_array(t_uint16)dyn_storage')).toThrow('uint16[] cannot be a mapping key');
    expect(() => mappingKeyTypeOf(layout, 't_mapping(t_uint256,t_uint256)')).toThrow(StorageLayoutError);
  });
});

describe('mapping entries', () => {
  it('an address key: keccak256(h(key) . slot), then the next mapping by its key', () => {
    const key = '0x000000000000000000000000000000000000bEEF';
    const first = mappingEntryPlan(layout, mappingPlan('m'), key);
    const firstSlot = entrySlot('address', key, 4n);
    expect(BigInt(first.derivation.slot)).toBe(firstSlot);
    expect(first.plan).toMatchObject({
      kind: 'mapping',
      label: `m[${key}]`,
      slot: firstSlot,
      keyType: 'uint8',
      typeLabel: 'mapping(uint8 => struct LayoutKinds.S)',
    });
    if (first.plan.kind !== 'mapping') throw new Error('not a mapping');
    const second = mappingEntryPlan(layout, first.plan, ' 7 ');
    const s = entrySlot('uint8', 7, firstSlot);
    expect(second.plan.label).toBe(`m[${key}][7]`);
    expect(members(second.plan).map((m) => [m.label, m.slot])).toEqual([
      [`m[${key}][7].a`, s],
      [`m[${key}][7].b`, s + 1n],
      [`m[${key}][7].kids`, s + 2n],
      [`m[${key}][7].xs`, s + 3n],
      [`m[${key}][7].f`, s + 4n],
      [`m[${key}][7].inner`, s + 5n],
    ]);
  });

  it('a value entry reads at offset 0 of its own slot', () => {
    const { plan: entry } = mappingEntryPlan(layout, mappingPlan('byInt'), '-3');
    expect(entry).toEqual({
      label: 'byInt[-3]',
      typeId: 't_uint256',
      typeLabel: 'uint256',
      slot: entrySlot('int8', -3, 25n),
      kind: 'value',
      offset: 0,
      size: 32,
      decodeAs: 'uint',
    });
  });

  it('string keys: text as UTF-8, shown quoted; as hex when asked, shown as typed', () => {
    const utf8 = mappingEntryPlan(layout, mappingPlan('ms'), ' key');
    expect(utf8.plan.label).toBe('ms[" key"]');
    expect(utf8.plan.slot).toBe(BigInt(keccak256(concat([stringToHex(' key'), word(23n)]))));
    const hex = mappingEntryPlan(layout, mappingPlan('ms'), ' 0x6b6579 ', { encoding: 'hex' });
    expect(hex.plan.label).toBe('ms[0x6b6579]');
    expect(hex.plan.slot).toBe(BigInt(keccak256(concat([stringToHex('key'), word(23n)]))));
    const bytes = mappingEntryPlan(layout, mappingPlan('byBytes'), '0x00ff');
    expect(bytes.plan).toMatchObject({
      label: 'byBytes[0x00ff]',
      slot: BigInt(keccak256(concat(['0x00ff', word(24n)]))),
    });
  });

  it('a struct that holds a mapping to itself is planned one level at a time', () => {
    const node = mappingEntryPlan(layout, mappingPlan('nodes'), '1').plan;
    const next = members(node)[1]!;
    expect(next).toMatchObject({ kind: 'mapping', label: 'nodes[1].next', slot: entrySlot('uint256', 1n, 30n) + 1n });
    if (next.kind !== 'mapping') throw new Error('not a mapping');
    const deeper = mappingEntryPlan(layout, next, '2').plan;
    expect(members(deeper)[0]).toMatchObject({
      label: 'nodes[1].next[2].value',
      slot: entrySlot('uint256', 2n, next.slot),
    });
  });

  it('a key that does not fit its type is refused, naming the key', () => {
    expect(() => mappingEntryPlan(layout, mappingPlan('m'), 'alice')).toThrow(SlotInputError);
    expect(() => mappingEntryPlan(layout, mappingPlan('byInt'), '200')).toThrow(SlotInputError);
  });
});

describe('array elements', () => {
  it('packed elements of a dynamic array: slot keccak256(p) + floor(i / perSlot), byte offset inside', () => {
    const { derivation, plan: p } = arrayElementPlan(layout, arrayPlan(plan('smalls')), 17n, { length: 20n });
    expect(p).toEqual({
      label: 'smalls[17]',
      typeId: 't_uint16',
      typeLabel: 'uint16',
      slot: dataStart(6n) + 1n,
      kind: 'value',
      offset: 2,
      size: 2,
      decodeAs: 'uint',
    });
    expect(derivation.offset).toBe(2);
  });

  it('a dynamic array is bound-checked only against the length it is given', () => {
    expect(() => arrayElementPlan(layout, arrayPlan(plan('smalls')), 20n, { length: 20n })).toThrow(
      'Index 20 is past the end of the array (length 20)',
    );
    expect(arrayElementPlan(layout, arrayPlan(plan('smalls')), 1000n).plan.slot).toBe(dataStart(6n) + 62n);
  });

  it('struct elements take whole slots each and expand', () => {
    const second = arrayElementPlan(layout, arrayPlan(plan('arr')), '1').plan;
    const start = dataStart(5n) + 6n;
    expect(second).toMatchObject({ kind: 'struct', label: 'arr[1]', slot: start });
    expect(members(second).map((m) => [m.label, m.slot])[5]).toEqual(['arr[1].inner', start + 5n]);
  });

  it('a fixed array holds its elements in place and refuses an index past its length', () => {
    expect(arrayElementPlan(layout, arrayPlan(plan('fixedArr')), '0x4').plan).toMatchObject({
      label: 'fixedArr[4]',
      slot: 16n,
      offset: 12,
      size: 3,
      decodeAs: 'int',
    });
    expect(() => arrayElementPlan(layout, arrayPlan(plan('fixedArr')), 5n)).toThrow(
      'Index 5 is past the end of the fixed-size array (length 5)',
    );
    // The declared length wins over one passed in.
    expect(() => arrayElementPlan(layout, arrayPlan(plan('fixedArr')), 5n, { length: 10n })).toThrow(SlotInputError);
  });

  it('an array of arrays: the element is itself an array, planned again by index', () => {
    const row = arrayElementPlan(layout, arrayPlan(plan('grid')), 2n).plan;
    expect(row).toMatchObject({ kind: 'staticArray', label: 'grid[2]', slot: 21n, length: 2n, elementBytes: 32 });
    expect(arrayElementPlan(layout, arrayPlan(row), 1n).plan).toMatchObject({
      label: 'grid[2][1]',
      slot: 22n,
      offset: 0,
    });
    const pair = arrayElementPlan(layout, arrayPlan(plan('pair')), 1n).plan;
    expect(members(pair).map((m) => [m.label, m.slot, m.kind === 'value' && m.offset])).toEqual([
      ['pair[1].x', 32n, 0],
      ['pair[1].y', 32n, 8],
    ]);
  });

  it('an index that is not a number is refused', () => {
    expect(() => arrayElementPlan(layout, arrayPlan(plan('hashes')), 'first')).toThrow(SlotInputError);
  });
});

describe('the layout box (readLayoutPaste)', () => {
  const buildInfoText = JSON.stringify({ output: buildInfoOutput });

  it('one layout: its plans at once', () => {
    const box = readLayoutPaste(JSON.stringify(kindsLayout), '');
    expect(box.sources.map((s) => s.name)).toEqual(['']);
    expect(box.read).toEqual({ ok: true, value: { layout, plans } });
  });

  it('several contracts: waits for a choice, then reads the chosen one by its full name', () => {
    const waiting = readLayoutPaste(buildInfoText, '');
    expect(waiting.sources.map((s) => s.name)).toEqual([
      'LayoutKinds.sol:Base',
      'LayoutKinds.sol:IToken',
      'LayoutKinds.sol:LayoutKinds',
    ]);
    expect(waiting.read).toBeNull();
    expect(readLayoutPaste(buildInfoText, 'LayoutKinds').read).toBeNull();
    const chosen = readLayoutPaste(buildInfoText, 'LayoutKinds.sol:LayoutKinds');
    expect(chosen.read).toEqual({ ok: true, value: { layout, plans } });
    const base = readLayoutPaste(buildInfoText, 'LayoutKinds.sol:Base');
    expect(base.read?.ok && base.read.value.plans.map((p) => p.label)).toEqual(['baseCount']);
  });

  it('a single contract is read whatever name is left in the box', () => {
    expect(readLayoutPaste(JSON.stringify(contracts1()), 'Old.sol:Gone').read?.ok).toBe(true);
  });

  it('a paste that cannot be read gets its message, keeping the contracts found', () => {
    expect(readLayoutPaste('{"storage": [', '')).toEqual({
      sources: [],
      read: { ok: false, message: expect.stringMatching(/^Not valid JSON \(/) },
    });
    const broken = JSON.stringify({
      contracts: {
        'A.sol': {
          A: { storageLayout: { storage: [{ label: 'x', slot: '0', offset: 0, type: 't_gone' }], types: {} } },
        },
        'B.sol': { B: { storageLayout: kindsLayout } },
      },
    });
    expect(readLayoutPaste(broken, 'A.sol:A')).toEqual({
      sources: [
        { name: 'A.sol:A', raw: expect.anything() },
        { name: 'B.sol:B', raw: kindsLayout },
      ],
      read: { ok: false, message: 'storage[0].type: Type t_gone is not defined in types' },
    });
    // A struct holding itself in place used to overflow the stack while planning (a crash, not a message).
    const selfHolding = {
      storage: [{ label: 's', slot: '0', offset: 0, type: 't_s' }],
      types: {
        t_s: {
          encoding: 'inplace',
          label: 'struct S',
          numberOfBytes: '32',
          members: [{ label: 'me', slot: '0', offset: 0, type: 't_s' }],
        },
      },
    };
    expect(readLayoutPaste(JSON.stringify(selfHolding), '').read).toEqual({
      ok: false,
      message: 'types.t_s.members[0].type: struct S contains itself in place',
    });
    // A mapping keyed by a struct parses, but cannot be planned.
    const structKey = {
      storage: [{ label: 'bad', slot: '0', offset: 0, type: 't_m' }],
      types: {
        ...kindsLayout.types,
        t_m: {
          encoding: 'mapping',
          label: 'mapping(S => uint256)',
          numberOfBytes: '32',
          key: 't_struct(S)37_storage',
          value: 't_uint256',
        },
      },
    };
    expect(readLayoutPaste(JSON.stringify(structKey), '').read).toEqual({
      ok: false,
      message: 'types.t_struct(S)37_storage: struct LayoutKinds.S cannot be a mapping key',
    });
  });
});

/** A build-info holding only LayoutKinds. */
function contracts1() {
  return { output: { contracts: { 'K.sol': { K: { storageLayout: kindsLayout } } } } };
}
