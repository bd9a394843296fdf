/**
 * A block by number, hash or tag: its fields and its transactions a page at a time. Needs
 * eth_getBlockByHash / eth_getBlockByNumber, beyond the four methods: where the endpoint does not
 * serve them the page says so (and, for a hash, offers the walk by index, which needs only the four).
 */
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { BlockHeader } from '../components/block/BlockHeader.tsx';
import { BlockNav } from '../components/block/BlockNav.tsx';
import { BlockTransactions } from '../components/block/BlockTransactions.tsx';
import { BlockHeaderVerification } from '../components/verify/BlockHeaderVerification.tsx';
import { BlockHashNotFound, BlockNotServed, BlockNotThere } from '../components/block/BlockUnavailable.tsx';
import { ErrorPanel } from '../components/ErrorPanel.tsx';
import { ExtraFields } from '../components/ExtraFields.tsx';
import { NativeCurrencyProvider } from '../components/NativeCurrency.tsx';
import { NotFoundPanel } from '../components/NotFoundPanel.tsx';
import { BadRouteParameter, NeedsConnection } from '../components/PageStates.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { DetailsSkeleton } from '../components/Skeleton.tsx';
import { blockQuery } from '../data/queries/optional-queries.ts';
import { useEndpoint } from '../data/hooks/useEndpoint.ts';
import { useEndpointFacts } from '../data/hooks/useEndpointFacts.ts';
import { useNetwork } from '../data/hooks/useNetwork.ts';
import { blockRefText, blockRefWire, parseBlockRef } from '../domain/block-ref.ts';
import { formatInteger } from '../domain/units.ts';
import { readQuery } from '../routes/query-state.ts';
import { routeTable } from '../routes/route-table.ts';
import { saysMethodNotServed } from '../rpc/method-absence.ts';

export function BlockPage() {
  const { block: argument = '' } = useParams();
  const [search] = useSearchParams();
  const { page: pageText } = readQuery(search, routeTable.block.query);
  const endpoint = useEndpoint();
  const network = useNetwork();
  const { serves } = useEndpointFacts();
  const ref = parseBlockRef(argument);
  const method = ref.ok && ref.value.kind === 'hash' ? 'eth_getBlockByHash' : 'eth_getBlockByNumber';
  // known not to be served: say so without asking again
  const absent = serves(method) === false;
  const query = useQuery({
    ...blockQuery(endpoint, ref.ok ? blockRefWire(ref.value) : 'latest'),
    enabled: ref.ok && endpoint !== null && !absent,
  });

  if (!ref.ok)
    return (
      <BadRouteParameter
        what="block"
        value={argument}
        expected={`a block number, a block hash or “latest”. ${ref.message}`}
      />
    );
  if (!endpoint) return <NeedsConnection />;
  const shownRef = blockRefText(ref.value);
  const block = query.data;
  const title =
    block?.number !== null && block?.number !== undefined
      ? `Block ${formatInteger(block.number, { thousands: true })}${ref.value.kind === 'tag' ? ` (${ref.value.tag})` : ''}`
      : ref.value.kind === 'number'
        ? `Block ${formatInteger(ref.value.number, { thousands: true })}`
        : ref.value.kind === 'tag'
          ? `Block (${ref.value.tag})`
          : 'Block';

  return (
    <NativeCurrencyProvider network={network}>
      <div className="space-y-6">
        <PageTitle title={title} subtitle={block?.hash ?? (ref.value.kind === 'hash' ? ref.value.hash : undefined)} />
        {absent || (query.isError && saysMethodNotServed(query.error)) ? (
          <BlockNotServed blockRef={ref.value} method={method} />
        ) : query.isPending ? (
          <DetailsSkeleton rows={10} />
        ) : query.isError ? (
          <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
        ) : block === null || block === undefined ? (
          ref.value.kind === 'number' ? (
            <BlockNotThere number={ref.value.number} />
          ) : ref.value.kind === 'hash' ? (
            <BlockHashNotFound hash={ref.value.hash} />
          ) : (
            <NotFoundPanel
              title={`The endpoint has no “${ref.value.tag}” block`}
              reasons={['It does not track that tag (a chain without finality has no “safe” or “finalized” block).']}
            />
          )
        ) : (
          <>
            {block.number !== null && <BlockNav number={block.number} />}
            <BlockHeaderVerification block={block} />
            <BlockHeader block={block} />
            {block.hash !== null && (
              <BlockTransactions
                blockHash={block.hash}
                hashes={block.transactions}
                // a tag moves: the pager keeps to this very block
                blockRef={ref.value.kind === 'tag' ? block.hash : shownRef}
                pageText={pageText}
              />
            )}
            <ExtraFields extra={block.extra} dialect={network.network?.dialect ?? null} />
          </>
        )}
      </div>
    </NativeCurrencyProvider>
  );
}
