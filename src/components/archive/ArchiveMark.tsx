/**
 * The plain mark over a record shown from this browser's archive: where and when it was fetched
 * (the endpoint's redacted label, never the key), why the endpoint's own answer is not shown, and
 * what the verification found again just now. The page's verification panel runs on the archived
 * record as on a fresh one; this line only says its outcome in words.
 */
import type { ArchiveRecord } from '../../data/archive/archive-record.ts';
import type { EndpointMiss } from '../../data/archive/useArchived.ts';
import { formatUtc } from '../../domain/utc-time.ts';
import { verdict, type Verification } from '../../domain/verify/check.ts';

const NO_LONGER_SERVED = 'the endpoint no longer serves it (older than its 128 blocks)';

const REASONS: Record<EndpointMiss, string> = {
  null: NO_LONGER_SERVED,
  outside: NO_LONGER_SERVED,
  error: 'the endpoint could not be asked for it just now (it failed to answer)',
  noTracer: 'the endpoint serves the transaction but no tracer (debug_traceTransaction)',
  tracerFailed: 'the endpoint’s tracer failed for it just now (above)',
};

/**
 * What the mark says of verification: the outcome of the page's own check, run again on the
 * archived record; or, for what the browser cannot prove (a storage word), why not.
 */
type MarkCheck =
  | {
      verification: Verification | Error | null;
      /** what the verification covers, in words: "hash and sender", "bloom and logs" */
      checked: string;
    }
  | { unprovable: string };

function outcome(verification: Verification | Error | null, checked: string): string {
  if (verification === null) return `Verifying again now: ${checked}…`;
  if (verification instanceof Error) return 'Could not be verified again now: the verification code did not load.';
  switch (verdict(verification)) {
    case 'verified':
      return `Verified again now: ${checked} ✓`;
    case 'partial':
      return `Verified again now: ${checked} partly (see the panel)`;
    case 'unchecked':
      return `Could not be verified again now: ${checked} cannot be checked for this type.`;
    case 'failed':
      return `Verified again now: ${checked} ✗ — it does not agree with itself; do not rely on it.`;
  }
}

/**
 * `compact`: over one value among many (a layout's variables), where the whole mark on each would
 * crowd them: its first words stay in view and the rest opens on demand (still in the page's text).
 */
export function ArchiveMark({
  record,
  miss,
  compact = false,
  ...check
}: { record: ArchiveRecord; miss: EndpointMiss; compact?: boolean } & MarkCheck) {
  const lead = (
    <>
      <span className="font-semibold">From this browser’s archive</span> — fetched {formatUtc(record.fetchedAt)}
    </>
  );
  const rest = (
    <>
      {' '}
      from <span className="break-all font-mono text-xs">{record.endpoint}</span>; {REASONS[miss]}.{' '}
      <span data-testid="archive-verified">
        {'unprovable' in check ? check.unprovable : outcome(check.verification, check.checked)}
      </span>
    </>
  );
  const box =
    'rounded-lg border border-sky-200 bg-sky-50 text-slate-800 dark:border-sky-900 dark:bg-sky-950/40 dark:text-slate-200';
  if (compact)
    return (
      <div role="note" data-testid="archive-mark" data-miss={miss} className={`mb-1 px-2 py-1 text-xs ${box}`}>
        <details>
          <summary className="cursor-pointer">{lead}</summary>
          {rest}
        </details>
      </div>
    );
  return (
    <p role="note" data-testid="archive-mark" data-miss={miss} className={`mb-4 p-3 text-sm ${box}`}>
      {lead}
      {rest}
    </p>
  );
}
