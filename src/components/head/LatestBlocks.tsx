/**
 * The home page's live view: the latest blocks, newest first, each with its first transactions
 * (hash, from → to) and the rest counted, so a transaction just sent is one click away. A new head
 * costs one block read (hashes only, cached for good) plus the transactions shown, read by block
 * hash and index in one batch; nothing is asked while the tab is hidden (data/head.ts).
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Block } from '../../domain/block.ts';
import { formatSeconds } from '../../domain/block-time.ts';
import { bigIntToQuantity } from '../../domain/hex.ts';
import { formatRelative } from '../../domain/timestamp.ts';
import { formatInteger } from '../../domain/units.ts';
import { blockQuery } from '../../data/optional-queries.ts';
import { transactionByBlockQuery } from '../../data/queries.ts';
import { useEndpoint } from '../../data/useEndpoint.ts';
import { useEndpointFacts } from '../../data/useEndpointFacts.ts';
import { useHead } from '../../data/useHead.ts';
import { blockURL, transactionURL } from '../../routes/urls.ts';
import { middleEllipsis } from '../HashValue.tsx';

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
    <ul className="mt-1 space-y-0.5 pl-4 text-xs">
      {shown.map((hash, index) => {
        const tx = reads[index]?.data;
        return (
          <li key={hash} className="flex flex-wrap items-baseline gap-x-2" data-testid="latest-tx">
            <Link to={transactionURL(hash)} className={`font-mono ${link}`} data-testid="latest-tx-link" title={hash}>
              {middleEllipsis(hash, 6)}
            </Link>
            {tx && (
              <span className="font-mono text-slate-600 dark:text-slate-400" data-testid="latest-tx-parties">
                <span title={tx.from}>{middleEllipsis(tx.from, 4)}</span> →{' '}
                {tx.to === null ? 'contract creation' : <span title={tx.to}>{middleEllipsis(tx.to, 4)}</span>}
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

function LatestBlockRow({ number }: { number: bigint }) {
  const endpoint = useEndpoint();
  const query = useQuery(blockQuery(endpoint, bigIntToQuantity(number)));
  const block = query.data;
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
        ) : query.isError ? (
          <span className="text-xs text-slate-500">could not be read</span>
        ) : query.data === null ? (
          <span className="text-xs text-slate-500">not served by this endpoint yet</span>
        ) : (
          <span className="text-xs text-slate-500">…</span>
        )}
      </div>
      {block?.hash && block.transactions.length > 0 && <BlockTransactions block={{ ...block, hash: block.hash }} />}
    </li>
  );
}

function Absent({ method, what }: { method: string; what: string }) {
  return (
    <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="latest-blocks-absent">
      This endpoint does not serve <span className="font-mono">{method}</span>: {what}
    </p>
  );
}

export function LatestBlocks() {
  const live = useHead();
  const blocksServed = useEndpointFacts().serves('eth_getBlockByNumber');
  const { head } = live;
  const numbers: bigint[] = [];
  if (head !== null) for (let n = head; n >= 0n && numbers.length < LATEST_BLOCKS; n--) numbers.push(n);
  return (
    <section className="rounded-lg border border-slate-200 p-4 dark:border-slate-800" data-testid="latest-blocks">
      <h2 className="text-sm font-semibold">Latest blocks</h2>
      {live.served === false ? (
        <Absent
          method="eth_blockNumber"
          what="it does not say which block is the newest, so the latest blocks cannot be shown. Search for a transaction hash instead."
        />
      ) : head === null ? (
        <p className="mt-2 text-sm text-slate-500" data-testid="latest-blocks-waiting">
          Asking the endpoint for its newest block…
        </p>
      ) : (
        <>
          <p
            className="mt-1 text-xs text-slate-500"
            data-testid="latest-head"
            data-head={head.toString()}
            data-poll-ms={live.pollMs}
          >
            Newest block {formatInteger(head, { thousands: true })}, asked for every {formatSeconds(live.pollMs)} while
            this page is visible
            {live.behindAtMost > 0 &&
              ` (the chain makes a block every ${formatSeconds(live.blockTimeMs ?? 0)}, so this may be about ${live.behindAtMost} blocks behind)`}
            .
          </p>
          {blocksServed === false ? (
            <Absent method="eth_getBlockByNumber" what="its blocks and their transactions cannot be listed." />
          ) : (
            <ol className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
              {numbers.map((number) => (
                <LatestBlockRow key={number.toString()} number={number} />
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
