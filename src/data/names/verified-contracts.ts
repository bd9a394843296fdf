/**
 * What Sourcify says about a contract, as one react-query lookup per source URL, chain and address
 * (keyed `['sourcify', url, chainId, address]`: not an endpoint's query, since the answer does not
 * depend on the endpoint). The lookup itself (the chains it serves, the device's cache, the
 * source) is Sourcify's name source, `names/sourcify-source.ts`.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Address } from '../../domain/hex.ts';
import type { AddressAnswer } from './name-source.ts';
import { sourcify } from './sourcify-source.ts';

export type VerifiedLookup = AddressAnswer;

export function verifiedContractQuery(url: string, chainId: string, address: Address, enabled: boolean) {
  return queryOptions({
    enabled,
    queryKey: ['sourcify', url, chainId, address.toLowerCase()] as const,
    queryFn: ({ signal }) => sourcify.lookupAddress(url, chainId, address, signal),
    staleTime: Infinity,
    gcTime: 30 * 60 * 1000,
    // a failing source is said once; the person can reload (rate limits make retries worse)
    retry: false,
  });
}
