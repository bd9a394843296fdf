import { useEffect, useMemo } from 'react';
import type { ArchiveRecord } from '../../data/archive/archive-record.ts';
import { archive } from '../../data/archive/archive-store.ts';
import type { useArchiveList } from '../../data/archive/useArchive.ts';
import { WindowedList } from '../receipt/WindowedList.tsx';
import { ArchiveRow } from './ArchiveRow.tsx';

/** Asks for the next page once it is rendered: the windowed list renders it only near the end. */
function NextPage({ load }: { load: () => void }) {
  useEffect(load, [load]);
  return (
    <p className="p-2 text-sm text-slate-500" role="status">
      Reading more…
    </p>
  );
}

/**
 * The archived records, newest used first, a windowed list: 10,000 records render the few rows on
 * screen, and are read from the archive a page at a time as the list scrolls.
 */
export function ArchiveList({
  list,
  query,
  selected,
  onSelect,
}: {
  /** the page reads it (useArchiveList), to know when the first page is in */
  list: ReturnType<typeof useArchiveList>;
  query: string;
  selected: ReadonlyMap<string, ArchiveRecord>;
  onSelect: (record: ArchiveRecord, selected: boolean) => void;
}) {
  const records = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useMemo(
    () => () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );

  if (list.isPending)
    return (
      <p className="text-sm text-slate-500" role="status">
        Reading the archive…
      </p>
    );
  if (records.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="archive-empty">
        {query.trim()
          ? `Nothing in the archive matches “${query.trim()}”. Search by a transaction hash, an address or a block number (decimal or hex).`
          : 'The archive is empty: transactions, receipts and storage words appear here once a page has shown them.'}
      </p>
    );
  return (
    <WindowedList
      label="Archived records"
      count={records.length + (hasNextPage ? 1 : 0)}
      itemKey={(index) => records[index]?.id ?? 'next-page'}
      estimateHeight={() => 76}
      overscan={4}
      renderItem={(index) => {
        const record = records[index];
        if (!record) return <NextPage load={loadMore} />;
        return (
          <ArchiveRow
            record={record}
            selected={selected.has(record.id)}
            onSelect={(on) => onSelect(record, on)}
            onPin={() => void archive.pin(record.id, !record.pinned)}
            onDelete={() => {
              onSelect(record, false);
              void archive.remove([record.id]);
            }}
          />
        );
      }}
    />
  );
}
