import { Link } from 'react-router';
// errors.ts directly, not the index: the index would pull the whole wire into the first chunk
import { RpcError } from '../rpc/errors.ts';
import { settingsURL } from '../routes/urls.ts';

/** What to tell a person about a failed lookup: the message, the code or status, and what to do. */
export function describeError(error: unknown): { title: string; message: string; detail: string | null; hint: string | null; kind: string } {
  if (error instanceof RpcError) {
    const parts: string[] = [];
    if (error.status !== undefined) parts.push(`HTTP ${error.status}`);
    if (error.code !== undefined) parts.push(`JSON-RPC ${error.code}`);
    if (error.method) parts.push(error.method);
    const titles: Record<string, string> = {
      argument: 'That input cannot be sent',
      auth: 'The endpoint refused the API key',
      network: 'Could not reach the endpoint',
      timeout: 'The endpoint did not answer in time',
      closed: 'The connection closed',
      http: 'The endpoint answered with an error',
      rpc: 'The node answered with an error',
      malformed: 'The endpoint sent a reply that makes no sense',
    };
    return {
      title: titles[error.kind] ?? 'Request failed',
      message: error.message,
      detail: parts.length ? parts.join(' · ') : null,
      hint: error.retryAfterMs !== undefined ? `${error.hint} The provider asked to wait ${Math.ceil(error.retryAfterMs / 1000)} s before trying again.`.trim() : (error.hint ?? null),
      kind: error.kind,
    };
  }
  return { title: 'Something went wrong', message: error instanceof Error ? error.message : String(error), detail: null, hint: null, kind: 'unknown' };
}

export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const info = describeError(error);
  return (
    <div role="alert" data-testid="error-panel" data-error-kind={info.kind} className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm dark:border-red-900 dark:bg-red-950/40">
      <h2 className="font-semibold text-red-800 dark:text-red-300">{info.title}</h2>
      <p className="mt-1 text-red-900 dark:text-red-200" data-testid="error-message">
        {info.message}
      </p>
      {info.detail && <p className="mt-1 font-mono text-xs text-red-700 dark:text-red-400">{info.detail}</p>}
      {info.hint && <p className="mt-2 text-slate-700 dark:text-slate-300">{info.hint}</p>}
      <div className="mt-3 flex gap-3">
        {onRetry && (
          <button type="button" onClick={onRetry} className="rounded bg-red-700 px-3 py-1 text-white hover:bg-red-800">
            Try again
          </button>
        )}
        {info.kind === 'auth' && (
          <Link to={settingsURL()} className="rounded border border-red-300 px-3 py-1 text-red-800 hover:bg-red-100 dark:border-red-800 dark:text-red-200">
            Check the key in settings
          </Link>
        )}
      </div>
    </div>
  );
}
