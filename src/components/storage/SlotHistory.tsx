import { useId, useState, useSyncExternalStore } from 'react';
import { bigIntToQuantity } from '../../domain/hex.ts';
import { NEAR_HEAD_WINDOW_BLOCKS } from '../../domain/near-head-window.ts';
import {
  READS_PER_CHANGE,
  SAMPLE_STRIDE,
  openStretches,
  requestsSent,
  sampleBlocks,
  slotHistoryPhase,
  type SlotHistoryState,
} from '../../domain/storage/slot-history.ts';
import { slotTimeline } from '../../domain/storage/slot-history-timeline.ts';
import { mergeWatched, type ArchivedReading } from '../../domain/storage/watched-timeline.ts';
import { useSlotHistory, type SlotHistoryRun } from '../../data/hooks/useSlotHistory.ts';
import type { SlotWatch } from '../../data/hooks/useSlotWatch.ts';
import { watchedSlots } from '../../data/stores/watched-slots.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { WatchStatus } from './WatchStatus.tsx';
import { ErrorPanel } from '../ErrorPanel.tsx';
import { SlotHistoryTimeline } from './SlotHistoryTimeline.tsx';

const CAPS = [16, 32, 64, 128] as const;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function progressLine(state: SlotHistoryState, inFlight: number): string {
  const phase = slotHistoryPhase(state);
  if (phase === 'head') return 'Finding the newest block (probing forward from the newest block seen)…';
  if (phase === 'sample') {
    const samples = sampleBlocks(state.window!);
    const read = samples.filter((b) => state.words.has(b)).length;
    return `Reading every ${SAMPLE_STRIDE}th block: ${read} of ${samples.length}${inFlight ? ` (${inFlight} in flight)` : ''}…`;
  }
  if (phase === 'narrow') return `Narrowing ${plural(openStretches(state).length, 'stretch')} down to the block…`;
  return '';
}

/** What the run did, what it cost and what the bound was. */
function Summary({ run, state }: { run: SlotHistoryRun; state: SlotHistoryState }) {
  const changes = slotTimeline(state).changes.length;
  const sent = requestsSent(state);
  const { head, sample, narrow } = state.requests;
  const bound = head + sampleBlocks(state.window ?? { oldest: 0n, newest: 0n }).length + READS_PER_CHANGE * changes;
  if (state.failure)
    return (
      <p className="text-amber-800 dark:text-amber-200" data-testid="history-failed">
        {state.failure.kind === 'window-moved'
          ? `Block ${state.failure.block} left the endpoint’s window while the history was read (the chain moved on). Start again to read the window as it is now.`
          : `Block ${state.failure.block}, served a moment ago, is “not there yet” now (the endpoint may be behind a load balancer of nodes at different heights). Start again.`}
      </p>
    );
  if (run.status === 'capped' || run.status === 'cancelled')
    return (
      <p data-testid="history-stopped">
        {run.status === 'cancelled' ? 'Cancelled' : 'Stopped'} after {plural(sent, 'request')};{' '}
        {plural(changes, 'change')} found so far.
        {run.abandoned > 0 &&
          ` ${plural(run.abandoned, 'more request')} ${run.abandoned === 1 ? 'was' : 'were'} in flight when cancelled: ${run.abandoned === 1 ? 'its answer is' : 'their answers are'} ignored.`}
      </p>
    );
  if (run.status !== 'done') return null;
  return (
    <p data-testid="history-done" data-requests={sent} data-bound={bound}>
      {changes === 0
        ? `No change in blocks ${state.window!.oldest}–${state.window!.newest}.`
        : `${plural(changes, 'change')} in blocks ${state.window!.oldest}–${state.window!.newest}.`}{' '}
      {plural(sent, 'request')}: {head} to find the newest block, {sample} to sample, {narrow} to narrow down (at most{' '}
      {bound}: the head search, {sampleBlocks(state.window!).length} samples and {READS_PER_CHANGE} per change).
    </p>
  );
}

const NO_HISTORY = { ranges: [], changes: [] };

/**
 * The slot's history: where its value changed among the latest 128 blocks, found with
 * eth_getStorageAt alone (domain/storage/slot-history.ts), with progress, a cap the person chooses, cancel
 * and continue; and, once it is watched (data/hooks/useSlotWatch.ts), back as far as it was watched, in
 * this tab or earlier (the archive's readings), the watched points marked.
 */
export function SlotHistory({
  address,
  slot,
  watch,
  archived,
}: {
  address: string;
  slot: bigint;
  watch: SlotWatch;
  /** this slot's readings kept in the browser's archive */
  archived: readonly ArchivedReading[];
}) {
  const [cap, setCap] = useState<number>(64);
  const run = useSlotHistory(address, slot, cap);
  const capId = useId();
  const { status, state } = run;
  const running = status === 'running';
  const sent = state ? requestsSent(state) : 0;
  const changes = state ? slotTimeline(state).changes.length : 0;
  const endpointId = useEndpoint()?.endpointId ?? null;
  useSyncExternalStore(watchedSlots.subscribe, watchedSlots.version);
  const watched = endpointId === null ? [] : watchedSlots.log(endpointId, address, slot);
  const timeline = mergeWatched(state?.window ? slotTimeline(state) : NO_HISTORY, watched, archived);
  const watching = watch.watching('slot');
  // the archive alone (a reload, another day) shows the history once it holds a change of the slot:
  // a single word kept from a read at a block (the archive keeps every one) is no history yet
  const archivedChange = mergeWatched(NO_HISTORY, [], archived).changes.length > 0;
  const reachesBack = watched.length > 0 || archivedChange;
  const showTimeline = state?.window != null || reachesBack;

  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="slot-history"
      data-status={status}
    >
      <h3 className="font-semibold">
        History of slot <span className="font-mono">{bigIntToQuantity(slot)}</span> in the latest{' '}
        {NEAR_HEAD_WINDOW_BLOCKS} blocks{reachesBack && ', and as far back as it was watched'}
      </h3>
      <p className="text-slate-600 dark:text-slate-300">
        Finds the blocks where this slot’s value changed, with <span className="font-mono">eth_getStorageAt</span>{' '}
        alone: it finds the newest block, reads the slot at every {SAMPLE_STRIDE}th block, then bisects each stretch
        whose ends differ. It cannot see a value that was written and put back between two blocks it read (at most{' '}
        {SAMPLE_STRIDE} apart): ends that agree look unchanged.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={capId} className="text-slate-600 dark:text-slate-300">
          Stop after
        </label>
        <select
          id={capId}
          value={cap}
          disabled={running}
          onChange={(event) => setCap(Number(event.target.value))}
          className="rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-950"
          data-testid="history-cap"
        >
          {CAPS.map((n) => (
            <option key={n} value={n}>
              {n} requests
            </option>
          ))}
        </select>
        {running ? (
          <button
            type="button"
            onClick={run.cancel}
            className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            Cancel
          </button>
        ) : (
          <button
            type="button"
            onClick={run.start}
            className="rounded bg-sky-700 px-3 py-1 text-white hover:bg-sky-800"
          >
            {status === 'idle' ? 'Find changes' : 'Start again'}
          </button>
        )}
        {watching ? (
          <button
            type="button"
            onClick={() => watch.stop('slot')}
            className="rounded border border-emerald-400 px-3 py-1 text-emerald-900 hover:bg-emerald-50 dark:border-emerald-700 dark:text-emerald-200 dark:hover:bg-emerald-950"
          >
            Stop watching
          </button>
        ) : (
          <button
            type="button"
            onClick={() => watch.start('slot', [slot])}
            className="rounded border border-emerald-400 px-3 py-1 text-emerald-900 hover:bg-emerald-50 dark:border-emerald-700 dark:text-emerald-200 dark:hover:bg-emerald-950"
            title="Read this slot at every new block while this page is open, so its history reaches back further than the endpoint's window"
          >
            Watch this slot
          </button>
        )}
        {(status === 'capped' || status === 'cancelled') && (
          <button
            type="button"
            onClick={run.resume}
            className="rounded border border-sky-300 px-3 py-1 text-sky-800 hover:bg-sky-50 dark:border-sky-800 dark:text-sky-300 dark:hover:bg-sky-950"
          >
            Continue (up to {cap} more requests)
          </button>
        )}
      </div>
      <div role="status" aria-live="polite" data-testid="history-progress" data-requests={sent} data-changes={changes}>
        {running && state && (
          <p>
            {progressLine(state, run.inFlight)} {plural(sent, 'request')} sent, {plural(changes, 'change')} found.
          </p>
        )}
        {state && <Summary run={run} state={state} />}
      </div>
      {watching && watch.status && <WatchStatus status={watch.status} slots={watch.slots.length} />}
      {status === 'error' && <ErrorPanel error={run.error} onRetry={run.resume} />}
      {showTimeline && timeline.ranges.length > 0 && (
        <SlotHistoryTimeline timeline={timeline} address={address} slot={slot} />
      )}
    </section>
  );
}
