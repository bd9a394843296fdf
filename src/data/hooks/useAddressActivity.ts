/**
 * An address's activity within the blocks the endpoint serves (the Activity tab): the last `span`
 * blocks (ACTIVITY_SPAN unless the person narrowed it) up to the live head (useHead.ts, which polls once per block time and asks
 * nothing while the tab is hidden), read by data/queries/activity-reader.ts. When the head moves,
 * only the new blocks are read and their rows added; rows older than the span leave with it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mergeRows, type ActivityRow } from '../../domain/activity/activity-rows.ts';
import type { RefusedRange } from '../../domain/activity/log-range.ts';
import type { Address } from '../../domain/hex.ts';
import { NEAR_HEAD_WINDOW_BLOCKS } from '../../domain/near-head-window.ts';
import { readActivityLogs, scanTransactions, type ScanProgress } from '../queries/activity-reader.ts';
import { useEndpoint } from './useEndpoint.ts';
import { useEndpointFacts } from './useEndpointFacts.ts';
import { useHead } from './useHead.ts';

/** Blocks the tab covers unless told fewer: the provider's window. */
export const ACTIVITY_SPAN = NEAR_HEAD_WINDOW_BLOCKS;

/** The oldest of the last `span` blocks up to `head`. */
const oldestOf = (head: bigint, span: bigint) => (head - span + 1n > 0n ? head - span + 1n : 0n);

export type ScanState = Omit<ScanProgress, 'rows'>;

export interface AddressActivity {
  /** what the endpoint does not serve that the tab needs, in the order the tab says it */
  notServed: ('eth_getLogs' | 'eth_blockNumber' | 'eth_getBlockByNumber')[];
  /** the blocks covered, once the head is known */
  covered: { fromBlock: bigint; toBlock: bigint } | null;
  rows: ActivityRow[];
  /** rows left out beyond domain/activity/activity-rows.ts's MAX_ROWS */
  dropped: number;
  /** the logs are being read for the first time */
  readingLogs: boolean;
  logsError: Error | null;
  /** a range the provider refused even in pieces */
  refused: RefusedRange | null;
  /** the first scan's progress (a live block's scan is too quick to report) */
  scan: ScanState | null;
  scanError: Error | null;
}

export function useAddressActivity(address: Address, blocks: number = ACTIVITY_SPAN): AddressActivity {
  const span = BigInt(blocks);
  const endpoint = useEndpoint();
  const queryClient = useQueryClient();
  const facts = useEndpointFacts();
  const { head } = useHead();
  const logsServed = facts.serves('eth_getLogs');
  const blocksServed = facts.serves('eth_getBlockByNumber');
  const headServed = facts.serves('eth_blockNumber');

  const [logRows, setLogRows] = useState<ActivityRow[]>([]);
  const [transactionRows, setTransactionRows] = useState<ActivityRow[]>([]);
  const [readingLogs, setReadingLogs] = useState(true);
  const [logsError, setLogsError] = useState<Error | null>(null);
  const [refused, setRefused] = useState<RefusedRange | null>(null);
  const [scan, setScan] = useState<ScanState | null>(null);
  const [scanError, setScanError] = useState<Error | null>(null);
  // the newest block read so far; a new head reads what is above it
  const readUpTo = useRef<bigint | null>(null);

  // useEndpoint makes a new object each render: the reads depend on what is in it, or every render
  // (each of this hook's own state updates among them) would start an unfinished read again
  const client = endpoint?.client ?? null;
  const endpointId = endpoint?.endpointId ?? null;

  useEffect(() => {
    if (!client || !endpointId || head === null || logsServed === false) return;
    const endpoint = { client, endpointId };
    const previous = readUpTo.current;
    const oldest = oldestOf(head, span);
    const fromBlock = previous === null || previous + 1n < oldest ? oldest : previous + 1n;
    if (fromBlock > head) return;
    const first = previous === null;
    readUpTo.current = head;
    let cancelled = false;
    let finished = false;
    // rows of blocks the span has left are dropped here, so a page open for hours holds only the span's
    const add = (set: typeof setLogRows, rows: ActivityRow[]) =>
      set((had) => (first ? rows : [...rows, ...had.filter((row) => row.at.blockNumber >= oldest)]));

    const logs = readActivityLogs(queryClient, endpoint, address, fromBlock, head).then(
      (read) => {
        if (cancelled) return;
        add(setLogRows, read.rows);
        if (read.refused) setRefused(read.refused);
        setLogsError(null);
        setReadingLogs(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        setLogsError(error instanceof Error ? error : new Error(String(error)));
        setReadingLogs(false);
      },
    );
    const transactions =
      blocksServed === false
        ? Promise.resolve()
        : scanTransactions(
            queryClient,
            endpoint,
            address,
            fromBlock,
            head,
            (progress) => {
              if (cancelled) return;
              const { rows, ...state } = progress;
              if (first) {
                setScan(state);
                setTransactionRows(rows);
              } else if (progress.done) add(setTransactionRows, rows);
            },
            () => cancelled,
          ).then(
            () => !cancelled && setScanError(null),
            (error: unknown) => !cancelled && setScanError(error instanceof Error ? error : new Error(String(error))),
          );
    void Promise.all([logs, transactions]).then(() => (finished = true));
    return () => {
      cancelled = true;
      // an unfinished read is read again by the next run (its answers are in the cache by now)
      if (!finished) readUpTo.current = previous;
    };
  }, [client, endpointId, queryClient, address, span, head, logsServed, blocksServed]);

  const covered = useMemo(
    () => (head === null ? null : { fromBlock: oldestOf(head, span), toBlock: head }),
    [head, span],
  );
  const merged = useMemo(
    () => mergeRows([logRows, transactionRows], covered?.fromBlock ?? 0n),
    [logRows, transactionRows, covered],
  );

  const notServed: AddressActivity['notServed'] = [];
  if (logsServed === false) notServed.push('eth_getLogs');
  if (headServed === false) notServed.push('eth_blockNumber');
  if (blocksServed === false) notServed.push('eth_getBlockByNumber');
  return {
    notServed,
    covered,
    rows: merged.rows,
    dropped: merged.dropped,
    readingLogs,
    logsError,
    refused,
    scan,
    scanError,
  };
}
