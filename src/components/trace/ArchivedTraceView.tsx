import type { Archived, EndpointMiss } from '../../data/archive/useArchived.ts';
import type { KeptTrace } from '../../domain/trace/kept-trace.ts';
import type { Receipt } from '../../domain/receipt.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { ArchiveMark } from '../archive/ArchiveMark.tsx';
import { TraceView } from './TraceView.tsx';

/** What made a kept trace, in the words of the page's source line. */
function madeBy(trace: KeptTrace): string {
  if (trace.source === 'endpoint') return 'the endpoint’s tracer (debug_traceTransaction)';
  return `a re-execution in this browser (EthereumJS${trace.fork ? `, rules: ${trace.fork}` : ''})`;
}

/**
 * A trace shown from this browser's archive, once the endpoint no longer serves its transaction:
 * the archive's mark, what made the trace, then the same view and exports as a fresh one, checked
 * again against the archived receipt.
 */
export function ArchivedTraceView({
  archived,
  tx,
  receipt,
  miss,
}: {
  archived: Archived<KeptTrace>;
  tx: Transaction;
  receipt: Receipt;
  miss: EndpointMiss;
}) {
  const { record, value: trace } = archived;
  return (
    <>
      <ArchiveMark
        record={record}
        miss={miss}
        unprovable="A trace cannot be proved by the browser; the check below holds it against the archived receipt again now."
      />
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" data-testid="archived-trace-source">
        Made by {madeBy(trace)}.
      </p>
      <TraceView
        tx={tx}
        receipt={receipt}
        calls={trace.calls}
        stateDiff={trace.diff}
        stateDiffProblem={
          <p className="mb-6 text-sm text-slate-600 dark:text-slate-400" data-testid="state-changes-not-kept">
            The state changes were not kept: the endpoint’s prestateTracer had not answered.
          </p>
        }
        preimages={trace.preimages}
      />
    </>
  );
}
