import { useMemo } from 'react';
import { decodeLog } from '../../domain/abi/decode-log.ts';
import type { EventTable } from '../../domain/abi/signature.ts';
import type { TraceLog } from '../../domain/trace/call-trace.ts';
import { DecodedParams } from '../DecodedParams.tsx';
import { HashValue } from '../HashValue.tsx';
import { NameSourceMark } from '../names/NameSourceMark.tsx';
import { indentOf } from './FrameRow.tsx';
import { OnDemand } from './OnDemand.tsx';
import { TraceAddress } from './TraceAddress.tsx';

/** A log at its place in the call tree, decoded with the events known for its emitter. */
export function TraceLogRow({
  log,
  depth,
  table,
  undone,
}: {
  log: TraceLog;
  /** the depth of the frame that emitted it */
  depth: number;
  table: EventTable;
  /** its frame's effects were undone: the log is not in the receipt */
  undone: boolean;
}) {
  const decoded = useMemo(() => decodeLog(log.topics, log.data, table), [log, table]);
  return (
    <div
      className="rounded-md border border-dashed border-slate-300 bg-slate-50 px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900/60"
      style={{ marginLeft: indentOf(depth + 1) }}
      data-testid="trace-log"
    >
      <div className="flex flex-wrap items-center gap-x-2">
        <span className="rounded bg-emerald-100 px-1.5 font-mono text-xs text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          LOG{log.topics.length}
        </span>
        <TraceAddress address={log.address} />
        {decoded.ok ? (
          <span className="font-mono text-sm font-semibold" data-testid="trace-log-event">
            {decoded.event.name}
            <NameSourceMark trust={decoded.event.trust} source={decoded.event.source} />
          </span>
        ) : (
          // the reason names the topic in full: it may break anywhere rather than widen the page
          <span className="min-w-0 text-xs wrap-anywhere text-slate-500">{decoded.reason}</span>
        )}
        {undone && <span className="text-xs text-amber-700 dark:text-amber-300">undone: not in the receipt</span>}
      </div>
      <OnDemand summary="Topics and data">
        {() => (
          <>
            {decoded.ok && <DecodedParams params={decoded.args} />}
            {log.topics.map((topic, i) => (
              <p key={i} className="flex flex-wrap items-center gap-1">
                <span className="text-xs text-slate-500">topic {i}</span>
                <HashValue value={topic} />
              </p>
            ))}
            <p className="flex flex-wrap items-center gap-1">
              <span className="text-xs text-slate-500">data</span>
              <HashValue value={log.data} />
            </p>
          </>
        )}
      </OnDemand>
    </div>
  );
}
