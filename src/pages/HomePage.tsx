import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { createClientFor, devnetSettings, useConnection } from '../connection/ConnectionProvider.tsx';
import { maskKey } from '../connection/connection.ts';
import type { DevnetPreset } from '../connection/devnet-preset.ts';
import type { Transport } from '../connection/connection.ts';
import { PageTitle } from '../components/PageTitle.tsx';
import { transportLabel } from '../components/transport-label.ts';
import { settingsURL, slotsURL } from '../routes/urls.ts';

/** Fetches one seeded transaction over a given transport: proof that both transports round-trip. */
function TransportCheck({ preset, transport, hash, round }: { preset: DevnetPreset; transport: Transport; hash: string; round: number }) {
  const query = useQuery({
    // run when asked: the first screen should not load the whole wire just to show the home page
    enabled: round > 0,
    queryKey: ['devnet-transport-check', preset.base, transport, hash, round],
    queryFn: async () => {
      const client = createClientFor(devnetSettings(preset, transport).connection);
      const started = performance.now();
      try {
        const tx = await client.getTransactionByHash(hash);
        return { found: tx !== null && tx.hash.toLowerCase() === hash.toLowerCase(), ms: Math.round(performance.now() - started) };
      } finally {
        client.close();
      }
    },
    staleTime: Infinity,
  });
  const label = transport === 'http' ? 'HTTP' : 'WebSocket';
  return (
    <li className="flex items-center gap-2 text-sm" data-testid={`transport-check-${transport}`} data-state={query.isFetching ? 'fetching' : query.isPending ? 'idle' : query.isError ? 'error' : query.data?.found ? 'ok' : 'missing'}>
      {query.isFetching ? '…' : query.isPending ? '·' : query.isError ? '✗' : query.data?.found ? '✓' : '?'} <span className="font-medium">{label}</span>
      <span className="text-slate-500">
        {query.isFetching ? 'fetching…' : query.isPending ? 'not checked yet' : query.isError ? query.error.message : query.data?.found ? `transaction fetched in ${query.data.ms} ms` : 'answered null'}
      </span>
    </li>
  );
}

function TransportChecks({ preset, hash }: { preset: DevnetPreset; hash: string }) {
  const [round, setRound] = useState(0);
  const run = () => setRound(round + 1);
  return (
    <div className="mt-3">
      <button type="button" onClick={run} className="rounded border border-violet-300 px-3 py-1 text-sm hover:bg-violet-50 dark:border-violet-800 dark:hover:bg-violet-950" data-testid="run-transport-check">
        Check both transports
      </button>
      <ul className="mt-2 space-y-1" aria-label="Transport check">
        <TransportCheck preset={preset} transport="http" hash={hash} round={round} />
        <TransportCheck preset={preset} transport="websocket" hash={hash} round={round} />
      </ul>
    </div>
  );
}

export function HomePage() {
  const { settings, client, devnet } = useConnection();
  const connection = settings?.connection;
  const firstTx = devnet?.examples.find((e) => e.path.startsWith('/tx/'));
  return (
    <div className="space-y-8">
      <PageTitle title="Hexray" />
      <section className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
        <h2 className="text-sm font-semibold">Connected to</h2>
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
          </dl>
        ) : (
          <p className="mt-2 text-sm">
            Not connected yet.{' '}
            <Link to={settingsURL()} className="text-sky-700 hover:underline dark:text-sky-400">
              Set up a connection →
            </Link>
          </p>
        )}
      </section>

      <section className="text-sm text-slate-700 dark:text-slate-300">
        <p>
          Paste a transaction hash, an address, or a block hash with an index (<span className="font-mono">0x…:2</span>) in the search box — press <kbd className="rounded border px-1">/</kbd> to jump there. Work out storage
          positions of variables and mapping entries in the{' '}
          <Link to={slotsURL()} className="text-sky-700 hover:underline dark:text-sky-400">
            slot calculator
          </Link>
          .
        </p>
      </section>

      {devnet && (
        <section className="rounded-lg border border-violet-200 p-4 dark:border-violet-900" data-testid="devnet-examples">
          <h2 className="text-sm font-semibold">Seeded examples on the local devnet</h2>
          <p className="mt-1 text-xs text-slate-500">
            Real transactions on a local anvil node, served through a gateway that speaks the provider’s API (key {maskKey(devnet.apiKey)}).
          </p>
          {firstTx && <TransportChecks preset={devnet} hash={firstTx.path.slice(4)} />}
          <ul className="mt-3 grid gap-1 sm:grid-cols-2">
            {devnet.examples.map((example) => (
              <li key={example.role}>
                <Link to={example.path} className="text-sm text-sky-700 hover:underline dark:text-sky-400" data-testid={`example-${example.role}`}>
                  {example.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
