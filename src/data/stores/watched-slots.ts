/**
 * What this tab's watches have read (domain/storage/slot-watch.ts): one log per endpoint, address and slot,
 * kept for the tab's life (a page left and opened again shows it; a reload starts from the
 * archive). A module-level store (listeners.ts), read with useSyncExternalStore.
 */
import { bigIntToQuantity, type Hex } from '../../domain/hex.ts';
import { recordReading, type WatchLog, type WatchReading } from '../../domain/storage/slot-watch.ts';
import { createListeners } from './listeners.ts';

const logs = new Map<string, WatchLog>();
const listeners = createListeners();
let version = 0;
const EMPTY: WatchLog = [];

const keyOf = (endpointId: string, address: string, slot: bigint) =>
  `${endpointId}|${address.toLowerCase()}|${bigIntToQuantity(slot)}`;

export const watchedSlots = {
  subscribe: listeners.subscribe,
  /** changes whenever any log does: a snapshot for useSyncExternalStore */
  version: () => version,
  log(endpointId: string, address: string, slot: bigint): WatchLog {
    return logs.get(keyOf(endpointId, address, slot)) ?? EMPTY;
  },
  /** folds readings in, oldest block first, and tells listeners once */
  record(
    endpointId: string,
    address: string,
    slot: bigint,
    readings: ReadonlyArray<{ block: bigint; word: Hex }>,
  ): WatchReading[] {
    const key = keyOf(endpointId, address, slot);
    let log = logs.get(key) ?? EMPTY;
    const seen: WatchReading[] = [];
    for (const { block, word } of readings) {
      const next = recordReading(log, block, word);
      log = next.log;
      seen.push(next.reading);
    }
    logs.set(key, log);
    version++;
    listeners.notify();
    return seen;
  },
};
