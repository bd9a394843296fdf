/**
 * The Activity tab's rows: an address's token transfers (from or to it), the events it emitted and
 * the transactions it sent or received, merged newest first. Logs come from several filters whose
 * answers overlap (a transfer from the address to itself matches two; a token's own transfer is
 * also an event it emitted), so each log is read once, by its transaction and log index.
 */
import type { Address, Hash } from '../hex.ts';
import type { Log } from '../receipt.ts';
import { tokenMovements, type TokenMovement } from '../token/token-movements.ts';
import type { Transaction } from '../transaction.ts';

/** Where a row happened: newest first sorts by these, in this order. */
export interface RowPosition {
  blockNumber: bigint;
  transactionIndex: bigint;
  transactionHash: Hash;
  /** null for a transaction's own row, which stands above its logs */
  logIndex: bigint | null;
}

export type TransferMovement = Extract<TokenMovement, { kind: 'transfer' }>;

export type ActivityRow =
  | { kind: 'transfer'; at: RowPosition; movement: TransferMovement; direction: 'in' | 'out' | 'self' }
  | { kind: 'event'; at: RowPosition; log: Log }
  | { kind: 'transaction'; at: RowPosition; transaction: Transaction; direction: 'sent' | 'received' | 'self' };

/**
 * Rows kept on the tab: a live page adds rows block after block, and the window drops the old ones;
 * beyond this many the oldest go too (and the page says so).
 */
export const MAX_ROWS = 5_000;

const same = (a: Address, b: Address) => a.toLowerCase() === b.toLowerCase();

function logPosition(log: Log): RowPosition {
  return {
    blockNumber: log.blockNumber ?? 0n,
    transactionIndex: log.transactionIndex ?? 0n,
    transactionHash: log.transactionHash ?? '0x',
    logIndex: log.logIndex ?? 0n,
  };
}

const logKey = (log: Log) => `${log.transactionHash ?? ''}:${log.logIndex ?? ''}`;

/** The transfers from or to `address` and the events it emitted, from the logs of every filter together. */
export function rowsFromLogs(address: Address, logs: readonly Log[]): ActivityRow[] {
  const seen = new Set<string>();
  const rows: ActivityRow[] = [];
  for (const log of logs) {
    const key = logKey(log);
    if (seen.has(key) || log.removed) continue;
    seen.add(key);
    const at = logPosition(log);
    for (const movement of tokenMovements([log])) {
      if (movement.kind !== 'transfer') continue;
      const from = same(movement.from, address);
      const to = same(movement.to, address);
      // an ERC-1155 operator's log where the address is neither side is not its transfer
      if (!from && !to) continue;
      rows.push({ kind: 'transfer', at, movement, direction: from && to ? 'self' : from ? 'out' : 'in' });
    }
    if (same(log.address, address)) rows.push({ kind: 'event', at, log });
  }
  return rows;
}

/** Whether `address` sent or received `transaction`; null when neither. */
export function transactionDirection(address: Address, transaction: Transaction): 'sent' | 'received' | 'self' | null {
  const sent = same(transaction.from, address);
  const received = transaction.to !== null && same(transaction.to, address);
  if (sent && received) return 'self';
  return sent ? 'sent' : received ? 'received' : null;
}

/** A transaction row, when the address sent or received it (a pending one has no place). */
export function transactionRow(address: Address, transaction: Transaction): ActivityRow | null {
  const direction = transactionDirection(address, transaction);
  if (direction === null || transaction.blockNumber === null || transaction.transactionIndex === null) return null;
  return {
    kind: 'transaction',
    at: {
      blockNumber: transaction.blockNumber,
      transactionIndex: transaction.transactionIndex,
      transactionHash: transaction.hash,
      logIndex: null,
    },
    transaction,
    direction,
  };
}

function newerFirst(a: ActivityRow, b: ActivityRow): number {
  const x = a.at;
  const y = b.at;
  if (x.blockNumber !== y.blockNumber) return x.blockNumber > y.blockNumber ? -1 : 1;
  if (x.transactionIndex !== y.transactionIndex) return x.transactionIndex > y.transactionIndex ? -1 : 1;
  // the transaction above its own logs
  if (x.logIndex === null || y.logIndex === null) return x.logIndex === y.logIndex ? 0 : x.logIndex === null ? -1 : 1;
  return x.logIndex === y.logIndex ? 0 : x.logIndex > y.logIndex ? -1 : 1;
}

/** What tells two rows apart (mergeRows keeps each once): also the row's key on the page. */
export const rowKey = (row: ActivityRow) =>
  `${row.kind}:${row.at.transactionHash}:${row.at.logIndex ?? ''}:${row.kind === 'transfer' ? `${row.movement.token}:${'tokenId' in row.movement ? row.movement.tokenId : ''}:${row.movement.from}:${row.movement.to}` : ''}`;

/**
 * Rows merged newest first, each once, none older than `oldestBlock` (outside what the tab covers
 * now), at most MAX_ROWS (the newest kept). `dropped` counts what the cap left out.
 */
export function mergeRows(
  groups: readonly (readonly ActivityRow[])[],
  oldestBlock: bigint,
): { rows: ActivityRow[]; dropped: number } {
  const byKey = new Map<string, ActivityRow>();
  for (const group of groups)
    for (const row of group) if (row.at.blockNumber >= oldestBlock) byKey.set(rowKey(row), row);
  const rows = [...byKey.values()].sort(newerFirst);
  return rows.length > MAX_ROWS
    ? { rows: rows.slice(0, MAX_ROWS), dropped: rows.length - MAX_ROWS }
    : { rows, dropped: 0 };
}
