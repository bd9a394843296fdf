/**
 * The user's choice of network in Settings (localStorage `hexray.network`: "auto", "unknown" or a
 * decimal chain id), for when nothing else names it. The chain ids an endpoint is known by are
 * its facts (data/stores/endpoint-facts.ts). A tiny external store, read with useSyncExternalStore.
 */
import {
  parseNetworkChoice,
  serializeNetworkChoice,
  type NetworkChoice,
} from '../../domain/network/resolve-network.ts';
import { deviceStorage, readItem, writeItem } from '../../browser/guarded-storage.ts';
import { createListeners } from './listeners.ts';

const STORAGE_KEY = 'hexray.network';

const listeners = createListeners();
let choice: NetworkChoice | null = null;

export const networkStore = {
  choice(): NetworkChoice {
    choice ??= parseNetworkChoice(readItem(deviceStorage(), STORAGE_KEY));
    return choice;
  },
  setChoice(next: NetworkChoice): void {
    choice = next;
    // storage full: the choice lasts as long as the page
    writeItem(deviceStorage(), STORAGE_KEY, next.kind === 'auto' ? null : serializeNetworkChoice(next));
    listeners.notify();
  },
  subscribe: listeners.subscribe,
};
