/**
 * The last 50 lookups (transactions, addresses, storage slots) per network, on this device. Kept
 * in localStorage through the guarded storage; when the browser blocks storage, nothing is kept at
 * all (not even in memory), so "on this device" stays true. The network is the endpoint as shown,
 * which never holds the API key.
 */
import { useSyncExternalStore } from 'react';
import { deviceStorage, readJson, storageBlocked, writeItem } from '../../browser/guarded-storage.ts';

export type LookupKind = 'transaction' | 'address' | 'slot';

export interface RecentLookup {
  kind: LookupKind;
  /** the in-app path it opens (built by routes/urls.ts: no key) */
  path: string;
  /** what the list shows: a hash, an address, `address · slot 0x2 @ 12` */
  label: string;
  /** last opened, the endpoint no longer served it and the page showed it from this browser's archive */
  archiveOnly?: boolean;
}

const KEY = 'hexray.recent-lookups';
export const RECENT_LIMIT = 50;
const listeners = new Set<() => void>();
const EMPTY: readonly RecentLookup[] = [];

type Stored = Record<string, RecentLookup[]>;

function load(): Stored {
  const parsed = readJson(deviceStorage(), KEY);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
}

let stored: Stored | null = null;
const all = (): Stored => (stored ??= load());

function save(next: Stored): void {
  stored = next;
  // storage full: the list still lives for this page
  writeItem(deviceStorage(), KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export const recentLookups = {
  record(network: string, lookup: RecentLookup): void {
    if (storageBlocked()) return;
    const list = all()[network] ?? [];
    const top = list[0];
    if (top?.path === lookup.path && Boolean(top.archiveOnly) === Boolean(lookup.archiveOnly)) return;
    save({ ...all(), [network]: [lookup, ...list.filter((l) => l.path !== lookup.path)].slice(0, RECENT_LIMIT) });
  },
  clear(network: string): void {
    save(Object.fromEntries(Object.entries(all()).filter(([name]) => name !== network)));
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  list(network: string | null): readonly RecentLookup[] {
    return network === null ? EMPTY : (all()[network] ?? EMPTY);
  },
};

export function useRecentLookups(network: string | null): readonly RecentLookup[] {
  return useSyncExternalStore(recentLookups.subscribe, () => recentLookups.list(network));
}
