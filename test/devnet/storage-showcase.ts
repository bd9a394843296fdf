/**
 * The StorageShowcase contract's known values, placed by solc's storageLayout (never by hand),
 * and checked against the node's words before they go into the manifest, so a test can trust
 * every slot and value it reads there.
 */
import { concat, keccak256, pad, toHex, type Address, type Hex } from 'viem';
import type { StorageVariable } from './manifest.ts';
import type { SolcStorageLayout } from './artifacts.ts';

/** Arguments the constructor takes: (a, b) become the owner, the mapping keys and the struct owner. */
export function showcaseValues(a: Address, b: Address) {
  const lower = (x: Address) => x.toLowerCase() as Address;
  return {
    small: '42',
    flag: 'true',
    owner: lower(a),
    count: '123456789',
    balances: [
      { keys: [lower(a)], value: '1000' },
      { keys: [lower(b)], value: '2500' },
    ],
    hashes: [{ keys: ['7'], value: keccak256(toHex('seven')) }],
    scores: [
      { keys: ['alice'], value: '99' },
      { keys: ['bob'], value: '7' },
    ],
    allowances: [{ keys: [lower(a), lower(b)], value: '555' }],
    numbers: ['10', '20', '30'],
    packedNumbers: ['1', '2', '3', '4', '5'],
    position: { x: '11', y: '22', owner: lower(b) },
    shortText: 'hello hexray',
    longText: 'This string is longer than thirty-one bytes, so it lives outside its slot.',
  } as const;
}

type ReadWord = (slot: Hex) => Promise<Hex>;

const slotHex = (slot: string | bigint) => pad(toHex(BigInt(slot)));
const addSlot = (base: Hex, plus: number) => slotHex(BigInt(base) + BigInt(plus));

/** h(k) of the Solidity docs: value-type keys padded to 32 bytes, string keys as their bytes. */
function mappingKey(key: string, keyType: string): Hex {
  if (keyType === 't_string_memory_ptr' || keyType === 't_string_storage') return toHex(key);
  if (keyType === 't_address') return pad(key as Hex);
  return pad(toHex(BigInt(key)));
}

export function mappingSlot(key: string, keyType: string, slot: Hex): Hex {
  return keccak256(concat([mappingKey(key, keyType), slot]));
}

/** The `bytes` wide value at byte `offset` of a word (packing is lower-order aligned). */
function field(word: Hex, offset: number, bytes: number): Hex {
  const digits = word.slice(2).padStart(64, '0');
  return `0x${digits.slice(64 - 2 * (offset + bytes), 64 - 2 * offset)}`;
}

function decode(hex: Hex, type: string): string {
  if (type === 't_bool') return BigInt(hex) === 1n ? 'true' : 'false';
  if (type === 't_address') return pad(hex, { size: 20 }).toLowerCase();
  if (type === 't_bytes32') return pad(hex).toLowerCase();
  return BigInt(hex).toString();
}

function expectEqual(what: string, actual: string, expected: string): void {
  if (actual !== expected)
    throw new Error(`Seeded storage mismatch for ${what}: node has ${actual}, expected ${expected}`);
}

async function readString(read: ReadWord, slot: Hex): Promise<{ text: string; word: Hex; dataSlot?: Hex }> {
  const word = await read(slot);
  const last = Number(BigInt(word) & 0xffn);
  if (last % 2 === 0) {
    const length = last / 2;
    return { text: Buffer.from(word.slice(2, 2 + length * 2), 'hex').toString('utf8'), word };
  }
  const length = Number((BigInt(word) - 1n) / 2n);
  const dataSlot = keccak256(slot);
  let hex = '';
  for (let i = 0; i * 32 < length; i++) hex += (await read(addSlot(dataSlot, i))).slice(2);
  return { text: Buffer.from(hex.slice(0, length * 2), 'hex').toString('utf8'), word, dataSlot };
}

/** Builds the manifest's variables from the layout and the node, failing on any mismatch. */
export async function describeShowcase(
  layout: SolcStorageLayout,
  values: ReturnType<typeof showcaseValues>,
  read: ReadWord,
): Promise<StorageVariable[]> {
  const types = layout.types ?? {};
  const out: StorageVariable[] = [];
  for (const entry of layout.storage) {
    const type = types[entry.type];
    if (!type) throw new Error(`storageLayout has no type ${entry.type}`);
    const base = slotHex(entry.slot);
    const variable: StorageVariable = {
      label: `${type.label} ${entry.label}`,
      type: entry.type,
      slot: entry.slot,
      offset: entry.offset,
    };
    const known = values[entry.label as keyof typeof values];
    const word = await read(base);
    variable.word = word;

    if (type.encoding === 'inplace' && typeof known === 'string') {
      const value = decode(field(word, entry.offset, Number(type.numberOfBytes)), entry.type);
      expectEqual(entry.label, value, known);
      variable.value = known;
    } else if (type.encoding === 'mapping' && Array.isArray(known)) {
      variable.entries = [];
      for (const e of known as ReadonlyArray<{ keys: readonly string[]; value: string }>) {
        // Nested mappings apply the rule once per key, the value type of one being the next mapping.
        let slot = base;
        let typeId = entry.type;
        for (const key of e.keys) {
          const level = types[typeId];
          slot = mappingSlot(key, level?.key as string, slot);
          typeId = level?.value as string;
        }
        const entryWord = await read(slot);
        expectEqual(`${entry.label}[${e.keys.join('][')}]`, decode(entryWord, typeId), e.value);
        variable.entries.push({ keys: [...e.keys], value: e.value, slot, word: entryWord });
      }
    } else if (type.encoding === 'dynamic_array' && Array.isArray(known)) {
      const elementType = types[type.base as string];
      const size = Number(elementType?.numberOfBytes ?? 32);
      const perSlot = Math.floor(32 / size);
      const dataSlot = keccak256(base);
      expectEqual(`${entry.label}.length`, BigInt(word).toString(), String(known.length));
      for (const [i, expected] of (known as readonly string[]).entries()) {
        const elementWord = await read(addSlot(dataSlot, Math.floor(i / perSlot)));
        expectEqual(`${entry.label}[${i}]`, decode(field(elementWord, (i % perSlot) * size, size), ''), expected);
      }
      variable.value = String(known.length);
      variable.elements = [...(known as readonly string[])];
      variable.dataSlot = dataSlot;
    } else if (type.encoding === 'bytes' && typeof known === 'string') {
      const { text, dataSlot } = await readString(read, base);
      expectEqual(entry.label, text, known);
      variable.value = known;
      variable.elements = [known];
      if (dataSlot) variable.dataSlot = dataSlot;
    } else if (type.encoding === 'inplace' && Array.isArray(type.members) && typeof known === 'object') {
      variable.members = [];
      for (const m of type.members as SolcStorageLayout['storage']) {
        const memberType = types[m.type];
        const memberSlot = BigInt(entry.slot) + BigInt(m.slot);
        const memberWord = await read(slotHex(memberSlot));
        const value = decode(field(memberWord, m.offset, Number(memberType?.numberOfBytes ?? 32)), m.type);
        expectEqual(`${entry.label}.${m.label}`, value, (known as Record<string, string>)[m.label] ?? '');
        variable.members.push({
          label: m.label,
          type: m.type,
          slot: memberSlot.toString(),
          offset: m.offset,
          value,
          word: memberWord,
        });
      }
    } else {
      throw new Error(`No known value for storage variable ${entry.label}`);
    }
    out.push(variable);
  }
  return out;
}
