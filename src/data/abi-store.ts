/**
 * ABIs the user pasted, remembered per contract address in localStorage (`hexray.abi.<address>`,
 * the JSON text as pasted). A tiny external store so React reads it with useSyncExternalStore;
 * other tabs' changes arrive through the `storage` event.
 */
import type { Address } from '../domain/hex.ts';
import { createListeners } from './listeners.ts';

const PREFIX = 'hexray.abi.';

/** address (lowercase) → pasted JSON text */
export type StoredAbis = ReadonlyMap<Address, string>;

const listeners = createListeners();
let snapshot: StoredAbis | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // storage disabled (privacy settings): ABIs then last only as long as the page
    return null;
  }
}

// used when localStorage refuses (disabled or full): the ABI lasts as long as the page
const memory = new Map<Address, string>();

function read(): StoredAbis {
  const store = storage();
  const out = new Map<Address, string>();
  if (store) {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      const text = store.getItem(key);
      if (text !== null) out.set(key.slice(PREFIX.length).toLowerCase() as Address, text);
    }
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
    const store = storage();
    if (store) {
      try {
        store.setItem(abiStorageKey(address), json);
      } catch {
        // quota exceeded: keep it for this page at least
        memory.set(address.toLowerCase() as Address, json);
      }
    } else {
      memory.set(address.toLowerCase() as Address, json);
    }
    changed();
  },
  forget(address: Address): void {
    storage()?.removeItem(abiStorageKey(address));
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
