import { Link } from 'react-router';
import { useConnection } from '../connection/ConnectionProvider.tsx';
import { maskKey } from '../connection/connection.ts';
import { settingsURL } from '../routes/urls.ts';

/** Which endpoint the explorer talks to, the key masked. */
export function ConnectionBadge() {
  const { settings, client } = useConnection();
  if (!settings || !client) {
    return (
      <Link to={settingsURL()} className="rounded-md bg-amber-100 px-2 py-1 text-xs text-amber-900 dark:bg-amber-900/50 dark:text-amber-200">
        Not connected
      </Link>
    );
  }
  const { connection } = settings;
  return (
    <Link
      to={settingsURL()}
      data-testid="connection-badge"
      title="Connection settings"
      className="flex max-w-full items-center gap-2 truncate rounded-md border border-slate-200 px-2 py-1 font-mono text-xs hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      <span className={`h-2 w-2 shrink-0 rounded-full ${settings.source === 'devnet' ? 'bg-violet-500' : 'bg-emerald-500'}`} />
      <span className="truncate">{client.endpointLabel}</span>
      {connection.kind === 'provider' && <span className="text-slate-500">{maskKey(connection.apiKey)}</span>}
      <span className="text-slate-500">{client.transport === 'http' ? 'HTTP' : 'WS'}</span>
    </Link>
  );
}
