import { useCallback, useMemo, useState } from 'react';
import type { Log } from '../../domain/receipt.ts';
import { childrenOf, initiallyOpen, treeRows, type TraceFrame } from '../../domain/trace/trace-frames.ts';
import { formatCount } from '../../domain/units.ts';
import { useLogDecoding } from '../receipt/useLogDecoding.ts';
import { WindowedList } from '../receipt/WindowedList.tsx';
import { FrameRow } from './FrameRow.tsx';
import { TraceLogRow } from './TraceLogRow.tsx';

/**
 * The call tree: every frame and, at its place, every log; frames fold. Only the rows near the
 * viewport are drawn, so ten thousand frames scroll as easily as ten.
 */
export function CallTree({ frames, receiptLogs }: { frames: readonly TraceFrame[]; receiptLogs: readonly Log[] }) {
  const children = useMemo(() => childrenOf(frames), [frames]);
  const [open, setOpen] = useState(() => initiallyOpen(frames));
  const rows = useMemo(() => treeRows(frames, children, open), [frames, children, open]);
  // the receipt's emitters are those whose events the page can name (pasted ABIs, Sourcify)
  const decoding = useLogDecoding(receiptLogs);
  const toggle = useCallback((index: number) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }, []);
  const renderRow = (i: number) => {
    const row = rows[i]!;
    const traced = frames[row.frame]!;
    if (row.kind === 'log') {
      return (
        <TraceLogRow
          log={traced.frame.logs[row.log]!}
          depth={traced.depth}
          table={decoding.tableFor(traced.frame.logs[row.log]!.address)}
          undone={traced.outcome !== 'ok'}
        />
      );
    }
    return (
      <FrameRow
        traced={traced}
        open={open.has(traced.index)}
        foldable={children[traced.index]!.length > 0 || traced.frame.logs.length > 0}
        onToggle={() => toggle(traced.index)}
      />
    );
  };
  return (
    <section aria-labelledby="call-tree-title" className="mb-6" data-testid="call-tree">
      <div className="mb-2 flex flex-wrap items-baseline gap-x-3">
        <h2 id="call-tree-title" className="text-base font-semibold">
          Call tree
        </h2>
        <span className="text-sm text-slate-500" data-testid="call-tree-count">
          {formatCount(frames.length)} call{frames.length === 1 ? '' : 's'}
        </span>
        <button
          type="button"
          className="text-sm text-sky-700 hover:underline dark:text-sky-400"
          onClick={() => setOpen(new Set(frames.map((f) => f.index)))}
        >
          Unfold all
        </button>
        <button
          type="button"
          className="text-sm text-sky-700 hover:underline dark:text-sky-400"
          onClick={() => setOpen(new Set([0]))}
        >
          Fold all
        </button>
      </div>
      <WindowedList
        count={rows.length}
        itemKey={(i) => {
          const row = rows[i]!;
          return row.kind === 'call' ? `f${row.frame}` : `l${row.frame}.${row.log}`;
        }}
        estimateHeight={(i) => (rows[i]!.kind === 'call' ? 64 : 52)}
        renderItem={renderRow}
        overscan={6}
        gap={4}
        label="Calls and logs"
      />
    </section>
  );
}
