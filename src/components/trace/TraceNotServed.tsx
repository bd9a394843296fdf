import { Link } from 'react-router';
import { traceURL } from '../../routes/urls.ts';

export const NOTE_CLASS =
  'mb-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300';

/** What re-executing a transaction in this browser reads from the endpoint, in one sentence. */
export function ReexecNeedsText() {
  return (
    <>
      Re-executing it in this browser needs its block (eth_getBlockByNumber) and the state before it: eth_getCode,
      eth_getBalance, eth_getTransactionCount, eth_getStorageAt.
    </>
  );
}

/**
 * The line where the endpoint serves no tracer: what re-execution needs, and either the way to it
 * or the method this endpoint does not serve. Never a blank page.
 */
export function TraceNotServed({ hash, missing }: { hash: string; missing: readonly string[] }) {
  return (
    <p className={NOTE_CLASS} data-testid="trace-not-served">
      This endpoint serves no tracer (debug_traceTransaction), so it cannot say what happened inside this transaction.{' '}
      <ReexecNeedsText />{' '}
      {missing.length > 0 ? (
        <span data-testid="reexec-missing">This endpoint does not serve {missing.join(', ')}.</span>
      ) : (
        <Link
          to={traceURL(hash, { source: 'browser' })}
          className="font-medium text-sky-700 hover:underline dark:text-sky-400"
          data-testid="reexec-offer"
        >
          Re-execute it in this browser
        </Link>
      )}
    </p>
  );
}
