import { useLayoutEffect } from 'react';
import { useConnection } from './ConnectionProvider.tsx';
import { recentLookups, type RecentLookup } from '../stores/recent-lookups.ts';

/** The network lookups are filed under: the endpoint as shown (the key is masked there), or null. */
export function useLookupNetwork(): string | null {
  const { client } = useConnection();
  return client?.endpointLabel ?? null;
}

/** Files a lookup the page found (null: nothing found yet, or nothing to keep). */
export function useRecordLookup(lookup: RecentLookup | null): void {
  const network = useLookupNetwork();
  const kind = lookup?.kind;
  const path = lookup?.path;
  const label = lookup?.label;
  const archiveOnly = lookup?.archiveOnly === true;
  // in the commit that shows it, not after the paint: a page shown is filed even if the person
  // leaves at once (a cold link's page now renders whole in its first commit)
  useLayoutEffect(() => {
    if (network && kind && path && label) {
      recentLookups.record(network, archiveOnly ? { kind, path, label, archiveOnly } : { kind, path, label });
    }
  }, [network, kind, path, label, archiveOnly]);
}
