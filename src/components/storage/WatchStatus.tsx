import { formatCount } from '../../domain/units.ts';
import { WATCH_CATCH_UP_BLOCKS } from '../../domain/storage/slot-watch.ts';
import type { SlotWatchStatus } from '../../data/watch/slot-watcher.ts';
import { describeError } from '../describe-error.ts';

const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

function stateLine(status: SlotWatchStatus, slots: number): string {
  if (status.phase === 'paused')
    return `Paused: this tab is hidden, so nothing is read. Blocks made meanwhile are read when you come back (up to ${WATCH_CATCH_UP_BLOCKS} per slot); older ones stay unwatched.`;
  if (status.lastBlock === null) return `Watching ${plural(slots, 'slot')}: waiting for the first block…`;
  return `Watching ${plural(slots, 'slot')}: read at every new block, last at block ${status.lastBlock}.`;
}

/** What the watch is doing, what it has cost, and how it learns new blocks. */
export function WatchStatus({ status, slots }: { status: SlotWatchStatus; slots: number }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="space-y-1 rounded border border-emerald-200 bg-emerald-50 p-2 text-sm text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      data-testid="watch-status"
      data-phase={status.phase}
      data-via={status.via}
      data-last-block={status.lastBlock?.toString()}
      data-reads={status.reads}
      data-probes={status.probes}
    >
      <p>{stateLine(status, slots)}</p>
      <p className="text-xs">
        {plural(status.reads, 'eth_getStorageAt call')} so far
        {status.via === 'head'
          ? ', new blocks from the endpoint’s head (eth_blockNumber, asked once per block time).'
          : `: this endpoint does not serve eth_blockNumber, so new blocks are found by reading the slot at the next block (“not there yet” until it is made); ${plural(status.probes, 'call')} went to that.`}{' '}
        Each change is kept, with its block, in this browser’s archive. Watching stops when you stop it, leave this page
        or close the tab.
      </p>
      {status.error !== null && (
        <p className="text-amber-800 dark:text-amber-200" data-testid="watch-error">
          The last read failed: {describeError(status.error).message} Trying again at the next block.
        </p>
      )}
    </div>
  );
}
