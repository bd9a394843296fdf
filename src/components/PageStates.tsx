import { Link, useLocation } from 'react-router';
import { settingsURL } from '../routes/urls.ts';
import { useConnection } from '../data/hooks/ConnectionProvider.tsx';
import { DetailsSkeleton } from './Skeleton.tsx';

/**
 * A route parameter that cannot be a valid lookup: explained, and nothing is sent. `problem`, when
 * the form is right but something else is wrong (an address's checksum), is said instead of the form.
 */
export function BadRouteParameter({
  what,
  value,
  expected,
  problem,
}: {
  what: string;
  value: string;
  expected: string;
  problem?: string;
}) {
  const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return (
    <div
      role="alert"
      data-testid="bad-input"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm dark:border-red-900 dark:bg-red-950/40"
    >
      <h1 className="font-semibold text-red-800 dark:text-red-300">This link does not hold a valid {what}</h1>
      <p className="mt-1">
        Got <span className="font-mono break-all">“{shown}”</span>{' '}
        {problem ?? `(${value.length} characters); ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what} is ${expected}.`}
      </p>
    </div>
  );
}

/** No endpoint yet (e.g. the key was not remembered): say so instead of spinning. */
export function NeedsConnection() {
  const { loading } = useConnection();
  const location = useLocation();
  if (loading) return <DetailsSkeleton rows={4} />;
  return (
    <div
      data-testid="needs-connection"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm dark:border-amber-900 dark:bg-amber-950/40"
    >
      <h1 className="font-semibold">Connect to an endpoint first</h1>
      <p className="mt-1">
        Hexray needs a JSON-RPC endpoint and its API key to look this up.{' '}
        {/* the settings page brings the user back here once connected, `#log-2` included (history state: never the key) */}
        <Link
          to={settingsURL()}
          state={{ returnTo: `${location.pathname}${location.search}${location.hash}` }}
          className="text-sky-700 hover:underline dark:text-sky-400"
        >
          Open connection settings →
        </Link>
      </p>
    </div>
  );
}
