import { useEffect, useState } from 'react';
import type { ArchivedReading } from '../../domain/storage/watched-timeline.ts';
import { ARCHIVED_READINGS_LIMIT, archivedReadings, type ArchiveSource } from '../watch/watch-archive.ts';

const NONE: readonly ArchivedReading[] = [];

/**
 * A slot's readings kept in the browser's archive on this network (data/watch/watch-archive.ts), read
 * again whenever the archive changes. The store comes by dynamic import: the storage page's first
 * paint does not wait for it.
 */
export function useArchivedReadings(
  address: string,
  slot: bigint | null,
  { chain, endpoint }: ArchiveSource,
): readonly ArchivedReading[] {
  const [readings, setReadings] = useState<{ of: string; readings: readonly ArchivedReading[] }>({
    of: '',
    readings: NONE,
  });
  const of = `${chain}|${endpoint}|${address}|${slot}`;
  useEffect(() => {
    if (slot === null) return;
    let cancelled = false;
    let unsubscribe = () => {};
    void import('../archive/archive-store.ts').then(({ archive }) => {
      if (cancelled) return;
      const load = () =>
        archive.list({ query: address, limit: ARCHIVED_READINGS_LIMIT }).then(
          (records) => {
            if (!cancelled)
              setReadings({ of, readings: archivedReadings(records, { chain, endpoint }, address, slot) });
          },
          () => {},
        );
      unsubscribe = archive.subscribe(() => void load());
      void load();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [of, address, slot, chain, endpoint]);
  return readings.of === of ? readings.readings : NONE;
}
