/**
 * What Sourcify says about a contract, as one react-query lookup per source URL, chain and address
 * (keyed `['sourcify', url, chainId, address]`: not an endpoint's query, since the answer does not
 * depend on the endpoint). The client (outside/sourcify.ts) loads on demand, the first time a page
 * asks: the first page never carries it.
 *
 * The order of a lookup: the chains the source serves (kept on the device for a day and asked at
 * most once per page load and source; a chain it does not list is "not covered" without asking
 * about the contract), then the device's cache (verified-contract-cache.ts), then the source.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Address } from '../domain/hex.ts';
import type { VerifiedContract } from '../domain/verified-contract.ts';
import {
  cacheKey,
  readCachedAnswer,
  readCachedChains,
  writeCachedAnswer,
  writeCachedChains,
} from './verified-contract-cache.ts';

export type VerifiedLookup =
  { kind: 'verified'; contract: VerifiedContract } | { kind: 'not-verified' } | { kind: 'not-covered' };

const loadClient = () => import('../outside/sourcify.ts');

/** source URL → the chain ids it serves; null when the list could not be had (then every chain is tried) */
const servedChains = new Map<string, Promise<Set<string> | null>>();

/** The device's copy of the list while it is fresh, else the source's answer, kept. */
async function askChains(url: string): Promise<Set<string>> {
  const kept = await readCachedChains(url);
  if (kept) return new Set(kept);
  const client = await loadClient();
  const served = await client.lookupSourcifyChains(url);
  void writeCachedChains(url, [...served]);
  return served;
}

function chainsServedBy(url: string): Promise<Set<string> | null> {
  let served = servedChains.get(url);
  if (!served) {
    served = askChains(url).catch(() => null);
    servedChains.set(url, served);
  }
  return served;
}

async function lookUp(url: string, chainId: string, address: Address, signal: AbortSignal): Promise<VerifiedLookup> {
  const client = await loadClient();
  const served = await chainsServedBy(url);
  if (served && !served.has(chainId)) return { kind: 'not-covered' };
  const key = cacheKey(url, chainId, address);
  const cached = await readCachedAnswer(key);
  if (cached) {
    if (!cached.verified) return { kind: 'not-verified' };
    try {
      const answer = client.readSourcifyAnswer(cached.json, chainId, address);
      if (answer.kind === 'verified') return { kind: 'verified', contract: answer.contract };
    } catch {
      // a kept record that no longer reads: ask again
    }
  }
  const answer = await client.lookupVerifiedContract(url, chainId, address, signal);
  if (answer.kind === 'verified') {
    void writeCachedAnswer(key, { verified: true, json: answer.json });
    return { kind: 'verified', contract: answer.contract };
  }
  if (answer.kind === 'not-verified') void writeCachedAnswer(key, { verified: false });
  return answer;
}

export function verifiedContractQuery(url: string, chainId: string, address: Address, enabled: boolean) {
  return queryOptions({
    enabled,
    queryKey: ['sourcify', url, chainId, address.toLowerCase()] as const,
    queryFn: ({ signal }) => lookUp(url, chainId, address, signal),
    staleTime: Infinity,
    gcTime: 30 * 60 * 1000,
    // a failing source is said once; the person can reload (rate limits make retries worse)
    retry: false,
  });
}
