import { useMemo, useSyncExternalStore } from 'react';
import { bigIntToQuantity } from '../../domain/hex.ts';
import { layoutWatchSlots } from '../../domain/storage/layout-watch-slots.ts';
import { watchedChanges } from '../../domain/storage/slot-watch.ts';
import type { StorageLayout } from '../../domain/storage/storage-layout.ts';
import { middleEllipsis } from '../HashValue.tsx';
import type { SlotWatch } from '../../data/hooks/useSlotWatch.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { watchedSlots } from '../../data/stores/watched-slots.ts';
import { WatchStatus } from './WatchStatus.tsx';

/** The newest changes shown under the layout. */
const SHOWN_CHANGES = 20;

/**
 * "Watch every variable" of the imported layout (domain/storage/layout-watch-slots.ts): each variable's
 * words read at every new block, and the changes seen, newest first, named by their variables.
 */
export function LayoutWatch({ address, layout, watch }: { address: string; layout: StorageLayout; watch: SlotWatch }) {
  const plan = useMemo(() => layoutWatchSlots(layout), [layout]);
  const endpointId = useEndpoint()?.endpointId ?? null;
  useSyncExternalStore(watchedSlots.subscribe, watchedSlots.version);
  const watching = watch.watching('layout');
  const slots = [...plan.slots.keys()];

  const changes =
    endpointId === null
      ? []
      : [...plan.slots]
          .flatMap(([slot, labels]) => {
            return watchedChanges(watchedSlots.log(endpointId, address, slot)).map((change) => ({
              ...change,
              slot,
              labels,
            }));
          })
          .sort((a, b) => (a.block > b.block ? -1 : a.block < b.block ? 1 : 0))
          .slice(0, SHOWN_CHANGES);

  if (slots.length === 0) return null;
  return (
    <div className="mt-3 space-y-2 text-sm" data-testid="layout-watch">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => (watching ? watch.stop('layout') : watch.start('layout', slots))}
          className="rounded border border-emerald-400 px-3 py-1 text-emerald-900 hover:bg-emerald-50 dark:border-emerald-700 dark:text-emerald-200 dark:hover:bg-emerald-950"
        >
          {watching
            ? 'Stop watching the variables'
            : `Watch every variable (${slots.length} slot${slots.length === 1 ? '' : 's'})`}
        </button>
        <span className="text-xs text-slate-500">
          {plan.mappings.length > 0 && `Not watched: ${plan.mappings.join(', ')} (mappings: their entries need keys). `}
          {plan.capped.length > 0 && `Past the ${plan.slots.size}-slot cap: ${plan.capped.join(', ')}.`}
        </span>
      </div>
      {watching && watch.status && <WatchStatus status={watch.status} slots={watch.slots.length} />}
      {changes.length > 0 && (
        <ol className="space-y-1" data-testid="layout-watch-changes">
          {changes.map((change) => (
            <li
              key={`${change.slot}@${change.block}`}
              data-testid="layout-watch-change"
              data-slot={bigIntToQuantity(change.slot)}
              data-block={change.block.toString()}
              data-after={change.after}
              className="font-mono text-xs break-all"
            >
              <span className="font-sans">
                {change.pinned ? 'block' : 'by block'} {change.block.toString()}: {change.labels.join(', ')} (slot{' '}
                {bigIntToQuantity(change.slot)}){' '}
              </span>
              {middleEllipsis(change.before, 6)} → {middleEllipsis(change.after, 6)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
