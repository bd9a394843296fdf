/**
 * Feeds the archive from the wire: every transaction, receipt and storage word read at a block
 * number that the client receives (a page, a prefetch, a cold link's boot request) is handed to
 * the idle writer as the endpoint sent it. Its network is decided when the browser is idle, not on
 * arrival (a receipt carries no chain id and may arrive before the page has named the network):
 * the page's, as resolved (`noteArchiveChain`), else what the endpoint told of itself, else the
 * transaction's own chain id (a receipt: its transaction's), else 'unknown'. The endpoint is filed
 * under its redacted label: the key never reaches the archive.
 */
import { endpointFacts } from '../endpoint-facts.ts';
import { storageKey, type ArchiveEntry } from './archive-record.ts';
import { archiveLater, whenIdle } from './archive-writer.ts';

const HASH = /^0x[0-9a-fA-F]{64}$/;
const BLOCK_NUMBER = /^0x[0-9a-fA-F]+$/;

/** The chain each endpoint's pages resolved (decimal), by endpoint id. */
const resolvedChains = new Map<string, string>();

/** The network a page of this endpoint resolved: records it receives from now on are filed under it. */
export function noteArchiveChain(endpointId: string, chainId: bigint): void {
  resolvedChains.set(endpointId, chainId.toString());
}

function field(result: unknown, name: string): unknown {
  return result !== null && typeof result === 'object' ? (result as Record<string, unknown>)[name] : undefined;
}

/** The chain ids transactions carried, by hash, for their receipts (the newest few hundred). */
const transactionChains = new Map<string, string>();
const TRANSACTION_CHAINS_KEPT = 500;

function ownChainId(result: unknown): string | null {
  const own = field(result, 'chainId');
  return typeof own === 'string' && BLOCK_NUMBER.test(own) ? BigInt(own).toString() : null;
}

function chainOf(endpointId: string, kind: ArchiveEntry['kind'], key: string, result: unknown): string {
  const known = resolvedChains.get(endpointId);
  if (known) return known;
  const facts = endpointFacts.of(endpointId);
  if (facts.chainId) return facts.chainId;
  const own = kind === 'transaction' ? ownChainId(result) : kind === 'receipt' ? transactionChains.get(key) : null;
  return own ?? facts.seenChainId ?? 'unknown';
}

type Arrival = Omit<ArchiveEntry, 'chain'> & { endpointId: string };
let arrivals: Arrival[] = [];

function fileArrivals(): void {
  const batch = arrivals;
  arrivals = [];
  for (const arrival of batch) {
    const own = arrival.kind === 'transaction' ? ownChainId(arrival.result) : null;
    if (own === null) continue;
    transactionChains.delete(arrival.key);
    transactionChains.set(arrival.key, own);
    if (transactionChains.size > TRANSACTION_CHAINS_KEPT) {
      transactionChains.delete(transactionChains.keys().next().value as string);
    }
  }
  for (const { endpointId, ...entry } of batch) {
    archiveLater({ ...entry, chain: chainOf(endpointId, entry.kind, entry.key, entry.result) });
  }
}

/** What a result of `method` is in the archive, or null when it is not kept. */
function entryKey(
  method: string,
  params: readonly unknown[],
  result: unknown,
): Pick<ArchiveEntry, 'kind' | 'key'> | null {
  if (result === null) return null;
  switch (method) {
    case 'eth_getTransactionByHash':
    case 'eth_getTransactionByBlockHashAndIndex': {
      const hash = field(result, 'hash');
      return typeof hash === 'string' && HASH.test(hash) ? { kind: 'transaction', key: hash.toLowerCase() } : null;
    }
    case 'eth_getTransactionReceipt': {
      const hash = field(result, 'transactionHash');
      return typeof hash === 'string' && HASH.test(hash) ? { kind: 'receipt', key: hash.toLowerCase() } : null;
    }
    case 'eth_getStorageAt': {
      const [address, slot, block] = params;
      // at a tag (`latest`) the word moves with the chain: only a read at a block number is a record
      if (typeof address !== 'string' || typeof slot !== 'string' || typeof block !== 'string') return null;
      if (!BLOCK_NUMBER.test(block)) return null;
      return { kind: 'storage', key: storageKey(address, slot, BigInt(block)) };
    }
    default:
      return null;
  }
}

/** The client's `onResult` for one endpoint: `label` is its redacted URL. */
export function archiveFeed(endpointId: string, label: () => string) {
  return (method: string, params: readonly unknown[], result: unknown): void => {
    try {
      const found = entryKey(method, params, result);
      if (!found) return;
      if (arrivals.length === 0) whenIdle(fileArrivals);
      arrivals.push({ ...found, endpointId, endpoint: label(), result, fetchedAt: Date.now() });
    } catch {
      // keeping a copy must never cost the page its answer
    }
  };
}
