/**
 * Watching an address (the Activity tab's "Watch this address"): what a watch keeps of its rows in
 * this browser's archive, and what the archive gives back. The archive keeps records the endpoint
 * sent, verified again on import, not rows of Hexray's making: a transfer or an event is kept as
 * its transaction's receipt (its logs rebuild the rows), a transaction row as the transaction the
 * scan read (kept by the archive feed like every transaction a page receives).
 */
import type { Hash } from '../hex.ts';
import type { ActivityRow } from './activity-rows.ts';

/** Receipts one round of a watch asks at most (the first round holds the whole window's rows). */
export const RECEIPTS_PER_ROUND = 200;

/**
 * The transactions whose receipts keep `rows` (the transfers and events, read from logs), newest
 * first, each once, leaving out those already `kept`, at most `max`.
 */
export function receiptsToKeep(rows: readonly ActivityRow[], kept: ReadonlySet<string>, max: number): Hash[] {
  const wanted = new Set<Hash>();
  for (const row of rows) {
    if (wanted.size >= max) break;
    if (row.kind === 'transaction') continue;
    const hash = row.at.transactionHash.toLowerCase() as Hash;
    if (!kept.has(hash)) wanted.add(hash);
  }
  return [...wanted];
}

/** The blocks rows cover, oldest and newest; null for none. */
export function blockSpan(rows: readonly ActivityRow[]): { from: bigint; to: bigint } | null {
  if (rows.length === 0) return null;
  let from = rows[0]!.at.blockNumber;
  let to = from;
  for (const row of rows) {
    if (row.at.blockNumber < from) from = row.at.blockNumber;
    if (row.at.blockNumber > to) to = row.at.blockNumber;
  }
  return { from, to };
}
