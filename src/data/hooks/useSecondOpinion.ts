/**
 * The second opinion on the block a page rests on (domain/proof/second-opinion.ts): the second
 * endpoint (data/client/second-endpoint.ts) is asked eth_getBlockByNumber(number, false) and
 * nothing else — not the transaction, the address, the slot, nor anything of the first
 * endpoint's. The call goes through the optional methods' query factory, keyed by the second
 * endpoint's id (a digest, never the key) and the number, and kept for good once a block is
 * answered at that number; whether it serves the method is learned under its own id.
 */
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Block } from '../../domain/block.ts';
import { bigIntToQuantity } from '../../domain/hex.ts';
import { compareBlockHash, type RestingBlock, type SecondOpinionVerdict } from '../../domain/proof/second-opinion.ts';
import { saysMethodNotServed } from '../../rpc/method-absence.ts';
import { secondEndpointStore, type SecondEndpoint } from '../client/second-endpoint.ts';
import { optionalQuery } from '../queries/optional-queries.ts';
import { endpointFacts } from '../stores/endpoint-facts.ts';
import type { Read } from './useRead.ts';

const METHOD = 'eth_getBlockByNumber';

/** The second endpoint in use, or null: none was given (or its key was not kept for this tab). */
export function useSecondEndpoint(): SecondEndpoint | null {
  return useSyncExternalStore(secondEndpointStore.subscribe, secondEndpointStore.snapshot);
}

export type SecondOpinion =
  /** no second endpoint: nothing to show */
  | { status: 'none' }
  /** nothing proved to ask about (yet, or at all) */
  | { status: 'unasked'; host: string }
  | ({ host: string } & Read<SecondOpinionVerdict>);

/** What the page shows, from the second endpoint's answer so far (`served`: whether it is known to serve the method). */
export function opinionOf(
  host: string,
  resting: RestingBlock | null,
  served: boolean | null,
  query: { data: Block | null | undefined; error: Error | null; refetch: () => unknown },
): SecondOpinion {
  if (!resting) return { status: 'unasked', host };
  if (query.data !== undefined) return { host, status: 'done', data: compareBlockHash(resting, query.data) };
  if (served === false || (query.error && saysMethodNotServed(query.error))) return { host, status: 'absent' };
  if (query.error) return { host, status: 'error', error: query.error, retry: () => void query.refetch() };
  return { host, status: 'pending' };
}

/** `resting`: the block the page's proofs rest on, once proved; null before (or when nothing is proved). */
export function useSecondOpinion(resting: RestingBlock | null): SecondOpinion {
  const second = useSecondEndpoint();
  const at = bigIntToQuantity(resting?.number ?? 0n);
  // once it said it does not serve the method, it is not asked again in this tab
  const served = second ? endpointFacts.serves(second.endpointId, METHOD) : null;
  const query = useQuery({
    ...optionalQuery(second, METHOD, at),
    enabled: second !== null && resting !== null && served !== false,
  });
  return second ? opinionOf(second.host, resting, served, query) : { status: 'none' };
}
