import { useLookup } from '../data/useLookup.ts';
import { Link, useParams } from 'react-router';
import { receiptQuery, transactionByHashQuery } from '../data/queries.ts';
import { useEndpoint } from '../data/useEndpoint.ts';
import { isHash } from '../domain/hex.ts';
import { blockTransactionURL, transactionURL } from '../routes/urls.ts';
import { TransactionView } from '../components/transaction/TransactionView.tsx';
import { DetailsSkeleton } from '../components/Skeleton.tsx';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { NOT_FOUND_REASONS, NotFoundPanel } from '../components/NotFoundPanel.tsx';
import { BadRouteParameter, NeedsConnection } from '../components/PageStates.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { TransactionVerification } from '../components/verify/TransactionVerification.tsx';
import { CastCommand } from '../components/CastCommand.tsx';
import { CopyShortcut } from '../components/CopyShortcut.tsx';
import { castTxCommand } from '../domain/cast-commands.ts';
import { useRecordLookup } from '../data/useRecordLookup.ts';
import { ShareSnapshot } from '../components/snapshot/ShareSnapshot.tsx';

export function TransactionPage() {
  const { hash = '' } = useParams();
  const endpoint = useEndpoint();
  const valid = isHash(hash);
  const query = useLookup({ ...transactionByHashQuery(endpoint, hash), enabled: valid && endpoint !== null });
  // Asked together with the transaction, not after it: both requests leave at once.
  const receipt = useLookup({
    ...receiptQuery(endpoint, hash, query.data?.pending === true),
    enabled: valid && endpoint !== null,
  });

  const found = query.data ? query.data.hash : null;
  useRecordLookup(found ? { kind: 'transaction', path: transactionURL(found), label: found } : null);

  if (!valid) return <BadRouteParameter what="transaction hash" value={hash} expected="0x followed by 64 hex digits" />;
  if (!endpoint) return <NeedsConnection />;
  return (
    <div>
      <PageTitle title="Transaction" subtitle={hash} />
      <CastCommand command={castTxCommand(hash.toLowerCase())} />
      <CopyShortcut what="the transaction hash" value={hash.toLowerCase()} />
      {query.data && <TransactionVerification tx={query.data} />}
      {query.data && <ShareSnapshot tx={query.data} receipt={receipt.data} fetchedAt={query.dataUpdatedAt} />}
      {query.isPending ? (
        <DetailsSkeleton rows={12} />
      ) : query.isError ? (
        <ErrorPanel
          error={query.error}
          onRetry={() => {
            // a failing endpoint failed both lookups: try both again
            void query.refetch();
            if (receipt.isError) void receipt.refetch();
          }}
        />
      ) : query.data === null ? (
        <NotFoundPanel
          title="No transaction with this hash"
          reasons={[
            NOT_FOUND_REASONS.typo,
            NOT_FOUND_REASONS.window,
            NOT_FOUND_REASONS.network,
            NOT_FOUND_REASONS.dropped,
          ]}
        >
          <Link
            to={blockTransactionURL(hash, 0)}
            className="text-sm text-sky-700 hover:underline dark:text-sky-400"
            data-testid="try-as-block"
          >
            Is it a block hash? Open the block’s first transaction (index 0) →
          </Link>
        </NotFoundPanel>
      ) : (
        <TransactionView tx={query.data} />
      )}
    </div>
  );
}
