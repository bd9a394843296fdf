/**
 * Every in-app path is built here, from the route manifest's patterns (its route table), so no page assembles a
 * route by hand and no route can carry the API key (none of these take it).
 */
import { matchPath, type PathParam } from 'react-router';
import type { SearchTarget } from '../domain/search-query.ts';
import type { WordView } from '../domain/storage/word-view.ts';
import { routeTable } from './route-table.ts';

const {
  home,
  transaction,
  receipt,
  trace,
  block,
  blockTransaction,
  address: addressPage,
  storage,
  read,
  activity,
  slots,
  settings,
  archive,
  snapshot,
} = routeTable;

/**
 * `pattern` with each `:name` segment replaced by its parameter (react-router's generatePath for
 * the patterns the manifest uses: its splats and optional segments cost the first page 1 KB).
 */
function pathOf<Pattern extends string>(pattern: Pattern, params: { [Name in PathParam<Pattern>]: string }): string {
  return pattern.replace(/:(\w+)/g, (_, name: PathParam<Pattern>) => params[name]);
}

/**
 * A pattern without parameters, which is its page's path as it stands (never for one with a
 * parameter, so adding one to such a page's pattern fails to compile where its path is built).
 */
type ParameterlessPath<Pattern extends string> = [PathParam<Pattern>] extends [never] ? Pattern : never;

export function homeURL(): ParameterlessPath<typeof home.path> {
  return home.path;
}

export function transactionURL(hash: string): string {
  return pathOf(transaction.path, { hash: hash.toLowerCase() });
}

export function receiptURL(hash: string): string {
  return pathOf(receipt.path, { hash: hash.toLowerCase() });
}

/** The Trace page; `source` and `fork` left out at their defaults (the endpoint's tracer; the network's rules). */
export function traceURL(hash: string, options?: { source?: 'endpoint' | 'browser'; fork?: string }): string {
  const query = new URLSearchParams();
  if (options?.source && options.source !== trace.query.source) query.set('source', options.source);
  if (options?.fork) query.set('fork', options.fork);
  const search = query.toString();
  return `${pathOf(trace.path, { hash: hash.toLowerCase() })}${search ? `?${search}` : ''}`;
}

/**
 * A block by number (shown in decimal), hash (lower case) or tag. `page` is its page of
 * transactions, left out at the default (the first).
 */
export function blockURL(blockRef: bigint | string, page?: number): string {
  const text = typeof blockRef === 'bigint' ? blockRef.toString() : blockRef.toLowerCase();
  const path = pathOf(block.path, { block: text });
  return page === undefined || String(page) === block.query.page ? path : `${path}?page=${page}`;
}

/** `index` is shown in decimal in the URL: it is what a person reads and types. */
export function blockTransactionURL(blockHash: string, index: bigint | number): string {
  return pathOf(blockTransaction.path, { blockHash: blockHash.toLowerCase(), index: index.toString() });
}

/** The address page: account or contract, balance, nonce, a proxy's implementation. */
export function addressURL(address: string): string {
  return pathOf(addressPage.path, { address: address.toLowerCase() });
}

/** The Read tab; a link that calls a function adds its query (query-state.ts, writeReadCall). */
export function readURL(address: string): string {
  return pathOf(read.path, { address: address.toLowerCase() });
}

/** The Activity tab: the address's transfers, events and transactions; `blocks`: how many of the latest it covers. */
export function activityURL(address: string, blocks?: number): string {
  const path = pathOf(activity.path, { address: address.toLowerCase() });
  return blocks === undefined ? path : `${path}?blocks=${blocks}`;
}

/**
 * `view` is the chosen reading of the word (`?view=`), carried from slot to slot on the same page.
 * The slot is kept even when empty or the default (a link to what was typed, bad entries included,
 * shows their message); the block is left out at its default.
 */
export function storageURL(address: string, options?: { slot?: string; block?: string; view?: WordView }): string {
  const query = new URLSearchParams();
  const set = (name: keyof typeof storage.query, value: string | undefined) =>
    value !== undefined && query.set(name, value);
  set('slot', options?.slot);
  if (options?.block !== storage.query.block) set('block', options?.block);
  set('view', options?.view);
  const search = query.toString();
  return `${pathOf(storage.path, { address: address.toLowerCase() })}${search ? `?${search}` : ''}`;
}

export function slotsURL(): ParameterlessPath<typeof slots.path> {
  return slots.path;
}

export function archiveURL(): ParameterlessPath<typeof archive.path> {
  return archive.path;
}

export function settingsURL(): ParameterlessPath<typeof settings.path> {
  return settings.path;
}

/**
 * A snapshot link's in-app path: the record rides in the fragment, which browsers never send to a
 * server (`fragment` is snapshot-link.ts's, without `#`).
 */
export function snapshotURL(fragment: string): string {
  const path: ParameterlessPath<typeof snapshot.path> = snapshot.path;
  return `${path}#${fragment}`;
}

/** Where a search box result goes. */
export function searchTargetURL(target: SearchTarget): string {
  switch (target.kind) {
    case 'transaction':
      return transactionURL(target.hash);
    case 'receipt':
      return receiptURL(target.hash);
    case 'address':
      return addressURL(target.address);
    case 'blockTransaction':
      return blockTransactionURL(target.blockHash, target.index);
    case 'block':
      return blockURL(target.block);
  }
}

/** The hash of the transaction page an in-app path shows (`/tx/0x…`, not its receipt), or null. */
export function transactionHashOfPath(path: string): string | null {
  return matchPath(transaction.path, path)?.params.hash ?? null;
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
