import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useConnection } from '../data/hooks/ConnectionProvider.tsx';
import { storageBlocked } from '../browser/guarded-storage.ts';
import { ConnectionLine } from '../components/ConnectionLine.tsx';
import { LatestBlocksAbsent } from '../components/head/LatestBlocksAbsent.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { RecentLookups } from '../components/RecentLookups.tsx';
import { slotsURL } from '../routes/urls.ts';
import { useEndpointFacts } from '../data/hooks/useEndpointFacts.ts';

// the live view needs the optional methods' queries and block parsing: not on the first page's bytes
const LatestBlocks = lazy(() =>
  import('../components/head/LatestBlocks.tsx').then((m) => ({ default: m.LatestBlocks })),
);
// the devnet's examples and transport check are the devnet's only: not worth the first page's bytes
const DevnetExamples = lazy(() =>
  import('../components/devnet/DevnetExamples.tsx').then((m) => ({ default: m.DevnetExamples })),
);

/**
 * The home page leads with what just happened, as an explorer's home does: what the search takes,
 * the connection in one line, then the latest blocks and their transactions; recent lookups and the
 * devnet's examples below them.
 */
export function HomePage() {
  const { client, devnet } = useConnection();
  const headServed = useEndpointFacts().serves('eth_blockNumber');
  return (
    <div className="space-y-4">
      <PageTitle title="Hexray" />
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="home-hint">
        Search (<kbd className="rounded border px-1">/</kbd>) for a transaction hash, an address, a block number or{' '}
        <span className="font-mono">latest</span>, or a block hash with an index (
        <span className="font-mono">0x…:2</span>). Storage positions of variables and mapping entries: the{' '}
        <Link to={slotsURL()} className="text-sky-700 underline hover:no-underline dark:text-sky-400">
          slot calculator
        </Link>
        .
      </p>
      <ConnectionLine />
      {storageBlocked() && (
        <p data-testid="storage-blocked" className="text-sm text-amber-800 dark:text-amber-300">
          This browser blocks site storage: nothing can be remembered.
        </p>
      )}

      {client &&
        (headServed === false ? (
          <LatestBlocksAbsent method="eth_blockNumber" why="so it cannot say which block is the newest" />
        ) : (
          // a fixed height, whatever arrives in it and when: nothing below moves as the blocks come in
          <section
            className="flex h-[30rem] flex-col rounded-lg border border-slate-200 p-4 dark:border-slate-800"
            data-testid="latest-blocks"
            aria-labelledby="latest-blocks-title"
          >
            <h2 id="latest-blocks-title" className="text-sm font-semibold">
              Latest blocks and their transactions
            </h2>
            <Suspense fallback={null}>
              <LatestBlocks />
            </Suspense>
          </section>
        ))}

      {client && <RecentLookups />}

      {devnet && (
        <Suspense fallback={null}>
          <DevnetExamples devnet={devnet} />
        </Suspense>
      )}
    </div>
  );
}
