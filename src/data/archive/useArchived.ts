/**
 * A page's fallback to the archive: asked only once the endpoint has answered null or failed (a
 * record it still serves is always taken fresh), the store loaded then by dynamic import. The
 * record is parsed again as it would be from the wire (parse once, at the edge): an archived
 * answer that no longer parses is not shown.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArchiveKind, ArchiveRecord } from './archive-record.ts';

/**
 * What the endpoint did instead of answering with the record: answered null, refused it as older
 * than its window (a state read at a block it no longer keeps), or failed to answer.
 */
export type EndpointMiss =
  | 'null'
  | 'outside'
  | 'error'
  /** the Trace page: the endpoint serves the transaction but no tracer */
  | 'noTracer'
  /** the Trace page: the endpoint serves the transaction, and its tracer failed for it */
  | 'tracerFailed';

export interface Archived<T> {
  record: ArchiveRecord;
  value: T;
}

/**
 * The archive's answer for one record, as query options (one key scheme for one record or several,
 * `useQuery` or `useQueries`). `wanted`: the endpoint answered null or failed. `chain`: the page's
 * network (decimal), whose record is preferred; else the newest fetched on any network.
 */
export function archivedQuery<T>(
  kind: ArchiveKind,
  key: string,
  chain: string | null,
  wanted: boolean,
  parse: (raw: unknown) => T,
) {
  return queryOptions({
    queryKey: ['archive', kind, chain, key.toLowerCase()] as const,
    queryFn: async (): Promise<Archived<T> | null> => {
      const { archive } = await import('./archive-store.ts');
      const record =
        (chain === null ? null : await archive.get(kind, chain, key)) ?? (await archive.get(kind, null, key));
      if (!record) return null;
      try {
        return { record, value: parse(record.result) };
      } catch {
        return null;
      }
    },
    enabled: wanted,
    // each time the endpoint fails again, look again: a watch or an import may have added it
    staleTime: 0,
    retry: false,
  });
}

/** One record's fallback (see `archivedQuery`). */
export function useArchived<T>(
  kind: ArchiveKind,
  key: string,
  chain: string | null,
  wanted: boolean,
  parse: (raw: unknown) => T,
) {
  return useQuery(archivedQuery(kind, key, chain, wanted, parse));
}
