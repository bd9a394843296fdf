/**
 * The layout, slot and word modules together against a real EVM: a contract compiled with solc
 * seeds every kind of variable in its constructor, anvil runs it, and each variable is read by
 * following the read plans — the values must be the ones the Solidity source wrote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http, keccak256, stringToHex, type Hex } from 'viem';
import { foundry } from 'viem/chains';
import { startAnvil, type AnvilNode } from '../../devnet/anvil.ts';
import { bloomFor, bloomToHex } from '../../../src/domain/logs/logs-bloom.ts';
import { bytesDataSlot } from '../../../src/domain/storage/storage-slots.ts';
import {
  listLayoutSources,
  parseStorageLayout,
  StorageLayoutError,
  type StorageLayout,
} from '../../../src/domain/storage/storage-layout.ts';
import {
  arrayElementPlan,
  layoutPlans,
  mappingEntryPlan,
  type ReadPlan,
} from '../../../src/domain/storage/storage-read-plan.ts';
import {
  decodeBytesSlot,
  decodeLongBytes,
  decodePackedValue,
  storageWordBytes,
} from '../../../src/domain/storage/storage-word.ts';
import { compileContract, type Compiled } from '../support/solc.ts';

const LONG = 'A string that is definitely longer than thirty-one bytes, so it spans three data slots!';

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;
contract Seeded {
  enum Color { Red, Green, Blue }
  struct S { uint128 a; address b; mapping(uint256 => uint256) kids; uint256[] xs; bytes4[3] f; }
  uint8 small8; bool flag; address owner; int40 neg;
  string shortName; string longName; bytes blob;
  mapping(address => mapping(uint8 => S)) m;
  S[] arr;
  uint16[] smalls;
  Color color;
  S st;
  int24[5] fixedArr;
  mapping(string => bytes32) ms;
  mapping(int8 => uint256) byInt;
  event Ping(address indexed who, uint256 value, string note);
  constructor() {
    small8 = 200; flag = true; owner = 0x000000000000000000000000000000000000dEaD; neg = -12345;
    shortName = "hexray"; longName = "${LONG}"; blob = hex"00ff10";
    S storage e = m[address(uint160(0xbeef))][7];
    e.a = 11; e.b = address(uint160(0xcafe)); e.kids[5] = 55; e.xs.push(1); e.xs.push(2); e.f[2] = 0x12345678;
    arr.push(); arr.push(); arr[1].a = 21; arr[1].xs.push(99);
    for (uint16 i = 0; i < 20; i++) smalls.push(i * 3);
    color = Color.Blue;
    st.a = type(uint128).max; st.f[0] = 0xdeadbeef;
    fixedArr[3] = -7; fixedArr[4] = 8388607;
    ms["key"] = keccak256("v");
    byInt[-3] = 333;
    emit Ping(msg.sender, 1, "hi");
    emit Ping(address(this), 2, "there");
  }
}`;

let anvil: AnvilNode;
let compiled: Compiled;
let layout: StorageLayout;
let contract: Hex;
let receipt: { logsBloom: Hex; logs: Array<{ address: Hex; topics: Hex[] }> };
let read: (slot: bigint) => Promise<Uint8Array>;

beforeAll(async () => {
  compiled = compileContract(SOURCE, 'Seeded');
  layout = parseStorageLayout(compiled.storageLayout);
  anvil = await startAnvil({ quiet: true });
  const transport = http(anvil.url);
  const publicClient = createPublicClient({ chain: foundry, transport });
  const [account] = await createWalletClient({ chain: foundry, transport }).getAddresses();
  const wallet = createWalletClient({ chain: foundry, transport, account: account! });
  const hash = await wallet.deployContract({ abi: compiled.abi, bytecode: compiled.bytecode });
  const r = await publicClient.waitForTransactionReceipt({ hash });
  contract = r.contractAddress!;
  receipt = r;
  read = async (slot) =>
    storageWordBytes((await publicClient.getStorageAt({ address: contract, slot: `0x${slot.toString(16)}` }))!);
}, 60_000);

afterAll(async () => {
  await anvil?.stop();
});

const plan = (label: string): ReadPlan => {
  const found = layoutPlans(layout).find((p) => p.label === label);
  if (!found) throw new Error(`no variable ${label}`);
  return found;
};

async function value(p: ReadPlan): Promise<unknown> {
  if (p.kind !== 'value') throw new Error(`${p.label} is a ${p.kind}`);
  return decodePackedValue(await read(p.slot), p.offset, p.size, p.decodeAs).value;
}

async function text(p: ReadPlan): Promise<string | null> {
  if (p.kind !== 'bytes') throw new Error(`${p.label} is a ${p.kind}`);
  const head = decodeBytesSlot(await read(p.slot));
  if (head.kind === 'short') return head.text;
  if (head.kind !== 'long') throw new Error(head.reason);
  const words = [];
  for (let k = 0n; k < head.dataSlots; k++) words.push(await read(BigInt(bytesDataSlot(p.slot, k).slot)));
  return decodeLongBytes(words, head.length).text;
}

function entry(p: ReadPlan, key: string): ReadPlan {
  if (p.kind !== 'mapping') throw new Error(`${p.label} is a ${p.kind}`);
  return mappingEntryPlan(layout, p, key).plan;
}

async function element(p: ReadPlan, index: bigint): Promise<ReadPlan> {
  if (p.kind !== 'dynamicArray' && p.kind !== 'staticArray') throw new Error(`${p.label} is a ${p.kind}`);
  const length = p.kind === 'dynamicArray' ? storageWordBytes(await read(p.slot)) : undefined;
  return arrayElementPlan(layout, p, index, { length: length && BigInt(`0x${Buffer.from(length).toString('hex')}`) })
    .plan;
}

function member(p: ReadPlan, name: string): ReadPlan {
  if (p.kind !== 'struct') throw new Error(`${p.label} is a ${p.kind}`);
  return p.members.find((m) => m.label.endsWith(`.${name}`))!;
}

describe('reading a real contract by its solc storageLayout', () => {
  it('packed value types in slot 0', async () => {
    expect(await value(plan('small8'))).toBe(200n);
    expect(await value(plan('flag'))).toBe(true);
    expect(await value(plan('owner'))).toBe('0x000000000000000000000000000000000000dead');
    expect(await value(plan('neg'))).toBe(-12345n);
    expect(plan('neg')).toMatchObject({ slot: 0n, offset: 22, size: 5, decodeAs: 'int' });
    expect(await value(plan('color'))).toBe(2n);
  });

  it('short and long strings, bytes', async () => {
    expect(await text(plan('shortName'))).toBe('hexray');
    expect(await text(plan('longName'))).toBe(LONG);
    const blob = decodeBytesSlot(await read(plan('blob').slot));
    expect(blob.kind === 'short' && Buffer.from(blob.bytes).toString('hex')).toBe('00ff10');
  });

  it('nested mappings into a struct, its mapping, dynamic array and fixed array', async () => {
    const m = plan('m');
    expect(m).toMatchObject({ kind: 'mapping', keyType: 'address' });
    const inner = entry(m, '0x000000000000000000000000000000000000bEEF');
    expect(inner).toMatchObject({
      kind: 'mapping',
      keyType: 'uint8',
      label: 'm[0x000000000000000000000000000000000000bEEF]',
    });
    const s = entry(inner, '7');
    expect(s.kind).toBe('struct');
    expect(await value(member(s, 'a'))).toBe(11n);
    expect(await value(member(s, 'b'))).toBe('0x000000000000000000000000000000000000cafe');
    expect(await value(entry(member(s, 'kids'), '5'))).toBe(55n);
    expect(await value(await element(member(s, 'xs'), 1n))).toBe(2n);
    const f2 = await element(member(s, 'f'), 2n);
    expect(f2).toMatchObject({ offset: 8, size: 4 });
    expect(await value(f2)).toBe('0x12345678');
    await expect(element(member(s, 'xs'), 2n)).rejects.toThrow(/past the end of the array \(length 2\)/);
  });

  it('arrays of structs and of packed small values', async () => {
    const second = await element(plan('arr'), 1n);
    expect(await value(member(second, 'a'))).toBe(21n);
    expect(await value(await element(member(second, 'xs'), 0n))).toBe(99n);
    for (const i of [0n, 15n, 16n, 19n]) expect(await value(await element(plan('smalls'), i))).toBe(i * 3n);
    expect(await value(await element(plan('fixedArr'), 3n))).toBe(-7n);
    expect(await value(await element(plan('fixedArr'), 4n))).toBe(8388607n);
  });

  it('a struct variable is expanded with absolute member slots', async () => {
    const st = plan('st');
    expect(st.kind === 'struct' && st.members.map((x) => [x.label, x.slot])).toEqual([
      ['st.a', st.slot],
      ['st.b', st.slot + 1n],
      ['st.kids', st.slot + 2n],
      ['st.xs', st.slot + 3n],
      ['st.f', st.slot + 4n],
    ]);
    expect(await value(member(st, 'a'))).toBe((1n << 128n) - 1n);
    expect(await value(await element(member(st, 'f'), 0n))).toBe('0xdeadbeef');
  });

  it('string and int8 keys', async () => {
    expect(await value(entry(plan('ms'), 'key'))).toBe(keccak256(stringToHex('v')));
    expect(await value(entry(plan('byInt'), '-3'))).toBe(333n);
  });

  it('the receipt’s logsBloom is the bloom of its logs', () => {
    expect(receipt.logs).toHaveLength(2);
    expect(bloomToHex(bloomFor(receipt.logs))).toBe(receipt.logsBloom);
  });
});

describe('layout input forms and errors', () => {
  it('accepts the layout bare, as JSON text, as an artifact, and inside build info', () => {
    const expected = parseStorageLayout(compiled.storageLayout);
    expect(parseStorageLayout(JSON.stringify(compiled.storageLayout))).toEqual(expected);
    expect(parseStorageLayout({ storageLayout: compiled.storageLayout })).toEqual(expected);
    expect(parseStorageLayout({ output: compiled.output })).toEqual(expected);
    expect(parseStorageLayout(compiled.output, { contract: 'Seeded' })).toEqual(expected);
    expect(listLayoutSources({ output: compiled.output }).map((s) => s.name)).toEqual(['Test.sol:Seeded']);
    expect(parseStorageLayout({ storage: [], types: null })).toEqual({ variables: [], types: {} });
  });

  it('asks which contract when a build info has several', () => {
    const output = {
      contracts: {
        'A.sol': {
          A: { storageLayout: { storage: [], types: null } },
          B: { storageLayout: { storage: [], types: null } },
        },
      },
    };
    expect(() => parseStorageLayout(output)).toThrow(
      /2 contracts have a storage layout \(A.sol:A, A.sol:B\); choose one/,
    );
    expect(parseStorageLayout(output, { contract: 'B' }).variables).toEqual([]);
    expect(() => parseStorageLayout(output, { contract: 'C' })).toThrow(/No contract named C/);
  });

  it.each([
    ['{not json', /Not valid JSON/],
    [[], /Expected a JSON object/],
    [
      { storage: [{ label: 'x', slot: 'one', offset: 0, type: 't_uint256' }], types: {} },
      /storage\[0\]\.slot: Expected a whole number/,
    ],
    [{ storage: [{ label: 'x', slot: '0', offset: 40, type: 't_uint256' }], types: {} }, /storage\[0\]\.offset/],
    [
      { storage: [{ label: 'x', slot: '0', offset: 0, type: 't_missing' }], types: {} },
      /storage\[0\]\.type: Type t_missing is not defined/,
    ],
    [
      { storage: [], types: { t_x: { encoding: 'weird', label: 'x', numberOfBytes: '32' } } },
      /types\.t_x\.encoding: Expected inplace/,
    ],
    [
      { storage: [], types: { t_m: { encoding: 'mapping', label: 'm', numberOfBytes: '32', key: 't_uint256' } } },
      /types\.t_m\.value/,
    ],
  ])('rejects %j', (input, message) => {
    expect(() => parseStorageLayout(input)).toThrow(StorageLayoutError);
    expect(() => parseStorageLayout(input)).toThrow(message);
  });
});
