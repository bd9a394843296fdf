import { useLookup } from '../data/useLookup.ts';
import { Link, useParams } from 'react-router';
import { transactionByBlockQuery } from '../data/queries.ts';
import { useEndpoint } from '../data/useEndpoint.ts';
import { isHash } from '../domain/hex.ts';
import { parseTransactionIndex } from '../domain/transaction-index.ts';
import { blockTransactionURL, transactionURL } from '../routes/urls.ts';
import { TransactionDetails } from '../components/transaction/TransactionDetails.tsx';
import { DetailsSkeleton } from '../components/Skeleton.tsx';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { NotFoundPanel } from '../components/NotFoundPanel.tsx';
import { BadRouteParameter, NeedsConnection } from '../components/PageStates.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { TransactionVerification } from '../components/verify/TransactionVerification.tsx';

const navLink = 'rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

export function BlockTransactionPage() {
  const { blockHash = '', index: indexText = '' } = useParams();
  const endpoint = useEndpoint();
  const parsed = parseTransactionIndex(indexText);
  const index = typeof parsed === 'bigint' ? parsed : null;
  const valid = isHash(blockHash) && index !== null;
  const query = useLookup({ ...transactionByBlockQuery(endpoint, blockHash, index ?? 0n), enabled: valid && endpoint !== null });

  if (!isHash(blockHash)) return <BadRouteParameter what="block hash" value={blockHash} expected="0x followed by 64 hex digits" />;
  if (index === null) return <BadRouteParameter what="transaction index" value={indexText} expected="a whole number from 0 (decimal or 0x-hex)" />;
  if (!endpoint) return <NeedsConnection />;

  const found = query.data !== null && query.data !== undefined;
  return (
    <div>
      <PageTitle title={`Transaction ${index} in block`} subtitle={blockHash} />
      {query.data && <TransactionVerification tx={query.data} />}
      <nav className="mb-4 flex items-center gap-2" aria-label="Walk the block">
        {index > 0n ? (
          <Link to={blockTransactionURL(blockHash, index - 1n)} className={navLink} data-testid="previous-tx" rel="prev">
            ← Index {(index - 1n).toString()}
          </Link>
        ) : (
          <span className={`${navLink} opacity-40`} aria-disabled="true">
            ← first
          </span>
        )}
        <span className="font-mono text-sm" data-testid="current-index">
          index {index.toString()}
        </span>
        {found ? (
          <Link to={blockTransactionURL(blockHash, index + 1n)} className={navLink} data-testid="next-tx" rel="next">
            Index {(index + 1n).toString()} →
          </Link>
        ) : (
          <span className={`${navLink} opacity-40`} aria-disabled="true">
            next →
          </span>
        )}
        {found && query.data && (
          <Link to={transactionURL(query.data.hash)} className="ml-auto text-sm text-sky-700 hover:underline dark:text-sky-400">
            Open by hash →
          </Link>
        )}
      </nav>
      {query.isPending ? (
        <DetailsSkeleton rows={12} />
      ) : query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data === null ? (
        <NotFoundPanel
          title={`No transaction at index ${index} in this block`}
          reasons={[
            index > 0n ? `The block has ${index} transaction${index === 1n ? '' : 's'} or fewer (indexes start at 0).` : 'The block has no transactions.',
            'The hash is not a block hash (a transaction hash looks the same), or has a typo.',
            'The block belongs to another network, or was replaced in a reorganisation.',
          ]}
        >
          {index > 0n && (
            <Link to={blockTransactionURL(blockHash, 0)} className="text-sm text-sky-700 hover:underline dark:text-sky-400">
              Go to index 0 →
            </Link>
          )}
        </NotFoundPanel>
      ) : (
        <TransactionDetails tx={query.data} />
      )}
    </div>
  );
}
