/**
 * Watching and the browser's archive (data/archive/): each watched slot's first reading and both
 * sides of each change go in as kind 'storage' records (domain/storage/slot-watch.ts readingsToArchive),
 * so a reload, or another day, still has the slot's history as far back as it was watched; and the
 * slot's archived readings come back out for its history (domain/storage/watched-timeline.ts).
 */
import { bigIntToQuantity, isHexOfBytes, HASH_BYTES, type Hex } from '../../domain/hex.ts';
import { readingsToArchive, type WatchReading } from '../../domain/storage/slot-watch.ts';
import type { ArchivedReading } from '../../domain/storage/watched-timeline.ts';
import { storageKey, type ArchiveRecord } from '../archive/archive-record.ts';
import { archiveLater } from '../archive/archive-writer.ts';

/** Where readings came from: the network (decimal chain id or 'unknown') and the endpoint's redacted label. */
export interface ArchiveSource {
  chain: string;
  endpoint: string;
}

/** Readings of one slot worth keeping, queued for the archive's idle writer. */
export function archiveWatchedReadings(
  source: ArchiveSource,
  address: string,
  slot: bigint,
  readings: readonly WatchReading[],
  now: number = Date.now(),
): void {
  for (const reading of readings)
    for (const { block, word } of readingsToArchive(reading))
      archiveLater({
        kind: 'storage',
        chain: source.chain,
        endpoint: source.endpoint,
        key: storageKey(address, bigIntToQuantity(slot), block),
        result: word,
        fetchedAt: now,
      });
}

/**
 * The slot's readings among archived records, on this network or from this very endpoint (the
 * archive feed may have filed a read under the chain the endpoint named before the page resolved
 * its network): the record's key names the address, slot and block; its result must be a 32-byte
 * word (the archive can be imported from a file, so nothing in it is trusted as is).
 */
export function archivedReadings(
  records: readonly ArchiveRecord[],
  source: ArchiveSource,
  address: string,
  slot: bigint,
): ArchivedReading[] {
  const prefix = storageKey(address, bigIntToQuantity(slot), 0n).replace(/@0x0$/, '@');
  const readings: ArchivedReading[] = [];
  for (const record of records) {
    if (record.kind !== 'storage' || !record.key.startsWith(prefix)) continue;
    if (record.chain !== source.chain && record.endpoint !== source.endpoint) continue;
    const block = record.key.slice(prefix.length);
    if (!/^0x[0-9a-f]+$/.test(block) || !isHexOfBytes(record.result, HASH_BYTES)) continue;
    readings.push({ block: BigInt(block), word: record.result.toLowerCase() as Hex });
  }
  return readings.sort((a, b) => (a.block < b.block ? -1 : a.block > b.block ? 1 : 0));
}

/** How many archived records one slot's history asks for (newest used first). */
export const ARCHIVED_READINGS_LIMIT = 2_000;
