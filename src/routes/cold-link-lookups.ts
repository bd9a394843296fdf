/**
 * The lookups a cold link starts at boot (see cold-link.ts), with the page's own query factories
 * and parsers so the page finds the answer in the cache (or in flight) and a bad entry sends
 * nothing. Loaded beside the page's code, never with the first page.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  receiptQuery,
  storageQuery,
  transactionByBlockQuery,
  transactionByHashQuery,
  type QueryEndpoint,
} from '../data/queries.ts';
import { bigIntToQuantity } from '../domain/hex.ts';
import { parseBlockInput } from '../domain/parse-block-input.ts';
import { parseSlotPosition } from '../domain/slot-input.ts';
import { parseTransactionIndex } from '../domain/transaction-index.ts';

const HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The pages a link leads to with a lookup to start. */
export type ColdLinkPage = 'receipt' | 'transaction' | 'blockTransaction' | 'storage';

export function startLookup(
  page: ColdLinkPage,
  params: Record<string, string | undefined>,
  queryClient: QueryClient,
  endpoint: QueryEndpoint,
  search: URLSearchParams,
): Promise<unknown> | undefined {
  const { hash = '', blockHash = '', index = '', address = '' } = params;
  switch (page) {
    case 'receipt':
      return HASH.test(hash) ? queryClient.query(receiptQuery(endpoint, hash)) : undefined;
    case 'transaction':
      // the page shows the receipt's outcome and fee in its summary: both leave at once
      return HASH.test(hash)
        ? Promise.all([
            queryClient.query(transactionByHashQuery(endpoint, hash)),
            queryClient.query(receiptQuery(endpoint, hash)),
          ])
        : undefined;
    case 'blockTransaction': {
      const parsed = parseTransactionIndex(index);
      return HASH.test(blockHash) && parsed.ok
        ? queryClient.query(transactionByBlockQuery(endpoint, blockHash, parsed.value))
        : undefined;
    }
    case 'storage': {
      if (!ADDRESS.test(address)) return undefined;
      // the page's own defaults and parsers (StoragePage, SlotReader)
      const slot = parseSlotPosition(search.get('slot') ?? '0');
      const block = parseBlockInput(search.get('block') ?? 'latest');
      // a word at a tag too: it stays current for the moment until the page mounts (storageQuery)
      if (!slot.ok || !block.ok) return undefined;
      return queryClient.query(
        storageQuery(endpoint, address.toLowerCase(), bigIntToQuantity(slot.value), block.value.wire),
      );
    }
  }
}
