/**
 * The one pattern for the module-level stores (request log, read history, ABIs, token displays,
 * network choice): the value lives outside React, each change makes a new snapshot and tells the
 * listeners, and components read it with `useSyncExternalStore(store.subscribe, store.snapshot)`.
 * This is the listener half every store shares.
 */
export interface Listeners {
  /** useSyncExternalStore's subscribe: returns the unsubscribe */
  subscribe: (listener: () => void) => () => void;
  /** tell every listener the snapshot changed */
  notify: () => void;
  /** how many are listening (a store may watch something only while anyone is) */
  count: () => number;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
    count: () => listeners.size,
  };
}
