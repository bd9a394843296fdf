/**
 * Sourcify's API v2 client: one contract's verified ABI, storage layout, proxy resolution and
 * name, and the list of chains it serves. Given only what it looks up (the source's URL, a chain
 * id, an address): never the connection, its key or its endpoint.
 *
 *   GET {url}/v2/contract/{chainId}/{address}?fields=abi,storageLayout,proxyResolution,compilation
 *     200 → the contract (parsed by domain/verified-contract.ts); 404 → not verified;
 *     400 or 404 with `unsupported_chain` → the chain is not served; 429 → rate limited.
 *   GET {url}/chains → [{chainId, supported, …}]: asked once per session (data/names/verified-contracts.ts).
 */
import type { Address } from '../domain/hex.ts';
import {
  MAX_ANSWER_BYTES,
  parseSourcifyChains,
  parseVerifiedContract,
  type VerifiedContract,
} from '../domain/verified-contract.ts';
import { fetchJsonWithBudget, OutsideFetchError, type OutsideFetchFailure } from './budgeted-fetch.ts';

/** A slow source never holds a page: names fill in later or not at all. */
export const SOURCIFY_TIMEOUT_MS = 15_000;
const CHAINS_MAX_BYTES = 2 * 1024 * 1024;

export const SOURCIFY_FIELDS = 'abi,storageLayout,proxyResolution,compilation';

export type SourcifyFailure = OutsideFetchFailure | 'rate-limited' | 'server' | 'malformed';

/** The lookup failed: a fact (`reason`, the HTTP status, the parser's message), not a sentence for a page. */
export class SourcifyError extends Error {
  override readonly name = 'SourcifyError';
  constructor(
    readonly reason: SourcifyFailure,
    readonly detail?: string,
  ) {
    super(detail ? `Sourcify ${reason}: ${detail}` : `Sourcify ${reason}`);
  }
}

export type SourcifyAnswer =
  | {
      kind: 'verified';
      contract: VerifiedContract;
      /** the answer's JSON, kept by the cache and parsed again when read back */
      json: unknown;
    }
  | { kind: 'not-verified' }
  | { kind: 'not-covered' };

export function sourcifyContractUrl(base: string, chainId: string, address: Address): string {
  return `${base}/v2/contract/${chainId}/${address.toLowerCase()}?fields=${SOURCIFY_FIELDS}`;
}

function customCode(json: unknown): unknown {
  return typeof json === 'object' && json !== null ? (json as { customCode?: unknown }).customCode : undefined;
}

async function get(url: string, maxBytes: number, signal?: AbortSignal) {
  try {
    return await fetchJsonWithBudget(url, { timeoutMs: SOURCIFY_TIMEOUT_MS, maxBytes, signal });
  } catch (error) {
    if (error instanceof OutsideFetchError) throw new SourcifyError(error.reason, error.message);
    throw error;
  }
}

/** Turns an answer that is already in hand (a fresh one, or the cache's copy) into the contract. */
export function readSourcifyAnswer(json: unknown, chainId: string, address: Address): SourcifyAnswer {
  let contract: VerifiedContract | null;
  try {
    contract = parseVerifiedContract(json, { chainId, address });
  } catch (error) {
    throw new SourcifyError('malformed', (error as Error).message);
  }
  return contract === null ? { kind: 'not-verified' } : { kind: 'verified', contract, json };
}

/** One contract on one chain. */
export async function lookupVerifiedContract(
  base: string,
  chainId: string,
  address: Address,
  signal?: AbortSignal,
): Promise<SourcifyAnswer> {
  const { status, json } = await get(sourcifyContractUrl(base, chainId, address), MAX_ANSWER_BYTES, signal);
  // the spec lists unsupported_chain under 400; the server answers a lookup on a chain it does not know with 404
  if ((status === 400 || status === 404) && customCode(json) === 'unsupported_chain') return { kind: 'not-covered' };
  if (status === 404) return { kind: 'not-verified' };
  if (status === 429) throw new SourcifyError('rate-limited');
  if (status !== 200) throw new SourcifyError('server', `HTTP ${status}`);
  return readSourcifyAnswer(json, chainId, address);
}

/** The chain ids the source serves. */
export async function lookupSourcifyChains(base: string, signal?: AbortSignal): Promise<Set<string>> {
  const { status, json } = await get(`${base}/chains`, CHAINS_MAX_BYTES, signal);
  if (status !== 200) throw new SourcifyError('server', `HTTP ${status}`);
  try {
    return parseSourcifyChains(json);
  } catch (error) {
    throw new SourcifyError('malformed', (error as Error).message);
  }
}
