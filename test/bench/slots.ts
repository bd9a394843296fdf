/**
 * Slot calculator: 100,000 mapping slots with address keys, and 100,000 nested
 * (address → address) slots. Ours is `mappingSlotFast` (keys already encoded to 32 bytes, the
 * bulk path); the peers are viem's `keccak256(encodeAbiParameters(...))` on the hex strings a viem
 * user holds, and bare `keccak_256` over 64-byte buffers prepared in advance (the floor: nothing
 * but the hashing). Inputs are prepared outside the timed loop for every contender.
 * Contenders alternate inside each round; the value is the median over rounds of CPU time.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { encodeAbiParameters, keccak256, type Hex } from 'viem';
import { bigIntToBytes32 } from '../../src/domain/bytes32.ts';
import { mappingSlotFast } from '../support/mapping-slot-fast.ts';
import { mappingSlot } from '../../src/domain/storage/storage-slots.ts';
import { median, race, round, seededBytes, spread, toHex, versus, type Measurement } from './measure.ts';

const N = 100_000;
const SLOT = 3n;

const ADDRESS_UINT = [{ type: 'address' }, { type: 'uint256' }] as const;
const ADDRESS_BYTES32 = [{ type: 'address' }, { type: 'bytes32' }] as const;

function padAddress(address: Uint8Array): Uint8Array {
  const out = new Uint8Array(32);
  out.set(address, 12);
  return out;
}

function concat64(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(64);
  out.set(a, 0);
  out.set(b, 32);
  return out;
}

export function benchSlots(options: { rounds: number; log: (line: string) => void }): Measurement[] {
  const { rounds } = options;
  const random = seededBytes(0xa11ce);
  const addresses = Array.from({ length: N }, () => random(20));
  const owners = Array.from({ length: N }, () => random(20));
  const keys = addresses.map(padAddress);
  const ownerKeys = owners.map(padAddress);
  const hexAddresses = addresses.map((a) => toHex(a));
  const hexOwners = owners.map((a) => toHex(a));
  const slot = bigIntToBytes32(SLOT);
  const single = keys.map((k) => concat64(k, slot));
  const firstLevel = single.map((b) => keccak_256(b));
  const second = ownerKeys.map((k, i) => concat64(k, firstLevel[i]!));

  // The answers must agree before their speed means anything.
  for (let i = 0; i < 50; i++) {
    const viemOne = keccak256(encodeAbiParameters(ADDRESS_UINT, [hexAddresses[i]!, SLOT]));
    const viemTwo = keccak256(encodeAbiParameters(ADDRESS_BYTES32, [hexOwners[i]!, viemOne]));
    const oursOne = toHex(mappingSlotFast(keys[i]!, slot));
    const oursTwo = toHex(mappingSlotFast(ownerKeys[i]!, mappingSlotFast(keys[i]!, slot)));
    const stepped = mappingSlot(SLOT, [{ type: 'address', value: hexAddresses[i]! }]).slot;
    if (oursOne !== viemOne || oursTwo !== viemTwo || stepped !== viemOne)
      throw new Error(`slot ${i}: ours and viem disagree`);
  }

  const singleRace = race(
    {
      ours: () => {
        let s = 0;
        for (let i = 0; i < N; i++) s ^= mappingSlotFast(keys[i]!, slot)[0]!;
        return s;
      },
      viem: () => {
        let s = 0;
        for (let i = 0; i < N; i++)
          s ^= keccak256(encodeAbiParameters(ADDRESS_UINT, [hexAddresses[i]!, SLOT])).charCodeAt(2);
        return s;
      },
      bare: () => {
        let s = 0;
        for (let i = 0; i < N; i++) s ^= keccak_256(single[i]!)[0]!;
        return s;
      },
    },
    rounds,
  );

  const nestedRace = race(
    {
      ours: () => {
        let s = 0;
        for (let i = 0; i < N; i++) s ^= mappingSlotFast(ownerKeys[i]!, mappingSlotFast(keys[i]!, slot))[0]!;
        return s;
      },
      viem: () => {
        let s = 0;
        for (let i = 0; i < N; i++) {
          const inner: Hex = keccak256(encodeAbiParameters(ADDRESS_UINT, [hexAddresses[i]!, SLOT]));
          s ^= keccak256(encodeAbiParameters(ADDRESS_BYTES32, [hexOwners[i]!, inner])).charCodeAt(2);
        }
        return s;
      },
      // Two hashes of buffers prepared in advance (the second already holding the first hash).
      bare: () => {
        let s = 0;
        for (let i = 0; i < N; i++) {
          keccak_256(single[i]!);
          s ^= keccak_256(second[i]!)[0]!;
        }
        return s;
      },
    },
    rounds,
  );

  const results: Measurement[] = [];
  const add = (what: string, raceResult: Record<string, number[]>) => {
    const ours = round(median(raceResult['ours']!), 1);
    const note = (name: string) => `${name} ${spread(raceResult[name]!)} ms`;
    results.push(
      versus({
        measure: `slots: ${what} vs viem`,
        value: ours,
        unit: 'ms CPU',
        peer: 'viem keccak256(encodeAbiParameters)',
        peerValue: round(median(raceResult['viem']!), 1),
        target: '≤ 0.5× viem',
        maxRatio: 0.5,
        note: `median of ${rounds}; ${note('ours')}, ${note('viem')}`,
      }),
      versus({
        measure: `slots: ${what} vs bare keccak`,
        value: ours,
        unit: 'ms CPU',
        peer: 'bare keccak_256 (prepared 64 B)',
        peerValue: round(median(raceResult['bare']!), 1),
        target: '≤ 1.2× bare',
        maxRatio: 1.2,
        note: `median of ${rounds}; ${note('ours')}, ${note('bare')}`,
      }),
    );
  };
  add('100,000 mapping(address) slots', singleRace);
  add('100,000 nested (address→address) slots', nestedRace);
  for (const m of results) options.log(`  ${m.measure}: ${m.value} ms vs ${m.peerValue} ms (×${m.ratio})`);
  return results;
}
