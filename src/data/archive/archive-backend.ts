/**
 * Where archive records live: IndexedDB (`hexray-archive`) or, when the browser refuses it or the
 * disk is full, a map for this page. Both answer the same questions, so the store above them does
 * not care which one it has. Besides the records, a small ledger row per record (its size, when it
 * was last used, whether it is pinned) lets the budget be enforced without reading every record's
 * result back, and running totals (records, bytes) answer "how much is kept" with one read: the
 * archive page and the budget check after every write would otherwise read all 10,000 ledger rows.
 */
import { idbDone, idbRequest } from '../../browser/indexed-db.ts';
import { keepingProof, type ArchiveRecord } from './archive-record.ts';

export interface LedgerRow {
  id: string;
  usedAt: number;
  size: number;
  pinned: boolean;
}

export interface ArchiveTotals {
  records: number;
  bytes: number;
}

export interface ArchiveBackend {
  /** upsert: an older fetch never replaces a newer one; a pinned record stays pinned */
  upsert(records: readonly ArchiveRecord[]): Promise<void>;
  byId(id: string): Promise<ArchiveRecord | null>;
  byKey(key: string): Promise<ArchiveRecord[]>;
  byAddress(address: string): Promise<ArchiveRecord[]>;
  byBlock(block: string): Promise<ArchiveRecord[]>;
  /** newest used first */
  newest(limit: number, offset: number): Promise<ArchiveRecord[]>;
  ledger(): Promise<LedgerRow[]>;
  /** how many records and how many bytes of results it holds */
  totals(): Promise<ArchiveTotals>;
  touch(id: string, usedAt: number): Promise<void>;
  setPinned(id: string, pinned: boolean): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  clear(): Promise<void>;
}

const ledgerRow = ({ id, usedAt, size, pinned }: ArchiveRecord): LedgerRow => ({ id, usedAt, size, pinned });

/**
 * What an upsert keeps: the newer fetch, a pin once given, and a receipt's proof once kept
 * (`stored`: the record as it is now, when it may hold one; a re-fetch carries none).
 */
function merged(
  existing: ArchiveRecord | LedgerRow | undefined,
  record: ArchiveRecord,
  fetchedAt?: number,
  stored?: ArchiveRecord,
) {
  if (!existing) return record;
  if (fetchedAt !== undefined && fetchedAt > record.fetchedAt) return null;
  return { ...keepingProof(stored, record), pinned: existing.pinned };
}

/** Only a receipt keeps a proof, and only a re-fetch without one needs the stored record read. */
const mayKeepProof = (record: ArchiveRecord) => record.kind === 'receipt' && record.proof === undefined;

export function memoryBackend(): ArchiveBackend {
  const records = new Map<string, ArchiveRecord>();
  const matching = (test: (record: ArchiveRecord) => boolean) => [...records.values()].filter(test);
  const change = (id: string, update: Partial<ArchiveRecord>) => {
    const record = records.get(id);
    if (record) records.set(id, { ...record, ...update });
  };
  const done = Promise.resolve();
  return {
    upsert: (incoming) => {
      for (const record of incoming) {
        const existing = records.get(record.id);
        const next = merged(existing, record, existing?.fetchedAt, existing);
        if (next) records.set(record.id, next);
      }
      return done;
    },
    byId: (id) => Promise.resolve(records.get(id) ?? null),
    byKey: (key) => Promise.resolve(matching((record) => record.key === key)),
    byAddress: (address) => Promise.resolve(matching((record) => record.addresses.includes(address))),
    byBlock: (block) => Promise.resolve(matching((record) => record.block === block)),
    newest: (limit, offset) =>
      Promise.resolve([...records.values()].sort((a, b) => b.usedAt - a.usedAt).slice(offset, offset + limit)),
    ledger: () => Promise.resolve([...records.values()].map(ledgerRow)),
    // counted on demand: a page's memory holds few records, and a count cannot drift
    totals: () =>
      Promise.resolve({
        records: records.size,
        bytes: [...records.values()].reduce((sum, record) => sum + record.size, 0),
      }),
    touch: (id, usedAt) => done.then(() => change(id, { usedAt })),
    setPinned: (id, pinned) => done.then(() => change(id, { pinned })),
    remove: (ids) => done.then(() => ids.forEach((id) => records.delete(id))),
    clear: () => done.then(() => records.clear()),
  };
}

export const ARCHIVE_DATABASE = 'hexray-archive';
const RECORDS = 'records';
const LEDGER = 'ledger';
/** one row, TOTALS: the running totals, changed in the same transaction as the records they count */
const META = 'meta';
const TOTALS = 'totals';

const NOTHING: ArchiveTotals = { records: 0, bytes: 0 };

export const archiveSchema = {
  name: ARCHIVE_DATABASE,
  version: 2,
  // by what is there rather than by the old version number: a database opened by hand (devtools, a
  // test) without a version is an empty version 1
  upgrade: (database: IDBDatabase, _oldVersion: number, transaction: IDBTransaction) => {
    const has = (store: string) => database.objectStoreNames.contains(store);
    if (!has(RECORDS)) {
      const records = database.createObjectStore(RECORDS, { keyPath: 'id' });
      records.createIndex('usedAt', 'usedAt');
      records.createIndex('key', 'key');
      records.createIndex('addresses', 'addresses', { multiEntry: true });
      records.createIndex('block', 'block');
    }
    if (!has(LEDGER)) database.createObjectStore(LEDGER, { keyPath: 'id' });
    if (!has(META)) {
      // version 1 kept no totals: counted once here, from the ledger, then kept up by every write
      const meta = database.createObjectStore(META);
      const totals = { ...NOTHING };
      const cursor = transaction.objectStore(LEDGER).openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (at) {
          totals.records += 1;
          totals.bytes += (at.value as LedgerRow).size;
          at.continue();
        } else meta.put(totals, TOTALS);
      };
    }
  },
};

/** The ledger row carries fetchedAt too, so an upsert decides without reading the record. */
type StoredLedgerRow = LedgerRow & { fetchedAt: number };

export function indexedDbBackend(database: IDBDatabase): ArchiveBackend {
  const read = () => database.transaction([RECORDS, LEDGER], 'readonly');
  const write = () => database.transaction([RECORDS, LEDGER, META], 'readwrite');
  /** Runs `body` in one read-write transaction and resolves when it commits. */
  const writing = async (body: (transaction: IDBTransaction) => Promise<void> | void) => {
    const transaction = write();
    const done = idbDone(transaction);
    try {
      await body(transaction);
    } catch (error) {
      done.catch(() => undefined); // the body's error is the one to report
      transaction.abort();
      throw error;
    }
    await done;
  };
  /** Moves the running totals by a change, inside the transaction that makes the change. */
  const count = async (transaction: IDBTransaction, change: ArchiveTotals) => {
    if (change.records === 0 && change.bytes === 0) return;
    const meta = transaction.objectStore(META);
    const now = (await idbRequest(meta.get(TOTALS) as IDBRequest<ArchiveTotals | undefined>)) ?? NOTHING;
    meta.put({ records: now.records + change.records, bytes: now.bytes + change.bytes }, TOTALS);
  };
  const all = (index: string, query: IDBValidKey) =>
    idbRequest(read().objectStore(RECORDS).index(index).getAll(query) as IDBRequest<ArchiveRecord[]>);

  /** Rewrites one record and its ledger row with a change; nothing when it is gone. */
  const update = (id: string, change: Partial<ArchiveRecord>) =>
    writing(async (transaction) => {
      const records = transaction.objectStore(RECORDS);
      const record = await idbRequest(records.get(id) as IDBRequest<ArchiveRecord | undefined>);
      if (!record) return;
      const next = { ...record, ...change };
      records.put(next);
      transaction.objectStore(LEDGER).put({ ...ledgerRow(next), fetchedAt: next.fetchedAt });
    });

  return {
    upsert: (incoming) =>
      writing(async (transaction) => {
        const records = transaction.objectStore(RECORDS);
        const ledger = transaction.objectStore(LEDGER);
        const stored = await Promise.all(
          incoming.map((record) => idbRequest(ledger.get(record.id) as IDBRequest<StoredLedgerRow | undefined>)),
        );
        const storedRecords = await Promise.all(
          incoming.map((record, i) =>
            stored[i] && mayKeepProof(record)
              ? idbRequest(records.get(record.id) as IDBRequest<ArchiveRecord | undefined>)
              : Promise.resolve(undefined),
          ),
        );
        // a batch may carry one id twice: the second meets the first, not what was stored before
        const current = new Map<string, StoredLedgerRow | undefined>();
        const currentRecords = new Map<string, ArchiveRecord>();
        const change = { ...NOTHING };
        incoming.forEach((record, i) => {
          const existing = current.has(record.id) ? current.get(record.id) : stored[i];
          const before = currentRecords.get(record.id) ?? storedRecords[i];
          const next = merged(existing, record, existing?.fetchedAt, before);
          if (!next) return;
          const row = { ...ledgerRow(next), fetchedAt: next.fetchedAt };
          records.put(next);
          ledger.put(row);
          current.set(record.id, row);
          currentRecords.set(record.id, next);
          change.records += existing ? 0 : 1;
          change.bytes += next.size - (existing?.size ?? 0);
        });
        await count(transaction, change);
      }),
    byId: async (id) =>
      (await idbRequest(read().objectStore(RECORDS).get(id) as IDBRequest<ArchiveRecord | undefined>)) ?? null,
    byKey: (key) => all('key', key),
    byAddress: (address) => all('addresses', address),
    byBlock: (block) => all('block', block),
    newest: (limit, offset) =>
      new Promise((resolve, reject) => {
        const found: ArchiveRecord[] = [];
        const cursor = read().objectStore(RECORDS).index('usedAt').openCursor(null, 'prev');
        let skipped = offset === 0;
        cursor.onerror = () => reject(cursor.error ?? new Error('IndexedDB cursor failed'));
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at || found.length >= limit) return resolve(found);
          if (!skipped) {
            skipped = true;
            return at.advance(offset);
          }
          found.push(at.value as ArchiveRecord);
          at.continue();
        };
      }),
    ledger: async () =>
      (await idbRequest(read().objectStore(LEDGER).getAll() as IDBRequest<StoredLedgerRow[]>)).map(
        ({ id, usedAt, size, pinned }) => ({ id, usedAt, size, pinned }),
      ),
    touch: (id, usedAt) => update(id, { usedAt }),
    setPinned: (id, pinned) => update(id, { pinned }),
    totals: async () =>
      (await idbRequest(
        database.transaction(META, 'readonly').objectStore(META).get(TOTALS) as IDBRequest<ArchiveTotals | undefined>,
      )) ?? NOTHING,
    remove: (ids) =>
      writing(async (transaction) => {
        const ledger = transaction.objectStore(LEDGER);
        const unique = [...new Set(ids)];
        const rows = await Promise.all(
          unique.map((id) => idbRequest(ledger.get(id) as IDBRequest<StoredLedgerRow | undefined>)),
        );
        const change = { ...NOTHING };
        for (const row of rows) {
          if (!row) continue; // already gone (another tab, an eviction): nothing to count
          transaction.objectStore(RECORDS).delete(row.id);
          ledger.delete(row.id);
          change.records -= 1;
          change.bytes -= row.size;
        }
        await count(transaction, change);
      }),
    clear: () =>
      writing((transaction) => {
        transaction.objectStore(RECORDS).clear();
        transaction.objectStore(LEDGER).clear();
        transaction.objectStore(META).put(NOTHING, TOTALS);
      }),
  };
}
