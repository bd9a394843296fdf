import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Log } from '../../rpc/index.ts';
import { logAnchor, parseLogAnchor } from '../../routes/urls.ts';
import type { Address, Hash } from '../../domain/hex.ts';
import { abiStore } from '../../data/abi-store.ts';
import { COMMON_EVENTS } from '../../domain/abi/common-signatures.ts';
import { parsePastedAbi } from '../../domain/abi/pasted-abi.ts';
import { eventTable, type EventTable } from '../../domain/abi/signature.ts';
import {
  eventNameCounts,
  filterLogs,
  isEmptyLogFilter,
  logEventNames,
  parseLogFilter,
} from '../../domain/log-filter.ts';
import { parseUserQuantity, QuantityInputError } from '../../domain/units.ts';
import { AbiPanel, readAbi, type ContractAbiState } from './AbiPanel.tsx';
import { estimateLogHeight, LogEntry, logNumber } from './LogEntry.tsx';
import { WindowedList, type WindowedListHandle } from './WindowedList.tsx';
import { LogsToolbar } from './LogsToolbar.tsx';
import { LogsExport } from './LogsExport.tsx';
import { useShortcuts } from '../useShortcuts.ts';

const BUILT_IN_EVENTS = [...COMMON_EVENTS.values()].flat();

/** A request from elsewhere on the page (the bloom box) to show one log; `seq` makes a repeat a new request. */
export interface LogJumpRequest {
  position: number;
  seq: number;
}

/** The logs of a receipt: filter, jump, decode with the user's ABIs, and a windowed list of them. */
export function ReceiptLogs({ logs, jumpRequest }: { logs: Log[]; jumpRequest: LogJumpRequest | null }) {
  const id = useId();
  const list = useRef<WindowedListHandle>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const abiSection = useRef<HTMLDivElement>(null);

  // --- ABIs: built-in events, with the user's ABI for a contract taking precedence ----------------
  const emitters = useMemo(() => [...new Set(logs.map((log) => log.address.toLowerCase() as Address))], [logs]);
  const storedAbis = useSyncExternalStore(abiStore.subscribe, abiStore.snapshot);
  const abiStates = useMemo(() => {
    const out = new Map<Address, ContractAbiState>();
    for (const address of emitters) {
      const json = storedAbis.get(address);
      if (json !== undefined) out.set(address, { json, ...readAbi(json) });
    }
    return out;
  }, [emitters, storedAbis]);
  const tables = useMemo(() => {
    const out = new Map<Address, EventTable>();
    for (const [address, state] of abiStates) {
      if (state.error === null) out.set(address, eventTable(parsePastedAbi(state.json).events, BUILT_IN_EVENTS));
    }
    return out;
  }, [abiStates]);
  const tableFor = useCallback(
    (address: Address) => tables.get(address.toLowerCase() as Address) ?? COMMON_EVENTS,
    [tables],
  );
  const [abiOpen, setAbiOpen] = useState(false);
  const [abiAddress, setAbiAddress] = useState<Address | null>(null);
  const selectedAbiAddress = abiAddress ?? emitters[0] ?? null;

  const openAbiFor = useCallback((address: string) => {
    setAbiAddress(address.toLowerCase() as Address);
    setAbiOpen(true);
    // the box opens on the next frame: if the person has moved to another control by then, leave them there
    const focusedAtStart = document.activeElement;
    requestAnimationFrame(() => {
      abiSection.current?.scrollIntoView({ block: 'center' });
      if (document.activeElement !== focusedAtStart && document.activeElement !== document.body) return;
      abiSection.current?.querySelector('textarea')?.focus({ preventScroll: true });
    });
  }, []);

  // --- filter -------------------------------------------------------------------------------
  const [addressText, setAddressText] = useState('');
  const [topicText, setTopicText] = useState('');
  const [eventText, setEventText] = useState('');
  const parsedFilter = parseLogFilter({ address: addressText, topic: topicText });
  const filter = parsedFilter.ok ? parsedFilter.filter : null;
  // names come from the same tables that decode the logs: a new ABI brings its events
  const eventNames = useMemo(() => logEventNames(logs, tableFor), [logs, tableFor]);
  const events = useMemo(() => eventNameCounts(eventNames), [eventNames]);
  // a name no longer decoded (its ABI forgotten) filters nothing out
  const event = events.some((e) => e.name === eventText) ? eventText : '';
  const positions = useMemo(
    () =>
      filter && (!isEmptyLogFilter(filter) || event)
        ? filterLogs(logs, filter, event ? { names: eventNames, wanted: event } : undefined)
        : logs.map((_, i) => i),
    // the filter is rebuilt on every render; its two strings (and the event name) are what matters
    [logs, filter?.address, filter?.topic, event, eventNames],
  );
  const filtering = filter !== null && (!isEmptyLogFilter(filter) || event !== '');

  // --- jump to a log ------------------------------------------------------------------------
  const [jumpText, setJumpText] = useState('');
  const [jumpProblem, setJumpProblem] = useState<string | null>(null);
  const [pendingJump, setPendingJump] = useState<number | null>(null);

  const showPosition = useCallback(
    (position: number) => {
      if (!positions.includes(position)) {
        // the log is filtered out: clear the filter, then jump once the full list is rendered
        setAddressText('');
        setTopicText('');
        setEventText('');
      }
      setPendingJump(position);
    },
    [positions],
  );

  useEffect(() => {
    if (pendingJump === null) return;
    const index = positions.indexOf(pendingJump);
    if (index === -1) return;
    setPendingJump(null);
    list.current?.scrollToIndex(index);
  }, [pendingJump, positions]);

  useEffect(() => {
    if (jumpRequest) showPosition(jumpRequest.position);
    // only a new request jumps, not a new filter
  }, [jumpRequest]);

  // --- the linked log: `#log-12` scrolls to log #12 and marks it --------------------------------
  const location = useLocation();
  const navigate = useNavigate();
  const linked = parseLogAnchor(location.hash);
  const selected = linked === null ? -1 : logs.findIndex((log, i) => logNumber(log, i) === linked);
  useEffect(() => {
    if (selected >= 0) showPosition(selected);
    // only a new link jumps, not a new filter
  }, [selected]);

  // j / k: the next / previous log (of those the filter shows), linked and marked like #log-12
  const step = (by: 1 | -1) => {
    // the address bar, not the last render: a second key press may come before React re-renders
    const current = parseLogAnchor(window.location.hash);
    const at = current === null ? -1 : positions.findIndex((p) => logNumber(logs[p]!, p) === current);
    const next = positions[at === -1 ? (by === 1 ? 0 : positions.length - 1) : at + by];
    if (next === undefined) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: logAnchor(logNumber(logs[next]!, next)) },
      { replace: true, preventScrollReset: true },
    );
  };
  useShortcuts({ j: () => step(1), k: () => step(-1) });

  function jump(event: FormEvent) {
    event.preventDefault();
    let wanted: bigint;
    try {
      wanted = parseUserQuantity(jumpText);
    } catch (error) {
      setJumpProblem(error instanceof QuantityInputError ? error.message : String(error));
      return;
    }
    const position = logs.findIndex((log, i) => logNumber(log, i) === wanted);
    if (position === -1) {
      const first = logs.length ? logNumber(logs[0]!, 0) : null;
      const last = logs.length ? logNumber(logs[logs.length - 1]!, logs.length - 1) : null;
      setJumpProblem(
        first === null
          ? 'This receipt has no logs'
          : `No log #${wanted} in this receipt: its logs are #${first}–#${last}`,
      );
      return;
    }
    setJumpProblem(null);
    showPosition(position);
    // the jump is a link too: the address bar now points at this log
    void navigate(
      { pathname: location.pathname, search: location.search, hash: logAnchor(wanted) },
      { replace: true, preventScrollReset: true },
    );
  }

  // --- the list -----------------------------------------------------------------------------
  const itemKey = useCallback((i: number) => String(positions[i]), [positions]);
  const estimateHeight = useCallback(
    (i: number) => {
      const log = logs[positions[i]!]!;
      const topic0 = log.topics[0]?.toLowerCase() as Hash | undefined;
      return estimateLogHeight(log, topic0 !== undefined && tableFor(log.address).has(topic0));
    },
    [logs, positions, tableFor],
  );
  const renderItem = useCallback(
    (i: number) => {
      const position = positions[i]!;
      const log = logs[position]!;
      return (
        <LogEntry
          log={log}
          position={position}
          table={tableFor(log.address)}
          onPasteAbi={openAbiFor}
          selected={position === selected}
        />
      );
    },
    [logs, positions, tableFor, openAbiFor, selected],
  );
  const topInset = useCallback(() => {
    const element = toolbar.current;
    return element && getComputedStyle(element).position === 'sticky' ? element.offsetHeight : 0;
  }, []);

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
          {logs.length.toLocaleString('en-US')} {logs.length === 1 ? 'log' : 'logs'}
        </span>
        {logs.length > 0 && <LogsExport logs={logs} tableFor={tableFor} />}
        {emitters.length > 0 && (
          <button
            type="button"
            onClick={() => setAbiOpen(!abiOpen)}
            aria-expanded={abiOpen}
            className="ml-auto text-sm text-sky-700 hover:underline dark:text-sky-400"
            data-testid="abi-toggle"
          >
            {abiOpen ? 'Hide ABI box' : 'Decode with ABI…'}
          </button>
        )}
      </div>

      {logs.length === 0 ? (
        <p
          className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-500 dark:border-slate-800 dark:bg-slate-900"
          data-testid="no-logs"
        >
          This transaction emitted no logs.
        </p>
      ) : (
        <>
          {abiOpen && selectedAbiAddress && (
            <div ref={abiSection} className="mb-3">
              <AbiPanel
                addresses={emitters}
                selected={selectedAbiAddress}
                onSelect={setAbiAddress}
                stored={abiStates}
              />
            </div>
          )}

          {logs.length > 1 && (
            <div
              ref={toolbar}
              className="z-10 -mx-4 mb-3 border-y border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur md:sticky md:top-0 md:mx-0 md:rounded-lg md:border dark:border-slate-800 dark:bg-slate-950/90"
              data-testid="logs-toolbar"
            >
              <LogsToolbar
                id={id}
                addressText={addressText}
                onAddressText={setAddressText}
                topicText={topicText}
                onTopicText={setTopicText}
                parsedFilter={parsedFilter}
                events={events}
                event={event}
                onEvent={setEventText}
                jumpText={jumpText}
                onJumpText={(text) => {
                  setJumpText(text);
                  setJumpProblem(null);
                }}
                jumpProblem={jumpProblem}
                onJump={jump}
                countText={
                  filtering
                    ? `${positions.length.toLocaleString('en-US')} of ${logs.length.toLocaleString('en-US')} logs`
                    : `${logs.length.toLocaleString('en-US')} logs`
                }
              />
            </div>
          )}

          {positions.length === 0 ? (
            <p
              className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500 dark:border-slate-700"
              data-testid="no-matching-logs"
            >
              No log matches the filter.
            </p>
          ) : (
            <WindowedList
              handleRef={list}
              label="Logs"
              count={positions.length}
              itemKey={itemKey}
              estimateHeight={estimateHeight}
              renderItem={renderItem}
              topInset={topInset}
            />
          )}
        </>
      )}
    </section>
  );
}
