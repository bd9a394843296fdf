import { useEffect } from 'react';
import { useConnection } from '../connection/ConnectionProvider.tsx';
import { recentLookups, type RecentLookup } from './recent-lookups.ts';

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
  useEffect(() => {
    if (network && kind && path && label) recentLookups.record(network, { kind, path, label });
  }, [network, kind, path, label]);
}
