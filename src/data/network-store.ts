/**
 * What the network guess rests on besides the page itself: the user's choice in Settings
 * (localStorage `hexray.network`: "auto", "unknown" or a decimal chain id) and, for this tab only,
 * the chain id the last transaction seen on each endpoint carried (a receipt has none of its own).
 * A tiny external store, read with useSyncExternalStore.
 */
import { parseNetworkChoice, serializeNetworkChoice, type NetworkChoice } from '../domain/resolve-network.ts';
import { deviceStorage, readItem, writeItem } from '../browser/guarded-storage.ts';
import { createListeners } from './listeners.ts';

const STORAGE_KEY = 'hexray.network';

const listeners = createListeners();
const seenChainIds = new Map<string, bigint>();
let choice: NetworkChoice | null = null;

function changed(): void {
  listeners.notify();
}

export const networkStore = {
  choice(): NetworkChoice {
    choice ??= parseNetworkChoice(readItem(deviceStorage(), STORAGE_KEY));
    return choice;
  },
  setChoice(next: NetworkChoice): void {
    choice = next;
    // storage full: the choice lasts as long as the page
    writeItem(deviceStorage(), STORAGE_KEY, next.kind === 'auto' ? null : serializeNetworkChoice(next));
    changed();
  },
  seenChainId(endpointId: string): bigint | null {
    return seenChainIds.get(endpointId) ?? null;
  },
  recordChainId(endpointId: string, chainId: bigint): void {
    if (seenChainIds.get(endpointId) === chainId) return;
    seenChainIds.set(endpointId, chainId);
    changed();
  },
  subscribe: listeners.subscribe,
};
