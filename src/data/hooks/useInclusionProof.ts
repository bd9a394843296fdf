/**
 * A transaction, or a receipt, proved at its index in its block (domain/proof/prove-inclusion.ts):
 * the block by its hash (eth_getBlockByHash, the same entry the block page reads, so its cache is
 * shared), then every other item of the block — the receipts in one eth_getBlockReceipts where
 * served; otherwise, and for transactions always, one call of the four methods per item, each
 * through its own query factory (eth_getTransactionByBlockHashAndIndex, eth_getTransactionReceipt),
 * at most MAX_WALKED of them. It starts once the page's record is here, so nothing the page shows
 * first waits for it.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Block } from '../../domain/block.ts';
import type { TransactionDialect } from '../../domain/dialects/index.ts';
import type { Hash } from '../../domain/hex.ts';
import {
  proveReceiptInclusion,
  proveTransactionInclusion,
  type InclusionList,
  type InclusionOutcome,
} from '../../domain/proof/prove-inclusion.ts';
import type { Receipt } from '../../domain/receipt.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { optionalQuery } from '../queries/optional-queries.ts';
import { FOREVER, idOf, receiptQuery, transactionByBlockQuery, type QueryEndpoint } from '../queries/queries.ts';
import { useEndpoint } from './useEndpoint.ts';
import { useEndpointFacts } from './useEndpointFacts.ts';
import { useOptionalRead, type Read } from './useRead.ts';

/** The most items read one call each (the four methods) to rebuild one root. */
export const MAX_WALKED = 500;

/** `absent`: the endpoint serves no eth_getBlockByHash, so there is no root to rebuild. */
export type InclusionRead = Read<InclusionOutcome>;

const ZERO_HASH = `0x${'0'.repeat(64)}`;

/** Every item of the block at its index, the page's own record in its place; null where the endpoint had none. */
async function walk<T>(
  count: number,
  own: number,
  record: T,
  read: (index: number) => Promise<T | null>,
): Promise<Array<T | null>> {
  return Promise.all(Array.from({ length: count }, (_, i) => (i === own ? Promise.resolve(record) : read(i))));
}

/** The items up to the first the endpoint did not have: a shorter list, which the proof refuses by its count. */
function found<T>(items: ReadonlyArray<T | null>): T[] {
  const end = items.indexOf(null);
  return (end === -1 ? items : items.slice(0, end)) as T[];
}

function walkQuery<T>(
  endpoint: QueryEndpoint | null,
  list: InclusionList,
  header: Block | null | undefined,
  own: number,
  record: T | null,
  read: (client: QueryClient, index: number, hashes: readonly Hash[]) => Promise<T | null>,
  client: QueryClient,
  wanted: boolean,
) {
  const count = header?.transactions.length ?? 0;
  return {
    queryKey: [idOf(endpoint), 'inclusion', list, header?.hash ?? null, own] as const,
    queryFn: async (): Promise<T[]> =>
      found(await walk(count, own, record as T, (i) => read(client, i, header!.transactions))),
    enabled: wanted && endpoint !== null && header != null && record !== null && count <= MAX_WALKED,
    staleTime: FOREVER,
  };
}

/**
 * The record claims an index the block does not have, or one where the block lists another
 * transaction: refused on the header alone (prove-inclusion checks these first), with no list read
 * (whose answers would carry the same wrong index, which the wire refuses as malformed).
 */
function misplaced(header: Block | null | undefined, own: number, hash: Hash | undefined): boolean {
  if (!header || hash === undefined) return false;
  const listed = header.transactions[own];
  return listed === undefined || listed.toLowerCase() !== hash.toLowerCase();
}

/** One array for good: the proof is memoised on its list. */
const NONE: never[] = [];
const NO_ITEMS: { status: 'done'; data: never[] } = { status: 'done', data: NONE };

/** An item list too long to walk: said as unchecked, with the bound. */
function tooManyToWalk(list: InclusionList, header: Block): InclusionOutcome {
  return {
    status: 'unchecked',
    list,
    block: header.number ?? 0n,
    reason: `the block has ${header.transactions.length} transactions, more than the ${MAX_WALKED} read one call each`,
  };
}

/** What the page shows, from the header, the items and the proof over them. */
function inclusionRead<T>(
  list: InclusionList,
  blockNumber: bigint,
  header: Read<Block | null>,
  walking: boolean,
  items: Read<T[]>,
  outcome: InclusionOutcome | null | undefined,
): InclusionRead {
  if (header.status !== 'done') return header;
  // a block the endpoint no longer has (outside its window): no root to rebuild
  if (header.data === null)
    return {
      status: 'done',
      data: { status: 'unchecked', list, block: blockNumber, reason: 'the endpoint no longer has this block' },
    };
  if (walking && header.data.transactions.length > MAX_WALKED)
    return { status: 'done', data: tooManyToWalk(list, header.data) };
  if (items.status !== 'done') return items;
  if (outcome === null) return { status: 'absent' };
  return outcome === undefined ? { status: 'pending' } : { status: 'done', data: outcome };
}

function readOf<T>(query: { data: T | undefined; error: Error | null; refetch: () => unknown }): Read<T> {
  if (query.data !== undefined) return { status: 'done', data: query.data };
  if (query.error) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'pending' };
}

/** The page's mined transaction at its index of its block; null `tx`: nothing shown yet. */
export function useTransactionInclusion(tx: Transaction | null, dialect: TransactionDialect | null): InclusionRead {
  const endpoint = useEndpoint();
  const client = useQueryClient();
  const mined = tx !== null && tx.blockHash !== null && tx.transactionIndex !== null;
  const blockHash = tx?.blockHash ?? ZERO_HASH;
  const header = useOptionalRead('eth_getBlockByHash', {
    ...optionalQuery(endpoint, 'eth_getBlockByHash', blockHash),
    enabled: endpoint !== null && mined,
  });
  const headerData = header.status === 'done' ? header.data : undefined;
  const own = Number(tx?.transactionIndex ?? 0n);
  const elsewhere = misplaced(headerData, own, tx?.hash);
  const walked = useQuery(
    walkQuery(
      endpoint,
      'transactions',
      headerData,
      own,
      tx,
      (queries, i) => queries.query(transactionByBlockQuery(endpoint, blockHash, BigInt(i))),
      client,
      mined && !elsewhere,
    ),
  );
  const items: Read<Transaction[]> = elsewhere ? NO_ITEMS : readOf(walked);
  const listed = walked.data;
  const outcome = useMemo(() => {
    const list = elsewhere ? NONE : listed;
    return headerData && list && tx ? proveTransactionInclusion(headerData, list, tx, dialect) : undefined;
  }, [headerData, listed, elsewhere, tx, dialect]);
  if (!mined) return { status: 'absent' };
  return inclusionRead('transactions', tx?.blockNumber ?? 0n, header, !elsewhere, items, outcome);
}

/** The page's receipt at its index of its block's receipts; null `receipt`: nothing shown yet. */
export function useReceiptInclusion(receipt: Receipt | null, dialect: TransactionDialect | null): InclusionRead {
  const endpoint = useEndpoint();
  const client = useQueryClient();
  const { serves } = useEndpointFacts();
  const blockHash = receipt?.blockHash ?? ZERO_HASH;
  const header = useOptionalRead('eth_getBlockByHash', {
    ...optionalQuery(endpoint, 'eth_getBlockByHash', blockHash),
    enabled: endpoint !== null && receipt !== null,
  });
  const headerData = header.status === 'done' ? header.data : undefined;
  const own = Number(receipt?.transactionIndex ?? 0n);
  const elsewhere = misplaced(headerData, own, receipt?.transactionHash);
  const blocksServed = headerData !== undefined && headerData !== null && !elsewhere;
  const whole = useOptionalRead('eth_getBlockReceipts', {
    ...optionalQuery(endpoint, 'eth_getBlockReceipts', blockHash),
    enabled: endpoint !== null && blocksServed,
  });
  // where the endpoint has no eth_getBlockReceipts, each receipt by the four methods
  // (or, having it, has no receipts for a block it has: asked one by one instead)
  const walking =
    blocksServed &&
    (whole.status === 'absent' ||
      serves('eth_getBlockReceipts') === false ||
      (whole.status === 'done' && whole.data === null));
  const walked = useQuery(
    walkQuery(
      endpoint,
      'receipts',
      headerData,
      own,
      receipt,
      (queries, i, hashes) => queries.query(receiptQuery(endpoint, hashes[i]!)),
      client,
      walking,
    ),
  );
  const items: Read<Receipt[]> = elsewhere
    ? NO_ITEMS
    : walking
      ? readOf(walked)
      : whole.status === 'done'
        ? { status: 'done', data: whole.data ?? NONE }
        : whole;
  const listData = items.status === 'done' ? items.data : undefined;
  const outcome = useMemo(
    () =>
      headerData && listData && receipt ? proveReceiptInclusion(headerData, listData, receipt, dialect) : undefined,
    [headerData, listData, receipt, dialect],
  );
  if (receipt === null) return { status: 'absent' };
  return inclusionRead('receipts', receipt.blockNumber, header, walking, items, outcome);
}
