import type { WordView } from '../domain/word-view.ts';
/**
 * Every in-app path is built here, so no page assembles a route by hand and no route can carry
 * the API key (none of these take it).
 */

import { matchPath } from 'react-router';
import type { SearchTarget } from '../domain/search-query.ts';

export const paths = {
  home: '/',
  settings: '/settings',
  slots: '/slots',
  transaction: '/tx/:hash',
  receipt: '/tx/:hash/receipt',
  blockTransaction: '/block/:blockHash/tx/:index',
  storage: '/address/:address/storage',
} as const;

export function transactionURL(hash: string): string {
  return `/tx/${hash.toLowerCase()}`;
}

export function receiptURL(hash: string): string {
  return `/tx/${hash.toLowerCase()}/receipt`;
}

/** `index` is shown in decimal in the URL: it is what a person reads and types. */
export function blockTransactionURL(blockHash: string, index: bigint | number): string {
  return `/block/${blockHash.toLowerCase()}/tx/${index.toString()}`;
}

/** The query parameter that carries the storage page's chosen reading of the word. */
export const WORD_VIEW_PARAM = 'view';

/** `view` is the chosen reading of the word (`?view=`), carried from slot to slot on the same page. */
export function storageURL(address: string, options?: { slot?: string; block?: string; view?: WordView }): string {
  const query = new URLSearchParams();
  // kept even when empty: a link to what was typed, bad entries included, shows their message
  if (options?.slot !== undefined) query.set('slot', options.slot);
  if (options?.block !== undefined && options.block !== 'latest') query.set('block', options.block);
  if (options?.view !== undefined) query.set(WORD_VIEW_PARAM, options.view);
  const search = query.toString();
  return `/address/${address.toLowerCase()}/storage${search ? `?${search}` : ''}`;
}

export function slotsURL(): string {
  return paths.slots;
}

export function settingsURL(): string {
  return paths.settings;
}

/** Where a search box result goes. */
export function searchTargetURL(target: SearchTarget): string {
  switch (target.kind) {
    case 'transaction':
      return transactionURL(target.hash);
    case 'receipt':
      return receiptURL(target.hash);
    case 'address':
      return storageURL(target.address);
    case 'blockTransaction':
      return blockTransactionURL(target.blockHash, target.index);
  }
}

/** The hash of the transaction page an in-app path shows (`/tx/0x…`, not its receipt), or null. */
export function transactionHashOfPath(path: string): string | null {
  return matchPath(paths.transaction, path)?.params.hash ?? null;
}

/** A log on the receipt page, by its `logIndex` (what the page shows as #12): `…/receipt#log-12`. */
export function logAnchor(logIndex: bigint): string {
  return `log-${logIndex.toString()}`;
}

/** The logIndex a location hash (`#log-12`) names, or null. */
export function parseLogAnchor(hash: string): bigint | null {
  const match = /^#log-(\d{1,12})$/.exec(hash);
  return match ? BigInt(match[1]!) : null;
}
