/**
 * The route manifest: every page once, with its path pattern, the module that holds it, the query
 * parameters it reads with their defaults, and the lookups a cold link to it starts. Everything
 * else about routes comes from here: the route table the app runs on (route-table.ts, generated
 * by build/route-table.ts), and through it the router (src/router.tsx), the page loaders and `routeAt`
 * (pages.tsx), the URL builders (urls.ts) and the query defaults (query-state.ts); the cold-link
 * lookups (cold-link-lookups.ts), the build's chunk groups (build/record-chunks.ts) and
 * index.html's boot script (build/cold-link-boot.ts), so a page added here is added everywhere;
 * test/routes/manifest.test.ts fails when one of them misses it.
 *
 * Plain data, read by the build in Node. In the browser only the cold-link lookups read it, loaded
 * beside a record page's code: the first page carries the generated route table instead.
 */

/** What a lookup's argument must be in the URL, and so how it becomes the wire's argument. */
export type ArgumentKind =
  /** 0x + 64 hex digits, sent as written */
  | 'hash'
  /** 0x + 40 hex digits, sent in lower case */
  | 'address'
  /** decimal or hex, sent as a hex quantity (domain/transaction-index.ts) */
  | 'transactionIndex'
  /** a storage position, sent as a hex quantity (domain/storage/slot-input.ts) */
  | 'slot'
  /** a block number or tag (domain/parse-block-input.ts) */
  | 'block';

/**
 * An argument every link to the page sends alike. Named here, its value defined with the fact it
 * is (routes/lookup-constants.ts: ERC-1967's slots are keccak hashes the first page must not carry).
 */
export type LookupConstant = 'latest' | 'slot0' | 'erc1967Implementation' | 'erc1967Beacon';

/**
 * `name:kind`: the path parameter (or, failing that, query parameter) an argument is read from;
 * `=constant`: a fixed argument.
 */
export type LookupArgument = `${string}:${ArgumentKind}` | `=${LookupConstant}`;

/**
 * The methods a cold link may start (each has its query factory in data/queries/queries.ts, or for the
 * optional read methods data/queries/optional-queries.ts). An optional method the endpoint does not serve
 * is answered "not served" in the same batch: it costs no extra round trip.
 */
export type LookupMethod =
  | 'eth_getTransactionByHash'
  | 'eth_getTransactionReceipt'
  | 'eth_getTransactionByBlockHashAndIndex'
  | 'eth_getStorageAt'
  | 'eth_getBalance'
  | 'eth_getTransactionCount'
  | 'eth_getCode';

export interface Lookup {
  method: LookupMethod;
  params: readonly LookupArgument[];
}

/** A page's query parameters, each with what its absence means. */
export type QueryDefaults = Readonly<Record<string, string>>;

export interface PageEntry {
  /** react-router's path pattern (`:name` for a parameter) */
  path: string;
  /** the module in src/pages/ (without `.tsx`), which exports a component of the same name */
  page: string;
  /** its code comes in the entry's chunk rather than one of its own, loaded when first needed */
  withEntry?: true;
  /** the query parameters of the page's state, with their defaults (query-state.ts, urls.ts) */
  query?: QueryDefaults;
  /**
   * What a link to the page asks for first, started at boot by index.html's boot script and the
   * app alike. A page with lookups is a record page: its code is grouped for cold links and
   * preloaded by the boot script.
   */
  lookups?: readonly Lookup[];
}

export const pageManifest = {
  // the page most loads start on, and what it needs (the page title, the copy button, recent
  // lookups) most other pages need too: with the entry, not one request after it
  home: { path: '/', page: 'HomePage', withEntry: true },
  settings: { path: '/settings', page: 'SettingsPage' },
  slots: { path: '/slots', page: 'SlotsPage' },
  // what this browser kept of the records it was shown (src/data/archive/): list, export, import
  archive: { path: '/archive', page: 'ArchivePage' },
  transaction: {
    path: '/tx/:hash',
    page: 'TransactionPage',
    // the page shows the receipt's outcome and fee in its summary: both leave at once, one batch
    lookups: [
      { method: 'eth_getTransactionByHash', params: ['hash:hash'] },
      { method: 'eth_getTransactionReceipt', params: ['hash:hash'] },
    ],
  },
  receipt: {
    path: '/tx/:hash/receipt',
    page: 'ReceiptPage',
    lookups: [{ method: 'eth_getTransactionReceipt', params: ['hash:hash'] }],
  },
  // what happened inside a transaction: its calls, internal transfers and state changes. `source`
  // says where the trace comes from: the endpoint's tracer (debug_traceTransaction) or a
  // re-execution in this browser; `fork` names the rules a re-execution runs under (empty: the
  // network's at that block). No lookups: nothing is asked of the endpoint before the page opens,
  // and a trace is too costly to start from the boot script
  trace: { path: '/tx/:hash/trace', page: 'TracePage', query: { source: 'endpoint', fork: '' } },
  // a block by number, hash or tag (domain/block-ref.ts); its transactions a page at a time
  block: { path: '/block/:block', page: 'BlockPage', query: { page: '1' } },
  blockTransaction: {
    path: '/block/:blockHash/tx/:index',
    page: 'BlockTransactionPage',
    lookups: [
      { method: 'eth_getTransactionByBlockHashAndIndex', params: ['blockHash:hash', 'index:transactionIndex'] },
    ],
  },
  address: {
    path: '/address/:address',
    page: 'AddressPage',
    // the overview in one batch: balance, nonce and code (optional methods), slot 0, and the two
    // ERC-1967 slots where a proxy keeps its implementation or its beacon
    lookups: [
      { method: 'eth_getBalance', params: ['address:address', '=latest'] },
      { method: 'eth_getTransactionCount', params: ['address:address', '=latest'] },
      { method: 'eth_getCode', params: ['address:address', '=latest'] },
      { method: 'eth_getStorageAt', params: ['address:address', '=slot0', '=latest'] },
      { method: 'eth_getStorageAt', params: ['address:address', '=erc1967Implementation', '=latest'] },
      { method: 'eth_getStorageAt', params: ['address:address', '=erc1967Beacon', '=latest'] },
    ],
  },
  storage: {
    path: '/address/:address/storage',
    page: 'StoragePage',
    // the word the page reads first, and how it shows it ('': every reading)
    query: { slot: '0', block: 'latest', view: '' },
    lookups: [{ method: 'eth_getStorageAt', params: ['address:address', 'slot:slot', 'block:block'] }],
  },
  // a contract's functions, called with eth_call: `fn` the one a link calls (its signature), its
  // arguments as typed (`arg`, repeated), the block, and a simulation's sender and value (wei). No
  // lookups: a call is made when the person (or the link) asks for one
  read: { path: '/address/:address/read', page: 'ReadPage', query: { fn: '', block: 'latest', from: '', value: '' } },
  // an address's transfers, emitted events and transactions within the blocks the endpoint serves,
  // live while open (eth_getLogs and the blocks, read by the page itself: no cold-link lookups);
  // `blocks`: how many of the latest it covers (empty: the window, 128)
  activity: { path: '/address/:address/activity', page: 'ActivityPage', query: { blocks: '' } },
  // a transaction and its receipt carried in the link's fragment (`#…`, never sent to a server):
  // no endpoint, no key, no lookups (domain/snapshot/snapshot-link.ts)
  snapshot: { path: '/snapshot', page: 'SnapshotPage' },
  // last: matches any path the others do not
  notFound: { path: '*', page: 'NotFoundPage' },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof pageManifest;

/** The manifest's entries in order (the catch-all last). */
export const pageEntries = Object.entries(pageManifest) as Array<[PageName, PageEntry]>;

/** The record pages: those a cold link starts lookups for. */
export const recordPages = pageEntries.filter(([, entry]) => entry.lookups !== undefined);
