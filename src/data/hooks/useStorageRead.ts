/**
 * Storage reads as every storage view shows them (the page's slot, a layout's variables, a long
 * string's data slots): each word the endpoint serves, always taken fresh while it serves it; for
 * a read at a block NUMBER that it no longer serves (outside its window) or failed to answer, the
 * word this browser's archive kept from an earlier read there, parsed again as from the wire. A
 * read at a tag (`latest`) moves with the chain: it is never archived, never replaced.
 *
 * Positions are always sent as hex quantities, so a slot reached by typing, walking, the
 * calculator or a layout shares one cache entry (storageQuery), and the layout's export with it.
 */
import { useQueries, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { BlockInput } from '../../domain/parse-block-input.ts';
import { bigIntToQuantity, hexNumberValue, type Hex } from '../../domain/hex.ts';
import { parseStorageValue } from '../../domain/storage/storage-value.ts';
import { RpcResponseError } from '../../rpc/errors.ts';
import { storageKey, type ArchiveRecord } from '../archive/archive-record.ts';
import { archivedQuery, type Archived, type EndpointMiss } from '../archive/useArchived.ts';
import { storageQuery, type QueryEndpoint } from '../queries/queries.ts';
import { useEndpoint } from './useEndpoint.ts';
import { useNetwork } from './useNetwork.ts';

/**
 * Why the archive is asked for a read's word, or null when it is not: only a read at a block
 * number that failed. A block the node says is beyond its head (anvil names the height) is an
 * answer, not a loss: a word kept for that number came from another history of the chain (a reset
 * devnet, say). geth's `header not found`, naming no head, also means old state pruned away
 * (field notes): the archive's word proves the block was there once, so it was pruned.
 */
export function storageMiss(error: unknown, blockNumber: bigint | null): EndpointMiss | null {
  if (error === null || blockNumber === null) return null;
  if (!(error instanceof RpcResponseError)) return 'error';
  if (error.outsideNearHeadWindow) return 'outside';
  if (!error.blockNotThere) return 'error';
  const head = error.reportedHead;
  return head !== null && blockNumber > head ? null : 'outside';
}

/** What the endpoint has said of one word so far. */
export interface WordAnswer {
  /** its word, once it gave one */
  data: Hex | undefined;
  /** its failure, or null */
  error: unknown;
}

/** The miss of one word: a word the endpoint gave stays shown, even if asking again failed since. */
export function wordMiss(answer: WordAnswer, blockNumber: bigint | null): EndpointMiss | null {
  return answer.data !== undefined ? null : storageMiss(answer.error, blockNumber);
}

/** The archive's answer for a word it was asked for: undefined while it looks, null when it has none. */
export type ArchiveAnswer = Archived<Hex> | null | undefined;

/** The mark over words shown (partly) from the archive: one for the words read together. */
export interface ArchivedWords {
  miss: EndpointMiss;
  /** the oldest fetched of the archived words: the mark says when, and from where, it was fetched */
  record: ArchiveRecord;
}

export type StorageReads =
  /** the endpoint has not answered every word yet, or the archive is being asked */
  | { state: 'pending' }
  /** the word at `index` failed and the archive cannot stand in for it: its error is shown */
  | { state: 'failed'; index: number }
  /** every word, in order: fresh where the endpoint served it, else the archive's */
  | { state: 'read'; words: Hex[]; fromArchive: ArchivedWords | null };

/**
 * What the words read together come to. Words that go together (a long string's data slots) are
 * shown whole or not at all: the archive stands in only when it holds EVERY word the endpoint did
 * not serve; one it lacks (or a failure it does not cover, as a block beyond the head) shows that
 * word's error, never a string with a hole in it.
 */
export function storageReads(
  answers: readonly WordAnswer[],
  blockNumber: bigint | null,
  archived: readonly ArchiveAnswer[],
): StorageReads {
  const words: Hex[] = [];
  const kept: ArchivedWords[] = [];
  let waiting = false;
  for (const [index, answer] of answers.entries()) {
    if (answer.data !== undefined) {
      words.push(answer.data);
      continue;
    }
    if (answer.error === null) {
      waiting = true;
      continue;
    }
    const miss = wordMiss(answer, blockNumber);
    const fromArchive = archived[index];
    if (miss === null || fromArchive === null) return { state: 'failed', index };
    if (fromArchive === undefined) waiting = true;
    else {
      words.push(fromArchive.value);
      kept.push({ miss, record: fromArchive.record });
    }
  }
  if (waiting) return { state: 'pending' };
  return { state: 'read', words, fromArchive: archivedWords(kept) };
}

/**
 * The archive's answer for the word at `slot` read at block `number` (see archivedQuery), parsed
 * again as from the wire; `wanted`: the endpoint did not serve it.
 */
function archivedWordQuery(address: string, slot: bigint, number: bigint, chain: string | null, wanted: boolean) {
  // the key the archive files the read under (archive-filing.ts), from the same function
  return archivedQuery(
    'storage',
    storageKey(address, bigIntToQuantity(slot), number),
    chain,
    wanted,
    parseStorageValue,
  );
}

/**
 * One mark for words from the archive: the oldest record speaks for them (the least fresh is the
 * one to name); the misses agree, else the weaker claim is said — the endpoint failed to answer —
 * not "no longer serves it" of a word it may still serve.
 */
export function archivedWords(kept: readonly ArchivedWords[]): ArchivedWords | null {
  const [first, ...rest] = kept;
  if (!first) return null;
  let record = first.record;
  for (const k of rest) if (k.record.fetchedAt < record.fetchedAt) record = k.record;
  return { miss: rest.every((k) => k.miss === first.miss) ? first.miss : 'error', record };
}

/**
 * The words at `slots` of `address` at `block` (the wire form: hex quantity or tag; null: no read
 * is asked for), each taken fresh, or from the archive where the endpoint no longer serves it.
 */
export function useStorageReads(address: string, slots: readonly bigint[], block: string | null) {
  const endpoint = useEndpoint();
  const queries = useQueries({
    queries: slots.map((slot) => ({
      ...storageQuery(endpoint, address, bigIntToQuantity(slot), block ?? 'latest'),
      enabled: endpoint !== null && block !== null,
    })),
  });
  // a tag names no number: nothing read at it is archived, nothing is looked for
  const number = block === null ? null : (hexNumberValue(block) ?? null);
  const chainId = useNetwork().chainId;
  const chain = chainId === null ? null : chainId.toString();
  const archiveQueries = useQueries({
    queries:
      number === null
        ? []
        : slots.map((slot, i) =>
            archivedWordQuery(address, slot, number, chain, wordMiss(queries[i]!, number) !== null),
          ),
  });
  // a lookup that failed (the store did not load) has nothing to give: the endpoint's error shows
  const archived = archiveQueries.map((q): ArchiveAnswer => (q.isPending ? undefined : (q.data ?? null)));
  return { queries, archived, outcome: storageReads(queries, number, archived) };
}

/**
 * The storage page's read. `slot` or `block` null: no read is asked for (the page's entry is not a
 * read). `query` is the endpoint's answer (for the session's history and Retry).
 */
export function useStorageRead(
  address: string,
  slot: bigint | null,
  block: BlockInput | null,
): {
  query: UseQueryResult<Hex>;
  miss: EndpointMiss | null;
  /** the archived word and its record, shown in place of the endpoint's failed answer */
  fromArchive: Archived<Hex> | null;
  /** nothing to show yet: the endpoint has not answered, or the archive is being asked */
  pending: boolean;
} {
  const asked = slot !== null && block !== null;
  const { queries, archived, outcome } = useStorageReads(address, [slot ?? 0n], asked ? block.wire : null);
  const fromArchive = outcome.state === 'read' && outcome.fromArchive !== null ? (archived[0] ?? null) : null;
  return {
    query: queries[0]!,
    miss: outcome.state === 'read' ? (outcome.fromArchive?.miss ?? null) : null,
    fromArchive,
    pending: outcome.state === 'pending',
  };
}

/** A word read once (the layout's export), and the archive's record when it stood in for the endpoint. */
export interface WordRead {
  word: Hex;
  /** the archived word's record and why the endpoint's answer is not used */
  fromArchive: ArchivedWords | null;
}

/**
 * One word for a one-off read (the layout's export), by the rules the views follow: through the
 * views' cache entry, the endpoint's word whenever it serves it; where it no longer serves a read
 * at a block NUMBER (or failed to answer), the word the archive kept, with its record; otherwise
 * the endpoint's error. `chain`: the page's network (decimal), whose record is preferred.
 */
export async function readStorageWord(
  queryClient: QueryClient,
  read: { endpoint: QueryEndpoint | null; address: string; slot: bigint; block: string; chain: string | null },
): Promise<WordRead> {
  try {
    return {
      word: await queryClient.query(storageQuery(read.endpoint, read.address, bigIntToQuantity(read.slot), read.block)),
      fromArchive: null,
    };
  } catch (error) {
    const number = hexNumberValue(read.block) ?? null;
    const miss = storageMiss(error, number);
    if (number === null || miss === null) throw error;
    // an archive that cannot be read (its store did not load) has nothing to give: the endpoint's error
    const kept = await queryClient
      .query(archivedWordQuery(read.address, read.slot, number, read.chain, true))
      .catch(() => null);
    if (!kept) throw error;
    return { word: kept.value, fromArchive: { record: kept.record, miss } };
  }
}
