import { Link } from 'react-router';
import { useConnection } from '../data/hooks/ConnectionProvider.tsx';
import { maskKey } from '../connection/connection.ts';
import type { ConnectionHealth } from '../connection/health.ts';
import { useConnectionHealth } from '../data/hooks/useConnectionHealth.ts';
import { useEndpointFacts } from '../data/hooks/useEndpointFacts.ts';
import { formatUtc } from '../domain/utc-time.ts';
import { settingsURL } from '../routes/urls.ts';
import { methodsSummary } from './settings/methods-summary.ts';

/** The dot says only what real lookups showed: grey until something answered. */
const DOT: Record<ConnectionHealth['state'], string> = {
  configured: 'bg-slate-400',
  working: 'bg-emerald-500',
  failing: 'bg-red-500',
};

/** What real lookups showed, in one line (the header badge and the home page). */
export function healthText(health: ConnectionHealth): string {
  return health.state === 'failing'
    ? `failing: ${health.message}`
    : health.state === 'working'
      ? 'working'
      : 'configured, not checked yet';
}

/**
 * When the state was last seen (it may be from before a reload: the state is kept for the tab), in
 * UTC as the pages show block times; empty while nothing was checked.
 */
export function checkedText(health: ConnectionHealth): string {
  if (health.state === 'configured') return '';
  return `last checked ${formatUtc(Math.floor(health.at / 1000) * 1000)}`;
}

/** Which endpoint the explorer talks to, the key masked, and whether it has been answering. */
export function ConnectionBadge() {
  const { settings, client, endpointId } = useConnection();
  const health = useConnectionHealth(endpointId);
  const { facts } = useEndpointFacts();
  if (!settings || !client) {
    return (
      <Link
        to={settingsURL()}
        className="rounded-md bg-amber-100 px-2 py-1 text-xs text-amber-900 dark:bg-amber-900/50 dark:text-amber-200"
      >
        Not connected
      </Link>
    );
  }
  const { connection } = settings;
  return (
    <Link
      to={settingsURL()}
      data-testid="connection-badge"
      title={`Connection settings — ${healthText(health)}${health.state === 'configured' ? '' : `, ${checkedText(health)}`}; ${methodsSummary(facts)}`}
      className="flex max-w-full items-center gap-2 truncate rounded-md border border-slate-200 px-2 py-1 font-mono text-xs hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      <span className={`h-2 w-2 shrink-0 rounded-full ${DOT[health.state]}`} aria-hidden="true" />
      {/* on a narrow screen the URL gives way first: the state is what the badge is for */}
      <span className="min-w-12 shrink-[4] truncate">{client.endpointLabel}</span>
      {connection.kind === 'provider' && <span className="text-slate-500">{maskKey(connection.apiKey)}</span>}
      <span className="text-slate-500">{client.transport === 'http' ? 'HTTP' : 'WS'}</span>
      {settings.source === 'devnet' && <span className="text-violet-600 dark:text-violet-400">devnet</span>}
      <span
        data-testid="connection-state"
        data-state={health.state}
        className={`font-sans ${health.state === 'failing' ? 'min-w-16 truncate text-red-700 dark:text-red-400' : 'shrink-0 text-slate-500'}`}
      >
        {health.state === 'configured' ? 'not checked yet' : healthText(health)}
      </span>
    </Link>
  );
}
