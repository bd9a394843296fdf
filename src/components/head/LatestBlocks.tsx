/**
 * The home page's live view: the latest blocks, newest first, each with its first transactions
 * (hash, from → to) and the rest counted, so a transaction just sent is one click away. A new head
 * costs one block read (hashes only, cached for good) plus the transactions shown, read by block
 * hash and index in one batch; nothing is asked while the tab is hidden (data/stores/head.ts).
 */
import { useState } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Block } from '../../domain/block.ts';
import { formatSeconds } from '../../domain/block-time.ts';
import { bigIntToQuantity } from '../../domain/hex.ts';
import { formatRelative } from '../../domain/timestamp.ts';
import { formatInteger } from '../../domain/units.ts';
import { blockQuery } from '../../data/queries/optional-queries.ts';
import { transactionByBlockQuery } from '../../data/queries/queries.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { useEndpointFacts } from '../../data/hooks/useEndpointFacts.ts';
import { useHead } from '../../data/hooks/useHead.ts';
import { blockURL, transactionURL } from '../../routes/urls.ts';
import { middleEllipsis } from '../HashValue.tsx';
import { LatestBlocksAbsent } from './LatestBlocksAbsent.tsx';

/** Blocks listed. */
export const LATEST_BLOCKS = 10;
/** Transactions shown per block; the rest are counted. */
export const TRANSACTIONS_SHOWN = 3;

const link = 'text-sky-700 hover:underline dark:text-sky-400';

function BlockTransactions({ block }: { block: Block & { hash: string } }) {
  const endpoint = useEndpoint();
  const shown = block.transactions.slice(0, TRANSACTIONS_SHOWN);
  const reads = useQueries({
    queries: shown.map((_, index) => transactionByBlockQuery(endpoint, block.hash, BigInt(index))),
  });
  const rest = block.transactions.length - shown.length;
  return (
    <ul className="mt-1 pl-4 text-xs">
      {shown.map((hash, index) => {
        const tx = reads[index]?.data;
        return (
          <li key={hash} className="flex flex-wrap items-center gap-x-2" data-testid="latest-tx">
            {/* 24 px high: a pointer's target (WCAG 2.2 target size) */}
            <Link
              to={transactionURL(hash)}
              className={`inline-flex min-h-6 items-center font-mono ${link}`}
              data-testid="latest-tx-link"
              title={hash}
            >
              {middleEllipsis(hash, 6)}
            </Link>
            {tx ? (
              <span className="font-mono text-slate-600 dark:text-slate-400" data-testid="latest-tx-parties">
                <span title={tx.from}>{middleEllipsis(tx.from, 4)}</span> →{' '}
                {tx.to === null ? 'contract creation' : <span title={tx.to}>{middleEllipsis(tx.to, 4)}</span>}
              </span>
            ) : (
              // the parties' room, kept while they are read: where the line wraps they take a line
              <span className="invisible font-mono" aria-hidden="true">
                0x0000…0000 → 0x0000…0000
              </span>
            )}
          </li>
        );
      })}
      {rest > 0 && (
        <li className="text-slate-500" data-testid="latest-tx-rest">
          and {formatInteger(BigInt(rest), { thousands: true })} more
        </li>
      )}
    </ul>
  );
}

function LatestBlockRow({ number, read }: { number: bigint; read: UseQueryResult<Block | null> }) {
  const block = read.data;
  const count = block?.transactions.length ?? null;
  return (
    <li className="py-2" data-testid="latest-block" data-number={number.toString()}>
      <div className="flex flex-wrap items-baseline gap-x-3 text-sm">
        <Link to={blockURL(number)} className={`font-mono ${link}`} data-testid="latest-block-link">
          block {formatInteger(number, { thousands: true })}
        </Link>
        {block ? (
          <>
            <span className="text-slate-600 dark:text-slate-400" data-testid="latest-block-count">
              {count === 0
                ? 'no transactions'
                : `${formatInteger(BigInt(count ?? 0), { thousands: true })} transaction${count === 1 ? '' : 's'}`}
            </span>
            {/* relative to this render, which each new head brings */}
            {/* eslint-disable-next-line react-hooks/purity */}
            <span className="text-xs text-slate-500">{formatRelative(block.timestamp, Date.now())}</span>
          </>
        ) : read.isError ? (
          <span className="text-xs text-slate-500">could not be read</span>
        ) : (
          <span className="text-xs text-slate-500">not served by this endpoint yet</span>
        )}
      </div>
      {block?.hash && block.transactions.length > 0 && <BlockTransactions block={{ ...block, hash: block.hash }} />}
    </li>
  );
}

/**
 * The blocks, each shown once it has been read, so that no row grows under the rows below it (the
 * page's layout-shift budget): on the first load, from the newest down, as far as the reads have
 * come; after that, a new head's block joins at the top once read, the others keeping their place.
 */
function BlockRows({ numbers }: { numbers: bigint[] }) {
  const endpoint = useEndpoint();
  const reads = useQueries({ queries: numbers.map((n) => blockQuery(endpoint, bigIntToQuantity(n))) });
  const [listed, setListed] = useState(false);
  let first = 0;
  if (listed) while (first < reads.length && reads[first]!.isPending) first++;
  let end = first;
  while (end < reads.length && !reads[end]!.isPending) end++;
  if (!listed && end > first) setListed(true);
  return (
    <ol className="mt-1 min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
      {numbers.slice(first, end).map((number, i) => (
        <LatestBlockRow key={number.toString()} number={number} read={reads[first + i]!} />
      ))}
    </ol>
  );
}

/**
 * The list inside the home page's box of latest blocks (the box, its title and what shows when the
 * endpoint has no head are the home page's, on the first page's bytes): the newest block and how
 * often it is asked, then the blocks, scrolled within the box.
 */
export function LatestBlocks() {
  const live = useHead();
  const blocksServed = useEndpointFacts().serves('eth_getBlockByNumber');
  const { head } = live;
  const numbers: bigint[] = [];
  if (head !== null) for (let n = head; n >= 0n && numbers.length < LATEST_BLOCKS; n--) numbers.push(n);
  if (head === null)
    return (
      <p className="mt-1 text-xs text-slate-500" data-testid="latest-blocks-waiting">
        Asking the endpoint for its newest block…
      </p>
    );
  return (
    <>
      <p
        className="mt-1 text-xs text-slate-500"
        data-testid="latest-head"
        data-head={head.toString()}
        data-poll-ms={live.pollMs}
      >
        Newest block {formatInteger(head, { thousands: true })}, asked for every {formatSeconds(live.pollMs)} while this
        page is visible
        {live.behindAtMost > 0 &&
          ` (the chain makes a block every ${formatSeconds(live.blockTimeMs ?? 0)}, so this may be about ${live.behindAtMost} blocks behind)`}
        .
      </p>
      {blocksServed === false ? (
        <div className="mt-2">
          <LatestBlocksAbsent
            method="eth_getBlockByNumber"
            why="so its blocks and their transactions cannot be listed"
          />
        </div>
      ) : (
        <BlockRows numbers={numbers} />
      )}
    </>
  );
}
