/**
 * Importing an archive file from a colleague: read it (domain/archive/archive-file-reader.ts: caps, one
 * message for a file refused whole), verify every record as a page verifies a fresh answer
 * (domain/archive/archive-record-check.ts; a trace read with the tracers' caps and tied to its
 * transaction), and add only those that check out. A record refused does not
 * stop the others; a record this archive already holds from a later (or the same) fetch is left as
 * it is (counted apart), its pin too: an import adds, it never replaces what is newer here.
 *
 * The verification is CPU work (a signature recovery per transaction): it yields to the browser
 * every few milliseconds, so the tab stays responsive through 100,000 records.
 */
import { readArchiveFile, type ArchiveFileSource } from '../../domain/archive/archive-file-reader.ts';
import type { ArchiveFileRecord } from '../../domain/archive/archive-file.ts';
import {
  checkArchivedReceipt,
  checkArchivedStorage,
  checkArchivedTrace,
  checkArchivedTransaction,
  parseArchivedTransaction,
  type ProofRefusal,
  type RecordCheck,
} from '../../domain/archive/archive-record-check.ts';
import { parseTransaction, type Transaction } from '../../domain/transaction.ts';
import { parsed, type ParseResult } from '../../domain/parse-result.ts';
import { archiveId, type ArchiveRecord } from './archive-record.ts';
import type { archive as archiveStore } from './archive-store.ts';

type Archive = typeof archiveStore;

export interface ImportRefusal {
  line: number;
  /** what the line said it was, when it said so */
  what: string | null;
  reason: string;
  /** a receipt's proof that did not check out: which part (the page says it in words) */
  proof?: ProofRefusal;
}

export interface ImportReport {
  imported: number;
  /** held already, from a fetch as recent or more */
  alreadyHeld: number;
  refused: ImportRefusal[];
  /** imported records by chain (decimal id or 'unknown') */
  byChain: Map<string, number>;
  /** what could not be proved, each with how many imported records it applies to */
  unproved: Map<string, number>;
}

/** How long verification runs before letting the browser paint and take input. */
const SLICE_MS = 8;
/**
 * Records written per put: one IndexedDB transaction each, and after each the store counts the
 * whole archive against its budget (a few hundred ms at 10,000 records): few and large.
 */
const WRITE_BATCH = 5_000;

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Calls `work` on each item, yielding to the browser between slices of SLICE_MS. */
async function inSlices<T>(items: readonly T[], work: (item: T) => Promise<void> | void): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    await work(item);
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToBrowser();
      sliceStart = performance.now();
    }
  }
}

const describeRecord = (record: ArchiveFileRecord) => `${record.kind} ${record.key}`;

/** The hash a record's key starts with, or the storage address: what the archive finds it by. */
const searchTerm = (record: ArchiveFileRecord) => record.key.slice(0, record.kind === 'storage' ? 42 : 66);

/** The records the archive holds under the ids of `records` (read with list: nothing is touched). */
async function heldRecords(
  archive: Archive,
  records: readonly ArchiveFileRecord[],
): Promise<Map<string, ArchiveRecord>> {
  const held = new Map<string, ArchiveRecord>();
  const wanted = new Set(records.map((record) => archiveId(record.kind, record.chain, record.key)));
  // a receipt's or a trace's transaction, which the archive may hold though the file does not
  for (const record of records)
    if (record.kind === 'receipt' || record.kind === 'trace')
      wanted.add(archiveId('transaction', record.chain, record.key));
  const terms = [...new Set(records.map(searchTerm))];
  await inSlices(terms, async (term) => {
    for (const found of await archive.list({ query: term, limit: Number.MAX_SAFE_INTEGER }))
      if (wanted.has(found.id)) held.set(found.id, found);
  });
  return held;
}

export async function importArchiveFile(archive: Archive, file: ArchiveFileSource): Promise<ParseResult<ImportReport>> {
  const read = await readArchiveFile(file);
  if (!read.ok) return read;
  const report: ImportReport = {
    imported: 0,
    alreadyHeld: 0,
    refused: read.value.refused.map(({ line, reason }) => ({ line, what: null, reason })),
    byChain: new Map(),
    unproved: new Map(),
  };
  const records = read.value.records;
  const accepted: Array<{ record: ArchiveFileRecord; notes: string[] }> = [];
  const settle = (line: number, record: ArchiveFileRecord, check: RecordCheck) => {
    if (check.ok) accepted.push({ record, notes: check.notes });
    else
      report.refused.push({
        line,
        what: describeRecord(record),
        reason: check.reason,
        ...(check.proof ? { proof: check.proof } : {}),
      });
  };

  // transactions first: a receipt is checked against its transaction, from the file or the archive
  const transactions = new Map<string, Transaction>();
  await inSlices(
    records.filter(({ record }) => record.kind === 'transaction'),
    ({ line, record }) => {
      const found = parseArchivedTransaction(record);
      if ('reason' in found) return settle(line, record, { ok: false, reason: found.reason });
      const check = checkArchivedTransaction(record, found.transaction);
      if (check.ok) transactions.set(`${record.chain}|${record.key}`, found.transaction);
      settle(line, record, check);
    },
  );
  const held = await heldRecords(
    archive,
    records.map(({ record }) => record),
  );
  await inSlices(
    records.filter(({ record }) => record.kind !== 'transaction'),
    ({ line, record }) => {
      if (record.kind === 'storage') return settle(line, record, checkArchivedStorage());
      const transaction = transactionOf(record, transactions, held);
      if (record.kind === 'trace') return settle(line, record, checkArchivedTrace(record, transaction));
      settle(line, record, checkArchivedReceipt(record, transaction));
    },
  );

  const fresh = accepted.filter(({ record }) => {
    const here = held.get(archiveId(record.kind, record.chain, record.key));
    // the same fetch, which this archive holds without the proof the file carries: the proof is added
    const addsProof = here?.fetchedAt === record.fetchedAt && here.proof === undefined && record.proof !== undefined;
    return !here || here.fetchedAt < record.fetchedAt || addsProof;
  });
  report.alreadyHeld = accepted.length - fresh.length;
  // the store keeps a pin and never lets an older fetch replace a newer one
  for (let start = 0; start < fresh.length; start += WRITE_BATCH)
    await archive.put(fresh.slice(start, start + WRITE_BATCH).map(({ record }) => record));
  for (const { record, notes } of fresh) {
    report.byChain.set(record.chain, (report.byChain.get(record.chain) ?? 0) + 1);
    for (const note of notes) report.unproved.set(note, (report.unproved.get(note) ?? 0) + 1);
  }
  report.imported = fresh.length;
  report.refused.sort((a, b) => a.line - b.line);
  return parsed(report);
}

/** A receipt's or a trace's transaction, checked: from the file, else from the archive; null when neither has it. */
function transactionOf(
  receipt: ArchiveFileRecord,
  fromFile: Map<string, Transaction>,
  held: Map<string, ArchiveRecord>,
): Transaction | null {
  const inFile = fromFile.get(`${receipt.chain}|${receipt.key}`);
  if (inFile) return inFile;
  const archived = held.get(archiveId('transaction', receipt.chain, receipt.key));
  if (!archived) return null;
  try {
    return parseTransaction(archived.result);
  } catch {
    // the archive's copy is not a transaction: nothing to hold the receipt against
    return null;
  }
}
