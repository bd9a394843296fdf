/**
 * The "verified in your browser" mark: a small pill that opens the panel of checks, the plain
 * limits of what was proved beside it, and a loud alert when the answer fails a check (the data
 * on the page stays as the endpoint sent it).
 */
import { verdict as verdictOf, type Verification } from '../../domain/verify/check.ts';
import { VerificationPanel } from './VerificationPanel.tsx';

const PILL = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium';
/** The verdict's line: the pill, then what was and was not checked */
const SUMMARY_LINE = 'flex flex-wrap items-center gap-x-3 gap-y-1';

const VERDICTS = {
  verified: {
    text: '✓ Verified in your browser',
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  },
  partial: {
    text: '– Partly verified in your browser',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
  },
  unchecked: {
    text: '? Cannot be checked in your browser',
    className: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  },
  failed: {
    text: '✗ Failed verification in your browser',
    className: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  },
} as const;

/** `verification`: null while the verification code loads, an Error when it could not load. */
export function VerificationMark({
  verification,
  limits,
  label = 'Verification in your browser',
}: {
  verification: Verification | Error | null;
  limits: string;
  /** the section's name: two marks on one page (a snapshot's transaction and receipt) need two */
  label?: string;
}) {
  if (verification === null) {
    // Laid out as the verdict's line will be, its words kept invisible until they are true, so
    // that the page does not move when the checks end: a receipt's run after its logs have
    // painted, when a `#log-N` link has already scrolled to its log.
    return (
      <section className="mb-4 text-sm" data-testid="verification" data-verdict="loading" aria-label={label}>
        <p className={SUMMARY_LINE}>
          <span className={`${PILL} bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300`}>
            Verifying in your browser…
          </span>
          <span className="invisible text-xs" aria-hidden="true">
            {limits} How was this checked?
          </span>
        </p>
      </section>
    );
  }
  if (verification instanceof Error) {
    return (
      <p className="mb-4 text-xs text-slate-500" data-testid="verification" data-verdict="unavailable">
        The verification code could not load, so nothing here was checked in your browser. Reload to try again.
      </p>
    );
  }
  const verdict = verdictOf(verification);
  const failures = verification.checks.filter((c) => c.status === 'fail');
  return (
    <section className="mb-4 text-sm" data-testid="verification" data-verdict={verdict} aria-label={label}>
      {failures.length > 0 && (
        <div
          role="alert"
          data-testid="verify-alert"
          className="mb-2 rounded-lg border border-red-500 bg-red-50 p-3 dark:bg-red-950/40"
        >
          <p className="font-semibold text-red-800 dark:text-red-200">
            The endpoint’s answer does not agree with itself: {failures.map((f) => f.title.toLowerCase()).join(', ')}.
          </p>
          <ul className="mt-1 list-disc pl-5 [overflow-wrap:anywhere] text-red-900 dark:text-red-200">
            {failures.map((f) => (
              <li key={f.id}>{f.result}</li>
            ))}
          </ul>
          <p className="mt-1 text-red-900 dark:text-red-200">
            The data below is shown exactly as the endpoint sent it; do not rely on it.
          </p>
        </div>
      )}
      <details data-testid="verify-details">
        <summary className={`${SUMMARY_LINE} cursor-pointer`}>
          <span className={`${PILL} ${VERDICTS[verdict].className}`} data-testid="verify-mark">
            {VERDICTS[verdict].text}
          </span>
          <span className="text-xs text-slate-500" data-testid="verify-limits">
            {/* nothing was compared: say why (the type's encoding is unknown), not what was checked */}
            {verdict === 'unchecked' ? verification.checks[0]?.result : limits}{' '}
            <span className="text-sky-700 underline dark:text-sky-400">How was this checked?</span>
          </span>
        </summary>
        <VerificationPanel verification={verification} />
      </details>
    </section>
  );
}
