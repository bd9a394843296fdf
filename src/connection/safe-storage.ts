/**
 * Web storage that a browser may refuse. With site data blocked, merely reading `localStorage` or
 * `sessionStorage` throws a SecurityError; the app must still start. Every read and write of
 * settings goes through here: a refused storage is replaced by one in memory (gone with the page),
 * and `storageBlocked()` lets the pages say that nothing can be remembered.
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

/** The browser's storage if it can be read and written, else null. */
function probe(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const storage = globalThis[name];
    if (!storage) return null;
    const key = 'hexray.probe';
    storage.setItem(key, '1');
    storage.removeItem(key);
    return storage;
  } catch {
    return null;
  }
}

let device: Storage | null = null;
let tab: Storage | null = null;
let blocked = false;

function open(name: 'localStorage' | 'sessionStorage'): Storage {
  const real = probe(name);
  if (real) return real;
  blocked = true;
  return memoryStorage();
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
