import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useConnection } from '../connection/ConnectionProvider.tsx';
import { maskKey } from '../connection/connection.ts';
import { useConnectionHealth } from '../connection/health.ts';
import { storageBlocked } from '../browser/guarded-storage.ts';
import { checkedText, healthText } from '../components/ConnectionBadge.tsx';
import { PageTitle } from '../components/PageTitle.tsx';
import { transportLabel } from '../components/transport-label.ts';
import { RecentLookups } from '../components/RecentLookups.tsx';
import { settingsURL, slotsURL } from '../routes/urls.ts';
import { methodsSummary } from '../components/settings/methods-summary.ts';
import { useEndpointFacts } from '../data/useEndpointFacts.ts';

// the live view needs the optional methods' queries and block parsing: not on the first page's bytes
const LatestBlocks = lazy(() =>
  import('../components/head/LatestBlocks.tsx').then((m) => ({ default: m.LatestBlocks })),
);
// the list of methods opens from a one-line summary, and the devnet's examples and transport check
// are the devnet's only: neither is worth the first page's bytes (the summary line stands in while
// the list loads)
const EndpointMethods = lazy(() =>
  import('../components/settings/EndpointMethods.tsx').then((m) => ({ default: m.EndpointMethods })),
);
const DevnetExamples = lazy(() =>
  import('../components/devnet/DevnetExamples.tsx').then((m) => ({ default: m.DevnetExamples })),
);

export function HomePage() {
  const { settings, client, devnet, endpointId } = useConnection();
  const health = useConnectionHealth(endpointId);
  const { facts } = useEndpointFacts();
  const connection = settings?.connection;
  return (
    <div className="space-y-8">
      <PageTitle title="Hexray" />
      <section className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
        <h2 className="text-sm font-semibold">Connection</h2>
        {connection && client ? (
          <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
            <dt className="text-slate-500">Endpoint</dt>
            <dd className="font-mono break-all" data-testid="home-endpoint">
              {client.endpointLabel}
            </dd>
            {connection.kind === 'provider' && (
              <>
                <dt className="text-slate-500">API key</dt>
                <dd className="font-mono" data-testid="home-key">
                  {maskKey(connection.apiKey)}
                </dd>
              </>
            )}
            <dt className="text-slate-500">Transport</dt>
            <dd data-testid="home-transport">{transportLabel(client.endpointLabel)}</dd>
            <dt className="text-slate-500">Source</dt>
            <dd>{settings.source === 'devnet' ? 'Local devnet (npm start)' : 'Your settings'}</dd>
            <dt className="text-slate-500">State</dt>
            <dd
              data-testid="home-connection-state"
              data-state={health.state}
              className={`break-words ${health.state === 'failing' ? 'text-red-700 dark:text-red-400' : ''}`}
            >
              {healthText(health)}
              {health.state !== 'configured' && (
                <span className="text-slate-500 dark:text-slate-400"> · {checkedText(health)}</span>
              )}
            </dd>
            <dt className="text-slate-500">Methods</dt>
            <dd>
              <Suspense
                fallback={
                  <details className="text-sm">
                    <summary className="cursor-pointer">{methodsSummary(facts)}</summary>
                  </details>
                }
              >
                <EndpointMethods facts={facts} folded />
              </Suspense>
            </dd>
          </dl>
        ) : (
          <p className="mt-2 text-sm">
            Not connected yet.{' '}
            <Link to={settingsURL()} className="text-sky-700 hover:underline dark:text-sky-400">
              Set up a connection →
            </Link>
          </p>
        )}
        {storageBlocked() && (
          <p data-testid="storage-blocked" className="mt-2 text-sm text-amber-800 dark:text-amber-300">
            This browser blocks site storage: nothing can be remembered.
          </p>
        )}
      </section>

      {client && <RecentLookups />}

      <section className="text-sm text-slate-700 dark:text-slate-300">
        <p>
          Paste a transaction hash, an address, or a block hash with an index (<span className="font-mono">0x…:2</span>)
          in the search box — press <kbd className="rounded border px-1">/</kbd> to jump there. Work out storage
          positions of variables and mapping entries in the{' '}
          <Link to={slotsURL()} className="text-sky-700 underline hover:no-underline dark:text-sky-400">
            slot calculator
          </Link>
          .
        </p>
      </section>

      {devnet && (
        <Suspense fallback={null}>
          <DevnetExamples devnet={devnet} />
        </Suspense>
      )}

      {/* last: the list grows as blocks arrive, and nothing below it moves */}
      {client && (
        <Suspense fallback={null}>
          <LatestBlocks />
        </Suspense>
      )}
    </div>
  );
}
