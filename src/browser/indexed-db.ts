/**
 * IndexedDB that a browser may refuse, the one place the app opens it. With site data blocked
 * (or in a browser without it) `indexedDB.open` throws or fails; a full disk fails a write with
 * QuotaExceededError; another tab holding an older version blocks an upgrade. None of these may
 * crash a page: `openDatabase` answers null when the database cannot be had (the caller keeps
 * working from memory and says so once), and `idbRequest` / `idbDone` turn IndexedDB's events
 * into promises that reject with the browser's error (a caller that cannot write keeps the data in
 * memory, whatever the reason).
 *
 * Each store of ours (the names cache, the archive) is its own database with its own schema, so
 * neither's upgrade waits on the other's.
 */

export interface DatabaseSchema {
  name: string;
  version: number;
  /** creates or migrates the object stores; runs inside the version-change transaction */
  upgrade: (database: IDBDatabase, oldVersion: number, transaction: IDBTransaction) => void;
}

/** How long an open may wait (another tab blocking an upgrade, a stalled disk) before giving up. */
const OPEN_TIMEOUT_MS = 5_000;

const opened = new Map<string, Promise<IDBDatabase | null>>();

function tryOpen(schema: DatabaseSchema): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = globalThis.indexedDB.open(schema.name, schema.version);
    } catch {
      // no indexedDB at all, or a SecurityError with site data blocked
      resolve(null);
      return;
    }
    const timer = setTimeout(() => resolve(null), OPEN_TIMEOUT_MS);
    const settle = (database: IDBDatabase | null) => {
      clearTimeout(timer);
      resolve(database);
    };
    request.onupgradeneeded = (event) => {
      try {
        schema.upgrade(request.result, event.oldVersion, request.transaction as IDBTransaction);
      } catch {
        request.transaction?.abort();
      }
    };
    request.onsuccess = () => {
      const database = request.result;
      // a newer version opened in another tab: step aside, and open afresh next time
      database.onversionchange = () => {
        database.close();
        opened.delete(schema.name);
      };
      settle(database);
    };
    request.onerror = () => settle(null);
    request.onblocked = () => settle(null);
  });
}

/** The database, opened once per page load; null when the browser refuses it. */
export function openDatabase(schema: DatabaseSchema): Promise<IDBDatabase | null> {
  let database = opened.get(schema.name);
  if (!database) {
    database = tryOpen(schema);
    opened.set(schema.name, database);
  }
  return database;
}

/** A request's result, or its error. */
export function idbRequest<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Resolves when the transaction commits; rejects when it fails or is aborted (a full disk). */
export function idbDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction was aborted'));
  });
}
