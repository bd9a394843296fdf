import { useEffect, useState } from 'react';
import type { ActivityRow } from '../../domain/activity/activity-rows.ts';
import type { Address } from '../../domain/hex.ts';
import { ARCHIVED_ACTIVITY_LIMIT, archivedActivityRows } from '../watch/activity-archive.ts';
import type { ArchiveSource } from '../watch/watch-archive.ts';

const NONE: readonly ActivityRow[] = [];

/** What tells two readings apart: the rows' keys, in order. */
const signatureOf = (rows: readonly ActivityRow[]) =>
  rows.map((row) => `${row.kind}:${row.at.transactionHash}:${row.at.logIndex ?? ''}`).join();

/**
 * An address's rows in this browser's archive on this network (data/watch/activity-archive.ts),
 * read again whenever the archive changes, and handed on only when they did (the archive changes
 * with every record any page receives). The store comes by dynamic import: the tab's first paint
 * does not wait for it. `enabled`: the tab has finished its first read (a page re-rendered while
 * useAddressActivity reads starts that read again).
 */
export function useArchivedActivity(
  address: Address,
  { chain, endpoint }: ArchiveSource,
  enabled: boolean,
): readonly ActivityRow[] {
  const [rows, setRows] = useState<{ of: string; rows: readonly ActivityRow[] }>({ of: '', rows: NONE });
  const of = `${chain}|${endpoint}|${address}`;
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let last = '';
    let unsubscribe = () => {};
    void import('../archive/archive-store.ts').then(({ archive }) => {
      if (cancelled) return;
      const load = () =>
        archive.list({ query: address, limit: ARCHIVED_ACTIVITY_LIMIT }).then(
          (records) => {
            const rows = archivedActivityRows(records, { chain, endpoint }, address);
            const signature = signatureOf(rows);
            if (cancelled || signature === last) return;
            last = signature;
            setRows({ of, rows });
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
  }, [of, address, chain, endpoint, enabled]);
  return rows.of === of ? rows.rows : NONE;
}
