/**
 * The addresses this device watches (the Activity tab's "Watch this address"), per network, with
 * the block and time each watch began: kept on this device (localStorage
 * `hexray.watch.addresses`), so a reload, or another day, finds the watch on and carries on while
 * the tab is open. Only addresses, chain ids and block numbers: never an endpoint or a key. A
 * module-level store (listeners.ts), read with useSyncExternalStore.
 */
import { deviceStorage, readJson, writeItem } from '../../browser/guarded-storage.ts';
import { createListeners } from './listeners.ts';

export interface AddressWatch {
  /** decimal chain id, or 'unknown' */
  chain: string;
  /** lower case */
  address: string;
  /** the newest block the tab covered when the watch began */
  sinceBlock: bigint;
  /** ms since the epoch */
  sinceMs: number;
}

/** Watches kept at most: beyond this, the oldest is forgotten (its kept rows stay in the archive). */
export const MAX_WATCHED_ADDRESSES = 50;

const KEY = 'hexray.watch.addresses';
const listeners = createListeners();
let version = 0;
/** this page's copy when storage refuses a write */
let memory: AddressWatch[] | null = null;

const ADDRESS = /^0x[0-9a-f]{40}$/;
const CHAIN = /^([0-9]{1,20}|unknown)$/;
const BLOCK = /^[0-9]{1,20}$/;

/** A stored list is trusted entry by entry (storage can be edited by hand). */
function parseWatches(json: unknown): AddressWatch[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { chain, address, sinceBlock, sinceMs } = item as Record<string, unknown>;
    if (typeof chain !== 'string' || !CHAIN.test(chain)) return [];
    if (typeof address !== 'string' || !ADDRESS.test(address)) return [];
    if (typeof sinceBlock !== 'string' || !BLOCK.test(sinceBlock)) return [];
    if (typeof sinceMs !== 'number' || !Number.isSafeInteger(sinceMs) || sinceMs < 0) return [];
    return [{ chain, address, sinceBlock: BigInt(sinceBlock), sinceMs }];
  });
}

const all = (): AddressWatch[] => memory ?? parseWatches(readJson(deviceStorage(), KEY)).slice(-MAX_WATCHED_ADDRESSES);

function save(watches: AddressWatch[]): void {
  const json = JSON.stringify(watches.map((w) => ({ ...w, sinceBlock: w.sinceBlock.toString() })));
  memory = writeItem(deviceStorage(), KEY, json) ? null : watches;
  version++;
  listeners.notify();
}

const same = (watch: AddressWatch, chain: string, address: string) =>
  watch.chain === chain && watch.address === address.toLowerCase();

export const watchedAddresses = {
  subscribe: listeners.subscribe,
  version: () => version,
  of(chain: string, address: string): AddressWatch | null {
    return all().find((watch) => same(watch, chain, address)) ?? null;
  },
  watch(chain: string, address: string, sinceBlock: bigint, sinceMs: number = Date.now()): void {
    const others = all().filter((watch) => !same(watch, chain, address));
    save([...others, { chain, address: address.toLowerCase(), sinceBlock, sinceMs }].slice(-MAX_WATCHED_ADDRESSES));
  },
  unwatch(chain: string, address: string): void {
    save(all().filter((watch) => !same(watch, chain, address)));
  },
};
