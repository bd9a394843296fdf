import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Log } from '../../rpc/index.ts';
import { logAnchor, parseLogAnchor } from '../../routes/urls.ts';
import { readUserQuantity } from '../../domain/units.ts';
import { useShortcuts } from '../useShortcuts.ts';
import { logNumber } from './LogEntry.tsx';
import type { WindowedListHandle } from './WindowedList.tsx';

/** A request from elsewhere on the page (the bloom box) to show one log; `seq` makes a repeat a new request. */
export interface LogJumpRequest {
  position: number;
  seq: number;
}

interface LogSelectionOptions {
  logs: readonly Log[];
  /** the positions the filter shows */
  positions: readonly number[];
  clearFilters: () => void;
  list: RefObject<WindowedListHandle | null>;
  jumpRequest: LogJumpRequest | null;
}

/**
 * The log a link points at (`#log-12`: scrolled to and marked), j / k to the next and previous
 * shown log, the "go to log" box, and requests from elsewhere on the page to show a log. Asking
 * for a log the filter hides (the box, the bloom) clears the filter first; a link does not.
 */
export function useLogSelection({ logs, positions, clearFilters, list, jumpRequest }: LogSelectionOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const linked = parseLogAnchor(location.hash);
  const selected = linked === null ? -1 : logs.findIndex((log, i) => logNumber(log, i) === linked);

  // a log waiting for the filter to be cleared before the list can scroll to it
  const pending = useRef<number | null>(null);
  const show = useCallback(
    (position: number) => {
      const index = positions.indexOf(position);
      if (index === -1) {
        pending.current = position;
        clearFilters();
      } else {
        pending.current = null;
        list.current?.scrollToIndex(index);
      }
    },
    [positions, clearFilters, list],
  );
  useEffect(() => {
    if (pending.current === null) return;
    const index = positions.indexOf(pending.current);
    if (index === -1) return;
    pending.current = null;
    list.current?.scrollToIndex(index);
  }, [positions, list]);

  // only a new link or a new request shows a log, not a new filter. A link to a log its own filter
  // hides (`?topic=…#log-1500`) shows what was on screen when it was made: the filter is kept, and
  // `hiddenSelected` lets the page say so and offer the log.
  const showNow = useEffectEvent(show);
  const scrollToLinked = useEffectEvent((position: number) => {
    const index = positions.indexOf(position);
    if (index !== -1) list.current?.scrollToIndex(index);
  });
  useEffect(() => {
    if (selected >= 0) scrollToLinked(selected);
  }, [selected]);
  useEffect(() => {
    if (jumpRequest) showNow(jumpRequest.position);
  }, [jumpRequest]);

  const linkTo = (logIndex: bigint) =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: logAnchor(logIndex) },
      { replace: true, preventScrollReset: true },
    );

  // j / k: the next / previous log (of those the filter shows), linked and marked like #log-12
  const step = (by: 1 | -1) => {
    // the address bar, not the last render: a second key press may come before React re-renders
    const current = parseLogAnchor(window.location.hash);
    const at = current === null ? -1 : positions.findIndex((p) => logNumber(logs[p]!, p) === current);
    const next = positions[at === -1 ? (by === 1 ? 0 : positions.length - 1) : at + by];
    if (next === undefined) return;
    void linkTo(logNumber(logs[next]!, next));
  };
  useShortcuts({ j: () => step(1), k: () => step(-1) });

  const [jumpText, setJumpText] = useState('');
  const [jumpProblem, setJumpProblem] = useState<string | null>(null);
  function jump(event: SubmitEvent) {
    event.preventDefault();
    const read = readUserQuantity(jumpText);
    if (!read.ok) {
      setJumpProblem(read.message);
      return;
    }
    const wanted = read.value;
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
    show(position);
    // the jump is a link too: the address bar now points at this log
    void linkTo(wanted);
  }

  return {
    /** the receipt position of the linked log, or -1 */
    selected,
    /** the linked log's number when the filter hides it, else null */
    hiddenSelected: selected >= 0 && !positions.includes(selected) ? linked : null,
    /** shows the linked log the filter hides, clearing the filter */
    showSelected: () => {
      if (selected >= 0) show(selected);
    },
    jumpText,
    setJumpText: (text: string) => {
      setJumpText(text);
      setJumpProblem(null);
    },
    jumpProblem,
    jump,
  };
}
