/**
 * What the archive feed (archive-feed.ts) collected, filed when the browser is idle: which
 * results are records (transactions, receipts, storage words read at a block number) and under
 * which network. Loaded by dynamic import, so none of it is on the first page.
 * The network: the page's, as resolved (`noteArchiveChain`), else what the endpoint told of
 * itself, else the transaction's own chain id (a receipt: its transaction's), else 'unknown'.
 */
import { endpointFacts } from '../stores/endpoint-facts.ts';
import { storageKey, type ArchiveEntry } from './archive-record.ts';
import { archive } from './archive-store.ts';
import { archiveLater, archiveWritten } from './archive-writer.ts';
import { resolvedChainOf, type Arrival } from './archive-feed.ts';

const HASH = /^0x[0-9a-fA-F]{64}$/;
const BLOCK_NUMBER = /^0x[0-9a-fA-F]+$/;

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
  const known = resolvedChainOf(endpointId);
  if (known) return known;
  const facts = endpointFacts.of(endpointId);
  if (facts.chainId) return facts.chainId;
  const own = kind === 'transaction' ? ownChainId(result) : kind === 'receipt' ? transactionChains.get(key) : null;
  return own ?? facts.seenChainId ?? 'unknown';
}

/** Files what arrived: the records among the results, each under its network. */
export async function fileArrivals(arrivals: readonly Arrival[]): Promise<void> {
  const found = arrivals.flatMap((arrival) => {
    const record = entryKey(arrival.method, arrival.params, arrival.result);
    return record ? [{ ...arrival, ...record }] : [];
  });
  for (const arrival of found) {
    const own = arrival.kind === 'transaction' ? ownChainId(arrival.result) : null;
    if (own === null) continue;
    transactionChains.delete(arrival.key);
    transactionChains.set(arrival.key, own);
    if (transactionChains.size > TRANSACTION_CHAINS_KEPT) {
      transactionChains.delete(transactionChains.keys().next().value as string);
    }
  }
  for (const { endpointId, endpoint, kind, key, result, fetchedAt } of found) {
    archiveLater({ kind, key, endpoint, result, fetchedAt, chain: chainOf(endpointId, kind, key, result) });
  }
  // already idle: written now, through the writer, which tells when the store fell back to memory
  await archiveWritten();
}

/**
 * The endpoint answered null for a record: the page is about to look into the archive (its
 * fallback), so the store is loaded and its database opened now, while the page renders the miss.
 */
export async function openArchive(): Promise<void> {
  await archive.ready();
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
