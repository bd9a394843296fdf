import { useLookup } from '../data/hooks/useLookup.ts';
import { Link, useParams } from 'react-router';
import { transactionByBlockQuery } from '../data/queries/queries.ts';
import { useEndpoint } from '../data/hooks/useEndpoint.ts';
import { isHash } from '../domain/hex.ts';
import { parseTransactionIndex } from '../domain/transaction-index.ts';
import { blockTransactionURL } from '../routes/urls.ts';
import { TransactionView } from '../components/transaction/TransactionView.tsx';
import { DetailsSkeleton } from '../components/Skeleton.tsx';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { NotFoundPanel } from '../components/NotFoundPanel.tsx';
import { BadRouteParameter, NeedsConnection } from '../components/PageStates.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { BlockWalkNav } from '../components/BlockWalkNav.tsx';
import { TransactionVerification } from '../components/verify/TransactionVerification.tsx';
import { CopyShortcut } from '../components/CopyShortcut.tsx';
import { BlockPositionSummary } from '../components/block/BlockPositionSummary.tsx';
import { useQuery } from '@tanstack/react-query';
import { blockQuery } from '../data/queries/optional-queries.ts';
import { useEndpointFacts } from '../data/hooks/useEndpointFacts.ts';
import { formatInteger } from '../domain/units.ts';

export function BlockTransactionPage() {
  const { blockHash = '', index: indexText = '' } = useParams();
  const endpoint = useEndpoint();
  const parsed = parseTransactionIndex(indexText);
  const index = parsed.ok ? parsed.value : null;
  const valid = isHash(blockHash) && index !== null;
  const query = useLookup({
    ...transactionByBlockQuery(endpoint, blockHash, index ?? 0n),
    enabled: valid && endpoint !== null,
  });
  // The block's number and count, where the endpoint is known to serve blocks: never a call the
  // four-method service refuses, and never before the position itself (the probe answers first)
  const { serves } = useEndpointFacts();
  const block = useQuery({
    ...blockQuery(endpoint, blockHash),
    enabled: valid && endpoint !== null && serves('eth_getBlockByHash') === true,
  });
  const count = block.data ? block.data.transactions.length : null;
  const blockNumber = block.data?.number ?? null;

  if (!isHash(blockHash))
    return <BadRouteParameter what="block hash" value={blockHash} expected="0x followed by 64 hex digits" />;
  if (index === null)
    return (
      <BadRouteParameter
        what="transaction index"
        value={indexText}
        expected="a whole number from 0 (decimal or 0x-hex)"
      />
    );
  if (!endpoint) return <NeedsConnection />;

  return (
    <div>
      <PageTitle
        title={`Transaction ${index} in block${blockNumber !== null ? ` ${formatInteger(blockNumber, { thousands: true })}` : ''}`}
        subtitle={blockHash}
      />
      <BlockPositionSummary blockHash={blockHash} index={index} block={block.data} />
      {query.data && <TransactionVerification tx={query.data} />}
      <BlockWalkNav blockHash={blockHash} index={index} current={query.data} count={count} />
      <CopyShortcut what="the transaction hash" value={query.data?.hash ?? null} />
      {query.isPending ? (
        <DetailsSkeleton rows={12} />
      ) : query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data === null ? (
        <NotFoundPanel
          title={`No transaction at index ${index} in this block`}
          reasons={[
            count !== null
              ? `The block has ${count} transaction${count === 1 ? '' : 's'}${count > 0 ? ` (indexes 0–${count - 1})` : ''}.`
              : index > 0n
                ? `The block has ${index} transaction${index === 1n ? '' : 's'} or fewer (indexes start at 0).`
                : 'The block has no transactions.',
            'The hash is not a block hash (a transaction hash looks the same), or has a typo.',
            'The block belongs to another network, or was replaced in a reorganisation.',
          ]}
        >
          {index > 0n && (
            <Link
              to={blockTransactionURL(blockHash, 0)}
              className="text-sm text-sky-700 hover:underline dark:text-sky-400"
            >
              Go to index 0 →
            </Link>
          )}
        </NotFoundPanel>
      ) : (
        <TransactionView tx={query.data} />
      )}
    </div>
  );
}
