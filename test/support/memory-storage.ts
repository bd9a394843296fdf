/**
 * Web Storage's interface over a Map, for unit tests: what a test writes can be read back whole
 * (`dump`), and a test can hand in the items a storage starts with.
 */
export function memoryStorage(items = new Map<string, string>()): Storage & { dump(): string } {
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
    dump: () => JSON.stringify([...items.entries()]),
  };
}
