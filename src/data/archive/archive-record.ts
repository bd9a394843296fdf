/**
 * What the archive keeps: the records a page received (a transaction, a receipt, a storage word
 * read at a block number) and the traces the Trace page finished (domain/trace/kept-trace.ts), so
 * that a page can still show them once the endpoint's 128-block window has moved on. The result is
 * kept as the endpoint sent it (a trace: in geth's shapes) and parsed again on display (parse once,
 * at the edge, applies to the archive too); the endpoint appears only as its redacted label, never
 * with the key.
 */
import { TOPIC } from '../../domain/token/token-movements.ts';

export type ArchiveKind = 'transaction' | 'receipt' | 'storage' | 'trace';

/** What a page hands the archive. */
export interface ArchiveEntry {
  kind: ArchiveKind;
  /** decimal chain id, or 'unknown' when the network is not known */
  chain: string;
  /** the endpoint's redacted label (rpc/redact.ts redactUrlParts(url).label) — NEVER the key */
  endpoint: string;
  /** transaction/receipt/trace: the hash in lower case; storage: `${address}:${slot}@${block}`, each
   *  lower-case 0x hex, the slot as 32-byte hex, the block as a hex quantity (never a tag) */
  key: string;
  /** the JSON-RPC `result` exactly as the endpoint sent it; a trace: geth's shapes as the page
   *  exports them (kept-trace.ts). Parsed again on display: parse once, at the edge, applies to the
   *  archive too */
  result: unknown;
  /** ms since the epoch */
  fetchedAt: number;
  /** a receipt proved at its index by the page that showed it: the snapshot's carried proof, as
   *  JSON (domain/snapshot/snapshot-proof.ts `snapshotProofJson`), checked again wherever it is read */
  proof?: unknown;
}

export interface ArchiveRecord extends ArchiveEntry {
  /** `${kind}|${chain}|${key}`: one record per network and key; a newer fetch replaces it */
  id: string;
  /** last shown or written, for least-recently-used eviction */
  usedAt: number;
  pinned: boolean;
  /** bytes of the JSON of `result` (and of `proof`, when kept), counted against the budget */
  size: number;
  /** for search: lower-case addresses it touches (from, to, created contract, log emitters, the
   *  storage address) and its block number (hex quantity) or null for pending */
  addresses: string[];
  block: string | null;
}

export function archiveId(kind: ArchiveKind, chain: string, key: string): string {
  return `${kind}|${chain}|${key}`;
}

/** The key of a storage word read at a block: `${address}:${slot}@${block}`, all lower case. */
export function storageKey(address: string, slot: string, block: bigint): string {
  const slotHex = BigInt(slot).toString(16).padStart(64, '0');
  return `${address.toLowerCase()}:0x${slotHex}@0x${block.toString(16)}`;
}

const ADDRESS = /^0x[0-9a-f]{40}$/;
const QUANTITY = /^0x[0-9a-f]+$/;
const STORAGE_KEY = /^(0x[0-9a-f]{40}):0x[0-9a-f]{64}@(0x[0-9a-f]+)$/;

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
}

function addressIn(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  return ADDRESS.test(lower) ? lower : null;
}

/** A hex quantity without leading zeros, or null. */
export function normalQuantity(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  return QUANTITY.test(lower) ? `0x${BigInt(lower).toString(16)}` : null;
}

/** The standard transfer events' indexed parties: what a token transfer touches is also its sender and recipient. */
const PARTY_TOPICS: Record<string, readonly number[]> = {
  [TOPIC.transfer]: [1, 2],
  [TOPIC.transferSingle]: [1, 2, 3],
  [TOPIC.transferBatch]: [1, 2, 3],
};

/**
 * The addresses in a transfer log's indexed parties, so a receipt is found by the address a token
 * went to (the Activity tab's archive beyond the window); a topic that is not a padded address is
 * left out.
 */
function transferParties(topics: unknown): unknown[] {
  if (!Array.isArray(topics) || typeof topics[0] !== 'string') return [];
  const parties = PARTY_TOPICS[topics[0].toLowerCase()] ?? [];
  return parties.flatMap((i) => {
    const topic: unknown = topics[i];
    return typeof topic === 'string' && /^0x0{24}[0-9a-fA-F]{40}$/.test(topic) ? [`0x${topic.slice(26)}`] : [];
  });
}

/**
 * The addresses and block a record is found by. The result is the endpoint's raw answer: every
 * field is read defensively, and a field that is not what it should be is simply not indexed.
 */
function searchTerms(entry: ArchiveEntry): { addresses: string[]; block: string | null } {
  if (entry.kind === 'storage') {
    const [, address, block] = STORAGE_KEY.exec(entry.key) ?? [];
    return { addresses: address ? [address] : [], block: normalQuantity(block) };
  }
  // a trace is found by its transaction's hash, and by the addresses of its top call
  const result = entry.kind === 'trace' ? field(entry.result, 'callTracer') : entry.result;
  const found = [field(result, 'from'), field(result, 'to'), field(result, 'contractAddress')];
  const logs = field(result, 'logs');
  if (Array.isArray(logs))
    for (const log of logs) {
      found.push(field(log, 'address'));
      found.push(...transferParties(field(log, 'topics')));
    }
  const addresses = [...new Set(found.map(addressIn).filter((a): a is string => a !== null))];
  return { addresses, block: normalQuantity(field(result, 'blockNumber')) };
}

/** The record an entry becomes, written now. */
export function toArchiveRecord(entry: ArchiveEntry, now: number): ArchiveRecord {
  const key = entry.key.toLowerCase();
  return {
    kind: entry.kind,
    chain: entry.chain,
    endpoint: entry.endpoint,
    key,
    result: entry.result,
    fetchedAt: entry.fetchedAt,
    ...(entry.proof === undefined ? {} : { proof: entry.proof }),
    id: archiveId(entry.kind, entry.chain, key),
    usedAt: now,
    pinned: false,
    size: recordSize(entry.result, entry.proof),
    ...searchTerms({ ...entry, key }),
  };
}

const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value) ?? 'null').length;

/** What a record weighs against the budget: its result, and its proof when it keeps one. */
export function recordSize(result: unknown, proof: unknown): number {
  return jsonBytes(result) + (proof === undefined ? 0 : jsonBytes(proof));
}

/** The block hash a receipt's result names, in lower case, or null. */
export function resultBlockHash(result: unknown): string | null {
  const hash = field(result, 'blockHash');
  return typeof hash === 'string' ? hash.toLowerCase() : null;
}

/**
 * A re-fetch of a receipt comes without a proof (the wire carries none): the proof kept with the
 * same receipt stays, so long as the new answer names the same block (a reorg's does not).
 */
export function keepingProof(existing: Pick<ArchiveEntry, 'result' | 'proof'> | undefined, record: ArchiveRecord) {
  if (record.proof !== undefined || existing?.proof === undefined) return record;
  const block = resultBlockHash(record.result);
  if (block === null || block !== resultBlockHash(existing.result)) return record;
  return { ...record, proof: existing.proof, size: recordSize(record.result, existing.proof) };
}
