/**
 * The archive page's reads, through react-query like every other read (keys under `archive`, one
 * factory each, shared by the page and the prefetch): the records a page at a time (the list asks
 * for the next page as it scrolls), and the space used.
 * Any change to the archive (a pin, a removal, an import, a record written by another page) marks
 * them stale, and react-query reads again what is on screen.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
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

/** The records a page at a time, newest used first; `query`: a hash, an address or a block number ('' for all). */
export function archiveListQuery(query: string) {
  return infiniteQueryOptions({
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

/** How many records and bytes are kept: the store's running totals, one read. */
export function archiveUsageQuery() {
  return queryOptions({ queryKey: [...ARCHIVE_KEY, 'usage'], queryFn: () => archive.usage(), staleTime: Infinity });
}

/**
 * The archive page's first screen (the newest records, the space used), read before the page's
 * code has arrived: the route table calls it when the page's link is pointed at or focused.
 */
export function prefetchArchiveFirstScreen(queryClient: QueryClient): void {
  // a failure is the page's to show, from the cache, when it renders
  void queryClient.infiniteQuery(archiveListQuery('')).catch(() => undefined);
  void queryClient.query(archiveUsageQuery()).catch(() => undefined);
}

export function useArchiveList(query: string) {
  return useInfiniteQuery(archiveListQuery(query));
}

export function useArchiveUsage() {
  const availability = useSyncExternalStore(archive.subscribe, archive.availability);
  const usage = useQuery(archiveUsageQuery());
  return { usage: usage.data ?? null, budget: archive.budgetBytes(), availability };
}
