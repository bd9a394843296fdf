/**
 * Parsing solc's storageLayout without a devnet: a real solc 0.8.37 output recorded in
 * test/fixtures/storage-layout/ (see its README for how it was generated), in each shape a
 * person pastes it (bare layout, Foundry artifact, Hardhat build-info, standard-JSON output,
 * `--combined-json`), and the message each malformed part gets.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import buildInfoOutput from '../../fixtures/storage-layout/build-info-output.json' with { type: 'json' };
import {
  listLayoutSources,
  parseStorageLayout,
  StorageLayoutError,
  type StorageLayout,
} from '../../../src/domain/storage/storage-layout.ts';

const contracts = buildInfoOutput.contracts['LayoutKinds.sol'];
/** What `forge inspect LayoutKinds storageLayout --json` and `solc --storage-layout` print. */
const kindsLayout = contracts.LayoutKinds.storageLayout;
const MAX_UINT256 = 2n ** 256n - 1n;

const variable = (layout: StorageLayout, label: string) => layout.variables.find((v) => v.label === label);

/** The message a malformed input is rejected with (and that it is a StorageLayoutError). */
function rejection(input: unknown, options?: { contract?: string }): { path: string; message: string } {
  try {
    parseStorageLayout(input, options);
  } catch (error) {
    if (!(error instanceof StorageLayoutError)) throw error;
    expect(error.name).toBe('StorageLayoutError');
    return { path: error.path, message: error.message };
  }
  throw new Error('accepted');
}

/** A one-variable layout whose type `t_x` is `type`. */
const withType = (type: unknown, extra: Record<string, unknown> = {}) => ({
  storage: [{ label: 'x', slot: '0', offset: 0, type: 't_x' }],
  types: { t_x: type, ...extra },
});

describe('the real layout of LayoutKinds', () => {
  // Parsed in each test, not while the file loads: Stryker counts code run outside a test as
  // covered by every test ("static") and would run the whole suite for each of its mutants.
  let layout: StorageLayout;
  beforeEach(() => {
    layout = parseStorageLayout(kindsLayout);
  });

  it('keeps every variable in declaration order, inherited ones first, with slot, offset and provenance', () => {
    expect(layout.variables.map((v) => v.label)).toEqual(kindsLayout.storage.map((v) => v.label));
    expect(layout.variables[0]).toEqual({
      label: 'baseCount',
      slot: 0n,
      offset: 0,
      typeId: 't_uint256',
      astId: 6,
      // solc names the contract whose layout it is, not the one that declared the variable.
      contract: 'LayoutKinds.sol:LayoutKinds',
    });
    // Packed into slot 1: uint8 at 0, bool at 1, address at 2, int40 after the 20-byte address.
    expect(
      ['small8', 'flag', 'owner', 'neg'].map((l) => [variable(layout, l)?.slot, variable(layout, l)?.offset]),
    ).toEqual([
      [1n, 0],
      [1n, 1],
      [1n, 2],
      [1n, 22],
    ]);
    expect(variable(layout, 'seven')).toMatchObject({ slot: 8n, offset: 12, typeId: 't_bytes7' });
    expect(variable(layout, 'hashes')).toMatchObject({ slot: 33n, offset: 0 });
  });

  it('reads each value type the way its id says', () => {
    const decodeAs = (id: string) => {
      const t = layout.types[id];
      return t?.kind === 'value' ? [t.decodeAs, t.numberOfBytes] : t?.kind;
    };
    expect(decodeAs('t_address')).toEqual(['address', 20]);
    expect(decodeAs('t_contract(IToken)4')).toEqual(['address', 20]);
    expect(decodeAs('t_bool')).toEqual(['bool', 1]);
    expect(decodeAs('t_int40')).toEqual(['int', 5]);
    expect(decodeAs('t_int8')).toEqual(['int', 1]);
    expect(decodeAs('t_uint8')).toEqual(['uint', 1]);
    expect(decodeAs('t_uint256')).toEqual(['uint', 32]);
    expect(decodeAs('t_bytes7')).toEqual(['fixedBytes', 7]);
    expect(decodeAs('t_bytes32')).toEqual(['fixedBytes', 32]);
    expect(decodeAs('t_function_external_nonpayable()returns()')).toEqual(['fixedBytes', 24]);
    // Enums and user-defined value types read as unsigned integers of their size.
    expect(decodeAs('t_enum(Color)13')).toEqual(['uint', 1]);
    expect(decodeAs('t_userDefinedValueType(Price)3')).toEqual(['uint', 12]);
  });

  it('tells strings from bytes, and keeps mapping, array and struct structure', () => {
    expect(layout.types.t_string_storage).toEqual({
      id: 't_string_storage',
      label: 'string',
      numberOfBytes: 32,
      kind: 'bytes',
      isString: true,
    });
    expect(layout.types.t_bytes_storage).toMatchObject({ kind: 'bytes', isString: false });
    expect(layout.types['t_mapping(t_address,t_mapping(t_uint8,t_struct(S)37_storage))']).toEqual({
      id: 't_mapping(t_address,t_mapping(t_uint8,t_struct(S)37_storage))',
      label: 'mapping(address => mapping(uint8 => struct LayoutKinds.S))',
      numberOfBytes: 32,
      kind: 'mapping',
      keyId: 't_address',
      valueId: 't_mapping(t_uint8,t_struct(S)37_storage)',
    });
    expect(layout.types['t_array(t_uint16)dyn_storage']).toEqual({
      id: 't_array(t_uint16)dyn_storage',
      label: 'uint16[]',
      numberOfBytes: 32,
      kind: 'dynamicArray',
      baseId: 't_uint16',
    });
    expect(layout.types['t_array(t_int24)5_storage']).toEqual({
      id: 't_array(t_int24)5_storage',
      label: 'int24[5]',
      numberOfBytes: 32,
      kind: 'staticArray',
      baseId: 't_int24',
      length: 5n,
    });
    // The outer length of a nested fixed array is the last number in the id.
    expect(layout.types['t_array(t_array(t_uint256)2_storage)3_storage']).toMatchObject({
      kind: 'staticArray',
      baseId: 't_array(t_uint256)2_storage',
      length: 3n,
      numberOfBytes: 192,
    });
    const s = layout.types['t_struct(S)37_storage'];
    expect(s?.kind === 'struct' && s.members.map((m) => [m.label, m.slot, m.offset, m.typeId])).toEqual([
      ['a', 0n, 0, 't_uint128'],
      ['b', 1n, 0, 't_address'],
      ['kids', 2n, 0, 't_mapping(t_uint256,t_uint256)'],
      ['xs', 3n, 0, 't_array(t_uint256)dyn_storage'],
      ['f', 4n, 0, 't_array(t_bytes4)3_storage'],
      ['inner', 5n, 0, 't_struct(Inner)18_storage'],
    ]);
    expect(s).toMatchObject({ label: 'struct LayoutKinds.S', numberOfBytes: 192 });
    const inner = layout.types['t_struct(Inner)18_storage'];
    expect(inner?.kind === 'struct' && inner.members[1]).toEqual({
      label: 'y',
      slot: 0n,
      offset: 8,
      typeId: 't_bool',
      astId: 17,
      contract: 'LayoutKinds.sol:LayoutKinds',
    });
  });

  it('accepts a struct that refers to itself through a mapping', () => {
    const node = layout.types['t_struct(Node)45_storage'];
    expect(node?.kind === 'struct' && node.members[1]?.typeId).toBe('t_mapping(t_uint256,t_struct(Node)45_storage)');
    expect(layout.types['t_mapping(t_uint256,t_struct(Node)45_storage)']).toMatchObject({
      valueId: 't_struct(Node)45_storage',
    });
  });
});

describe('the shapes a layout is pasted in', () => {
  let expected: StorageLayout;
  beforeEach(() => {
    expected = parseStorageLayout(kindsLayout);
  });

  it('bare, as JSON text, as a Foundry artifact (object or text inside), and in a Hardhat build-info', () => {
    expect(listLayoutSources(kindsLayout)).toEqual([{ name: '', raw: kindsLayout }]);
    expect(parseStorageLayout(JSON.stringify(kindsLayout))).toEqual(expected);
    const artifact = { abi: [], bytecode: { object: '0x' }, storageLayout: kindsLayout };
    expect(listLayoutSources(artifact)).toEqual([{ name: '', raw: kindsLayout }]);
    expect(parseStorageLayout(JSON.stringify(artifact))).toEqual(expected);
    expect(parseStorageLayout({ storageLayout: JSON.stringify(kindsLayout) })).toEqual(expected);
    const buildInfo = { _format: 'hh-sol-build-info-1', solcVersion: '0.8.37', input: {}, output: buildInfoOutput };
    expect(parseStorageLayout(buildInfo, { contract: 'LayoutKinds' })).toEqual(expected);
    expect(parseStorageLayout(buildInfoOutput, { contract: 'LayoutKinds.sol:LayoutKinds' })).toEqual(expected);
  });

  it('names every contract of a build-info by file and name, including one with no variables', () => {
    expect(listLayoutSources({ output: buildInfoOutput }).map((s) => s.name)).toEqual([
      'LayoutKinds.sol:Base',
      'LayoutKinds.sol:IToken',
      'LayoutKinds.sol:LayoutKinds',
    ]);
    expect(parseStorageLayout(buildInfoOutput, { contract: 'IToken' })).toEqual({ variables: [], types: {} });
    expect(parseStorageLayout(buildInfoOutput, { contract: 'Base' }).variables.map((v) => v.label)).toEqual([
      'baseCount',
    ]);
  });

  it('reads solc --combined-json storage-layout, whose layouts are JSON text keyed by file:Name', () => {
    const combined = {
      contracts: {
        'A.sol:Base': { 'storage-layout': JSON.stringify(contracts.Base.storageLayout) },
        'A.sol:Kinds': { 'storage-layout': kindsLayout },
      },
      version: '0.8.37',
    };
    expect(listLayoutSources(combined).map((s) => s.name)).toEqual(['A.sol:Base', 'A.sol:Kinds']);
    expect(parseStorageLayout(combined, { contract: 'Kinds' })).toEqual(expected);
    expect(() => listLayoutSources({ contracts: { 'A.sol:X': { 'storage-layout': '{' } } })).toThrow(
      /^contracts\.A\.sol:X: Not valid JSON \(/,
    );
  });

  it('skips entries that carry no layout', () => {
    const output = {
      contracts: {
        'junk.sol': 7,
        'empty.sol': null,
        'Lib.sol': { Lib: { abi: [] }, Odd: 'text', K: { storageLayout: kindsLayout } },
      },
    };
    expect(listLayoutSources(output).map((s) => s.name)).toEqual(['Lib.sol:K']);
    expect(parseStorageLayout(output)).toEqual(expected);
  });

  it('asks for a choice among several, and says which names exist when the choice matches none', () => {
    expect(rejection(buildInfoOutput)).toEqual({
      path: 'contract',
      message:
        'contract: 3 contracts have a storage layout (LayoutKinds.sol:Base, LayoutKinds.sol:IToken, LayoutKinds.sol:LayoutKinds); choose one',
    });
    expect(rejection(buildInfoOutput, { contract: 'Kinds' }).message).toBe(
      'contract: No contract named Kinds; found LayoutKinds.sol:Base, LayoutKinds.sol:IToken, LayoutKinds.sol:LayoutKinds',
    );
    // A single layout still has to match a name that is asked for.
    expect(rejection(kindsLayout, { contract: 'Kinds' }).message).toBe('contract: No contract named Kinds; found ');
  });

  it('calls a name that two files share ambiguous', () => {
    const output = {
      contracts: {
        'a/Token.sol': { Token: { storageLayout: kindsLayout } },
        'b/Token.sol': { Token: { storageLayout: contracts.Base.storageLayout } },
      },
    };
    expect(rejection(output, { contract: 'Token' }).message).toBe(
      'contract: Token is ambiguous: a/Token.sol:Token, b/Token.sol:Token',
    );
    expect(parseStorageLayout(output, { contract: 'b/Token.sol:Token' }).variables).toHaveLength(1);
  });

  it.each([
    ['text that is not JSON', '{"storage": [', '', /^Not valid JSON \(.+\)$/],
    ['an array', [], '', /^Expected a JSON object with a storage layout$/],
    ['null', null, '', /^Expected a JSON object with a storage layout$/],
    ['a number', '42', '', /^Expected a JSON object with a storage layout$/],
    [
      'an object with no layout',
      { abi: [] },
      '',
      /^No storage layout found: expected \{storage, types\}, \{storageLayout\}, or build info with output\.contracts$/,
    ],
    ['contracts that are not an object', { output: { contracts: [] } }, '', /^No storage layout found/],
    [
      'a build-info compiled without storageLayout',
      { output: { contracts: { 'A.sol': { A: { abi: [] } } } } },
      'contracts',
      /^contracts: No contract carries a storageLayout: compile with outputSelection "storageLayout"$/,
    ],
    [
      'an artifact whose layout is broken text',
      { storageLayout: '{' },
      'storageLayout',
      /^storageLayout: Not valid JSON/,
    ],
  ])('rejects %s', (_what, input, path, message) => {
    const { path: got, message: text } = rejection(input);
    expect(got).toBe(path);
    expect(text).toMatch(message);
  });

  it('takes `output.contracts` over top-level `contracts`, and falls back when output has none', () => {
    const both = { output: { contracts: { 'A.sol': { A: { storageLayout: kindsLayout } } } }, contracts: {} };
    expect(listLayoutSources(both).map((s) => s.name)).toEqual(['A.sol:A']);
    const fallback = { output: 'none', contracts: { 'B.sol': { B: { storageLayout: kindsLayout } } } };
    expect(listLayoutSources(fallback).map((s) => s.name)).toEqual(['B.sol:B']);
  });
});

describe('malformed layouts name the offending part', () => {
  it.each([
    ['a layout that is not an object', { storageLayout: 5 }, 'storage: Expected an array of variables'],
    [
      'storage that is not an array',
      { storageLayout: { storage: {}, types: {} } },
      'storage: Expected an array of variables',
    ],
    ['types that are a list', { storage: [], types: [] }, 'types: Expected an object of types keyed by id'],
    ['types that are text', { storage: [], types: 'x' }, 'types: Expected an object of types keyed by id'],
    [
      'a variable that is not an object',
      { storage: [null], types: {} },
      'storage[0]: Expected {label, slot, offset, type}',
    ],
    [
      'a variable without a label',
      { storage: [{ slot: '0', offset: 0, type: 't_x' }], types: {} },
      'storage[0].label: Expected a string',
    ],
    [
      'a variable without a type',
      { storage: [{ label: 'x', slot: '0', offset: 0, type: 3 }], types: {} },
      'storage[0].type: Expected a type id string',
    ],
    [
      'an offset past the slot',
      { storage: [{ label: 'x', slot: '0', offset: 32, type: 't_x' }], types: {} },
      'storage[0].offset: A byte offset within a slot is 0 … 31, got 32',
    ],
    [
      'an offset in words',
      { storage: [{ label: 'x', slot: '0', offset: 'two', type: 't_x' }], types: {} },
      'storage[0].offset: Expected a whole number as a decimal string, got "two"',
    ],
    [
      'a slot in hex',
      { storage: [{ label: 'x', slot: '0x1', offset: 0, type: 't_x' }], types: {} },
      'storage[0].slot: Expected a whole number as a decimal string, got "0x1"',
    ],
    [
      'an undefined variable type',
      { storage: [{ label: 'x', slot: '0', offset: 0, type: 't_missing' }], types: null },
      'storage[0].type: Type t_missing is not defined in types',
    ],
    ['a type that is not an object', withType('uint256'), 'types.t_x: Expected {encoding, label, numberOfBytes}'],
    [
      'a type without a label',
      withType({ encoding: 'inplace', numberOfBytes: '32' }),
      'types.t_x.label: Expected a string',
    ],
    [
      'a type of no known encoding',
      withType({ encoding: 'packed', label: 'x', numberOfBytes: '32' }),
      'types.t_x.encoding: Expected inplace, mapping, dynamic_array or bytes, got "packed"',
    ],
    [
      'a type without an encoding',
      withType({ label: 'x', numberOfBytes: '32' }),
      'types.t_x.encoding: Expected inplace, mapping, dynamic_array or bytes, got undefined',
    ],
    [
      'a type with a negative size',
      withType({ encoding: 'inplace', label: 'x', numberOfBytes: -1 }),
      'types.t_x.numberOfBytes: Expected a whole number as a decimal string, got -1',
    ],
    [
      'an empty value type',
      withType({ encoding: 'inplace', label: 'x', numberOfBytes: '0' }),
      'types.t_x.numberOfBytes: A value type takes 1 … 32 bytes, got 0',
    ],
    [
      'a value type wider than a slot',
      withType({ encoding: 'inplace', label: 'x', numberOfBytes: '33' }),
      'types.t_x.numberOfBytes: A value type takes 1 … 32 bytes, got 33',
    ],
    [
      'a mapping without a key',
      withType({ encoding: 'mapping', label: 'm', numberOfBytes: '32', value: 't_x' }),
      'types.t_x.key: Expected a type id string',
    ],
    [
      'a mapping to an undefined value type',
      withType({ encoding: 'mapping', label: 'm', numberOfBytes: '32', key: 't_x', value: 't_gone' }),
      'types.t_x.value: Type t_gone is not defined in types',
    ],
    [
      'a mapping from an undefined key type',
      withType({ encoding: 'mapping', label: 'm', numberOfBytes: '32', key: 't_gone', value: 't_x' }),
      'types.t_x.key: Type t_gone is not defined in types',
    ],
    [
      'a dynamic array without a base',
      withType({ encoding: 'dynamic_array', label: 'x[]', numberOfBytes: '32' }),
      'types.t_x.base: Expected a type id string',
    ],
    [
      'a dynamic array of an undefined type',
      withType({ encoding: 'dynamic_array', label: 'x[]', numberOfBytes: '32', base: 't_gone' }),
      'types.t_x.base: Type t_gone is not defined in types',
    ],
    [
      'a fixed array of an undefined type',
      withType({ encoding: 'inplace', label: 'x[2]', numberOfBytes: '64', base: 't_gone' }),
      'types.t_x.base: Type t_gone is not defined in types',
    ],
    [
      'a fixed array with no length anywhere',
      withType({ encoding: 'inplace', label: 'x[]', numberOfBytes: '64', base: 't_x' }),
      'types.t_x: A fixed-size array needs its length in the id or label',
    ],
    [
      'a struct member of an undefined type',
      withType(
        {
          encoding: 'inplace',
          label: 'struct S',
          numberOfBytes: '64',
          members: [
            { label: 'a', slot: '0', offset: 0, type: 't_u' },
            { label: 'b', slot: '1', offset: 0, type: 't_gone' },
          ],
        },
        { t_u: { encoding: 'inplace', label: 'uint256', numberOfBytes: '32' } },
      ),
      'types.t_x.members[1].type: Type t_gone is not defined in types',
    ],
    [
      'a struct member with a bad slot',
      withType({
        encoding: 'inplace',
        label: 'struct S',
        numberOfBytes: '32',
        members: [{ label: 'a', slot: 'x', offset: 0, type: 't_x' }],
      }),
      'types.t_x.members[0].slot: Expected a whole number as a decimal string, got "x"',
    ],
  ])('%s', (_what, input, message) => {
    expect(rejection(input).message).toBe(message);
  });

  it('accepts slots and offsets as decimal text or safe whole numbers up to 2^256 − 1', () => {
    const slotOf = (slot: unknown) =>
      parseStorageLayout({
        storage: [{ label: 'x', slot, offset: 31, type: 't_u' }],
        types: { t_u: { encoding: 'inplace', label: 'uint8', numberOfBytes: 1 } },
      }).variables[0]?.slot;
    expect(slotOf('0')).toBe(0n);
    expect(slotOf(7)).toBe(7n);
    expect(slotOf(Number.MAX_SAFE_INTEGER)).toBe(BigInt(Number.MAX_SAFE_INTEGER));
    expect(slotOf(MAX_UINT256.toString())).toBe(MAX_UINT256);
    for (const bad of [(MAX_UINT256 + 1n).toString(), -1, 1.5, 2 ** 53, '', ' 1', '1a', 'a1', '-1', null, true]) {
      expect(() => slotOf(bad), String(bad)).toThrow(
        `storage[0].slot: Expected a whole number as a decimal string, got ${JSON.stringify(bad)}`,
      );
    }
  });

  it('reads a fixed array length from the label when the id lacks it, and value sizes 1 and 32', () => {
    const layout = parseStorageLayout(
      withType(
        { encoding: 'inplace', label: 'uint8[4]', numberOfBytes: '32', base: 't_b' },
        {
          t_b: { encoding: 'inplace', label: 'bytes1', numberOfBytes: '1' },
          t_w: { encoding: 'inplace', label: 'uint256', numberOfBytes: '32' },
        },
      ),
    );
    expect(layout.types.t_x).toMatchObject({ kind: 'staticArray', length: 4n, baseId: 't_b' });
    expect(layout.types.t_b).toMatchObject({ kind: 'value', numberOfBytes: 1 });
    expect(layout.types.t_w).toMatchObject({ kind: 'value', numberOfBytes: 32 });
  });

  it('takes a fixed array length from the id before the label, and the outer length of a nested label', () => {
    const arrays = parseStorageLayout({
      storage: [],
      types: {
        't_array(t_b)12_storage': { encoding: 'inplace', label: 'Twelve', numberOfBytes: '32', base: 't_b' },
        t_grid: { encoding: 'inplace', label: 'uint256[2][13]', numberOfBytes: '832', base: 't_row' },
        t_row: { encoding: 'inplace', label: 'uint256[2]', numberOfBytes: '64', base: 't_b' },
        t_b: { encoding: 'inplace', label: 'bytes1', numberOfBytes: '1' },
      },
    }).types;
    expect(arrays['t_array(t_b)12_storage']).toMatchObject({ kind: 'staticArray', length: 12n });
    expect(arrays.t_grid).toMatchObject({ kind: 'staticArray', length: 13n, baseId: 't_row' });
    expect(arrays.t_row).toMatchObject({ kind: 'staticArray', length: 2n });
  });

  it('reads a user-defined value type as its unsigned size whatever it is named', () => {
    // `type t_addressLike is uint96;` — solc puts the user's name inside the id.
    const id = 't_userDefinedValueType(t_addressLike)7';
    const layout = parseStorageLayout({
      storage: [{ label: 'v', slot: '0', offset: 0, type: id }],
      types: { [id]: { encoding: 'inplace', label: 't_addressLike', numberOfBytes: '12' } },
    });
    expect(layout.types[id]).toMatchObject({ kind: 'value', decodeAs: 'uint', numberOfBytes: 12 });
  });

  it('keeps astId and contract only when they have the right type', () => {
    const layout = parseStorageLayout({
      storage: [{ label: 'x', slot: '0', offset: 0, type: 't_u', astId: '6', contract: 9 }],
      types: { t_u: { encoding: 'inplace', label: 'uint256', numberOfBytes: '32' } },
    });
    expect(layout.variables[0]).toEqual({ label: 'x', slot: 0n, offset: 0, typeId: 't_u' });
  });

  it('refuses a struct that holds itself in place, directly or through another struct', () => {
    const struct = (label: string, ...memberTypes: string[]) => ({
      encoding: 'inplace',
      label,
      numberOfBytes: '32',
      members: memberTypes.map((type, i) => ({ label: `m${i}`, slot: String(i), offset: 0, type })),
    });
    const u = { encoding: 'inplace', label: 'uint256', numberOfBytes: '32' };
    expect(rejection(withType(struct('struct A', 't_u', 't_x'), { t_u: u })).message).toBe(
      'types.t_x.members[1].type: struct A contains itself in place',
    );
    expect(
      rejection(withType(struct('struct A', 't_b'), { t_b: struct('struct B', 't_u', 't_x'), t_u: u })).message,
    ).toBe('types.t_b.members[1].type: struct A contains itself in place');
    // The same struct twice side by side is no cycle.
    const twice = parseStorageLayout(
      withType(struct('struct A', 't_b', 't_b'), { t_b: struct('struct B', 't_u'), t_u: u }),
    );
    expect(twice.types.t_x).toMatchObject({ kind: 'struct' });
  });

  it('reads a layout with no types field as having none', () => {
    expect(parseStorageLayout({ storage: [] })).toEqual({ variables: [], types: {} });
  });
});
