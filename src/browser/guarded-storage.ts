/**
 * Web Storage that a browser may refuse, the one place the app touches it. With site data
 * blocked, merely reading `localStorage` or `sessionStorage` throws a SecurityError, and a full
 * storage throws on write; the app must still start and work. A refused storage is replaced by one
 * in memory (gone with the page), `storageBlocked()` lets the pages say that nothing can be
 * remembered, and `readItem` / `readJson` / `writeItem` never throw, whatever the storage does.
 */

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

let device: Storage | null = null;
let tab: Storage | null = null;
let blocked = false;

/**
 * The browser's storage if a key can be written and removed in it (an absent storage throws here
 * too), else memory, and storage is then said to be blocked.
 */
function open(name: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const storage = globalThis[name];
    const key = 'hexray.probe';
    storage.setItem(key, '1');
    storage.removeItem(key);
    return storage;
  } catch {
    blocked = true;
    return memoryStorage();
  }
}

/** localStorage, or memory when the browser refuses it. */
export function deviceStorage(): Storage {
  device ??= open('localStorage');
  return device;
}

/** sessionStorage (this tab, gone when it closes), or memory when the browser refuses it. */
export function tabStorage(): Storage {
  tab ??= open('sessionStorage');
  return tab;
}

/** True when the browser refused site storage: settings then last only as long as the page. */
export function storageBlocked(): boolean {
  deviceStorage();
  tabStorage();
  return blocked;
}

/** The text kept under `key`, or null when there is none or the storage refuses to be read. */
export function readItem(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The JSON kept under `key`, parsed; null when there is none, it is not JSON, or the storage
 * refuses. Storage can be edited by hand: the caller still checks the shape.
 */
export function readJson(storage: Storage, key: string): unknown {
  const text = readItem(storage, key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Keeps `value` under `key`, or removes the key for null. False when the storage refused (full,
 * or blocked): the caller then keeps the value for this page only.
 */
export function writeItem(storage: Storage, key: string, value: string | null): boolean {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
