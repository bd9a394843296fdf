import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { bigIntToQuantity, type Address, type Hex } from '../../domain/hex.ts';
import { ERC1967_SLOTS, implementationFromSlotWord } from '../../domain/proxy.ts';
import type { ParsedAbi } from '../../domain/abi/json-abi.ts';
import type { StorageLayout } from '../../domain/storage/storage-layout.ts';
import type { VerifiedContract } from '../../domain/verified-contract.ts';
import type { SourcifyFailure } from '../../outside/sourcify.ts';
import { storageQuery } from '../queries/queries.ts';
import { useEndpoint } from '../hooks/useEndpoint.ts';
import { useNetwork } from '../hooks/useNetwork.ts';
import { useOutsideSource } from './useOutsideSource.ts';
import { verifiedContractQuery, type VerifiedLookup } from './verified-contracts.ts';

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

interface Settled<T> {
  data: T | undefined;
  error: (Error & { reason?: SourcifyFailure; detail?: string }) | null;
  pending: boolean;
}

// module-level, so useQueries keeps one combined array while no answer changes (stable identities
// for the decoding tables and read plans built from them)
function settle<T>(results: UseQueryResult<T>[]): Settled<T>[] {
  return results.map((result) => ({ data: result.data, error: result.error, pending: result.isPending }));
}

const IMPLEMENTATION_SLOT = bigIntToQuantity(BigInt(ERC1967_SLOTS.implementation));

const mergedAbis = new WeakMap<ParsedAbi, WeakMap<ParsedAbi, ParsedAbi>>();

/** The implementation's entries first (what a proxy forwards), then the proxy's own; one object per pair. */
function mergeAbis(first: ParsedAbi | null, then: ParsedAbi | null): ParsedAbi | null {
  if (!first) return then;
  if (!then) return first;
  let byThen = mergedAbis.get(first);
  if (!byThen) mergedAbis.set(first, (byThen = new WeakMap()));
  let merged = byThen.get(then);
  if (!merged) {
    merged = {
      functions: [...first.functions, ...then.functions],
      events: [...first.events, ...then.events],
      errors: [...first.errors, ...then.errors],
    };
    byThen.set(then, merged);
  }
  return merged;
}

function stateOf(settled: Settled<VerifiedLookup> | undefined, enabled: boolean, chainKnown: boolean): VerifiedState {
  if (!enabled) return { status: 'off' };
  if (!chainKnown) return { status: 'no-network' };
  if (!settled || settled.pending) return { status: 'loading' };
  if (settled.error) {
    const { reason, detail } = settled.error;
    return { status: 'error', reason: reason ?? 'network', ...(detail === undefined ? {} : { detail }) };
  }
  const answer = settled.data!;
  return answer.kind === 'verified' ? { status: 'verified', contract: answer.contract } : { status: answer.kind };
}

/**
 * What Sourcify says of each contract in `addresses` on the page's network, when the person has
 * turned Sourcify on, following proxies: Sourcify's own proxy resolution first, then ERC-1967's
 * implementation slot read from the endpoint (one eth_getStorageAt, the same query the address
 * page sends, so it works on the four methods) for a contract Sourcify does not know as a proxy.
 * `ready`: the page's own data has painted (a lookup never goes first).
 */
export function useVerifiedNamesOf(addresses: readonly Address[], ready = true): ReadonlyMap<Address, VerifiedNames> {
  const source = useOutsideSource('sourcify');
  const { chainId } = useNetwork();
  const endpoint = useEndpoint();
  const chain = chainId === null ? '' : chainId.toString();
  const asking = source.enabled && chainId !== null && ready;
  const query = (address: Address | null) =>
    verifiedContractQuery(source.url, chain, address ?? '0x', asking && address !== null);

  const owns = useQueries({ queries: addresses.map(query), combine: settle<VerifiedLookup> });
  const ownStates = owns.map((settled) => stateOf(settled, source.enabled, chainId !== null));
  const resolved = ownStates.map((own) =>
    own.status === 'verified' ? (own.contract.proxy?.implementations[0] ?? null) : null,
  );
  // a verified contract Sourcify resolved as no proxy needs no slot read
  const readSlot = ownStates.map(
    (own, i) =>
      resolved[i] === null &&
      (own.status === 'not-verified' || (own.status === 'verified' && own.contract.proxy === null)),
  );
  const slots = useQueries({
    queries: addresses.map((address, i) => ({
      ...storageQuery(endpoint, address, IMPLEMENTATION_SLOT, 'latest'),
      enabled: endpoint !== null && readSlot[i]!,
    })),
    combine: settle<Hex>,
  });
  const implementations = addresses.map((_, i): Address | null => {
    if (resolved[i]) return resolved[i];
    const word = readSlot[i] && slots[i]?.data ? implementationFromSlotWord(slots[i].data) : null;
    return word?.kind === 'address' ? word.address : null;
  });
  // each implementation asked once: two proxies may share one, and most contracts have none
  // (react-query warns of the same query twice in one list)
  const lower = (address: Address) => address.toLowerCase() as Address;
  const asked = [...new Set(implementations.filter((address) => address !== null).map(lower))];
  const askedAnswers = useQueries({ queries: asked.map(query), combine: settle<VerifiedLookup> });
  const implementationAnswers = implementations.map((address) =>
    address === null ? undefined : askedAnswers[asked.indexOf(lower(address))],
  );

  return useMemo(() => {
    const out = new Map<Address, VerifiedNames>();
    addresses.forEach((address, i) => {
      const own = stateOf(owns[i], source.enabled, chainId !== null);
      const implementationAddress = implementations[i] ?? null;
      const implementationState = stateOf(implementationAnswers[i], source.enabled, chainId !== null);
      const ownContract = own.status === 'verified' ? own.contract : null;
      const implementationContract =
        implementationAddress && implementationState.status === 'verified' ? implementationState.contract : null;
      const layoutFrom = implementationContract?.storageLayout
        ? implementationContract
        : ownContract?.storageLayout
          ? ownContract
          : null;
      out.set(address.toLowerCase() as Address, {
        own,
        implementation: implementationAddress && { address: implementationAddress, state: implementationState },
        abi: mergeAbis(implementationContract?.abi ?? null, ownContract?.abi ?? null),
        layout: layoutFrom && { layout: layoutFrom.storageLayout!, contract: layoutFrom },
      });
    });
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the combined answers carry every change; implementations derive from them
  }, [addresses, owns, slots, askedAnswers, source.enabled, chainId]);
}

/** Sourcify has not answered for the contract or its implementation yet. */
export function stillAsking(names: VerifiedNames): boolean {
  return names.own.status === 'loading' || names.implementation?.state.status === 'loading';
}

const NONE: readonly Address[] = [];

/** One contract's verified names (see useVerifiedNamesOf). */
export function useVerifiedNames(address: Address | null, ready = true): VerifiedNames {
  const addresses = useMemo(() => (address ? [address] : NONE), [address]);
  const names = useVerifiedNamesOf(addresses, ready);
  return (
    (address && names.get(address.toLowerCase() as Address)) ?? {
      own: { status: 'off' },
      implementation: null,
      abi: null,
      layout: null,
    }
  );
}
