/** Every check of a verification: what it found, the values it used, and the bytes it hashed. */
import type { Check, CheckStatus, Verification } from '../../domain/verify/check.ts';
import { CopyButton } from '../CopyButton.tsx';

const STATUS: Record<CheckStatus, { icon: string; word: string; className: string }> = {
  pass: { icon: '✓', word: 'agrees', className: 'text-emerald-700 dark:text-emerald-400' },
  fail: { icon: '✗', word: 'MISMATCH', className: 'text-red-700 dark:text-red-400 font-bold' },
  unavailable: { icon: '–', word: 'not checked', className: 'text-amber-700 dark:text-amber-400' },
  info: { icon: 'ⓘ', word: 'computed', className: 'text-sky-700 dark:text-sky-400' },
};

function CheckItem({ check }: { check: Check }) {
  const status = STATUS[check.status];
  return (
    <li
      data-testid={`verify-check-${check.id}`}
      data-status={check.status}
      className={`rounded border p-3 ${check.status === 'fail' ? 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40' : 'border-slate-200 dark:border-slate-800'}`}
    >
      <p className="flex flex-wrap items-baseline gap-2">
        <span className={status.className} aria-hidden="true">
          {status.icon}
        </span>
        <span className="font-medium">{check.title}</span>
        <span className={`text-xs uppercase ${status.className}`}>{status.word}</span>
      </p>
      {/* a result may name whole hashes: they break anywhere rather than widen a phone's page */}
      <p className="mt-1 [overflow-wrap:anywhere] text-slate-700 dark:text-slate-300" data-testid="verify-check-result">
        {check.result}
      </p>
      {check.inputs.length > 0 && (
        <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 text-xs sm:grid-cols-[9rem_1fr]">
          {check.inputs.map((input) => (
            <div key={input.label} className="contents">
              <dt className="text-slate-500">{input.label}</dt>
              <dd className="font-mono break-all">{input.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {check.bytes && (
        <div className="mt-2 text-xs">
          <p className="flex items-center text-slate-500">
            {check.bytes.label} ({(check.bytes.hex.length - 2) / 2} bytes)
            <CopyButton value={check.bytes.hex} label={`Copy ${check.bytes.label}`} />
          </p>
          <pre
            className="mt-1 max-h-56 overflow-auto rounded bg-slate-100 p-2 font-mono break-all whitespace-pre-wrap dark:bg-slate-900"
            data-testid="verify-check-bytes"
          >
            {check.bytes.hex}
          </pre>
        </div>
      )}
    </li>
  );
}

export function VerificationPanel({ verification }: { verification: Verification }) {
  return (
    <div className="mt-2 space-y-3 text-sm" data-testid="verify-panel">
      <p className="text-slate-600 dark:text-slate-400">
        Computed in this browser from the endpoint’s answer alone, with no other request: a mismatch means the endpoint
        altered or mis-encoded what it sent.
      </p>
      <ul className="space-y-2">
        {verification.checks.map((check) => (
          <CheckItem key={check.id} check={check} />
        ))}
      </ul>
      <div data-testid="verify-cannot">
        <h3 className="font-medium">What these checks cannot prove</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-600 dark:text-slate-400">
          {verification.cannotVerify.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
