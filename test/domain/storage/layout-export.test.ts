/**
 * The layout export's rows, bounds and notes, over words given by slot (the browser test checks a
 * real contract's export against the devnet).
 */
import { describe, expect, it } from 'vitest';
import { bigIntToBytes32 } from '../../../src/domain/bytes32.ts';
import { bytesToHex, type Hex } from '../../../src/domain/hex.ts';
import { EXPORT_LIMITS, exportLayout, type ExportedVariable } from '../../../src/domain/storage/layout-export.ts';
import { parseStorageLayout } from '../../../src/domain/storage/storage-layout.ts';
import { layoutPlans } from '../../../src/domain/storage/storage-read-plan.ts';
import { arrayElementSlot, bytesDataSlot } from '../../../src/domain/storage/storage-slots.ts';

const layout = parseStorageLayout({
  storage: [
    { label: 'count', slot: '0', offset: 0, type: 't_uint256' },
    { label: 'tiny', slot: '1', offset: 0, type: 't_int8' },
    { label: 'flag', slot: '1', offset: 1, type: 't_bool' },
    { label: 'balances', slot: '2', offset: 0, type: 't_mapping(t_address,t_uint256)' },
    { label: 'many', slot: '3', offset: 0, type: 't_array(t_uint128)dyn_storage' },
    { label: 'huge', slot: '4', offset: 0, type: 't_string_storage' },
  ],
  types: {
    t_uint256: { encoding: 'inplace', label: 'uint256', numberOfBytes: '32' },
    t_uint128: { encoding: 'inplace', label: 'uint128', numberOfBytes: '16' },
    t_int8: { encoding: 'inplace', label: 'int8', numberOfBytes: '1' },
    t_bool: { encoding: 'inplace', label: 'bool', numberOfBytes: '1' },
    t_address: { encoding: 'inplace', label: 'address', numberOfBytes: '20' },
    't_mapping(t_address,t_uint256)': {
      encoding: 'mapping',
      key: 't_address',
      value: 't_uint256',
      label: 'mapping(address => uint256)',
      numberOfBytes: '32',
    },
    't_array(t_uint128)dyn_storage': {
      encoding: 'dynamic_array',
      base: 't_uint128',
      label: 'uint128[]',
      numberOfBytes: '32',
    },
    t_string_storage: { encoding: 'bytes', label: 'string', numberOfBytes: '32' },
  },
});

const word = (value: bigint): Hex => bytesToHex(bigIntToBytes32(value));
const ZERO = word(0n);

function storage(words: Map<bigint, Hex>) {
  const asked: bigint[] = [];
  return {
    asked,
    read: (slot: bigint) => {
      asked.push(slot);
      return Promise.resolve(words.get(slot) ?? ZERO);
    },
  };
}

/** How the page words a failed read; here, the error's own message. */
const unreadable = (error: unknown) => (error instanceof Error ? error.message : String(error));

describe('exportLayout', () => {
  const manyLength = 1000n;
  const hugeLength = BigInt(EXPORT_LIMITS.stringDataSlots * 32 + 1);
  const words = new Map<bigint, Hex>([
    [0n, word(2n ** 200n + 1n)],
    // tiny = -2 at offset 0, flag = true at offset 1
    [1n, word((1n << 8n) | 0xfen)],
    [3n, word(manyLength)],
    [4n, word(hugeLength * 2n + 1n)],
    // many[1] is the high half of the first data slot
    [BigInt(arrayElementSlot(3n, 1n, 16).slot), word(7n << 128n)],
  ]);

  it('writes each value with its slot, offset, bytes, word and exact decoded value', async () => {
    const { read } = storage(words);
    const out = await exportLayout(layout, layoutPlans(layout), { contract: '0xAB', block: '77', unreadable }, read);
    expect(out.contract).toBe('0xab');
    expect(out.block).toBe('77');
    expect(out.note).toBeUndefined();
    const row = (name: string) => out.variables.find((v) => v.name === name);
    expect(row('count')).toEqual({
      name: 'count',
      type: 'uint256',
      slot: '0',
      offset: 0,
      bytes: 32,
      word: words.get(0n),
      value: (2n ** 200n + 1n).toString(),
    });
    expect(row('tiny')).toMatchObject({ value: '-2', offset: 0, bytes: 1, word: words.get(1n) });
    expect(row('flag')).toMatchObject({ value: true, offset: 1, bytes: 1 });
    expect(row('balances')).toMatchObject({ value: null, note: expect.stringContaining('cannot be listed') });
    expect(row('many')).toMatchObject({ value: '1000', note: expect.stringContaining('first 100 elements') });
    expect(row('many[1]')).toMatchObject({ value: '7', offset: 16, bytes: 16 });
    expect(row(`many[${EXPORT_LIMITS.arrayElements - 1}]`)).toBeDefined();
    expect(row(`many[${EXPORT_LIMITS.arrayElements}]`)).toBeUndefined();
    expect(row('huge')).toMatchObject({ value: null, note: expect.stringContaining('more than the 256') });
  });

  it('reads no data slot of a string past its bound, and no element past the array bound', async () => {
    const { read, asked } = storage(words);
    await exportLayout(layout, layoutPlans(layout), { contract: '0xab', block: '1', unreadable }, read);
    expect(asked).not.toContain(BigInt(bytesDataSlot(4n, 0n).slot));
    // 100 uint128 elements, two per slot: 50 data slots, plus the 5 slots of the 6 variables
    expect(new Set(asked).size).toBe(50 + 5);
  });

  it('gives a variable whose word cannot be read one row saying why, and keeps every other', async () => {
    // `huge` is a 65-byte string here, so its three data slots are read (and the first one fails)
    const { read } = storage(new Map(words).set(4n, word(65n * 2n + 1n)));
    const failing = new Set([0n, 1n, 3n, BigInt(bytesDataSlot(4n, 0n).slot)]);
    const out = await exportLayout(
      layout,
      layoutPlans(layout),
      { contract: '0xab', block: '77', unreadable },
      (slot) =>
        failing.has(slot)
          ? Promise.reject(new Error(`block 77 is older than the endpoint's window (slot ${slot})`))
          : read(slot),
    );
    const row = (name: string) => out.variables.filter((v) => v.name === name);
    expect(row('count')).toEqual([
      {
        name: 'count',
        type: 'uint256',
        slot: '0',
        offset: 0,
        bytes: 32,
        word: null,
        value: null,
        note: "not read: block 77 is older than the endpoint's window (slot 0)",
      },
    ]);
    // a packed value keeps its place in the slot
    expect(row('flag')).toEqual([
      {
        name: 'flag',
        type: 'bool',
        slot: '1',
        offset: 1,
        bytes: 1,
        word: null,
        value: null,
        note: "not read: block 77 is older than the endpoint's window (slot 1)",
      },
    ]);
    // an array is not exported half: its length failed, so one row for the whole slot and no elements
    expect(row('many')).toMatchObject([
      { offset: 0, bytes: 32, word: null, value: null, note: expect.stringContaining('(slot 3)') },
    ]);
    expect(out.variables.some((v) => v.name.startsWith('many['))).toBe(false);
    // a long string whose data slot failed: one row, its length word not passed off as the value
    expect(row('huge')).toMatchObject([
      { offset: 0, bytes: 32, word: null, value: null, note: expect.stringContaining('not read: ') },
    ]);
    // the one variable whose word was given, as it is
    expect(row('balances')).toMatchObject([{ word: ZERO, note: expect.stringContaining('cannot be listed') }]);
    expect(out.variables).toHaveLength(6);
  });

  it('says that words read at a moving tag may come from different blocks', async () => {
    const { read } = storage(words);
    const out = await exportLayout(
      layout,
      layoutPlans(layout).slice(0, 1),
      { contract: '0xab', block: 'latest', unreadable },
      read,
    );
    expect(out.note).toContain('choose a block number for one snapshot');
    const fixed = await exportLayout(
      layout,
      layoutPlans(layout).slice(0, 1),
      { contract: '0xab', block: 'earliest', unreadable },
      read,
    );
    expect(fixed.note).toBeUndefined();
  });
});

/**
 * The layout export of each kind of variable, over words given by slot: strings and bytes in their
 * short and long forms (text, or hex when they are not UTF-8, or a note when the word is not a
 * valid string slot), arrays under their bound, fixed-size arrays, structs member by member, and
 * which named blocks get the note that the words may come from different blocks.
 */
const uint = (label: string, bytes: number) => ({ encoding: 'inplace', label, numberOfBytes: String(bytes) });

const kindsLayout = parseStorageLayout({
  storage: [
    { label: 'name', slot: '0', offset: 0, type: 't_string_storage' },
    { label: 'blob', slot: '1', offset: 0, type: 't_bytes_storage' },
    { label: 'bad', slot: '2', offset: 0, type: 't_string_storage' },
    { label: 'broken', slot: '3', offset: 0, type: 't_string_storage' },
    { label: 'essay', slot: '4', offset: 0, type: 't_string_storage' },
    { label: 'rawLong', slot: '5', offset: 0, type: 't_bytes_storage' },
    { label: 'junk', slot: '6', offset: 0, type: 't_string_storage' },
    { label: 'few', slot: '7', offset: 0, type: 't_array(t_uint256)dyn_storage' },
    { label: 'fixed', slot: '8', offset: 0, type: 't_array(t_uint64)3_storage' },
    { label: 'pair', slot: '9', offset: 0, type: 't_struct(Pair)1_storage' },
    { label: 'wide', slot: '11', offset: 0, type: 't_array(t_uint256)150_storage' },
  ],
  types: {
    t_uint256: uint('uint256', 32),
    t_uint128: uint('uint128', 16),
    t_uint64: uint('uint64', 8),
    t_address: uint('address', 20),
    t_string_storage: { encoding: 'bytes', label: 'string', numberOfBytes: '32' },
    t_bytes_storage: { encoding: 'bytes', label: 'bytes', numberOfBytes: '32' },
    't_array(t_uint256)dyn_storage': {
      encoding: 'dynamic_array',
      base: 't_uint256',
      label: 'uint256[]',
      numberOfBytes: '32',
    },
    't_array(t_uint64)3_storage': { encoding: 'inplace', base: 't_uint64', label: 'uint64[3]', numberOfBytes: '32' },
    't_array(t_uint256)150_storage': {
      encoding: 'inplace',
      base: 't_uint256',
      label: 'uint256[150]',
      numberOfBytes: '4800',
    },
    't_struct(Pair)1_storage': {
      encoding: 'inplace',
      label: 'struct C.Pair',
      numberOfBytes: '64',
      members: [
        { label: 'a', slot: '0', offset: 0, type: 't_uint128' },
        { label: 'b', slot: '1', offset: 0, type: 't_address' },
      ],
    },
  },
});

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A string/bytes of at most 31 bytes in its slot: the bytes from the left, length × 2 in the last byte. */
function shortForm(bytes: Uint8Array): Hex {
  const w = new Uint8Array(32);
  w.set(bytes);
  w[31] = bytes.length * 2;
  return bytesToHex(w);
}

/** A string/bytes of 32 bytes or more at `slot`: length × 2 + 1 there, the bytes from keccak256(slot) on. */
function longForm(slot: bigint, bytes: Uint8Array): Array<[bigint, Hex]> {
  const start = BigInt(bytesDataSlot(slot, 0n).slot);
  const entries: Array<[bigint, Hex]> = [[slot, word(BigInt(bytes.length) * 2n + 1n)]];
  for (let k = 0; k * 32 < bytes.length; k++) {
    const chunk = new Uint8Array(32);
    chunk.set(bytes.subarray(k * 32, k * 32 + 32));
    entries.push([start + BigInt(k), bytesToHex(chunk)]);
  }
  return entries;
}

function reader(words: Map<bigint, Hex>, fill: Hex = ZERO) {
  const asked: bigint[] = [];
  const read = (slot: bigint) => {
    asked.push(slot);
    return Promise.resolve(words.get(slot) ?? fill);
  };
  return { asked, read };
}

const ESSAY = 'The quick brown fox jumps over the lazy dog';
const OWNER = '0x00000000000000000000000000000000000000aa';
const words = new Map<bigint, Hex>([
  [0n, shortForm(utf8('hi ü'))],
  // bytes that happen to read as text ("hi") are still bytes: exported as hex
  [1n, shortForm(utf8('hi'))],
  [2n, shortForm(new Uint8Array([0xff]))],
  // an even last byte is the short form, and 80 / 2 = 40 bytes cannot fit in one slot
  [3n, word(80n)],
  ...longForm(4n, utf8(ESSAY)),
  ...longForm(5n, new Uint8Array(33).fill(1)),
  ...longForm(6n, new Uint8Array(33).fill(0xff)),
  [7n, word(2n)],
  [BigInt(arrayElementSlot(7n, 0n, 32).slot), word(5n)],
  [BigInt(arrayElementSlot(7n, 1n, 32).slot), word(6n)],
  // fixed[0..2], 8 bytes each, packed from the right of slot 8
  [8n, word(1n | (2n << 64n) | (3n << 128n))],
  [9n, word(9n)],
  [10n, word(BigInt(OWNER))],
]);

describe('exportLayout of each kind of variable', () => {
  async function exported() {
    const out = await exportLayout(
      kindsLayout,
      layoutPlans(kindsLayout),
      { contract: '0xab', block: '12', unreadable },
      reader(words).read,
    );
    const rows = new Map(out.variables.map((v) => [v.name, v]));
    return { out, row: (name: string): ExportedVariable | undefined => rows.get(name) };
  }

  it('lists the rows in declaration order, members and elements in place', async () => {
    const { out } = await exported();
    const names = out.variables.map((v) => v.name);
    expect(names.filter((n) => !n.startsWith('wide'))).toEqual([
      'name',
      'blob',
      'bad',
      'broken',
      'essay',
      'rawLong',
      'junk',
      'few',
      'few[0]',
      'few[1]',
      'fixed[0]',
      'fixed[1]',
      'fixed[2]',
      'pair.a',
      'pair.b',
    ]);
  });

  it('writes a short string as text and short bytes as hex, with no note', async () => {
    const { row } = await exported();
    expect(row('name')).toEqual({
      name: 'name',
      type: 'string',
      slot: '0',
      offset: 0,
      bytes: 32,
      word: words.get(0n),
      value: 'hi ü',
    });
    expect(row('blob')).toEqual({
      name: 'blob',
      type: 'bytes',
      slot: '1',
      offset: 0,
      bytes: 32,
      word: words.get(1n),
      value: '0x6869',
    });
  });

  it('writes a string that is not UTF-8 as hex and says so', async () => {
    const { row } = await exported();
    expect(row('bad')).toMatchObject({ value: '0xff', note: 'not UTF-8: hex' });
    expect(row('junk')).toMatchObject({
      value: `0x${'ff'.repeat(33)}`,
      note: 'long form: 33 bytes from keccak256(slot), not UTF-8: hex',
    });
  });

  it('gives no value for a word that is not a valid string slot, and says why', async () => {
    const { row } = await exported();
    expect(row('broken')).toEqual({
      name: 'broken',
      type: 'string',
      slot: '3',
      offset: 0,
      bytes: 32,
      word: words.get(3n),
      value: null,
      note: 'Short form claims 40 bytes; at most 31 fit in the slot',
    });
  });

  it('reads a long string or bytes from its data slots', async () => {
    const { row } = await exported();
    expect(row('essay')).toEqual({
      name: 'essay',
      type: 'string',
      slot: '4',
      offset: 0,
      bytes: 32,
      word: words.get(4n),
      value: ESSAY,
      note: `long form: ${ESSAY.length} bytes from keccak256(slot)`,
    });
    expect(row('rawLong')).toMatchObject({
      value: `0x${'01'.repeat(33)}`,
      note: 'long form: 33 bytes from keccak256(slot)',
    });
  });

  it('reads a long string of exactly the bound of data slots whole', async () => {
    const bound = EXPORT_LIMITS.stringDataSlots;
    const { read, asked } = reader(
      new Map([[0n, word(BigInt(bound * 32) * 2n + 1n)]]),
      bytesToHex(utf8('a'.repeat(32))),
    );
    const out = await exportLayout(
      kindsLayout,
      layoutPlans(kindsLayout).slice(0, 1),
      { contract: '0xab', block: '1', unreadable },
      read,
    );
    expect(out.variables[0]?.value).toBe('a'.repeat(bound * 32));
    expect(asked).toHaveLength(1 + bound);
  });

  it('exports every element of an array under the bound, after its length', async () => {
    const { row } = await exported();
    expect(row('few')).toMatchObject({ value: '2', note: 'the length; the elements follow' });
    expect([row('few[0]')?.value, row('few[1]')?.value]).toEqual(['5', '6']);
  });

  it('exports a fixed-size array element by element, up to the bound', async () => {
    const { out, row } = await exported();
    expect(['fixed[0]', 'fixed[1]', 'fixed[2]'].map((n) => [row(n)?.value, row(n)?.offset, row(n)?.bytes])).toEqual([
      ['1', 0, 8],
      ['2', 8, 8],
      ['3', 16, 8],
    ]);
    const wide = out.variables.filter((v) => v.name.startsWith('wide['));
    expect(wide).toHaveLength(EXPORT_LIMITS.arrayElements);
    expect(wide.at(-1)).toMatchObject({ name: `wide[${EXPORT_LIMITS.arrayElements - 1}]`, slot: '110' });
  });

  it('exports a struct member by member at its own slot', async () => {
    const { row } = await exported();
    expect(row('pair.a')).toMatchObject({ type: 'uint128', slot: '9', value: '9', bytes: 16 });
    expect(row('pair.b')).toMatchObject({ type: 'address', slot: '10', value: OWNER, bytes: 20 });
  });

  it.each(['latest', 'pending', 'safe', 'finalized'])('notes that "%s" moves while the words are read', async (tag) => {
    const out = await exportLayout(kindsLayout, [], { contract: '0xab', block: tag, unreadable }, reader(words).read);
    expect(out.note).toBe(
      `read at "${tag}": each word at the newest such block when it was read; choose a block number for one snapshot`,
    );
  });

  it('adds no such note for a block number or "earliest"', async () => {
    for (const block of ['12', 'earliest']) {
      const out = await exportLayout(kindsLayout, [], { contract: '0xab', block, unreadable }, reader(words).read);
      expect(out).toEqual({ contract: '0xab', block, variables: [] });
    }
  });
});
