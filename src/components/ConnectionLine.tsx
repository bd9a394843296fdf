import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useConnection } from '../data/hooks/ConnectionProvider.tsx';
import { useConnectionHealth } from '../data/hooks/useConnectionHealth.ts';
import { useEndpointFacts } from '../data/hooks/useEndpointFacts.ts';
import { settingsURL } from '../routes/urls.ts';
import { checkedText, healthText } from './ConnectionBadge.tsx';
import { methodsSummary } from './settings/methods-summary.ts';
import { transportLabel } from './transport-label.ts';

// the list of methods opens from its one-line summary: not worth the first page's bytes (the
// summary stands in while the list loads)
const EndpointMethods = lazy(() =>
  import('./settings/EndpointMethods.tsx').then((m) => ({ default: m.EndpointMethods })),
);

const link = 'text-sky-700 hover:underline dark:text-sky-400';

/**
 * The home page's connection in one line: whether it works, the endpoint (its key never shown),
 * the transport, what it serves beyond the four methods, and a link to Settings, worded apart from
 * the header's "Settings". One line, so that the latest blocks, what a person opens an explorer's
 * home page for, come first; Settings has the rest.
 */
export function ConnectionLine() {
  const { settings, client, endpointId } = useConnection();
  const health = useConnectionHealth(endpointId);
  const { facts } = useEndpointFacts();
  if (!settings?.connection || !client) {
    return (
      <p className="text-sm" data-testid="home-connection">
        Not connected yet.{' '}
        <Link to={settingsURL()} className={link}>
          Set up a connection →
        </Link>
      </p>
    );
  }
  const checked = checkedText(health);
  return (
    <section
      aria-label="Connection"
      className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-lg border border-slate-200 px-4 py-2 text-sm lg:flex-nowrap dark:border-slate-800"
      data-testid="home-connection"
    >
      <span
        data-testid="home-connection-state"
        data-state={health.state}
        className={`break-words lg:shrink-0 ${health.state === 'failing' ? 'text-red-700 dark:text-red-400' : ''}`}
      >
        {healthText(health)}
        {checked && <span className="text-slate-500 dark:text-slate-400"> · {checked}</span>}
      </span>
      {/* a long endpoint gives way on one line; its whole text is in the title */}
      <span
        className="min-w-0 font-mono text-xs break-all lg:truncate"
        data-testid="home-endpoint"
        title={client.endpointLabel}
      >
        {client.endpointLabel}
      </span>
      <span className="lg:shrink-0" data-testid="home-transport">
        {transportLabel(client.endpointLabel)}
      </span>
      <span className="lg:shrink-0">
        <Suspense
          fallback={
            <details className="text-sm">
              <summary className="cursor-pointer">{methodsSummary(facts)}</summary>
            </details>
          }
        >
          <EndpointMethods facts={facts} folded />
        </Suspense>
      </span>
      <Link to={settingsURL()} className={`lg:ml-auto lg:shrink-0 ${link}`}>
        Change connection →
      </Link>
    </section>
  );
}
