import { memo, useId, useMemo, useState } from 'react';
import type { Log } from '../../domain/receipt.ts';
import { decodeLog } from '../../domain/abi/decode-log.ts';
import { tokenAmountInEvent } from '../../domain/token/token-amounts.ts';
import type { EventTable } from '../../domain/abi/signature.ts';
import { DecodedParams } from '../DecodedParams.tsx';
import { ModeTabs, TabPanel } from '../ModeTabs.tsx';
import { TopicRow } from './TopicRow.tsx';
import { LogDataView } from './LogDataView.tsx';
import { AddressValue } from '../AddressValue.tsx';
import { VerifiedNameOf } from '../names/VerifiedName.tsx';
import type { VerifiedState } from '../../data/names/useVerifiedContract.ts';
import { LogLinkButton } from './LogLinkButton.tsx';
import { NameSourceMark } from '../names/NameSourceMark.tsx';
import { OtherGuesses } from '../names/OtherGuesses.tsx';

type LogMode = 'decoded' | 'raw';

/** What a log is numbered by: its logIndex in the block, or its place in the receipt when the node sends none. */
export function logNumber(log: Log, position: number): bigint {
  return log.logIndex ?? BigInt(position);
}

/** A rough height before the log is measured, so the scrollbar of a long list is about right. */
export function estimateLogHeight(log: Log, decodable: boolean): number {
  if (decodable) return 96 + (log.topics.length - 1 + 2) * 34;
  const dataWordCount = Math.ceil((log.data.length - 2) / 64);
  return 104 + log.topics.length * 34 + (dataWordCount === 0 ? 0 : 30 + Math.min(dataWordCount, 11) * 20);
}

const label = 'text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400';

/**
 * One log: its number, emitter and, when the event is known, its decoded arguments; otherwise (or
 * on request) the raw topics and data, each with its own views.
 */
export const LogEntry = memo(function LogEntry({
  log,
  position,
  table,
  onPasteAbi,
  selected = false,
  verified,
}: {
  log: Log;
  position: number;
  table: EventTable;
  onPasteAbi: (address: string) => void;
  /** the log a link (`#log-12`) points at: marked */
  selected?: boolean;
  /** what Sourcify says of the emitter: its verified name beside its address */
  verified?: VerifiedState;
}) {
  const decoding = useMemo(() => decodeLog(log.topics, log.data, table), [log, table]);
  const [chosen, setChosen] = useState<LogMode | null>(null);
  const mode: LogMode = chosen ?? (decoding.ok ? 'decoded' : 'raw');
  const number = logNumber(log, position);
  const panelId = useId();

  return (
    <article
      className={`rounded-lg border bg-white p-3 shadow-sm sm:p-4 dark:bg-slate-900 ${selected ? 'border-sky-600 ring-2 ring-sky-600 dark:border-sky-400 dark:ring-sky-400' : 'border-slate-200 dark:border-slate-800'}`}
      data-testid="log"
      data-log-index={number.toString()}
      data-selected={selected ? 'true' : undefined}
      aria-current={selected ? 'location' : undefined}
      aria-label={`Log ${number}`}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span
          className="inline-flex h-7 min-w-7 items-center justify-center rounded-full bg-slate-100 px-2 font-mono text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200"
          title={`logIndex ${number} (position ${position} in this receipt)`}
        >
          #{number.toString()}
        </span>
        <LogLinkButton logIndex={number} label={`Copy link to log ${number}`} />
        {decoding.ok ? (
          <span className="inline-flex min-w-0 items-center gap-2" data-testid="log-event">
            <span className="font-semibold">{decoding.event.name}</span>
            <NameSourceMark trust={decoding.event.trust} source={decoding.event.source} />
          </span>
        ) : (
          <span className="text-sm text-slate-500" data-testid="log-event-unknown" title={decoding.reason}>
            {decoding.candidates.length > 0 ? `${decoding.candidates[0]!.name}? (does not fit)` : 'Unknown event'}
          </span>
        )}
        {log.removed && (
          <span
            className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800 dark:bg-red-900/50 dark:text-red-200"
            data-testid="log-removed"
            title="A chain reorganisation removed this log"
          >
            removed
          </span>
        )}
        <span className="ml-auto">
          <ModeTabs
            label={`Log ${number} view`}
            panelId={panelId}
            value={mode}
            onChange={setChosen}
            modes={[
              { value: 'decoded', label: 'Decoded', disabledReason: decoding.ok ? null : decoding.reason },
              { value: 'raw', label: 'Topics & data' },
            ]}
          />
        </span>
      </header>

      <TabPanel panelId={panelId} value={mode}>
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[5rem_1fr]">
          <dt className={label}>Address</dt>
          <dd className="min-w-0">
            <span className="inline-flex flex-wrap items-center gap-x-2">
              <AddressValue address={log.address} testId="log-address" />
              <VerifiedNameOf state={verified} />
            </span>
          </dd>
          {mode === 'decoded' && decoding.ok ? (
            <>
              <dt className={label}>Event</dt>
              <dd className="min-w-0 space-y-2">
                <p className="font-mono text-xs break-all text-slate-500" data-testid="log-signature">
                  {decoding.event.signature}
                </p>
                <DecodedParams
                  params={decoding.args}
                  tokenAmount={tokenAmountInEvent(decoding.event.signature, decoding.args, log.address)}
                />
                <OtherGuesses others={decoding.others} />
              </dd>
            </>
          ) : (
            <>
              <dt className={label}>Topics</dt>
              <dd className="min-w-0">
                {log.topics.length === 0 ? (
                  <p className="text-xs text-slate-500">No topics (an anonymous event)</p>
                ) : (
                  <ol className="space-y-1.5">
                    {log.topics.map((topic, i) => (
                      <TopicRow key={i} position={i} topic={topic} />
                    ))}
                  </ol>
                )}
              </dd>
              <dt className={label}>Data</dt>
              <dd className="min-w-0">
                <LogDataView data={log.data} />
              </dd>
              {!decoding.ok && (
                <dd className="min-w-0 text-xs wrap-anywhere text-slate-500 sm:col-start-2">
                  {decoding.reason}.{' '}
                  <button
                    type="button"
                    onClick={() => onPasteAbi(log.address)}
                    className="text-sky-700 hover:underline dark:text-sky-400"
                    data-testid="log-paste-abi"
                  >
                    Decode with this contract’s ABI…
                  </button>
                </dd>
              )}
            </>
          )}
        </dl>
      </TabPanel>
    </article>
  );
});
