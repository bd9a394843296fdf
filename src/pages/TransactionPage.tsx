import { useLookup } from '../data/hooks/useLookup.ts';
import { Link, useParams } from 'react-router';
import { receiptQuery, transactionByHashQuery } from '../data/queries/queries.ts';
import { useEndpoint } from '../data/hooks/useEndpoint.ts';
import { isHash } from '../domain/hex.ts';
import { blockTransactionURL, transactionURL } from '../routes/urls.ts';
import { TransactionView } from '../components/transaction/TransactionView.tsx';
import { DetailsSkeleton } from '../components/Skeleton.tsx';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { NOT_FOUND_REASONS, NotFoundPanel } from '../components/NotFoundPanel.tsx';
import { BadRouteParameter, NeedsConnection } from '../components/PageStates.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { TransactionTabs } from '../components/transaction/TransactionTabs.tsx';
import { TransactionVerification } from '../components/verify/TransactionVerification.tsx';
import { TransactionInclusion } from '../components/proof/InclusionLine.tsx';
import { CastCommand } from '../components/CastCommand.tsx';
import { CopyShortcut } from '../components/CopyShortcut.tsx';
import { castTxCommand } from '../domain/cast-commands.ts';
import { useRecordLookup } from '../data/hooks/useRecordLookup.ts';
import { useArchived, type EndpointMiss } from '../data/archive/useArchived.ts';
import { useNetwork } from '../data/hooks/useNetwork.ts';
import { parseTransaction } from '../domain/transaction.ts';
import { ArchiveMark } from '../components/archive/ArchiveMark.tsx';
import { useTransactionCheck } from '../components/verify/TransactionVerification.tsx';
import type { ArchiveRecord } from '../data/archive/archive-record.ts';
import type { Transaction } from '../domain/transaction.ts';

/** A transaction shown from the archive: the mark, the page's own verification, the details. */
function ArchivedTransaction({ record, tx, miss }: { record: ArchiveRecord; tx: Transaction; miss: EndpointMiss }) {
  const verification = useTransactionCheck(tx);
  return (
    <>
      <ArchiveMark record={record} miss={miss} verification={verification} checked="hash and sender" />
      <TransactionVerification tx={tx} />
      <TransactionView tx={tx} />
    </>
  );
}
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

  // the endpoint answered null or failed: this browser's archive may still hold it
  const miss: EndpointMiss | null = query.isError ? 'error' : query.data === null ? 'null' : null;
  const chain = useNetwork().chainId;
  const archived = useArchived(
    'transaction',
    hash,
    chain === null ? null : chain.toString(),
    valid && miss !== null,
    parseTransaction,
  );
  const fromArchive = miss !== null ? (archived.data ?? null) : null;

  const found = query.data ? query.data.hash : (fromArchive?.value.hash ?? null);
  useRecordLookup(
    found
      ? { kind: 'transaction', path: transactionURL(found), label: found, archiveOnly: fromArchive !== null }
      : null,
  );

  if (!valid) return <BadRouteParameter what="transaction hash" value={hash} expected="0x followed by 64 hex digits" />;
  if (!endpoint) return <NeedsConnection />;
  return (
    <div>
      <PageTitle title="Transaction" subtitle={hash} />
      <TransactionTabs hash={hash} current="transaction" />
      <CastCommand command={castTxCommand(hash.toLowerCase())} />
      <CopyShortcut what="the transaction hash" value={hash.toLowerCase()} />
      {query.data && <TransactionVerification tx={query.data} />}
      {query.data && !query.data.pending && <TransactionInclusion tx={query.data} />}
      {query.data && <ShareSnapshot tx={query.data} receipt={receipt.data} fetchedAt={query.dataUpdatedAt} />}
      {query.isPending || (miss !== null && archived.isPending) ? (
        <DetailsSkeleton rows={12} />
      ) : fromArchive && miss ? (
        <ArchivedTransaction record={fromArchive.record} tx={fromArchive.value} miss={miss} />
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
