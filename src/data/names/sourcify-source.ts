/**
 * Sourcify as a name source: it names contracts by network and address (their verified name, ABI,
 * storage layout and proxy resolution), and its names are verified. The order of a lookup: the
 * chains the source serves (kept on the device for a day and asked at most once per page load and
 * source; a chain it does not list is "not covered" without asking about the contract), then the
 * device's cache (verified-contract-cache.ts), then the source (outside/sourcify.ts, loaded on
 * demand: the first page never carries it).
 */
import type { Address } from '../../domain/hex.ts';
import { OUTSIDE_SOURCES } from './outside-sources.ts';
import {
  cacheKey,
  clearCachedAnswers,
  readCachedAnswer,
  readCachedChains,
  writeCachedAnswer,
  writeCachedChains,
} from './verified-contract-cache.ts';
import type { AddressAnswer, NameSource } from './name-source.ts';

const loadClient = () => import('../../outside/sourcify.ts');

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

async function lookupAddress(
  url: string,
  chainId: string,
  address: Address,
  signal?: AbortSignal,
): Promise<AddressAnswer> {
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

export const sourcify = {
  id: 'sourcify',
  setting: OUTSIDE_SOURCES.sourcify,
  trust: 'verified',
  lookupAddress,
  clear: clearCachedAnswers,
} satisfies NameSource<'sourcify'>;
