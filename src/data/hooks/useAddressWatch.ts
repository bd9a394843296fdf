import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ActivityRow } from '../../domain/activity/activity-rows.ts';
import type { Address } from '../../domain/hex.ts';
import { keepActivity } from '../watch/activity-archive.ts';
import { watchedAddresses, type AddressWatch } from '../stores/watched-addresses.ts';
import { useEndpoint } from './useEndpoint.ts';

export interface AddressWatchControl {
  /** null while the address is not watched on this network */
  watch: AddressWatch | null;
  start(): void;
  stop(): void;
}

/**
 * The Activity tab's "Watch this address": while it is on (kept on this device, so a reload
 * carries on) and the tab is open, the rows the tab shows (useAddressActivity.ts, live by its own
 * means) are kept in this browser's archive as they arrive (data/watch/activity-archive.ts). It
 * asks nothing of its own for new blocks: it follows the rows.
 */
export function useAddressWatch(
  address: Address,
  chain: string,
  rows: readonly ActivityRow[],
  /** the tab's newest block, where a watch begins */
  head: bigint | null,
): AddressWatchControl {
  const endpoint = useEndpoint();
  const queryClient = useQueryClient();
  useSyncExternalStore(watchedAddresses.subscribe, watchedAddresses.version);
  const watch = watchedAddresses.of(chain, address);
  const watching = watch !== null;
  // useEndpoint makes a new object each render: the keeping depends on what is in it
  const client = endpoint?.client ?? null;
  const endpointId = endpoint?.endpointId ?? null;
  const keeping = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!watching || !client || !endpointId || rows.length === 0) return;
    // one round after another: a round's receipts are marked asked before the next looks
    keeping.current = keeping.current.then(() =>
      keepActivity(queryClient, { client, endpointId }, address, rows).catch(() => 0),
    );
  }, [watching, client, endpointId, queryClient, address, rows]);

  const start = useCallback(() => {
    if (head !== null) watchedAddresses.watch(chain, address, head);
  }, [chain, address, head]);
  const stop = useCallback(() => watchedAddresses.unwatch(chain, address), [chain, address]);
  return { watch, start, stop };
}
