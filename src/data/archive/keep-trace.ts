/**
 * A finished trace handed to this browser's archive (record kind `trace`, beside the transaction
 * and receipt the page already filed), so the Trace page still shows it once the endpoint's window
 * has passed. A trace can be far larger than the records pages receive: one that would take more
 * than a tenth of the archive's budget (and never more than TRACE_RECORD_MAX_BYTES, which an
 * archive file's line can carry) is not kept, and the page says so with the figures.
 */
import { keptTraceJson, type KeptTrace } from '../../domain/trace/kept-trace.ts';
import type { TopFrameGas } from '../../domain/trace/trace-export.ts';
import { archiveBudgetBytes } from './archive-budget.ts';
import type { ArchiveEntry } from './archive-record.ts';

/** The largest trace kept, in bytes of JSON: within an archive file's 16 M-character line. */
export const TRACE_RECORD_MAX_BYTES = 10_000_000;

export type KeepOutcome =
  | { kept: true; bytes: number }
  /** the archive's budget is 0: it keeps nothing */
  | { kept: false; why: 'off' }
  | { kept: false; why: 'large'; bytes: number; limit: number; budget: number };

/** The most one trace may take of a budget: a tenth of it, and never more than a file's line holds. */
export function traceLimitBytes(budget: number): number {
  return Math.min(TRACE_RECORD_MAX_BYTES, Math.floor(budget / 10));
}

export interface TraceToKeep {
  hash: string;
  /** decimal chain id, or 'unknown' */
  chain: string;
  /** the endpoint's redacted label (the client's `endpointLabel`), never the key */
  endpoint: string;
  trace: KeptTrace;
  /** the top frame's gas as geth reports it: the transaction's limit, the receipt's gas used */
  gas: TopFrameGas;
}

/** What keeping the trace comes to: the entry to file (written when the browser is idle), or why not. */
export function planTraceKeeping({ hash, chain, endpoint, trace, gas }: TraceToKeep): {
  outcome: KeepOutcome;
  entry: ArchiveEntry | null;
} {
  const budget = archiveBudgetBytes();
  if (budget === 0) return { outcome: { kept: false, why: 'off' }, entry: null };
  const result = keptTraceJson(trace, gas);
  const bytes = new TextEncoder().encode(JSON.stringify(result)).length;
  const limit = traceLimitBytes(budget);
  if (bytes > limit) return { outcome: { kept: false, why: 'large', bytes, limit, budget }, entry: null };
  return {
    outcome: { kept: true, bytes },
    entry: { kind: 'trace', chain, endpoint, key: hash.toLowerCase(), result, fetchedAt: Date.now() },
  };
}
