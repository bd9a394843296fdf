/**
 * The lookups a cold link starts at boot (see cold-link.ts), as the route manifest lists them,
 * with the page's own query factories and parsers so the page finds the answer in the cache (or
 * in flight) and a bad entry sends nothing. Loaded beside the page's code, never with the first
 * page.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  receiptQuery,
  storageQuery,
  transactionByBlockQuery,
  transactionByHashQuery,
  type QueryEndpoint,
} from '../data/queries/queries.ts';
import { optionalQuery } from '../data/queries/optional-queries.ts';
import { checksumProblem } from '../domain/address-checksum.ts';
import { bigIntToQuantity, isAddress, isHash } from '../domain/hex.ts';
import { parseBlockInput } from '../domain/parse-block-input.ts';
import { parseSlotPosition } from '../domain/storage/slot-input.ts';
import { parseTransactionIndex } from '../domain/transaction-index.ts';
import { LOOKUP_CONSTANTS } from './lookup-constants.ts';
import {
  pageManifest,
  type ArgumentKind,
  type LookupConstant,
  type LookupMethod,
  type PageEntry,
  type PageName,
} from './manifest.ts';

/** Each kind of argument as the page parses it: the wire's argument, or null when the page would refuse it. */
const WIRE_ARGUMENT: Record<ArgumentKind, (text: string) => string | null> = {
  hash: (text) => (isHash(text) ? text : null),
  // a mixed case that is not the address's checksum is refused as a probable typo
  address: (text) => (isAddress(text) && checksumProblem(text) === null ? text.toLowerCase() : null),
  transactionIndex: (text) => {
    const index = parseTransactionIndex(text);
    return index.ok ? bigIntToQuantity(index.value) : null;
  },
  slot: (text) => {
    const slot = parseSlotPosition(text);
    return slot.ok ? bigIntToQuantity(slot.value) : null;
  },
  block: (text) => {
    const block = parseBlockInput(text);
    return block.ok ? block.value.wire : null;
  },
};

type Start = (queryClient: QueryClient, endpoint: QueryEndpoint, params: string[]) => Promise<unknown>;

/** Each method started through the query factory the pages use for it. */
const START: Record<LookupMethod, Start> = {
  eth_getTransactionByHash: (client, endpoint, [hash = '']) => client.query(transactionByHashQuery(endpoint, hash)),
  eth_getTransactionReceipt: (client, endpoint, [hash = '']) => client.query(receiptQuery(endpoint, hash)),
  eth_getTransactionByBlockHashAndIndex: (client, endpoint, [blockHash = '', index = '']) =>
    client.query(transactionByBlockQuery(endpoint, blockHash, BigInt(index))),
  // a word at a tag too: it stays current for the moment until the page mounts (storageQuery)
  eth_getStorageAt: (client, endpoint, [address = '', slot = '', block = '']) =>
    client.query(storageQuery(endpoint, address, slot, block)),
  eth_getBalance: (client, endpoint, [address = '', block = '']) =>
    client.query(optionalQuery(endpoint, 'eth_getBalance', address, block)),
  eth_getTransactionCount: (client, endpoint, [address = '', block = '']) =>
    client.query(optionalQuery(endpoint, 'eth_getTransactionCount', address, block)),
  eth_getCode: (client, endpoint, [address = '', block = '']) =>
    client.query(optionalQuery(endpoint, 'eth_getCode', address, block)),
};

/**
 * The calls a link to `page` starts: its path's parameters and its query (defaults for what it
 * leaves out) read as the page reads them. None when any argument is one the page would refuse.
 */
export function coldLinkCalls(
  page: PageName,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
): Array<{ method: LookupMethod; params: string[] }> {
  const entry: PageEntry = pageManifest[page];
  const calls: Array<{ method: LookupMethod; params: string[] }> = [];
  for (const lookup of entry.lookups ?? []) {
    const wire: string[] = [];
    for (const argument of lookup.params) {
      if (argument.startsWith('=')) {
        wire.push(LOOKUP_CONSTANTS[argument.slice(1) as LookupConstant]);
        continue;
      }
      const [name, kind] = argument.split(':') as [string, ArgumentKind];
      const text = params[name] ?? search.get(name) ?? entry.query?.[name] ?? '';
      const value = WIRE_ARGUMENT[kind](text);
      if (value === null) return [];
      wire.push(value);
    }
    calls.push({ method: lookup.method, params: wire });
  }
  return calls;
}

/** Starts the lookups of a link to `page`, in one tick (one batch over HTTP); settles when they all have. */
export function startLookup(
  page: PageName,
  params: Record<string, string | undefined>,
  queryClient: QueryClient,
  endpoint: QueryEndpoint,
  search: URLSearchParams,
): Promise<unknown> | undefined {
  const calls = coldLinkCalls(page, params, search);
  if (calls.length === 0) return undefined;
  return Promise.all(calls.map((call) => START[call.method](queryClient, endpoint, call.params)));
}
