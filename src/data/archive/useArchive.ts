/**
 * The archive page's reads, through react-query like every other read (keys under `archive`): the
 * records a page at a time (the list asks for the next page as it scrolls), and the space used.
 * Any change to the archive (a pin, a removal, an import, a record written by another page) marks
 * them stale, and react-query reads again what is on screen.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { archive } from './archive-store.ts';

/**
 * Records read per page, one IndexedDB cursor walk each (a step costs about half a millisecond in
 * Chromium): the first a screen and a little more, so it paints at once; then larger ones.
 */
const FIRST_PAGE = 25;
const NEXT_PAGES = 100;

const ARCHIVE_KEY = ['archive'] as const;

/**
 * Reads again what is shown whenever the archive changes; the page calls it once. Not on mount:
 * the first read is already on its way, and a refetch would cancel it.
 */
export function useArchiveChanges(): void {
  const queryClient = useQueryClient();
  const version = useSyncExternalStore(archive.subscribe, archive.version);
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    // a read already under way (the first, as the archive opens) is not cancelled to start again
    void queryClient.invalidateQueries({ queryKey: ARCHIVE_KEY }, { cancelRefetch: false });
  }, [queryClient, version]);
}

/** Newest used first; `query`: a hash, an address or a block number ('' for all). */
export function useArchiveList(query: string) {
  return useInfiniteQuery({
    queryKey: [...ARCHIVE_KEY, 'list', query],
    queryFn: ({ pageParam }) =>
      archive.list({ query, limit: pageParam === 0 ? FIRST_PAGE : NEXT_PAGES, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, _pages, offset) =>
      last.length < (offset === 0 ? FIRST_PAGE : NEXT_PAGES) ? undefined : offset + last.length,
    // the archive is this device's: nothing to refetch on focus or reconnect, only on a change
    staleTime: Infinity,
  });
}

/**
 * `enabled`: false until the list's first page is in. Counting reads every record's ledger row
 * (200–400 ms at 10,000 records in Chromium), and IndexedDB serves one database's requests in
 * order: asked first, it would hold the first screen back by as much.
 */
export function useArchiveUsage(enabled = true) {
  const availability = useSyncExternalStore(archive.subscribe, archive.availability);
  const usage = useQuery({
    queryKey: [...ARCHIVE_KEY, 'usage'],
    queryFn: () => archive.usage(),
    staleTime: Infinity,
    enabled,
  });
  return { usage: usage.data ?? null, budget: archive.budgetBytes(), availability };
}
