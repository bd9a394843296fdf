import { encodeAbiParameters, keccak256, pad, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Hash, Hex } from '../../../src/domain/hex.ts';
import { MAX_OFFSET, slotNamer, slotNameText } from '../../../src/domain/trace/slot-names.ts';

const OWNER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const SPENDER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

/** keccak256(key . slot) as solc computes a mapping entry's slot, with the input kept as the EVM saw it */
function entry(preimages: Map<Hash, Hex>, key: Hex, slot: Hex | bigint): Hash {
  const input = encodeAbiParameters(
    [{ type: 'bytes32' }, { type: 'bytes32' }],
    [pad(key), typeof slot === 'bigint' ? pad(toHex(slot)) : slot],
  );
  const hash = keccak256(input);
  preimages.set(hash, input);
  return hash;
}

const at = (hash: Hash, offset: bigint): Hash => pad(toHex(BigInt(hash) + offset));

describe('slots named from the hashes an execution computed', () => {
  it('names a mapping entry, a mapping of mappings, a struct field past an entry, and an array element', () => {
    const preimages = new Map<Hash, Hex>();
    const balance = entry(preimages, OWNER, 3n);
    const allowance = entry(preimages, SPENDER, entry(preimages, OWNER, 4n));
    const field = at(entry(preimages, toHex(7n), 9n), 2n);
    const arrayInput = pad(toHex(5n));
    const arrayStart = keccak256(arrayInput);
    preimages.set(arrayStart, arrayInput);
    const name = slotNamer(preimages);
    expect(slotNameText(name(balance)!)).toBe(`mapping at slot 3[${OWNER}]`);
    expect(slotNameText(name(allowance)!)).toBe(`mapping at slot 4[${OWNER}][${SPENDER}]`);
    expect(slotNameText(name(field)!)).toBe('mapping at slot 9[7] +2');
    expect(slotNameText(name(at(arrayStart, 2n))!)).toBe('array at slot 5[2]');
  });

  it('names nothing that no hash explains: a plain slot, or one too far past any hash', () => {
    const preimages = new Map<Hash, Hex>();
    const balance = entry(preimages, OWNER, 3n);
    const name = slotNamer(preimages);
    expect(name(pad(toHex(3n)))).toBeNull();
    expect(name(at(balance, MAX_OFFSET))).toBeNull();
    expect(name(at(balance, MAX_OFFSET - 1n))).not.toBeNull();
    expect(slotNamer(new Map())(balance)).toBeNull();
  });

  it('names an array held in a mapping, a key that is no address by its number, and stops nesting deep', () => {
    const preimages = new Map<Hash, Hex>();
    const list = entry(preimages, OWNER, 2n);
    const dataStart = keccak256(list);
    preimages.set(dataStart, list);
    const name = slotNamer(preimages);
    expect(slotNameText(name(at(dataStart, 1n))!)).toBe(`mapping at slot 2[${OWNER}] (array)[1]`);
    const hashKey = entry(preimages, keccak256('0x01'), 6n);
    expect(slotNameText(slotNamer(preimages)(hashKey)!)).toBe(`mapping at slot 6[${BigInt(keccak256('0x01'))}]`);
    // ten mappings deep: the names stop at eight, the rest read as the slot they hash
    let slot: Hex = pad(toHex(1n));
    for (let i = 0; i < 10; i++) slot = entry(preimages, toHex(i), slot);
    const text = slotNameText(slotNamer(preimages)(slot as Hash)!);
    expect(text.match(/\[\d\]/g)).toHaveLength(9);
    expect(text.startsWith('mapping at slot ')).toBe(true);
  });
});
