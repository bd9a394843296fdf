import type { TraceFrame, ValueTransfer } from '../../domain/trace/trace-frames.ts';
import { TraceAddress } from './TraceAddress.tsx';
import { TraceAmount } from './TraceAmount.tsx';

/** Native currency moved by inner calls (Etherscan's "internal transactions"), with the call that moved it. */
export function InternalTransfers({
  transfers,
  frames,
}: {
  transfers: readonly ValueTransfer[];
  frames: readonly TraceFrame[];
}) {
  return (
    <section aria-labelledby="internal-transfers-title" className="mb-6" data-testid="internal-transfers">
      <h2 id="internal-transfers-title" className="mb-2 text-base font-semibold">
        Internal transfers ({transfers.length})
      </h2>
      {transfers.length === 0 ? (
        <p className="text-sm text-slate-500">No inner call moved native currency.</p>
      ) : (
        <ul className="space-y-1">
          {transfers.map((t) => {
            const traced = frames[t.frame]!;
            return (
              <li
                key={t.frame}
                className="flex flex-wrap items-center gap-x-2 rounded-md border border-slate-200 bg-white px-2 py-1.5 text-sm dark:border-slate-800 dark:bg-slate-900"
                data-testid="internal-transfer"
              >
                <TraceAddress address={t.from} />
                <span aria-label="to">→</span>
                <TraceAddress address={t.to} />
                <TraceAmount wei={t.amount} />
                <span className="text-xs text-slate-500">
                  call {traced.path} ({traced.frame.type}){traced.outcome !== 'ok' && ', undone'}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
