/**
 * The guarded IndexedDB in real Chromium: a database opens once per page load with its schema, a
 * write reads back, a failing request rejects with the browser's error (never a throw out of an
 * event handler), and a browser that refuses IndexedDB gives null instead of a crash.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { idbDone, idbRequest, openDatabase } from '../../src/browser/indexed-db.ts';

const NAME = `hexray-test-${Math.random().toString(36).slice(2)}`;
const schema = {
  name: NAME,
  version: 1,
  upgrade: (database: IDBDatabase) => {
    database.createObjectStore('things', { keyPath: 'id' });
  },
};

afterAll(async () => {
  (await openDatabase(schema))?.close();
  indexedDB.deleteDatabase(NAME);
});

describe('guarded IndexedDB', () => {
  it('opens a database once, with its stores, and reads back what was written', async () => {
    const database = await openDatabase(schema);
    expect(database).not.toBeNull();
    expect(await openDatabase(schema)).toBe(database);
    const write = database!.transaction('things', 'readwrite');
    write.objectStore('things').put({ id: 'a', value: 42 });
    await idbDone(write);
    const read = database!.transaction('things').objectStore('things').get('a');
    expect(await idbRequest(read)).toEqual({ id: 'a', value: 42 });
  });

  it("rejects a failing write with the browser's error", async () => {
    const database = (await openDatabase(schema))!;
    const write = database.transaction('things', 'readwrite');
    const add = write.objectStore('things').add({ id: 'a' }); // the key exists: ConstraintError
    await expect(idbRequest(add)).rejects.toMatchObject({ name: 'ConstraintError' });
    await expect(idbDone(write)).rejects.toBeDefined();
  });

  it('gives null, not a crash, when the browser refuses IndexedDB', async () => {
    const refusing = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    vi.stubGlobal('indexedDB', refusing);
    try {
      expect(await openDatabase({ ...schema, name: `${NAME}-refused` })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
