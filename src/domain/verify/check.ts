/** What one in-browser check found, in words and with the values it used. */
import type { Hex } from '../hex.ts';

/**
 * pass: the answer agrees with itself; fail: it does not (the endpoint altered or mis-encoded
 * something); unavailable: the check could not run (unknown type, missing field); info: a fact
 * computed in the browser with nothing in the answer to compare it with.
 */
export type CheckStatus = 'pass' | 'fail' | 'unavailable' | 'info';

interface CheckInput {
  label: string;
  value: string;
}

export interface Check {
  id: string;
  title: string;
  status: CheckStatus;
  /** one or two sentences saying what was found */
  result: string;
  inputs: CheckInput[];
  /** encoded bytes, shown whole and copyable */
  bytes?: { label: string; hex: Hex };
}

export interface Verification {
  checks: Check[];
  /** what the four methods cannot prove about this answer, said plainly */
  cannotVerify: string[];
}

/**
 * The verdict a mark shows: any failure wins; "unchecked" when nothing could be compared (a type
 * whose encoding is unknown), "partly" when some check could not run.
 */
export function verdict(v: Verification): 'verified' | 'failed' | 'partial' | 'unchecked' {
  if (v.checks.some((c) => c.status === 'fail')) return 'failed';
  if (v.checks.some((c) => c.status === 'unavailable'))
    return v.checks.some((c) => c.status === 'pass') ? 'partial' : 'unchecked';
  return 'verified';
}
