import { useQueries, useQuery } from '@tanstack/react-query';
import { storageQuery } from './queries.ts';
import { useEndpoint } from './useEndpoint.ts';
import { bigIntToQuantity } from '../domain/hex.ts';

/**
 * The word at `slot` of `address` at `block` (the wire form: hex quantity or tag). Positions are
 * always sent as hex quantities, so a slot reached by typing, walking, the calculator or a layout
 * shares one cache entry.
 */
export function useStorageWord(address: string, slot: bigint | null, block: string) {
  const endpoint = useEndpoint();
  return useQuery({
    ...storageQuery(endpoint, address, bigIntToQuantity(slot ?? 0n), block),
    enabled: endpoint !== null && slot !== null,
  });
}

/** Several words at once (data slots of a long string), in order. */
export function useStorageWords(address: string, slots: readonly bigint[], block: string) {
  const endpoint = useEndpoint();
  return useQueries({
    queries: slots.map((slot) => ({
      ...storageQuery(endpoint, address, bigIntToQuantity(slot), block),
      enabled: endpoint !== null,
    })),
  });
}
