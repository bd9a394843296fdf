import { useQuery } from '@tanstack/react-query';
import { bigIntToQuantity, type Address } from '../domain/hex.ts';
import { ERC1967_SLOTS, implementationFromSlotWord } from '../domain/proxy.ts';
import type { ParsedAbi } from '../domain/abi/json-abi.ts';
import type { StorageLayout } from '../domain/storage-layout.ts';
import type { VerifiedContract } from '../domain/verified-contract.ts';
import type { SourcifyFailure } from '../outside/sourcify.ts';
import { storageQuery } from './queries.ts';
import { useEndpoint } from './useEndpoint.ts';
import { useNetwork } from './useNetwork.ts';
import { useOutsideSource } from './useOutsideSource.ts';
import { verifiedContractQuery } from './verified-contracts.ts';

export type { SourcifyFailure };

/** What is known of a contract's verified source, for a page to show. */
export type VerifiedState =
  /** the person has not turned Sourcify on (the offer line may ask) */
  | { status: 'off' }
  /** the network is not known, so there is nothing to ask about */
  | { status: 'no-network' }
  | { status: 'not-covered' }
  | { status: 'loading' }
  | { status: 'not-verified' }
  | { status: 'verified'; contract: VerifiedContract }
  | { status: 'error'; reason: SourcifyFailure; detail?: string };

/**
 * Sourcify's answer for the contract at `address` on the page's network, when the person has
 * turned Sourcify on. `ready`: the page's own data has painted (a lookup never goes first).
 */
export function useVerifiedContract(address: Address | null, ready = true): VerifiedState {
  const source = useOutsideSource('sourcify');
  const { chainId } = useNetwork();
  const chain = chainId === null ? '' : chainId.toString();
  const asking = source.enabled && address !== null && chainId !== null && ready;
  const query = useQuery(verifiedContractQuery(source.url, chain, address ?? '0x', asking));
  if (!source.enabled) return { status: 'off' };
  if (chainId === null) return { status: 'no-network' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    const { reason, detail } = query.error as Error & { reason?: SourcifyFailure; detail?: string };
    return { status: 'error', reason: reason ?? 'network', ...(detail === undefined ? {} : { detail }) };
  }
  const answer = query.data;
  return answer.kind === 'verified' ? { status: 'verified', contract: answer.contract } : { status: answer.kind };
}

const IMPLEMENTATION_SLOT = bigIntToQuantity(BigInt(ERC1967_SLOTS.implementation));

/** The verified names a contract is read with: its own, or for a proxy its implementation's too. */
export interface VerifiedNames {
  own: VerifiedState;
  /** a proxy's implementation (Sourcify's proxyResolution, else the ERC-1967 slot), when there is one */
  implementation: { address: Address; state: VerifiedState } | null;
  /** functions, events and errors: the implementation's first (the calls a proxy forwards), then its own */
  abi: ParsedAbi | null;
  /** the storage layout (a proxy's storage is laid out by its implementation), and whose it is */
  layout: { layout: StorageLayout; contract: VerifiedContract } | null;
}

function mergeAbis(first: ParsedAbi | null, then: ParsedAbi | null): ParsedAbi | null {
  if (!first) return then;
  if (!then) return first;
  return {
    functions: [...first.functions, ...then.functions],
    events: [...first.events, ...then.events],
    errors: [...first.errors, ...then.errors],
  };
}

/**
 * A contract's verified names, following a proxy to its implementation: Sourcify's own proxy
 * resolution first, then ERC-1967's implementation slot read from the endpoint (one
 * eth_getStorageAt, the same query the address page sends, so it works on the four methods) for
 * a contract Sourcify does not know as a proxy.
 */
export function useVerifiedNames(address: Address | null, ready = true): VerifiedNames {
  const endpoint = useEndpoint();
  const own = useVerifiedContract(address, ready);
  const ownContract = own.status === 'verified' ? own.contract : null;
  const resolved = ownContract?.proxy?.implementations[0] ?? null;
  // a verified contract Sourcify resolved as no proxy needs no slot read
  const readSlot =
    address !== null &&
    resolved === null &&
    (own.status === 'not-verified' || (own.status === 'verified' && own.contract.proxy === null));
  const slot = useQuery({
    ...storageQuery(endpoint, address ?? '0x', IMPLEMENTATION_SLOT, 'latest'),
    enabled: endpoint !== null && readSlot,
  });
  const fromSlot = slot.data ? implementationFromSlotWord(slot.data) : null;
  const implementationAddress = resolved ?? (readSlot && fromSlot?.kind === 'address' ? fromSlot.address : null);
  const implementationState = useVerifiedContract(implementationAddress, ready && implementationAddress !== null);
  const implementationContract = implementationState.status === 'verified' ? implementationState.contract : null;
  const layoutFrom = implementationContract?.storageLayout
    ? implementationContract
    : ownContract?.storageLayout
      ? ownContract
      : null;
  return {
    own,
    implementation: implementationAddress && { address: implementationAddress, state: implementationState },
    abi: mergeAbis(implementationContract?.abi ?? null, ownContract?.abi ?? null),
    layout: layoutFrom && { layout: layoutFrom.storageLayout!, contract: layoutFrom },
  };
}
