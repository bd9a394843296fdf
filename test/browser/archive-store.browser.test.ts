/**
 * The archive in real Chromium's IndexedDB: what a page hands it reads back whole, one record per
 * network and key (a newer fetch replaces an older one, a pin survives), search by hash, address
 * and block, least-recently-used eviction to the budget with pinned records kept, and a browser
 * that refuses IndexedDB or runs out of disk still gets an archive — in memory, said once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/browser/indexed-db.ts';
import { ARCHIVE_DATABASE, archiveSchema } from '../../src/data/archive/archive-backend.ts';
import { archive, createArchive } from '../../src/data/archive/archive-store.ts';
import { DEFAULT_BUDGET_BYTES } from '../../src/data/archive/archive-budget.ts';
import { archiveLater, archiveWritten } from '../../src/data/archive/archive-writer.ts';
import { storageKey, type ArchiveEntry } from '../../src/data/archive/archive-record.ts';

const HASH_A = `0x${'aa'.repeat(32)}`;
const HASH_B = `0x${'bb'.repeat(32)}`;
const SENDER = `0x${'11'.repeat(20)}`;
const RECIPIENT = `0x${'22'.repeat(20)}`;
const EMITTER = `0x${'33'.repeat(20)}`;
const ENDPOINT = 'https://opbnb.example/v3/<API_KEY>';

function transaction(hash: string, fetchedAt = 1_000, extra: Record<string, unknown> = {}): ArchiveEntry {
  return {
    kind: 'transaction',
    chain: '204',
    endpoint: ENDPOINT,
    key: hash,
    result: { hash, from: SENDER, to: RECIPIENT, blockNumber: '0x0100', ...extra },
    fetchedAt,
  };
}

function receipt(hash: string): ArchiveEntry {
  return {
    kind: 'receipt',
    chain: '204',
    endpoint: ENDPOINT,
    key: hash,
    result: {
      transactionHash: hash,
      from: SENDER,
      to: null,
      contractAddress: null,
      blockNumber: '0x101',
      logs: [{ address: EMITTER.toUpperCase().replace('0X', '0x') }],
    },
    fetchedAt: 2_000,
  };
}

/** A result of about `bytes` bytes of JSON, for the budget. */
const padded = (hash: string, bytes: number) => transaction(hash, 1_000, { input: `0x${'00'.repeat(bytes / 2)}` });

/** Reads a record straight from the database, bypassing the store: it is really on disk. */
async function onDisk(id: string): Promise<unknown> {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('hexray-archive');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(new Error(String(request.error)));
  });
  try {
    return await new Promise((resolve, reject) => {
      const request = database.transaction('records').objectStore('records').get(id);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
  } finally {
    database.close();
  }
}

/** Opens the archive's database on a connection of its own, as another tab (or a reload) would. */
function openConnection(name = ARCHIVE_DATABASE, version?: number, upgrade?: (database: IDBDatabase) => void) {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => upgrade?.(request.result);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(new Error(String(request.error)));
  });
}

/** The records on disk counted one by one, bypassing the store: what its running totals must say. */
async function recount(name = ARCHIVE_DATABASE): Promise<{ records: number; bytes: number }> {
  const database = await openConnection(name);
  try {
    const records = await new Promise<{ size: number }[]>((resolve, reject) => {
      const request = database.transaction('records').objectStore('records').getAll();
      request.onsuccess = () => resolve(request.result as { size: number }[]);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    return { records: records.length, bytes: records.reduce((sum, record) => sum + record.size, 0) };
  } finally {
    database.close();
  }
}

beforeEach(async () => {
  await archive.clear();
  archive.setBudgetBytes(DEFAULT_BUDGET_BYTES);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('archive store', () => {
  it('keeps what it is handed in IndexedDB and reads it back whole', async () => {
    const sent = transaction(HASH_A.toUpperCase().replace('0X', '0x'));
    await archive.put([sent, receipt(HASH_A)]);
    expect(archive.availability()).toBe('indexeddb');

    const record = await archive.get('transaction', '204', HASH_A);
    expect(record).toMatchObject({
      id: `transaction|204|${HASH_A}`,
      key: HASH_A,
      endpoint: ENDPOINT,
      fetchedAt: 1_000,
      pinned: false,
      addresses: [SENDER, RECIPIENT],
      block: '0x100',
      result: sent.result, // exactly as the endpoint sent it
    });
    expect(record!.size).toBe(JSON.stringify(sent.result).length);
    expect(await onDisk(`receipt|204|${HASH_A}`)).toMatchObject({ addresses: [SENDER, EMITTER], block: '0x101' });
    expect(await archive.get('transaction', '1', HASH_A)).toBeNull();
    expect(await archive.get('storage', '204', HASH_A)).toBeNull();
    expect(await archive.usage()).toEqual({
      records: 2,
      bytes: record!.size + (await archive.get('receipt', '204', HASH_A))!.size,
    });
  });

  it('keeps one record per network and key: a newer fetch replaces it, an older one does not, a pin stays', async () => {
    await archive.put([transaction(HASH_A, 1_000)]);
    await archive.pin(`transaction|204|${HASH_A}`, true);
    await archive.put([transaction(HASH_A, 5_000, { blockNumber: '0x200' })]);
    await archive.put([transaction(HASH_A, 3_000, { blockNumber: '0x150' })]);
    expect(await archive.get('transaction', '204', HASH_A)).toMatchObject({
      fetchedAt: 5_000,
      block: '0x200',
      pinned: true,
    });
    expect(await archive.usage()).toMatchObject({ records: 1 });
  });

  it('keeps a receipt’s proof on disk through a re-fetch that carries none, the bytes it weighs counted', async () => {
    const BLOCK = `0x${'cc'.repeat(32)}`;
    const PROOF = { header: { hash: BLOCK }, receipt: ['0xc0'], previous: null };
    const fetched = (fetchedAt: number) => {
      const base = receipt(HASH_A);
      return { ...base, fetchedAt, result: { ...(base.result as object), blockHash: BLOCK } };
    };
    await archive.put([fetched(1_000)]);
    // the page proves it after the receipt was written: the record takes the proof, its bytes too
    await archive.keepProof(HASH_A, BLOCK, PROOF);
    await archive.put([fetched(2_000)]);
    expect(await onDisk(`receipt|204|${HASH_A}`)).toMatchObject({ fetchedAt: 2_000, proof: PROOF });
    const kept = (await archive.get('receipt', '204', HASH_A))!;
    expect(kept.size).toBe(JSON.stringify(kept.result).length + JSON.stringify(PROOF).length);
    expect(await archive.usage()).toEqual(await recount());
  });

  it('answers a lookup on any network with the newest fetch', async () => {
    await archive.put([{ ...transaction(HASH_A, 9_000), chain: 'unknown' }, transaction(HASH_A, 4_000)]);
    expect(await archive.get('transaction', null, HASH_A)).toMatchObject({ chain: 'unknown', fetchedAt: 9_000 });
    expect(await archive.get('receipt', null, HASH_A)).toBeNull();
  });

  it('lists newest used first, a page at a time, and finds by hash, address and block', async () => {
    await archive.put([transaction(HASH_A)]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await archive.put([transaction(HASH_B, 1_000, { blockNumber: '0x2a' }), receipt(HASH_A)]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await archive.get('transaction', '204', HASH_A); // shown again: now the most recently used

    const ids = (records: { id: string }[]) => records.map((record) => record.id);
    const all = await archive.list({ limit: 10 });
    expect(ids(all)[0]).toBe(`transaction|204|${HASH_A}`);
    expect(all).toHaveLength(3);
    expect(ids(await archive.list({ limit: 2, offset: 1 }))).toEqual(ids(all).slice(1, 3));

    expect(ids(await archive.list({ query: HASH_A.toUpperCase().replace('0X', '0x'), limit: 10 })).sort()).toEqual([
      `receipt|204|${HASH_A}`,
      `transaction|204|${HASH_A}`,
    ]);
    expect(ids(await archive.list({ query: EMITTER, limit: 10 }))).toEqual([`receipt|204|${HASH_A}`]);
    expect(await archive.list({ query: RECIPIENT, limit: 10 })).toHaveLength(2);
    expect(ids(await archive.list({ query: '42', limit: 10 }))).toEqual([`transaction|204|${HASH_B}`]);
    expect(ids(await archive.list({ query: '0x002A', limit: 10 }))).toEqual([`transaction|204|${HASH_B}`]);
    expect(await archive.list({ query: 'not a hash', limit: 10 })).toEqual([]);
  });

  it('finds a storage word by its address and block', async () => {
    const key = storageKey(EMITTER.toUpperCase().replace('0X', '0x'), '0x2', 31n);
    expect(key).toBe(`${EMITTER}:0x${'0'.repeat(63)}2@0x1f`);
    await archive.put([
      { kind: 'storage', chain: '204', endpoint: ENDPOINT, key, result: `0x${'0'.repeat(63)}7`, fetchedAt: 1 },
    ]);
    expect(await archive.list({ query: EMITTER, limit: 5 })).toMatchObject([
      { key, block: '0x1f', addresses: [EMITTER] },
    ]);
    expect(await archive.list({ query: '31', limit: 5 })).toHaveLength(1);
  });

  it('evicts the least recently used records to fit its budget, keeping pinned ones', async () => {
    const numbered = (n: number) => `0x${String(n).repeat(64)}`;
    const hashes = [1, 2, 3, 4].map(numbered);
    for (const hash of hashes) {
      await archive.put([padded(hash, 1_000)]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const { bytes } = await archive.usage();
    expect(bytes).toBeGreaterThan(4_000);
    await archive.pin(`transaction|204|${numbered(1)}`, true);
    await archive.get('transaction', '204', numbered(2)); // used again: no longer the oldest

    const versionBefore = archive.version();
    archive.setBudgetBytes(Math.ceil(bytes / 2));
    expect(archive.version()).toBeGreaterThan(versionBefore);
    expect(archive.budgetBytes()).toBe(Math.ceil(bytes / 2));
    await vi.waitFor(async () => expect((await archive.usage()).records).toBe(2));

    const kept = await Promise.all(hashes.map((hash) => archive.get('transaction', '204', hash)));
    expect(kept.map((record) => record !== null)).toEqual([true, true, false, false]);
  });

  it('keeps only pinned records at a budget of 0 (the archive switched off), and refuses a negative one', async () => {
    await archive.put([transaction(HASH_A), transaction(HASH_B)]);
    await archive.pin(`transaction|204|${HASH_A}`, true);
    archive.setBudgetBytes(0);
    expect(archive.budgetBytes()).toBe(0);
    await vi.waitFor(async () => expect((await archive.usage()).records).toBe(1));
    expect(await archive.get('transaction', '204', HASH_A)).not.toBeNull();
    expect(() => archive.setBudgetBytes(-1)).toThrow('The budget must be a whole number of bytes, 0 or more');
    expect(archive.budgetBytes()).toBe(0);
  });

  it('tells its listeners of every change', async () => {
    const listener = vi.fn();
    const unsubscribe = archive.subscribe(listener);
    await archive.put([transaction(HASH_A)]);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    await archive.remove([`transaction|204|${HASH_A}`]);
    expect(listener).not.toHaveBeenCalled();
    expect(await archive.get('transaction', '204', HASH_A)).toBeNull();
  });

  it('keeps working in memory when the disk is full, and says so', async () => {
    const archive = createArchive(); // its own, so the others keep their disk
    await archive.put([transaction(HASH_A)]);
    expect(archive.availability()).toBe('indexeddb');
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await archive.put([transaction(HASH_B)]);
    expect(archive.availability()).toBe('memory');
    expect(await archive.get('transaction', '204', HASH_B)).toMatchObject({ key: HASH_B });
    expect(await archive.get('transaction', '204', HASH_A)).toMatchObject({ key: HASH_A }); // still on disk
    expect(await onDisk(`transaction|204|${HASH_B}`)).toBeUndefined();
    expect((await archive.list({ limit: 10 })).map((record) => record.key).sort()).toEqual([HASH_A, HASH_B]);
  });
});

describe('archive store running totals', () => {
  const id = (hash: string) => `transaction|204|${hash}`;
  const numbered = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

  it('count what put adds and replaces, a batch carrying one record twice counted once', async () => {
    await archive.put([padded(HASH_A, 100), padded(HASH_B, 300), padded(HASH_A, 100)]);
    expect(await archive.usage()).toEqual(await recount());
    expect((await archive.usage()).records).toBe(2);
    // a newer fetch of A, larger: one record still, its new size counted instead of the old
    await archive.put([{ ...padded(HASH_A, 2_000), fetchedAt: 9_000 }]);
    const after = await archive.usage();
    expect(after).toEqual(await recount());
    expect(after.records).toBe(2);
    expect(after.bytes).toBeGreaterThan(2_300);
    // an older fetch changes nothing
    await archive.put([{ ...padded(HASH_A, 10), fetchedAt: 5 }]);
    expect(await archive.usage()).toEqual(after);
  });

  it('count what remove and clear take away, an id given twice or unknown taken into account once', async () => {
    await archive.put([padded(HASH_A, 100), padded(HASH_B, 300), receipt(HASH_A)]);
    await archive.pin(id(HASH_A), true);
    await archive.get('transaction', '204', HASH_B); // touched: same size, same count
    expect(await archive.usage()).toEqual(await recount());
    await archive.remove([id(HASH_B), id(HASH_B), id(numbered(7))]);
    expect(await archive.usage()).toEqual(await recount());
    expect((await archive.usage()).records).toBe(2);
    await archive.clear();
    expect(await archive.usage()).toEqual({ records: 0, bytes: 0 });
    await archive.put([padded(HASH_B, 50)]);
    expect(await archive.usage()).toEqual(await recount());
  });

  it('count what eviction takes to fit the budget', async () => {
    for (let n = 1; n <= 6; n++) await archive.put([padded(numbered(n), 1_000)]);
    await archive.pin(id(numbered(1)), true);
    const { bytes } = await archive.usage();
    archive.setBudgetBytes(Math.ceil(bytes / 3));
    await vi.waitFor(async () => expect((await archive.usage()).records).toBe(2));
    expect(await archive.usage()).toEqual(await recount());
    expect((await archive.usage()).bytes).toBeLessThanOrEqual(Math.ceil(bytes / 3));
    // a put over budget evicts in the same call, and counts it
    await archive.put([padded(numbered(9), 1_000)]);
    expect(await archive.usage()).toEqual(await recount());
    expect(await archive.get('transaction', '204', numbered(1))).not.toBeNull(); // pinned: kept
  });

  it('are kept on disk: a reload, and another tab writing at the same time, read the same totals', async () => {
    await archive.put([padded(HASH_A, 400)]);
    const [first, second] = await Promise.all([openConnection(), openConnection()]);
    try {
      // two tabs, each with its own connection, writing and removing at once
      const tab1 = createArchive(() => Promise.resolve(first));
      const tab2 = createArchive(() => Promise.resolve(second));
      await Promise.all([
        tab1.put([padded(numbered(1), 100), padded(numbered(2), 100)]),
        tab2.put([padded(numbered(2), 100), padded(numbered(3), 700)]),
        tab1.remove([id(HASH_A)]),
        tab2.put([padded(numbered(4), 10)]),
      ]);
      const expected = await recount();
      expect(expected.records).toBe(4);
      expect(await tab1.usage()).toEqual(expected);
      expect(await tab2.usage()).toEqual(expected);
      expect(await archive.usage()).toEqual(expected);
    } finally {
      first.close();
      second.close();
    }
  });

  it('are counted once from the ledger when a version 1 archive is opened', async () => {
    const name = 'hexray-archive-version-1';
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = request.onerror = resolve;
    });
    // the archive as version 1 left it: records and ledger rows, no totals
    const old = await openConnection(name, 1, (database) => {
      const records = database.createObjectStore('records', { keyPath: 'id' });
      records.createIndex('usedAt', 'usedAt');
      records.createIndex('key', 'key');
      records.createIndex('addresses', 'addresses', { multiEntry: true });
      records.createIndex('block', 'block');
      database.createObjectStore('ledger', { keyPath: 'id' });
    });
    await new Promise((resolve, reject) => {
      const transaction = old.transaction(['records', 'ledger'], 'readwrite');
      for (const [n, size] of [
        [1, 120],
        [2, 80],
        [3, 1_000],
      ] as const) {
        transaction.objectStore('records').put({ id: `r${n}`, size, usedAt: n });
        transaction.objectStore('ledger').put({ id: `r${n}`, size, usedAt: n, pinned: false, fetchedAt: n });
      }
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(new Error(String(transaction.error)));
    });
    old.close();

    const upgraded = createArchive(() => openDatabase({ ...archiveSchema, name }));
    expect(await upgraded.usage()).toEqual({ records: 3, bytes: 1_200 });
    expect(await upgraded.usage()).toEqual(await recount(name));
  });
});

describe('archive store over a database opened by hand', () => {
  it('makes its stores in an empty version 1 database (opened without a version, as devtools or a script do)', async () => {
    const name = 'hexray-archive-opened-by-hand';
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = request.onerror = resolve;
    });
    (await openConnection(name)).close(); // no version: an empty database at version 1
    const archive = createArchive(() => openDatabase({ ...archiveSchema, name }));
    expect(await archive.ready()).toBe('indexeddb');
    await archive.put([transaction(HASH_A)]);
    expect(archive.availability()).toBe('indexeddb');
    expect(await archive.usage()).toEqual(await recount(name));
    expect(await archive.get('transaction', '204', HASH_A)).toMatchObject({ key: HASH_A });
  });
});

describe('archive store where the browser refuses IndexedDB', () => {
  it('keeps records in memory for the page instead of crashing', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const refused = createArchive(() => openDatabase({ ...archiveSchema, name: 'hexray-archive-refused' }));
    expect(refused.availability()).toBe('unknown');
    expect(await refused.ready()).toBe('memory');
    await refused.put([transaction(HASH_A)]);
    expect(refused.availability()).toBe('memory');
    expect(await refused.get('transaction', null, HASH_A)).toMatchObject({ key: HASH_A, block: '0x100' });
    expect(await refused.usage()).toMatchObject({ records: 1 });
  });
});

describe('archive writer', () => {
  it('writes nothing on the spot, then everything queued in one go when idle', async () => {
    archiveLater(transaction(HASH_A));
    archiveLater(receipt(HASH_A));
    expect(await archive.usage()).toEqual({ records: 0, bytes: 0 });
    await vi.waitFor(async () => expect((await archive.usage()).records).toBe(2));
    archiveLater(transaction(HASH_B));
    await archiveWritten();
    expect(await archive.get('transaction', '204', HASH_B)).not.toBeNull();
  });
});
