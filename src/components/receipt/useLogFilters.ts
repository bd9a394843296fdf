import { useCallback, useMemo, useState } from 'react';
import type { Log } from '../../rpc/index.ts';
import type { Address } from '../../domain/hex.ts';
import type { EventTable } from '../../domain/abi/signature.ts';
import {
  eventNameCounts,
  filterLogs,
  isEmptyLogFilter,
  logEventNames,
  parseLogFilter,
} from '../../domain/log-filter.ts';

/** The logs filter: what the person typed, what it parses to, and the positions of the logs it keeps. */
export function useLogFilters(logs: readonly Log[], tableFor: (address: Address) => EventTable) {
  const [addressText, setAddressText] = useState('');
  const [topicText, setTopicText] = useState('');
  const [eventText, setEventText] = useState('');
  const parsed = useMemo(() => parseLogFilter({ address: addressText, topic: topicText }), [addressText, topicText]);
  const filter = parsed.ok ? parsed.filter : null;
  // names come from the same tables that decode the logs: a new ABI brings its events
  const eventNames = useMemo(() => logEventNames(logs, tableFor), [logs, tableFor]);
  const events = useMemo(() => eventNameCounts(eventNames), [eventNames]);
  // a name no longer decoded (its ABI forgotten) filters nothing out
  const event = events.some((e) => e.name === eventText) ? eventText : '';
  const filtering = filter !== null && (!isEmptyLogFilter(filter) || event !== '');
  const positions = useMemo(
    () =>
      filter && filtering
        ? filterLogs(logs, filter, event ? { names: eventNames, wanted: event } : undefined)
        : logs.map((_, i) => i),
    [logs, filter, filtering, event, eventNames],
  );
  const clear = useCallback(() => {
    setAddressText('');
    setTopicText('');
    setEventText('');
  }, []);

  return {
    addressText,
    setAddressText,
    topicText,
    setTopicText,
    parsed,
    /** decoded event names with their counts, for the event filter */
    events,
    event,
    setEvent: setEventText,
    /** true when the filter leaves some logs out (or could) */
    filtering,
    /** the receipt positions of the logs the filter keeps, in order */
    positions,
    clear,
  };
}
