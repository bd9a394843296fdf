import { Link } from 'react-router';
import { settingsURL } from '../routes/urls.ts';
import { describeError } from './describe-error.ts';

export function ErrorPanel({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const info = describeError(error);
  return (
    <div
      role="alert"
      data-testid="error-panel"
      data-error-kind={info.kind}
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm dark:border-red-900 dark:bg-red-950/40"
    >
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
          <Link
            to={settingsURL()}
            className="rounded border border-red-300 px-3 py-1 text-red-800 hover:bg-red-100 dark:border-red-800 dark:text-red-200"
          >
            Check the key in settings
          </Link>
        )}
      </div>
    </div>
  );
}
