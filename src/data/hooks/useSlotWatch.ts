import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WatchReading } from '../../domain/storage/slot-watch.ts';
import { startSlotWatch, type SlotWatchStatus } from '../watch/slot-watcher.ts';
import { useEndpoint } from './useEndpoint.ts';

/** Who asked for a slot to be watched: the slot read at the top of the page, or the imported layout. */
export type WatchOwner = 'slot' | 'layout';

export interface SlotWatch {
  /** null while nothing is watched */
  status: SlotWatchStatus | null;
  /** every slot watched now, each read once per block whoever asked for it */
  slots: readonly bigint[];
  watching(owner: WatchOwner): boolean;
  start(owner: WatchOwner, slots: readonly bigint[]): void;
  stop(owner: WatchOwner): void;
}

/**
 * The storage page's one watch (data/watch/slot-watcher.ts) over the slots its parts ask for: a slot in
 * both the read and the layout is read once per block. It runs while the page is open: leaving
 * the page or closing the tab stops it, and what it read stays for the tab (watched-slots.ts).
 * `onReadings`: each slot's readings of a round, for the archive.
 */
export function useSlotWatch(
  address: string,
  onReadings?: (slot: bigint, readings: WatchReading[]) => void,
): SlotWatch {
  const endpoint = useEndpoint();
  const queryClient = useQueryClient();
  const [owners, setOwners] = useState<Partial<Record<WatchOwner, readonly bigint[]>>>({});
  const [status, setStatus] = useState<SlotWatchStatus | null>(null);
  const slots = useMemo(() => {
    const all = [...(owners.slot ?? []), ...(owners.layout ?? [])];
    return [...new Set(all)];
  }, [owners]);
  // read by the loop at each round, so a slot added or dropped takes effect without a restart
  const current = useRef(slots);
  const report = useRef(onReadings);
  useEffect(() => {
    current.current = slots;
    report.current = onReadings;
  });

  const active = slots.length > 0;
  // useEndpoint makes a new object each render: the watch depends on what is in it
  const client = endpoint?.client ?? null;
  const endpointId = endpoint?.endpointId ?? null;
  useEffect(() => {
    if (!active || !client || !endpointId) return;
    const stop = startSlotWatch({
      queryClient,
      endpoint: { client, endpointId },
      address,
      slots: () => current.current,
      onStatus: setStatus,
      onReadings: (slot, readings) => report.current?.(slot, readings),
    });
    return () => {
      stop();
      setStatus(null);
    };
  }, [active, client, endpointId, address, queryClient]);

  const start = useCallback(
    (owner: WatchOwner, next: readonly bigint[]) => setOwners((was) => ({ ...was, [owner]: next })),
    [],
  );
  const stop = useCallback((owner: WatchOwner) => setOwners((was) => ({ ...was, [owner]: [] })), []);
  const watching = useCallback((owner: WatchOwner) => (owners[owner]?.length ?? 0) > 0, [owners]);
  return { status: active ? status : null, slots, watching, start, stop };
}
