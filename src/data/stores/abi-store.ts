/**
 * ABIs the user pasted, remembered per contract address in localStorage (`hexray.abi.<address>`,
 * the JSON text as pasted). A tiny external store so React reads it with useSyncExternalStore;
 * other tabs' changes arrive through the `storage` event.
 */
import { deviceStorage, readItem, writeItem } from '../../browser/guarded-storage.ts';
import type { Address } from '../../domain/hex.ts';
import { createListeners } from './listeners.ts';

const PREFIX = 'hexray.abi.';

/** address (lowercase) → pasted JSON text */
export type StoredAbis = ReadonlyMap<Address, string>;

const listeners = createListeners();
let snapshot: StoredAbis | null = null;

// used when localStorage is full: the ABI lasts as long as the page
const memory = new Map<Address, string>();

function read(): StoredAbis {
  const store = deviceStorage();
  const out = new Map<Address, string>();
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const text = readItem(store, key);
    if (text !== null) out.set(key.slice(PREFIX.length).toLowerCase() as Address, text);
  }
  for (const [address, text] of memory) out.set(address, text);
  return out;
}

function changed(): void {
  snapshot = null;
  listeners.notify();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key.startsWith(PREFIX)) changed();
}

export function abiStorageKey(address: string): string {
  return `${PREFIX}${address.toLowerCase()}`;
}

export const abiStore = {
  save(address: Address, json: string): void {
    // storage full: keep it for this page at least
    if (!writeItem(deviceStorage(), abiStorageKey(address), json)) memory.set(address.toLowerCase() as Address, json);
    changed();
  },
  forget(address: Address): void {
    writeItem(deviceStorage(), abiStorageKey(address), null);
    memory.delete(address.toLowerCase() as Address);
    changed();
  },
  subscribe(listener: () => void): () => void {
    // other tabs' changes are watched only while anyone is listening
    if (listeners.count() === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    const unsubscribe = listeners.subscribe(listener);
    return () => {
      unsubscribe();
      if (listeners.count() === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  },
  snapshot(): StoredAbis {
    snapshot ??= read();
    return snapshot;
  },
};
