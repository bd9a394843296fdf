/**
 * The layout export's rows, bounds and notes, over words given by slot (the browser test checks a
 * real contract's export against the devnet).
 */
import { describe, expect, it } from 'vitest';
import { bigIntToBytes32 } from '../../src/domain/bytes32.ts';
import { bytesToHex, type Hex } from '../../src/domain/hex.ts';
import { EXPORT_LIMITS, exportLayout } from '../../src/domain/layout-export.ts';
import { parseStorageLayout } from '../../src/domain/storage-layout.ts';
import { layoutPlans } from '../../src/domain/storage-read-plan.ts';
import { arrayElementSlot, bytesDataSlot } from '../../src/domain/storage-slots.ts';

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
    const out = await exportLayout(layout, layoutPlans(layout), { contract: '0xAB', block: '77' }, read);
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
    await exportLayout(layout, layoutPlans(layout), { contract: '0xab', block: '1' }, read);
    expect(asked).not.toContain(BigInt(bytesDataSlot(4n, 0n).slot));
    // 100 uint128 elements, two per slot: 50 data slots, plus the 5 slots of the 6 variables
    expect(new Set(asked).size).toBe(50 + 5);
  });

  it('says that words read at a moving tag may come from different blocks', async () => {
    const { read } = storage(words);
    const out = await exportLayout(
      layout,
      layoutPlans(layout).slice(0, 1),
      { contract: '0xab', block: 'latest' },
      read,
    );
    expect(out.note).toContain('choose a block number for one snapshot');
    const fixed = await exportLayout(
      layout,
      layoutPlans(layout).slice(0, 1),
      { contract: '0xab', block: 'earliest' },
      read,
    );
    expect(fixed.note).toBeUndefined();
  });
});
