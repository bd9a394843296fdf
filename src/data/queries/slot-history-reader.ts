/**
 * One storage read for a slot's history (domain/storage/slot-history.ts), told apart as the head search
 * needs it: a word, "not there yet" (anvil's BlockOutOfRange, geth's "header not found"), or
 * "outside the window" (the provider's pruned-state answer). Any other failure is thrown.
 */
import { bigIntToQuantity } from '../../domain/hex.ts';
import type { SlotReading } from '../../domain/storage/slot-history.ts';
import type { RpcClient } from '../../rpc/client.ts';
import { RpcResponseError } from '../../rpc/errors.ts';

export function slotHistoryReader(
  client: RpcClient,
  address: string,
  slot: bigint,
  signal?: AbortSignal,
  /** false: the words are not handed to the archive feed (the watch archives only what changed) */
  passOn = true,
) {
  const position = bigIntToQuantity(slot);
  const options = { ...(signal ? { signal } : {}), ...(passOn ? {} : { passOn }) };
  return async (block: bigint): Promise<SlotReading> => {
    try {
      return { kind: 'served', word: await client.getStorageAt(address, position, bigIntToQuantity(block), options) };
    } catch (error) {
      if (error instanceof RpcResponseError && error.blockNotThere)
        return { kind: 'not-yet', reportedHead: error.reportedHead };
      if (error instanceof RpcResponseError && error.outsideNearHeadWindow) return { kind: 'outside-window' };
      throw error;
    }
  };
}
