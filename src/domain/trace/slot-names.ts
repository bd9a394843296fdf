/**
 * Storage slots named from the hashes an execution computed. Solidity places a mapping's entry at
 * keccak256(key . p) and a dynamic array's elements from keccak256(p), p the variable's slot; the
 * EVM sees each KECCAK256 input, so a slot a transaction wrote can be read back as "the entry for
 * key k of the mapping at slot p" — a struct's later fields and an array's elements at small
 * offsets from such a hash. A mapping of mappings nests: p is itself such a hash. No explorer
 * names arbitrary contracts' slots this way; it needs no ABI and no layout.
 */
import type { Hash, Hex } from '../hex.ts';

/** KECCAK256 inputs an execution hashed, by their hash: 64 bytes (key . slot) or 32 (an array's slot). */
export type Preimages = ReadonlyMap<Hash, Hex>;

/** How far past a hash a slot is still read as that hash's struct field or array element. */
export const MAX_OFFSET = 1024n;
/** Nested mappings followed at most this deep (Solidity code rarely nests past three). */
const MAX_DEPTH = 8;

export type SlotName =
  /** a plain slot number, where a name's chain of hashes ends */
  | { kind: 'slot'; slot: bigint }
  /** keccak256(key . base) + offset: a mapping's entry (a struct's field `offset` past it) */
  | { kind: 'mapping'; base: SlotName; key: Hash; offset: bigint }
  /** keccak256(base) + index: a dynamic array's element (or a long string's or bytes' data) */
  | { kind: 'array'; base: SlotName; index: bigint };

/** The hashes sorted, so a slot finds the nearest hash at or below it by binary search. */
function nearestHashes(preimages: Preimages): (value: bigint) => { hash: Hash; value: bigint } | null {
  const hashes = [...preimages.keys()]
    .map((hash) => ({ hash, value: BigInt(hash) }))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return (value) => {
    let low = 0;
    let high = hashes.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (hashes[mid]!.value <= value) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    return found < 0 ? null : hashes[found]!;
  };
}

/** The slot a preimage hashes from: its last 32 bytes (a mapping's `p`, or an array's slot). */
const baseOf = (input: Hex): bigint => BigInt(`0x${input.slice(-64)}`);

export function slotNamer(preimages: Preimages): (slot: Hash) => SlotName | null {
  const below = nearestHashes(preimages);
  const name = (value: bigint, depth: number): SlotName | null => {
    const nearest = depth > MAX_DEPTH ? null : below(value);
    if (!nearest || value - nearest.value >= MAX_OFFSET) return null;
    const offset = value - nearest.value;
    const input = preimages.get(nearest.hash)!;
    const baseValue = baseOf(input);
    const base = name(baseValue, depth + 1) ?? { kind: 'slot', slot: baseValue };
    if (input.length === 2 + 64) return { kind: 'array', base, index: offset };
    return { kind: 'mapping', base, key: `0x${input.slice(2, 66)}`, offset };
  };
  return (slot) => name(BigInt(slot), 0);
}

/**
 * The preimages that name `slots` (each hash on a slot's chain of names): what a kept trace needs
 * of the thousands an execution may hash, so the archive keeps the names without the rest.
 */
export function preimagesNaming(preimages: Preimages, slots: Iterable<Hash>): Map<Hash, Hex> {
  const below = nearestHashes(preimages);
  const used = new Map<Hash, Hex>();
  for (const slot of slots) {
    let value = BigInt(slot);
    for (let depth = 0; depth <= MAX_DEPTH; depth++) {
      const nearest = below(value);
      if (!nearest || value - nearest.value >= MAX_OFFSET) break;
      const input = preimages.get(nearest.hash)!;
      used.set(nearest.hash, input);
      value = baseOf(input);
    }
  }
  return used;
}

/** A mapping key as people write it: an address when it is one (12 zero bytes first), else the number. */
function keyText(key: Hash): string {
  if (/^0x0{24}/.test(key) && BigInt(key) >= 1n << 64n) return `0x${key.slice(26)}`;
  return BigInt(key).toString();
}

/** `mapping at slot 3 [0xabc…] +1`, `array at slot 5 [2]`, nested as Solidity writes them. */
export function slotNameText(name: SlotName): string {
  switch (name.kind) {
    case 'slot':
      return `slot ${name.slot}`;
    case 'mapping': {
      const inner = slotNameText(name.base);
      const base = name.base.kind === 'slot' ? `mapping at ${inner}` : inner;
      return `${base}[${keyText(name.key)}]${name.offset > 0n ? ` +${name.offset}` : ''}`;
    }
    case 'array': {
      const inner = slotNameText(name.base);
      return `${name.base.kind === 'slot' ? `array at ${inner}` : `${inner} (array)`}[${name.index}]`;
    }
  }
}
