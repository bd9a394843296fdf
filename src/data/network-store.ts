/**
 * What the network guess rests on besides the page itself: the user's choice in Settings
 * (localStorage `hexray.network`: "auto", "unknown" or a decimal chain id) and, for this tab only,
 * the chain id the last transaction seen on each endpoint carried (a receipt has none of its own).
 * A tiny external store, read with useSyncExternalStore.
 */
import { parseNetworkChoice, serializeNetworkChoice, type NetworkChoice } from '../domain/resolve-network.ts';
import { createListeners } from './listeners.ts';

const STORAGE_KEY = 'hexray.network';

const listeners = createListeners();
const seenChainIds = new Map<string, bigint>();
let choice: NetworkChoice | null = null;

function changed(): void {
  listeners.notify();
}

function readChoice(): NetworkChoice {
  try {
    return parseNetworkChoice(localStorage.getItem(STORAGE_KEY));
  } catch {
    return { kind: 'auto' };
  }
}

export const networkStore = {
  choice(): NetworkChoice {
    choice ??= readChoice();
    return choice;
  },
  setChoice(next: NetworkChoice): void {
    choice = next;
    try {
      if (next.kind === 'auto') localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, serializeNetworkChoice(next));
    } catch {
      // storage disabled: the choice lasts as long as the page
    }
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
