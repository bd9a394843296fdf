import type { ConnectionTest } from './useConnectionTest.ts';
import { describeError } from '../describe-error.ts';

function TestFailure({ error }: { error: unknown }) {
  const { message, hint } = describeError(error);
  return (
    <div role="alert" className="text-sm text-red-700 dark:text-red-400">
      ✗ {message}
      {hint && <p className="text-slate-600 dark:text-slate-400">{hint}</p>}
    </div>
  );
}

/**
 * What "Test connection" found, or that the saved connection is now in use; announced as it changes.
 * `stale` while the boxes show a problem: the result was about what they held before, and must not
 * sit under the new message as if it were about this entry.
 */
export function ConnectionTestResult({ test, saved, stale }: { test: ConnectionTest; saved: boolean; stale: boolean }) {
  if (stale) return <div aria-live="polite" data-testid="connection-test" />;
  return (
    <div aria-live="polite" data-testid="connection-test">
      {test.state === 'testing' && <p className="text-sm text-slate-500">Testing…</p>}
      {test.state === 'ok' && (
        <p className="text-sm text-emerald-700 dark:text-emerald-400">
          ✓ Working: the endpoint answered a lookup of the zero hash with null, as it should ({test.ms} ms).
        </p>
      )}
      {test.state === 'notANode' && (
        <div role="alert" className="text-sm text-red-700 dark:text-red-400">
          ✗ The endpoint answered the zero hash with a transaction: it does not behave like an Ethereum node.
        </div>
      )}
      {test.state === 'failed' && <TestFailure error={test.error} />}
      {saved && test.state === 'idle' && (
        <p className="text-sm text-emerald-700 dark:text-emerald-400">Saved. Lookups now use this endpoint.</p>
      )}
    </div>
  );
}
