import { useId, useRef, useState } from 'react';
import type { Log } from '../../domain/receipt.ts';
import { formatCount } from '../../domain/units.ts';
import { AbiPanel } from './AbiPanel.tsx';
import type { WindowedListHandle } from './WindowedList.tsx';
import { LogsList } from './LogsList.tsx';
import { LogsToolbar } from './LogsToolbar.tsx';
import { LogsExport } from './LogsExport.tsx';
import { useLogDecoding } from './useLogDecoding.ts';
import { OutsideSourceOffer } from '../names/OutsideSourceOffer.tsx';
import { useAbiBox } from './useAbiBox.ts';
import { useLogFilters } from './useLogFilters.ts';
import { useLogSelection, type LogJumpRequest } from './useLogSelection.ts';
import { useStickyHeight } from './useStickyHeight.ts';

export type { LogJumpRequest } from './useLogSelection.ts';

/** The logs of a receipt: filter, jump, decode with the user's ABIs, and a windowed list of them. */
export function ReceiptLogs({ logs, jumpRequest }: { logs: Log[]; jumpRequest: LogJumpRequest | null }) {
  const id = useId();
  const list = useRef<WindowedListHandle>(null);
  const [toolbar, setToolbar] = useState<HTMLDivElement | null>(null);
  const topInset = useStickyHeight(toolbar);
  const abiSection = useRef<HTMLDivElement>(null);
  const { emitters, abiStates, verified, tableFor } = useLogDecoding(logs);
  const abiBox = useAbiBox(emitters, abiSection);
  const filters = useLogFilters(logs, tableFor);
  const { positions } = filters;
  const selection = useLogSelection({ logs, positions, clearFilters: filters.clear, list, jumpRequest });
  const total = formatCount(logs.length);

  return (
    <section aria-labelledby={`${id}-title`} data-testid="receipt-logs">
      <div className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          Logs
        </h2>
        <span
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
          data-testid="log-count"
        >
          {total} {logs.length === 1 ? 'log' : 'logs'}
        </span>
        {logs.length > 0 && <LogsExport logs={logs} shown={filters.filtering ? positions : null} tableFor={tableFor} />}
        {emitters.length > 0 && (
          <button
            type="button"
            onClick={abiBox.toggle}
            aria-expanded={abiBox.open}
            className="ml-auto text-sm text-sky-700 hover:underline dark:text-sky-400"
            data-testid="abi-toggle"
          >
            {abiBox.open ? 'Hide ABI box' : 'Decode with ABI…'}
          </button>
        )}
      </div>

      {emitters.length > 0 && (
        <div className="mb-3">
          <OutsideSourceOffer source="sourcify" />
        </div>
      )}
      {logs.length === 0 ? (
        <p
          className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-500 dark:border-slate-800 dark:bg-slate-900"
          data-testid="no-logs"
        >
          This transaction emitted no logs.
        </p>
      ) : (
        <>
          {abiBox.open && abiBox.address && (
            <div ref={abiSection} className="mb-3">
              <AbiPanel addresses={emitters} selected={abiBox.address} onSelect={abiBox.choose} stored={abiStates} />
            </div>
          )}

          {logs.length > 1 && (
            <div
              ref={setToolbar}
              className="z-10 -mx-4 mb-3 border-y border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur md:sticky md:top-0 md:mx-0 md:rounded-lg md:border dark:border-slate-800 dark:bg-slate-950/90"
              data-testid="logs-toolbar"
            >
              <LogsToolbar
                id={id}
                addressText={filters.addressText}
                onAddressText={filters.setAddressText}
                topicText={filters.topicText}
                onTopicText={filters.setTopicText}
                parsedFilter={filters.parsed}
                events={filters.events}
                event={filters.event}
                onEvent={filters.setEvent}
                unknownEvent={filters.unknownEvent}
                jumpText={selection.jumpText}
                onJumpText={selection.setJumpText}
                jumpProblem={selection.jumpProblem}
                onJump={selection.jump}
                countText={filters.filtering ? `${formatCount(positions.length)} of ${total} logs` : `${total} logs`}
              />
            </div>
          )}

          {selection.hiddenSelected !== null && (
            <p
              className="mb-3 flex flex-wrap items-center gap-x-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm dark:border-amber-900 dark:bg-amber-950/40"
              data-testid="linked-log-hidden"
            >
              Log #{selection.hiddenSelected.toString()}, the one the link points at, is hidden by the filter.
              <button
                type="button"
                onClick={selection.showSelected}
                className="text-sky-700 hover:underline dark:text-sky-400"
              >
                Show log #{selection.hiddenSelected.toString()} (clears the filter)
              </button>
            </p>
          )}

          {positions.length === 0 ? (
            <p
              className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500 dark:border-slate-700"
              data-testid="no-matching-logs"
            >
              No log matches the filter.
            </p>
          ) : (
            <LogsList
              logs={logs}
              positions={positions}
              tableFor={tableFor}
              verified={verified}
              onPasteAbi={abiBox.openFor}
              selected={selection.selected}
              handleRef={list}
              topInset={topInset}
            />
          )}
        </>
      )}
    </section>
  );
}
