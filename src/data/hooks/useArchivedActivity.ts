import { useEffect, useState } from 'react';
import type { ActivityRow } from '../../domain/activity/activity-rows.ts';
import type { Address } from '../../domain/hex.ts';
import { ARCHIVED_ACTIVITY_LIMIT, archivedActivityRows } from '../watch/activity-archive.ts';
import type { ArchiveSource } from '../watch/watch-archive.ts';

const NONE: readonly ActivityRow[] = [];

/**
 * An address's rows in this browser's archive on this network (data/watch/activity-archive.ts),
 * read again whenever the archive changes. The store comes by dynamic import: the tab's first
 * paint does not wait for it.
 */
export function useArchivedActivity(address: Address, { chain, endpoint }: ArchiveSource): readonly ActivityRow[] {
  const [rows, setRows] = useState<{ of: string; rows: readonly ActivityRow[] }>({ of: '', rows: NONE });
  const of = `${chain}|${endpoint}|${address}`;
  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    void import('../archive/archive-store.ts').then(({ archive }) => {
      if (cancelled) return;
      const load = () =>
        archive.list({ query: address, limit: ARCHIVED_ACTIVITY_LIMIT }).then(
          (records) => {
            if (!cancelled) setRows({ of, rows: archivedActivityRows(records, { chain, endpoint }, address) });
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
  }, [of, address, chain, endpoint]);
  return rows.of === of ? rows.rows : NONE;
}
