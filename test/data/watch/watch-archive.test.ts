/**
 * A slot's readings out of the archive (data/watch/watch-archive.ts): only this slot of this address on
 * this network, in block order, and nothing from a record whose result is not a 32-byte word (an
 * imported archive file is not trusted as is).
 */
import { describe, expect, it } from 'vitest';
import type { Hex } from '../../../src/domain/hex.ts';
import { storageKey, toArchiveRecord, type ArchiveEntry } from '../../../src/data/archive/archive-record.ts';
import { archivedReadings } from '../../../src/data/watch/watch-archive.ts';

const ADDRESS = '0x00000000000000000000000000000000000000aa';
const OTHER = '0x00000000000000000000000000000000000000bb';
const word = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`;

const HERE = { chain: '204', endpoint: 'http://127.0.0.1/v3/<API_KEY>' };

function record(
  address: string,
  slot: string,
  block: bigint,
  result: unknown,
  chain = '204',
  endpoint = HERE.endpoint,
) {
  const entry: ArchiveEntry = {
    kind: 'storage',
    chain,
    endpoint,
    key: storageKey(address, slot, block),
    result,
    fetchedAt: 1,
  };
  return toArchiveRecord(entry, 1);
}

describe('archivedReadings', () => {
  it('keeps this slot of this address on this network or from this endpoint, oldest block first', () => {
    const records = [
      record(ADDRESS, '0x0', 300n, word(2)),
      record(ADDRESS, '0x0', 20n, word(1)),
      record(ADDRESS, '0x1', 30n, word(9)),
      record(OTHER, '0x0', 40n, word(9)),
      record(ADDRESS, '0x0', 50n, word(9), '1', 'https://mainnet.example/v3/<API_KEY>'),
      // filed before the page named the network, by this endpoint
      record(ADDRESS, '0x0', 60n, word(3), 'unknown'),
    ];
    expect(archivedReadings(records, HERE, ADDRESS, 0n)).toEqual([
      { block: 20n, word: word(1) },
      { block: 60n, word: word(3) },
      { block: 300n, word: word(2) },
    ]);
  });

  it('finds the address whatever its letter case on the page', () => {
    const records = [record(ADDRESS, '0x0', 20n, word(1))];
    expect(archivedReadings(records, HERE, ADDRESS.toUpperCase().replace('0X', '0x'), 0n)).toHaveLength(1);
  });

  it('skips a record whose result is not a 32-byte word, and one of another kind', () => {
    const transaction = toArchiveRecord(
      {
        kind: 'transaction',
        chain: '204',
        endpoint: 'x',
        key: storageKey(ADDRESS, '0x0', 5n),
        result: word(1),
        fetchedAt: 1,
      },
      1,
    );
    const records = [
      record(ADDRESS, '0x0', 20n, '0x01'),
      record(ADDRESS, '0x0', 21n, { word: word(1) }),
      record(ADDRESS, '0x0', 22n, null),
      transaction,
    ];
    expect(archivedReadings(records, HERE, ADDRESS, 0n)).toEqual([]);
  });
});
