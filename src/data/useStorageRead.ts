/**
 * One read of the storage page: the word the endpoint serves, always taken fresh while it serves
 * it; for a read at a block NUMBER that it no longer serves (outside its window) or failed to
 * answer, the word this browser's archive kept from an earlier read there, parsed again as from
 * the wire. A read at a tag (`latest`) moves with the chain: it is never archived, never replaced.
 */
import type { BlockInput } from '../domain/parse-block-input.ts';
import { bigIntToQuantity } from '../domain/hex.ts';
import { parseStorageValue } from '../domain/storage-value.ts';
import { RpcResponseError } from '../rpc/errors.ts';
import { storageKey } from './archive/archive-record.ts';
import { useArchived, type EndpointMiss } from './archive/useArchived.ts';
import { useNetwork } from './useNetwork.ts';
import { useStorageWord } from './useStorageWord.ts';

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

/** `slot` or `block` null: no read is asked for (the page's entry is not a read). */
export function useStorageRead(address: string, slot: bigint | null, block: BlockInput | null) {
  const query = useStorageWord(address, block === null ? null : slot, block?.wire ?? 'latest');
  const number = block?.number ?? null;
  // a word the endpoint gave stays shown, even if asking again failed since
  const miss = slot === null || query.data !== undefined ? null : storageMiss(query.error, number);
  const chain = useNetwork().chainId;
  const archived = useArchived(
    'storage',
    // the key the archive files the read under (archive-filing.ts), from the same function
    slot === null || number === null ? '' : storageKey(address, bigIntToQuantity(slot), number),
    chain === null ? null : chain.toString(),
    miss !== null,
    parseStorageValue,
  );
  return {
    query,
    miss,
    /** the archived word and its record, shown in place of the endpoint's failed answer */
    fromArchive: miss !== null ? (archived.data ?? null) : null,
    /** nothing to show yet: the endpoint has not answered, or the archive is being asked */
    pending: query.isPending || (miss !== null && archived.isPending),
  };
}
