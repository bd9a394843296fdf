import type { ReactNode } from 'react';
import type { Read } from '../../data/hooks/useRead.ts';
import { describeError } from '../describe-error.ts';

/**
 * One read of the address page in its row: the value once it is there, a placeholder meanwhile,
 * a failure in a line with "Try again" (a row failing is no reason to hide the others), and for an
 * optional method the endpoint does not serve, `absent` (the page also says so once, at the top).
 */
export function ReadValue<T>({
  read,
  absent,
  children,
}: {
  read: Read<T>;
  absent?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  switch (read.status) {
    case 'done':
      return children(read.data);
    case 'pending':
      return (
        <span
          className="inline-block h-4 w-40 animate-pulse rounded bg-slate-200 align-middle dark:bg-slate-800"
          role="status"
          aria-label="Loading"
        />
      );
    case 'absent':
      return <span className="text-slate-500">{absent ?? 'not served by this endpoint'}</span>;
    case 'error': {
      const { title, message } = describeError(read.error);
      return (
        <span className="inline-flex flex-wrap items-center gap-2" role="alert" data-testid="read-failed">
          <span className="text-red-800 dark:text-red-300">
            {title}: {message}
          </span>
          <button
            type="button"
            onClick={read.retry}
            className="rounded border border-slate-300 px-2 py-0.5 text-xs hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            Try again
          </button>
        </span>
      );
    }
  }
}
