import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Log } from '../../domain/receipt.ts';
import type { Address } from '../../domain/hex.ts';
import type { EventTable } from '../../domain/abi/signature.ts';
import {
  eventNameCounts,
  filterLogs,
  isEmptyLogFilter,
  logEventNames,
  parseLogFilter,
} from '../../domain/logs/log-filter.ts';
import { readLogFilterQuery, writeLogFilterQuery, type LogFilterTexts } from '../../routes/query-state.ts';

/**
 * The logs filter: what the person typed, what it parses to, and the positions of the logs it
 * keeps. It starts from the URL query and, once changed, is written back there (replacing the
 * history entry: no entry per keystroke; the `#log-N` hash kept), so a reload or a link shows the
 * same filtered logs.
 */
export function useLogFilters(logs: readonly Log[], tableFor: (address: Address) => EventTable) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [texts, setTexts] = useState<LogFilterTexts>(() => readLogFilterQuery(params));
  const [touched, setTouched] = useState(false);
  const wanted = writeLogFilterQuery(params, texts).toString();
  const current = params.toString();
  const pathname = location.pathname;
  useEffect(() => {
    if (!touched || wanted === current) return;
    void navigate(
      // the hash as it is now: j / k may have moved it since this render
      { pathname, search: wanted ? `?${wanted}` : '', hash: window.location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [touched, wanted, current, pathname, navigate]);
  const change = useCallback((patch: Partial<LogFilterTexts>) => {
    setTexts((previous) => ({ ...previous, ...patch }));
    setTouched(true);
  }, []);

  const parsed = useMemo(
    () => parseLogFilter({ address: texts.address, topic: texts.topic }),
    [texts.address, texts.topic],
  );
  const filter = parsed.ok ? parsed.value : null;
  // names come from the same tables that decode the logs: a new ABI brings its events
  const eventNames = useMemo(() => logEventNames(logs, tableFor), [logs, tableFor]);
  const events = useMemo(() => eventNameCounts(eventNames), [eventNames]);
  // a name no log decodes as (its ABI forgotten, or never pasted on this device) filters nothing out
  const eventKnown = events.some((e) => e.name === texts.event);
  const event = eventKnown ? texts.event : '';
  const filtering = filter !== null && (!isEmptyLogFilter(filter) || event !== '');
  const positions = useMemo(
    () =>
      filter && filtering
        ? filterLogs(logs, filter, event ? { names: eventNames, wanted: event } : undefined)
        : logs.map((_, i) => i),
    [logs, filter, filtering, event, eventNames],
  );
  const clear = useCallback(() => change({ address: '', topic: '', event: '' }), [change]);

  return {
    addressText: texts.address,
    setAddressText: useCallback((address: string) => change({ address }), [change]),
    topicText: texts.topic,
    setTopicText: useCallback((topic: string) => change({ topic }), [change]),
    parsed,
    /** decoded event names with their counts, for the event filter */
    events,
    event,
    setEvent: useCallback((name: string) => change({ event: name }), [change]),
    /** the event name asked for (by a link) that no log here decodes as, or null */
    unknownEvent: texts.event !== '' && !eventKnown ? texts.event : null,
    /** true when the filter leaves some logs out (or could) */
    filtering,
    /** the receipt positions of the logs the filter keeps, in order */
    positions,
    clear,
  };
}
