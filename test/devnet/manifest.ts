/**
 * The shape of the devnet manifest: what `npm run devnet -- --manifest <file>` writes, so tests,
 * benchmarks and people can find the seeded examples by role. Hashes and addresses are lowercase hex.
 */
import type { Address, Hash, Hex } from '../../src/domain/hex.ts';
import type { OverviewRoles } from './seed-overview.ts';
import type { HostileCalldataSeed } from './seed-hostile-calldata.ts';
import type { SlotHistorySeed } from './seed-slot-history.ts';
import type { BlobRole } from './seed-blob.ts';
import type { OpBnbSeed } from './seed-op-stack.ts';
import type { PagesSeed } from './seed-pages.ts';
import type { NamesSeed } from './seed-names.ts';
import type { TraceSeed } from './seed-trace.ts';
import type { ActivitySeed } from './seed-activity.ts';

export interface SeededTransaction {
  hash: Hash;
  /** null only for the pending role */
  blockHash: Hash | null;
  blockNumber: number | null;
  transactionIndex: number | null;
  /** the transaction type as sent, e.g. "0x2" */
  type: Hex;
  description: string;
}

export interface StorageVariable {
  /** the Solidity declaration, e.g. "mapping(address => uint256) balances" */
  label: string;
  type: string;
  slot: string; // decimal slot number from solc's storageLayout
  offset: number; // byte offset inside the slot (packing)
  /** known values: for plain variables `value`; for mappings `entries` with their keys */
  value?: string;
  entries?: Array<{ keys: string[]; value: string; slot: Hash; /** the raw word at `slot` */ word?: Hash }>;
  /** for arrays: elements in order; for strings: the text */
  elements?: string[];
  /** the raw 32-byte word at `slot`, as eth_getStorageAt returns it at headAtSeed */
  word?: Hash;
  /** arrays and long strings: where the data starts, keccak256(slot) */
  dataSlot?: Hash;
  /** structs: each member with its own slot (decimal) and offset */
  members?: Array<{ label: string; type: string; slot: string; offset: number; value: string; word?: Hash }>;
}

/** Test control of the gateway (see test/devnet/admin.ts). */
export interface DevnetAdmin {
  /** GET → { requests, byKey }; always on */
  stats: string;
  /** POST { key? } zeroes the counter */
  statsReset: string;
  /** POST { fault, key?, times? } / DELETE; only when the devnet runs with faults */
  faults?: string;
  /** with faults on, any key with this prefix is accepted and counted (and faulted) on its own */
  scopedKeyPrefix?: string;
  /** with faults on, a scoped key with this prefix (it starts with scopedKeyPrefix) is served the full set of read methods */
  scopedFullKeyPrefix?: string;
  /** with faults on, a scoped key with this prefix (it starts with scopedFullKeyPrefix) is served the full set without `debug_*` */
  scopedNoDebugKeyPrefix?: string;
  /** GET → what the outside-source stand-ins were asked (outside-sources.ts); POST …/reset clears it */
  outsideRequests?: string;
}

export interface DevnetManifest extends PagesSeed {
  http: string; // e.g. http://127.0.0.1:PORT/v3/KEY  (the full URL, key included: a test fixture)
  ws: string; // ws://127.0.0.1:PORT/ws/v3/KEY
  base: string; // http://127.0.0.1:PORT  (the provider base URL; the explorer appends /v3/<key>)
  wsBase: string; // ws://127.0.0.1:PORT
  /** the demo key: the service's four methods only, unless fullMode */
  apiKey: string;
  /** a key of the same gateway served the full set of read methods (test/devnet/methods.ts) */
  fullKey: string;
  /** true when every key, apiKey too, is served the full set (`--full`) */
  fullMode: boolean;
  /** a key served the full set without `debug_*`: -32601 for them, as a provider without the debug API */
  noDebugKey: string;
  /** true when no key is served `debug_*` (`--no-debug`) */
  debugRefused: boolean;
  /** anvil itself: every method, no key, no window, CORS open to any origin. For tests that mine or
   * drive the node, and as the bare node a person connects with the full URL option in Settings. */
  nodeUrl: string;
  explorerUrl?: string; // set by `npm start`
  chainId: number;
  headAtSeed: number; // block number when seeding finished (mining then stops)
  roles: {
    legacy: SeededTransaction;
    accessList: SeededTransaction;
    eip1559: SeededTransaction;
    setCode: SeededTransaction;
    creation: SeededTransaction & { contractAddress: Address };
    reverted: SeededTransaction;
    manyLogs: SeededTransaction & { logCount: number };
    outsideWindow: SeededTransaction;
    pending: SeededTransaction;
    /** an EIP-4844 blob transaction (test/devnet/blob-transaction.ts) */
    blob: BlobRole;
    tokens: {
      token: Address;
      transfer: SeededTransaction;
      approval: SeededTransaction;
    };
  };
  /** a block with several transactions, to walk by index */
  block: { hash: Hash; number: number; transactionCount: number };
  storage: {
    address: Address;
    contract: string;
    /** the block that deployed it: outside the window, so storage reads there answer -32000 */
    deployBlock?: number;
    /** solc's storageLayout output for the contract, verbatim */
    storageLayout: unknown;
    variables: StorageVariable[];
  };
  accounts: Address[];
  /** the transaction overview's cases (seed-overview.ts) */
  overview: OverviewRoles;
  /** transactions whose input is built to be expensive to decode (test/devnet/seed-hostile-calldata.ts) */
  hostileCalldata: HostileCalldataSeed;
  /** a slot written at known blocks, most of them inside the window (test/devnet/seed-slot-history.ts) */
  slotHistory: SlotHistorySeed;
  /** names from outside sources: what the stand-ins know, and the transactions to name (seed-names.ts) */
  names: NamesSeed;
  /** the Trace page's cases: one transaction per shape of call tree (test/devnet/seed-trace.ts) */
  trace: TraceSeed;
  /** the Activity tab's account: transfers of three standards in and out, transactions sent and received (seed-activity.ts) */
  activity: ActivitySeed;
  /**
   * The devnet's stand-ins for the outside sources of names (outside-sources.ts), base URLs as the
   * app's settings take them: Sourcify's `{sourcify}/v2/contract/{chainId}/{address}` and the
   * signature database's `{signatures}/signature-database/v1/lookup`.
   */
  outsideSources?: OutsideSourceUrls;
  /** every accepted API key (apiKey first) */
  keys?: string[];
  admin?: DevnetAdmin;
}

export interface OutsideSourceUrls {
  sourcify: string;
  signatures: string;
}

/** Where a devnet answers: the fields both flavours' manifests share. */
export type DevnetEndpoints = Pick<
  DevnetManifest,
  | 'http'
  | 'ws'
  | 'base'
  | 'wsBase'
  | 'apiKey'
  | 'fullKey'
  | 'fullMode'
  | 'noDebugKey'
  | 'debugRefused'
  | 'nodeUrl'
  | 'explorerUrl'
  | 'keys'
  | 'admin'
>;

/** The opBNB flavour's manifest (test/devnet/opbnb.ts): an OP-stack chain 204 with its own roles. */
export interface OpBnbManifest extends DevnetEndpoints, OpBnbSeed {
  flavour: 'opbnb';
  /** seconds between blocks; null: a block per transaction, none after seeding */
  blockTime: number | null;
}
