import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  startSlotHistory,
  startSlotHistoryAtHead,
  slotHistoryPhase,
  type SlotHistoryState,
} from '../../domain/storage/slot-history.ts';
import { runSlotHistory, SlotHistoryCancelled } from '../../domain/storage/slot-history-run.ts';
import { endpointFacts } from '../stores/endpoint-facts.ts';
import { newestBlockSeen } from '../stores/newest-block-seen.ts';
import { optionalQuery } from '../queries/optional-queries.ts';
import { slotHistoryReader } from '../queries/slot-history-reader.ts';
import { readHistory } from '../stores/read-history.ts';
import { useEndpoint } from './useEndpoint.ts';

export type SlotHistoryStatus =
  | 'idle'
  | 'running'
  /** the request cap was reached with work left: "continue" resumes */
  | 'capped'
  | 'done'
  | 'cancelled'
  /** the reader failed (network, provider error): "continue" retries from where it was */
  | 'error';

export interface SlotHistoryRun {
  status: SlotHistoryStatus;
  state: SlotHistoryState | null;
  /** reads sent and not yet answered */
  inFlight: number;
  /** reads that were on the wire when the run was cancelled: sent, their answers ignored */
  abandoned: number;
  error: unknown;
  /** the newest block number known when the run started (where the head search began) */
  hint: bigint | null;
  start(): void;
  /** resumes a capped or failed run with another `cap` requests */
  resume(): void;
  cancel(): void;
}

/**
 * Runs a slot's history (domain/storage/slot-history.ts) at most `cap` requests at a time. Cancelling
 * aborts the run: the round in flight is abandoned and nothing more is sent. Unmounting cancels.
 */
export function useSlotHistory(address: string, slot: bigint, cap: number): SlotHistoryRun {
  const endpoint = useEndpoint();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SlotHistoryStatus>('idle');
  const [state, setState] = useState<SlotHistoryState | null>(null);
  const [inFlight, setInFlight] = useState(0);
  const [abandoned, setAbandoned] = useState(0);
  // what cancel() must know at once, without waiting for a render
  const sending = useRef(0);
  const [error, setError] = useState<unknown>(null);
  const [hint, setHint] = useState<bigint | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    (from: SlotHistoryState) => {
      if (!endpoint) return;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setStatus('running');
      setError(null);
      setState(from);
      runSlotHistory(from, slotHistoryReader(endpoint.client, address, slot, abort.signal), {
        budget: cap,
        signal: abort.signal,
        onProgress: (next, inFlightNow) => {
          if (abort.signal.aborted) return;
          setState(next);
          sending.current = inFlightNow;
          setInFlight(inFlightNow);
        },
      }).then(
        (end) => {
          if (abort.signal.aborted) return;
          setState(end);
          setInFlight(0);
          const phase = slotHistoryPhase(end);
          setStatus(phase === 'done' || phase === 'failed' ? 'done' : 'capped');
        },
        (failure: unknown) => {
          setInFlight(0);
          if (failure instanceof SlotHistoryCancelled) return;
          if (abort.signal.aborted) return;
          setError(failure);
          setStatus('error');
        },
      );
    },
    [endpoint, address, slot, cap],
  );

  const start = useCallback(() => {
    if (!endpoint) return;
    const newest = newestBlockSeen(queryClient, endpoint.endpointId, readHistory.snapshot());
    setHint(newest);
    setAbandoned(0);
    const search = () => run(startSlotHistory(newest));
    // unknown (the probe has not answered): search, which needs only the four methods
    if (endpointFacts.serves(endpoint.endpointId, 'eth_blockNumber') !== true) return search();
    controller.current?.abort();
    const asking = new AbortController();
    controller.current = asking;
    setStatus('running');
    setState(null);
    // the head as it is now, not the live view's (up to a poll old): the window is read from it
    queryClient.query({ ...optionalQuery(endpoint, 'eth_blockNumber'), staleTime: 0 }).then(
      (head) => {
        if (asking.signal.aborted) return;
        setHint(head);
        run(startSlotHistoryAtHead(head));
      },
      () => {
        if (!asking.signal.aborted) search();
      },
    );
  }, [endpoint, queryClient, run]);

  const resume = useCallback(() => {
    if (state) run(state);
  }, [state, run]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    // read now: an updater runs at render time, after the reset below
    const onTheWire = sending.current;
    sending.current = 0;
    setAbandoned((count) => count + onTheWire);
    setInFlight(0);
    setStatus('cancelled');
  }, []);

  return { status, state, inFlight, abandoned, error, hint, start, resume, cancel };
}
