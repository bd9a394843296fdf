import { Link } from 'react-router';
import type { KeepOutcome } from '../../data/archive/keep-trace.ts';
import { formatByteSize } from '../../domain/byte-size.ts';
import { archiveURL, settingsURL } from '../../routes/urls.ts';

// underlined: a link inside a sentence must not rely on its colour alone
const LINK = 'text-sky-700 underline dark:text-sky-400';

/**
 * Whether a finished trace went to this browser's archive, where it still shows once the
 * endpoint's window has passed; or why not: the archive is off, or the trace is too large for it.
 */
export function TraceKeptLine({ outcome }: { outcome: KeepOutcome }) {
  return (
    <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" data-testid="trace-kept" data-kept={outcome.kept}>
      {outcome.kept ? (
        <>
          Kept in this browser’s{' '}
          <Link to={archiveURL()} className={LINK}>
            archive
          </Link>{' '}
          ({formatByteSize(outcome.bytes)}): this page still shows it once the endpoint no longer serves the
          transaction.
        </>
      ) : outcome.why === 'off' ? (
        <>
          Not kept: this browser’s archive is off (its budget is 0 in{' '}
          <Link to={settingsURL()} className={LINK}>
            Settings
          </Link>
          ).
        </>
      ) : (
        <>
          Not kept in this browser’s archive: the trace is {formatByteSize(outcome.bytes)}, more than the{' '}
          {formatByteSize(outcome.limit)} one trace may take of its {formatByteSize(outcome.budget)} budget (
          <Link to={settingsURL()} className={LINK}>
            Settings
          </Link>
          ).
        </>
      )}
    </p>
  );
}
