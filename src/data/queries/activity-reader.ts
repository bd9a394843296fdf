/**
 * Reads an address's activity over a range of blocks (the Activity tab, useAddressActivity.ts):
 * its transfers and emitted events with `eth_getLogs` (four filters asked together, one batch;
 * a refused range asked again in halves, domain/activity/log-range.ts), and its transactions from
 * the blocks' transactions, scanned newest first with a bound (domain/activity/transaction-scan.ts).
 * Every read goes through the query cache, so a block or a transaction already read is not asked
 * again, and each call teaches the endpoint facts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { rowsFromLogs, transactionRow, type ActivityRow } from '../../domain/activity/activity-rows.ts';
import { activityLogQueries, type LogQuery } from '../../domain/activity/log-query.ts';
import { logsInPieces, type ReadRefusal, type RefusedRange } from '../../domain/activity/log-range.ts';
import { rangeRefusal } from '../../domain/activity/range-refusal.ts';
import { blocksWithinBudget, MAX_TRANSACTIONS_SCANNED } from '../../domain/activity/transaction-scan.ts';
import type { Block } from '../../domain/block.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { bigIntToQuantity, type Address } from '../../domain/hex.ts';
import { RpcError } from '../../rpc/errors.ts';
import { blockQuery, optionalQuery } from './optional-queries.ts';
import { transactionByBlockQuery, type QueryEndpoint } from './queries.ts';

/** A refused range is the provider's word on this call: asked again in pieces, never retried as is. */
const ONCE = { retry: false } as const;

/** Blocks read at once: one batch (the client sends up to eight calls in one POST). */
const BLOCKS_AT_ONCE = 8;
/** Transactions read at once. */
const TRANSACTIONS_AT_ONCE = 32;

const readRefusal: ReadRefusal = (error) => {
  if (!(error instanceof RpcError) || error.kind === 'malformed') return null;
  // the provider's own words (already scrubbed of the key), else the client's sentence
  const said = (error as { providerMessage?: string }).providerMessage ?? error.message;
  const refusal = rangeRefusal(said);
  return refusal ? { refusal, said } : null;
};

export interface LogsRead {
  rows: ActivityRow[];
  /** a range the provider still refused in its smallest pieces */
  refused: RefusedRange | null;
}

/** The transfers from or to `address` and the events it emitted in `fromBlock`–`toBlock`. */
export async function readActivityLogs(
  queryClient: QueryClient,
  endpoint: QueryEndpoint,
  address: Address,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<LogsRead> {
  const ask = (query: LogQuery) => queryClient.query({ ...optionalQuery(endpoint, 'eth_getLogs', query), ...ONCE });
  // the four filters started in the same tick: one batch
  const read = await Promise.all(
    activityLogQueries(address, fromBlock, toBlock).map((query) => logsInPieces(ask, readRefusal, query)),
  );
  return {
    rows: rowsFromLogs(
      address,
      read.flatMap((r) => r.logs),
    ),
    refused: read.find((r) => r.refused !== null)?.refused ?? null,
  };
}

export interface ScanProgress {
  /** blocks read so far, newest first, and how many the range holds */
  blocksScanned: number;
  blocksTotal: number;
  transactionsRead: number;
  /** the address's transactions found so far */
  rows: ActivityRow[];
  /** the newest and oldest blocks scanned, with their times (ms), for the coverage line */
  newest: { number: bigint; timeMs: number } | null;
  oldest: { number: bigint; timeMs: number } | null;
  /** the block below which the bound stopped the scan (those blocks' transactions are not listed); null: all scanned */
  stoppedAbove: bigint | null;
  done: boolean;
}

/**
 * Block `n` with its transactions, one call instead of one per transaction. A full block the
 * endpoint will not give (too large for the answer limit, or refused) is read the plain way, and
 * its transactions then by index.
 */
async function blockWithTransactions(
  queryClient: QueryClient,
  endpoint: QueryEndpoint,
  n: bigint,
): Promise<Block | null> {
  const number = bigIntToQuantity(n);
  try {
    return await queryClient.query({
      ...optionalQuery(endpoint, 'eth_getBlockByNumber', number, 'with transactions'),
      ...ONCE,
    });
  } catch {
    return queryClient.query(blockQuery(endpoint, number));
  }
}

type MinedBlock = Block & { number: bigint; hash: NonNullable<Block['hash']> };
const mined = (block: Block | null): block is MinedBlock =>
  block !== null && block.number !== null && block.hash !== null;
const timeOf = (block: MinedBlock) => ({ number: block.number, timeMs: Number(block.timestamp) * 1000 });

/**
 * The address's transactions in `fromBlock`–`toBlock`, newest block first, reported after each
 * group of blocks. `cancelled` stops it between groups (the page left, the range moved on).
 */
export async function scanTransactions(
  queryClient: QueryClient,
  endpoint: QueryEndpoint,
  address: Address,
  fromBlock: bigint,
  toBlock: bigint,
  report: (progress: ScanProgress) => void,
  cancelled: () => boolean,
): Promise<void> {
  const progress: ScanProgress = {
    blocksScanned: 0,
    blocksTotal: Number(toBlock - fromBlock + 1n),
    transactionsRead: 0,
    rows: [],
    newest: null,
    oldest: null,
    stoppedAbove: null,
    done: false,
  };
  for (let top = toBlock; top >= fromBlock; top -= BigInt(BLOCKS_AT_ONCE)) {
    if (cancelled()) return;
    const numbers: bigint[] = [];
    for (let n = top; n >= fromBlock && n > top - BigInt(BLOCKS_AT_ONCE); n--) numbers.push(n);
    const blocks = (await Promise.all(numbers.map((n) => blockWithTransactions(queryClient, endpoint, n)))).filter(
      mined,
    );
    const within = blocksWithinBudget(
      blocks.map((block) => ({ transactionCount: block.transactions.length })),
      MAX_TRANSACTIONS_SCANNED - progress.transactionsRead,
    );
    const scanned = blocks.slice(0, within);
    const collect = (transactions: readonly (Transaction | null)[]) => {
      for (const transaction of transactions) {
        const row = transaction ? transactionRow(address, transaction) : null;
        if (row) progress.rows.push(row);
      }
      progress.transactionsRead += transactions.length;
    };
    // blocks that came with their transactions cost nothing more; the others are read by index
    for (const block of scanned) if (block.transactionObjects) collect(block.transactionObjects);
    const reads = scanned
      .filter((block) => !block.transactionObjects)
      .flatMap((block) =>
        block.transactions.map(
          (_, index) => () => queryClient.query(transactionByBlockQuery(endpoint, block.hash, BigInt(index))),
        ),
      );
    for (let i = 0; i < reads.length; i += TRANSACTIONS_AT_ONCE) {
      if (cancelled()) return;
      collect(await Promise.all(reads.slice(i, i + TRANSACTIONS_AT_ONCE).map((read) => read())));
    }
    if (scanned.length > 0) {
      progress.newest ??= timeOf(scanned[0]!);
      progress.oldest = timeOf(scanned.at(-1)!);
    }
    progress.blocksScanned += numbers.length;
    if (within < blocks.length) {
      progress.stoppedAbove = blocks[within - 1]?.number ?? top + 1n;
      break;
    }
    report({ ...progress, rows: [...progress.rows] });
  }
  report({ ...progress, rows: [...progress.rows], done: true });
}
