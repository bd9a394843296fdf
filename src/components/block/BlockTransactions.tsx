/**
 * A block's transactions, a page at a time (domain/block-transaction-pages.ts): the hashes come
 * with the block, the rest of each visible row is read by block hash and index (one of the four
 * methods; the client batches them), so a block of 100,000 transactions costs one page of reads.
 */
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { transactionByBlockQuery } from '../../data/queries/queries.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import type { Hash } from '../../domain/hex.ts';
import { transactionPageOf, type TransactionPage } from '../../domain/block-transaction-pages.ts';
import { formatCount } from '../../domain/units.ts';
import { blockURL } from '../../routes/urls.ts';
import { BlockTransactionRow } from './BlockTransactionRow.tsx';

const pagerLink =
  'inline-flex min-h-8 items-center rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';
const pagerOff = `${pagerLink} opacity-40`;

function Pager({ blockRef, at }: { blockRef: string; at: TransactionPage }) {
  if (at.pageCount === 1) return null;
  const to = (page: number) => blockURL(blockRef, page);
  const step = (page: number, text: string, rel?: string) =>
    page >= 1 && page <= at.pageCount && page !== at.page ? (
      <Link to={to(page)} className={pagerLink} rel={rel}>
        {text}
      </Link>
    ) : (
      <span className={pagerOff} aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className="flex flex-wrap items-center gap-2" aria-label="Pages of transactions" data-testid="block-pager">
      {step(1, '« First')}
      {step(at.page - 1, '← Previous', 'prev')}
      <span className="text-sm" data-testid="block-page">
        Page {formatCount(at.page)} of {formatCount(at.pageCount)}
      </span>
      {step(at.page + 1, 'Next →', 'next')}
      {step(at.pageCount, 'Last »')}
    </nav>
  );
}

export function BlockTransactions({
  blockHash,
  hashes,
  blockRef,
  pageText,
}: {
  blockHash: Hash;
  hashes: readonly Hash[];
  /** how the page's URL names the block, kept by the pager's links */
  blockRef: string;
  pageText: string;
}) {
  const endpoint = useEndpoint();
  const at = transactionPageOf(hashes.length, pageText);
  const indexes = at.ok ? Array.from({ length: at.value.end - at.value.start }, (_, i) => at.value.start + i) : [];
  const reads = useQueries({
    queries: indexes.map((index) => transactionByBlockQuery(endpoint, blockHash, BigInt(index))),
  });

  return (
    <section aria-labelledby="block-transactions" data-testid="block-transactions" className="space-y-3">
      <h2 id="block-transactions" className="text-lg font-semibold">
        Transactions{' '}
        <span className="text-sm font-normal text-slate-500">
          ({formatCount(hashes.length)}
          {at.ok && hashes.length > 0 && at.value.pageCount > 1
            ? `; ${formatCount(at.value.start)}–${formatCount(at.value.end - 1)} shown`
            : ''}
          )
        </span>
      </h2>
      {!at.ok ? (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300" data-testid="block-page-error">
          {at.message}{' '}
          <Link to={blockURL(blockRef)} className="text-sky-700 hover:underline dark:text-sky-400">
            Go to the first page →
          </Link>
        </p>
      ) : hashes.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="block-no-transactions">
          This block has no transactions.
        </p>
      ) : (
        <>
          <Pager blockRef={blockRef} at={at.value} />
          <ol className="rounded-lg border border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
            {indexes.map((index, i) => (
              <BlockTransactionRow key={index} index={index} hash={hashes[index]!} read={reads[i]!} />
            ))}
          </ol>
          <Pager blockRef={blockRef} at={at.value} />
        </>
      )}
    </section>
  );
}
