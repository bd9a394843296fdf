/**
 * Which slots "watch every variable" reads, on a real solc storageLayout (test/fixtures/storage-layout/,
 * LayoutKinds.sol): the expected slots are read off solc's own slot, offset and numberOfBytes by hand.
 */
import { describe, expect, it } from 'vitest';
import buildInfoOutput from '../../fixtures/storage-layout/build-info-output.json' with { type: 'json' };
import { parseStorageLayout } from '../../../src/domain/storage/storage-layout.ts';
import { layoutWatchSlots } from '../../../src/domain/storage/layout-watch-slots.ts';

const layout = () => parseStorageLayout(buildInfoOutput.contracts['LayoutKinds.sol'].LayoutKinds.storageLayout);

describe('layoutWatchSlots', () => {
  it('watches every word a variable holds in place, packed values sharing one slot', () => {
    const { slots } = layoutWatchSlots(layout());
    expect(slots.get(0n)).toEqual(['baseCount']);
    expect(slots.get(1n)).toEqual(['small8', 'flag', 'owner', 'neg']);
    expect(slots.get(7n)).toEqual(['color', 'token']);
    expect(slots.get(8n)).toEqual(['price', 'seven']);
    // struct S st: 192 bytes from slot 10, so slots 10–15; int24[5] packs into slot 16; uint256[2][3]: 17–22
    for (const slot of [10n, 11n, 12n, 13n, 14n, 15n]) expect(slots.get(slot)).toEqual(['st']);
    expect(slots.get(16n)).toEqual(['fixedArr']);
    for (let slot = 17n; slot <= 22n; slot++) expect(slots.get(slot)).toEqual(['grid']);
    // Inner[2] pair: 64 bytes from 31; bytes32[] hashes: its length word at 33
    expect(slots.get(31n)).toEqual(['pair']);
    expect(slots.get(32n)).toEqual(['pair']);
    expect(slots.get(33n)).toEqual(['hashes']);
  });

  it('watches a string, bytes or dynamic array by its length word only', () => {
    const { slots } = layoutWatchSlots(layout());
    expect(slots.get(2n)).toEqual(['shortName']);
    expect(slots.get(3n)).toEqual(['blob']);
    expect(slots.get(5n)).toEqual(['arr']);
    expect(slots.get(6n)).toEqual(['smalls']);
  });

  it('leaves mappings out and names them', () => {
    const { slots, mappings } = layoutWatchSlots(layout());
    expect(mappings).toEqual(['m', 'ms', 'byBytes', 'byInt', 'byFixed', 'byColor', 'byToken', 'byBool', 'nodes']);
    for (const slot of [4n, 23n, 24n, 25n, 26n, 27n, 28n, 29n, 30n]) expect(slots.has(slot)).toBe(false);
    expect(slots.size).toBe(34 - 9);
  });

  it('stops at the cap and names the variables it left out', () => {
    const { slots, capped } = layoutWatchSlots(layout(), 12);
    expect(slots.size).toBe(12);
    // slots 0–3 and 5–9 are 9 words; st takes 10–15, of which 3 fit
    expect(capped[0]).toBe('st');
    expect(capped).toContain('hashes');
    expect(slots.has(12n)).toBe(true);
    expect(slots.has(13n)).toBe(false);
  });
});
