/**
 * A cold link (a pasted or reloaded `/tx/…`, `/tx/…/receipt`, `/block/…/tx/…` or storage URL)
 * starts everything it needs at boot, at once: the page's code, the wire's code and the lookup
 * itself, with the page's own query factories so the page finds the answer in the cache (or in
 * flight). Otherwise each would wait for the one before: entry script, route chunk, page render,
 * wire chunk, request.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { QueryEndpoint } from '../data/queries.ts';
import { paths } from './urls.ts';

// A prefetch's failure is the page's to show, from the cache, when it renders.
const ignore = () => undefined;

type Lookup = (queryClient: QueryClient, endpoint: QueryEndpoint, search: URLSearchParams) => Promise<unknown>;

interface ColdRoute {
  pattern: string;
  code: () => Promise<unknown>;
  lookup: (params: Record<string, string | undefined>) => Lookup | null;
}

const HASH = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

// The page modules named exactly as router.tsx names them: one chunk, fetched once.
const COLD_ROUTES: ColdRoute[] = [
  {
    pattern: paths.receipt,
    code: () => import('../pages/ReceiptPage.tsx'),
    lookup: ({ hash = '' }) =>
      HASH.test(hash)
        ? async (client, endpoint) => client.query((await import('../data/queries.ts')).receiptQuery(endpoint, hash))
        : null,
  },
  {
    pattern: paths.transaction,
    code: () => import('../pages/TransactionPage.tsx'),
    lookup: ({ hash = '' }) =>
      HASH.test(hash)
        ? async (client, endpoint) => {
            const queries = await import('../data/queries.ts');
            // the page shows the receipt's outcome and fee in its summary: both leave at once
            return Promise.all([
              client.query(queries.transactionByHashQuery(endpoint, hash)),
              client.query(queries.receiptQuery(endpoint, hash)),
            ]);
          }
        : null,
  },
  {
    pattern: paths.blockTransaction,
    code: () => import('../pages/BlockTransactionPage.tsx'),
    lookup: ({ blockHash = '', index = '' }) =>
      HASH.test(blockHash)
        ? async (client, endpoint) => {
            const [queries, { parseTransactionIndex }] = await Promise.all([
              import('../data/queries.ts'),
              import('../domain/transaction-index.ts'),
            ]);
            const parsed = parseTransactionIndex(index);
            return typeof parsed === 'bigint'
              ? client.query(queries.transactionByBlockQuery(endpoint, blockHash, parsed))
              : undefined;
          }
        : null,
  },
  {
    pattern: paths.storage,
    code: () => import('../pages/StoragePage.tsx'),
    lookup: ({ address = '' }) =>
      ADDRESS.test(address)
        ? async (client, endpoint, search) => {
            const [queries, { parseUserQuantity }, { parseBlockInput }, { bigIntToQuantity }] = await Promise.all([
              import('../data/queries.ts'),
              import('../domain/units.ts'),
              import('../domain/parse-block-input.ts'),
              import('../domain/hex.ts'),
            ]);
            // the page's own defaults and parsers (StoragePage, SlotReader): a bad entry sends nothing
            const slot = parseUserQuantity(search.get('slot') ?? '0');
            const block = parseBlockInput(search.get('block') ?? 'latest');
            // a word at a tag is looked up afresh when the page mounts: asking now would ask twice
            if (block.number === null) return undefined;
            return client.query(
              queries.storageQuery(endpoint, address.toLowerCase(), bigIntToQuantity(slot), block.wire),
            );
          }
        : null,
  },
];

/**
 * Starts the code and the lookup of the page at `location`, if it is one a link leads to.
 * `endpoint` resolves once the connection is known (the devnet preset may still be on its way).
 */
export function startColdLink(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
  endpoint: () => Promise<QueryEndpoint | null>,
): void {
  for (const route of COLD_ROUTES) {
    const match = matchPath(route.pattern, location.pathname);
    if (!match) continue;
    void route.code().catch(ignore);
    const lookup = route.lookup(match.params);
    if (!lookup) return;
    // the wire's code, fetched while the connection is still being settled
    void import('../rpc/client.ts').catch(ignore);
    void endpoint()
      .then((known) => (known ? lookup(queryClient, known, new URLSearchParams(location.search)) : undefined))
      .catch(ignore);
    return;
  }
}
