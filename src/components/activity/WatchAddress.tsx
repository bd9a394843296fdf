/**
 * "Watch this address" on the Activity tab (data/hooks/useAddressWatch.ts): the button, what the
 * watch does while on, and on "Stop watching" what stays kept.
 */
import { useState } from 'react';
import type { AddressWatchControl } from '../../data/hooks/useAddressWatch.ts';
import { formatCount } from '../../domain/units.ts';
import { formatUtc } from '../../domain/utc-time.ts';
import { BlockNumberLink } from '../block/BlockNumberLink.tsx';

const BUTTON =
  'rounded border border-emerald-400 px-3 py-1 text-emerald-900 hover:bg-emerald-50 dark:border-emerald-700 dark:text-emerald-200 dark:hover:bg-emerald-950';

export function WatchAddress({
  control,
  kept,
  archiveOff,
}: {
  control: AddressWatchControl;
  /** rows of the address this browser's archive holds, for what stays when the watch stops */
  kept: number;
  /** the archive's budget is 0: a watch would keep nothing */
  archiveOff: boolean;
}) {
  const { watch } = control;
  const [stopped, setStopped] = useState(false);
  return (
    <div className="mb-3 space-y-1 text-sm" data-testid="address-watch" data-watching={watch !== null}>
      <div className="flex flex-wrap items-center gap-2">
        {watch ? (
          <button
            type="button"
            className={BUTTON}
            onClick={() => {
              control.stop();
              setStopped(true);
            }}
          >
            Stop watching
          </button>
        ) : (
          <button
            type="button"
            className={BUTTON}
            onClick={() => {
              control.start();
              setStopped(false);
            }}
            title="Keep this address's new activity in this browser's archive while the tab is open, so its history here reaches back as far as it was watched"
          >
            Watch this address
          </button>
        )}
      </div>
      {watch && (
        <p role="status" className="text-emerald-950 dark:text-emerald-100" data-testid="address-watch-status">
          Watching since block <BlockNumberLink number={watch.sinceBlock} testId="address-watch-since" /> (
          {formatUtc(watch.sinceMs)}): its transfers, events and transactions are kept in this browser’s archive as they
          arrive, while a tab of it is open (this device remembers the watch over a reload).
        </p>
      )}
      {watch && archiveOff && (
        <p className="text-amber-800 dark:text-amber-300" data-testid="address-watch-archive-off">
          This browser’s archive is off (its budget is 0 in Settings): nothing is kept.
        </p>
      )}
      {!watch && stopped && (
        <p role="status" data-testid="address-watch-stopped">
          Stopped watching: nothing new is kept. What was kept stays in this browser’s archive ({formatCount(kept)}{' '}
          {kept === 1 ? 'row' : 'rows'} of this address) until its budget pushes it out or you clear it on the Archive
          page.
        </p>
      )}
    </div>
  );
}
