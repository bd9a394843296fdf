/**
 * An address's activity and the browser's archive (data/archive/): a watch keeps its transfers and
 * events by asking their transactions' receipts, which the archive feed keeps as it keeps every
 * receipt a page receives (domain/activity/activity-watch.ts says why receipts); and the archive's
 * transactions and receipts that name the address come back out as the tab's rows.
 */
import type { QueryClient } from '@tanstack/react-query';
import { rowsFromLogs, transactionRow, type ActivityRow } from '../../domain/activity/activity-rows.ts';
import { RECEIPTS_PER_ROUND, receiptsToKeep } from '../../domain/activity/activity-watch.ts';
import type { Address } from '../../domain/hex.ts';
import { parseReceipt } from '../../domain/receipt.ts';
import { parseTransaction } from '../../domain/transaction.ts';
import type { ArchiveRecord } from '../archive/archive-record.ts';
import { receiptQuery, type QueryEndpoint } from '../queries/queries.ts';
import type { ArchiveSource } from './watch-archive.ts';

/** The receipts asked for each endpoint and address, for the tab's life: each is asked once. */
const asked = new Map<string, Set<string>>();

/**
 * Asks the receipts of `rows`' transfers and events not asked yet (at most RECEIPTS_PER_ROUND, newest
 * first), so the archive feed keeps them; resolves with how many were asked. A failed one is asked
 * again at the next round.
 */
export async function keepActivity(
  queryClient: QueryClient,
  endpoint: QueryEndpoint,
  address: Address,
  rows: readonly ActivityRow[],
): Promise<number> {
  const key = `${endpoint.endpointId}|${address.toLowerCase()}`;
  const kept = asked.get(key) ?? new Set<string>();
  asked.set(key, kept);
  const hashes = receiptsToKeep(rows, kept, RECEIPTS_PER_ROUND);
  for (const hash of hashes) kept.add(hash);
  // started in the same tick: the client sends them in batches
  const answers = await Promise.allSettled(hashes.map((hash) => queryClient.query(receiptQuery(endpoint, hash))));
  answers.forEach((answer, i) => {
    if (answer.status === 'rejected' || answer.value === null) kept.delete(hashes[i]!);
  });
  return hashes.length;
}

/** How many archived records an address's activity reads at most (newest used first). */
export const ARCHIVED_ACTIVITY_LIMIT = 2_000;

/**
 * The address's rows among archived records of this network or this very endpoint: its
 * transactions sent and received, and the transfers and events in the receipts. A record that no
 * longer parses is left out (the archive can be imported from a file: nothing in it is trusted as is).
 */
export function archivedActivityRows(
  records: readonly ArchiveRecord[],
  source: ArchiveSource,
  address: Address,
): ActivityRow[] {
  const rows: ActivityRow[] = [];
  for (const record of records) {
    if (record.chain !== source.chain && record.endpoint !== source.endpoint) continue;
    try {
      if (record.kind === 'transaction') {
        const row = transactionRow(address, parseTransaction(record.result));
        if (row) rows.push(row);
      } else if (record.kind === 'receipt') {
        rows.push(...rowsFromLogs(address, parseReceipt(record.result).logs));
      }
    } catch {
      // not shown: what the archive holds must read as the endpoint's answer would
    }
  }
  return rows;
}
