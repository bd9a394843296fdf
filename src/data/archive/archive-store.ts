/**
 * The archive: the transactions, receipts and storage words this browser has received, kept in
 * IndexedDB (`hexray-archive`) so a page can still show them after the endpoint's window has moved
 * on. Bounded by a budget in bytes (a setting on this device, 100 MB unless changed): after each
 * write the least recently used records go first, pinned ones are kept. When the browser refuses
 * IndexedDB, or the disk fills, the archive carries on in memory for this page and
 * `availability()` says 'memory' (the page says so once); nothing here throws at a page.
 *
 * Loaded only by dynamic import (archive-writer.ts, the fallback, the archive page): it is not
 * part of the first page's code.
 */
import { openDatabase } from '../../browser/indexed-db.ts';
import { createListeners } from '../stores/listeners.ts';
import { archiveBudgetBytes, saveArchiveBudgetBytes } from './archive-budget.ts';
import {
  archiveSchema,
  indexedDbBackend,
  memoryBackend,
  type ArchiveBackend,
  type ArchiveTotals,
} from './archive-backend.ts';
import {
  archiveId,
  normalQuantity,
  recordSize,
  resultBlockHash,
  toArchiveRecord,
  type ArchiveEntry,
  type ArchiveKind,
  type ArchiveRecord,
} from './archive-record.ts';

export type ArchiveAvailability = 'indexeddb' | 'memory' | 'unknown';

const NOTHING: ArchiveTotals = { records: 0, bytes: 0 };

/**
 * An archive over the database `open` gives (null: refused, so memory). The app has one,
 * `archive` below; a test makes its own to start from nothing.
 */
export function createArchive(open: () => Promise<IDBDatabase | null> = () => openDatabase(archiveSchema)) {
  const listeners = createListeners();
  let version = 0;
  let availability: ArchiveAvailability = 'unknown';
  /** IndexedDB, when the browser gave it */
  let disk: ArchiveBackend | null = null;
  /** this page's memory, once IndexedDB was refused or full; new records go here from then on */
  let memory: ArchiveBackend | null = null;
  let opening: Promise<void> | null = null;

  function changed(): void {
    version += 1;
    listeners.notify();
  }

  function fallBackToMemory(): ArchiveBackend {
    memory ??= memoryBackend();
    if (availability !== 'memory') {
      availability = 'memory';
      changed();
    }
    return memory;
  }

  /** The places records are, the one written to first. */
  async function backends(): Promise<ArchiveBackend[]> {
    opening ??= open().then((database) => {
      if (database) {
        disk = indexedDbBackend(database);
        availability = 'indexeddb';
        changed();
      } else fallBackToMemory();
    });
    await opening;
    return [memory, disk].filter((backend): backend is ArchiveBackend => backend !== null);
  }

  /** A failing read (a database closed under us by another tab's upgrade) finds nothing. */
  async function each<T>(ask: (backend: ArchiveBackend) => Promise<T[]>): Promise<T[]> {
    const answers = await Promise.all((await backends()).map((backend) => ask(backend).catch(() => [])));
    return answers.flat();
  }

  const newestUsedFirst = (records: ArchiveRecord[]): ArchiveRecord[] => {
    const seen = new Set<string>();
    return records
      .sort((a, b) => b.usedAt - a.usedAt)
      .filter((record) => !seen.has(record.id) && Boolean(seen.add(record.id)));
  };

  const HASH = /^0x[0-9a-f]{64}$/;
  const ADDRESS = /^0x[0-9a-f]{40}$/;
  const DECIMAL = /^[0-9]{1,20}$/;

  /** The records a search finds: a hash (its key), an address, or a block number (decimal or hex). */
  function search(query: string): Promise<ArchiveRecord[]> {
    const text = query.trim().toLowerCase();
    if (HASH.test(text)) return each((backend) => backend.byKey(text));
    if (ADDRESS.test(text)) return each((backend) => backend.byAddress(text));
    const block = DECIMAL.test(text) ? `0x${BigInt(text).toString(16)}` : normalQuantity(text);
    if (block) return each((backend) => backend.byBlock(block));
    return Promise.resolve([]);
  }

  /** What every place holds, summed: one read each, from the running totals. */
  async function totals(): Promise<ArchiveTotals> {
    const each = await Promise.all((await backends()).map((backend) => backend.totals().catch(() => NOTHING)));
    return each.reduce((sum, one) => ({ records: sum.records + one.records, bytes: sum.bytes + one.bytes }), NOTHING);
  }

  /**
   * Least recently used first out, pinned kept, until the archive fits its budget. The totals say
   * whether anything must go; only then are the ledgers read to choose what.
   */
  async function evict(): Promise<void> {
    const limit = archive.budgetBytes();
    if ((await totals()).bytes <= limit) return;
    const rows = (
      await Promise.all(
        (await backends()).map(async (backend) =>
          (await backend.ledger().catch(() => [])).map((row) => ({ ...row, backend })),
        ),
      )
    ).flat();
    let total = rows.reduce((sum, row) => sum + row.size, 0);
    if (total <= limit) return;
    const out = new Map<ArchiveBackend, string[]>();
    for (const row of rows.filter((r) => !r.pinned).sort((a, b) => a.usedAt - b.usedAt)) {
      if (total <= limit) break;
      total -= row.size;
      out.set(row.backend, [...(out.get(row.backend) ?? []), row.id]);
    }
    await Promise.all([...out].map(([backend, ids]) => backend.remove(ids).catch(() => undefined)));
  }

  /**
   * Proofs that came before their receipt was written (the feed files when the browser is idle,
   * the page may prove sooner): the receipt takes its proof when it comes. A few, the newest.
   */
  const awaiting = new Map<string, { blockHash: string; proof: unknown }>();
  const AWAITING_KEPT = 32;

  const withAwaitedProof = (entry: ArchiveEntry): ArchiveEntry => {
    const waiting =
      entry.kind === 'receipt' && entry.proof === undefined ? awaiting.get(entry.key.toLowerCase()) : null;
    if (!waiting || waiting.blockHash !== resultBlockHash(entry.result)) return entry;
    awaiting.delete(entry.key.toLowerCase());
    return { ...entry, proof: waiting.proof };
  };

  async function write(records: ArchiveRecord[]): Promise<void> {
    const [first] = await backends();
    try {
      await (first ?? fallBackToMemory()).upsert(records);
    } catch {
      // the disk is full (or the database went away): this page keeps them in memory
      await fallBackToMemory().upsert(records);
    }
  }

  const archive = {
    /** Upserts the entries (a newer fetch replaces an older one), then evicts to the budget. */
    async put(entries: readonly ArchiveEntry[]): Promise<void> {
      if (entries.length === 0) return;
      const now = Date.now();
      const records = entries.map((entry) => toArchiveRecord(withAwaitedProof(entry), now));
      await write(records);
      await evict();
      changed();
    },

    /**
     * Keeps a receipt's proof with its record: every receipt record of that transaction whose
     * block is `blockHash` (the block the proof's header is) takes it; when none is written yet,
     * the next one written does. `proof`: the snapshot's carried proof as JSON.
     */
    async keepProof(key: string, blockHash: string, proof: unknown): Promise<void> {
      const lower = key.toLowerCase();
      const block = blockHash.toLowerCase();
      const proving = (record: ArchiveRecord) => record.kind === 'receipt' && resultBlockHash(record.result) === block;
      const found = (await each((backend) => backend.byKey(lower))).filter(proving);
      if (found.length === 0) {
        awaiting.delete(lower);
        awaiting.set(lower, { blockHash: block, proof });
        if (awaiting.size > AWAITING_KEPT) awaiting.delete(awaiting.keys().next().value as string);
        return;
      }
      // the same fetch again, now with its proof: the upsert replaces it and counts the bytes it adds
      await write(found.map((record) => ({ ...record, proof, size: recordSize(record.result, proof) })));
      await evict();
      changed();
    },

    /** The record, on that network or (chain null) the newest fetched on any; marks it used. */
    async get(kind: ArchiveKind, chain: string | null, key: string): Promise<ArchiveRecord | null> {
      const lower = key.toLowerCase();
      let found: { record: ArchiveRecord; backend: ArchiveBackend } | null = null;
      for (const backend of await backends()) {
        const candidates =
          chain === null
            ? (await backend.byKey(lower).catch(() => [])).filter((record) => record.kind === kind)
            : [await backend.byId(archiveId(kind, chain, lower)).catch(() => null)];
        for (const record of candidates) {
          if (record && (!found || record.fetchedAt > found.record.fetchedAt)) found = { record, backend };
        }
      }
      if (!found) return null;
      const usedAt = Date.now();
      // not waited for: a page falling back shows the record at once (a read after this one still
      // sees the touch, IndexedDB runs transactions on the same store in the order they began)
      void found.backend.touch(found.record.id, usedAt).catch(() => undefined);
      return { ...found.record, usedAt };
    },

    /** Newest used first; `query` is a hash, an address or a block number. */
    async list(options: { query?: string; limit: number; offset?: number }): Promise<ArchiveRecord[]> {
      const { query, limit, offset = 0 } = options;
      if (query?.trim()) return newestUsedFirst(await search(query)).slice(offset, offset + limit);
      const [only, ...others] = await backends();
      if (only && others.length === 0) return only.newest(limit, offset).catch(() => []);
      return newestUsedFirst(await each((backend) => backend.newest(offset + limit, 0))).slice(offset, offset + limit);
    },

    /** How many records and bytes are kept: the running totals, one read however large the archive. */
    usage(): Promise<{ records: number; bytes: number }> {
      return totals();
    },

    async pin(id: string, pinned: boolean): Promise<void> {
      await each(async (backend) => [await backend.setPinned(id, pinned)]);
      changed();
    },

    async remove(ids: readonly string[]): Promise<void> {
      await each(async (backend) => [await backend.remove(ids)]);
      changed();
    },

    async clear(): Promise<void> {
      await each(async (backend) => [await backend.clear()]);
      changed();
    },

    /** The budget kept on this device (100 MB unless changed); 0: the archive is off. */
    budgetBytes(): number {
      return archiveBudgetBytes();
    },

    /** A new budget, kept on this device; the archive is trimmed to it at once (0: all but pinned records go). */
    setBudgetBytes(bytes: number): void {
      if (!Number.isSafeInteger(bytes) || bytes < 0)
        throw new RangeError('The budget must be a whole number of bytes, 0 or more');
      saveArchiveBudgetBytes(bytes);
      changed();
      void evict().then(changed);
    },

    /**
     * Opens the archive now (once), resolving with where records go: for a page about to look
     * into it, so its first read does not also wait for the database to open.
     */
    async ready(): Promise<ArchiveAvailability> {
      await backends();
      return availability;
    },

    /** Where records go: IndexedDB, memory (refused or full — say so once), or not opened yet. */
    availability(): ArchiveAvailability {
      return availability;
    },

    /** Changes with every write, pin, removal and budget; for useSyncExternalStore. */
    version(): number {
      return version;
    },

    subscribe(listener: () => void): () => void {
      return listeners.subscribe(listener);
    },
  };
  return archive;
}

export const archive = createArchive();
