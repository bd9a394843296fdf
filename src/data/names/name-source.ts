/**
 * What every outside source of names is (Otterscan's resolvers share one such interface): its
 * setting, what it can name and how far its names are trusted, its lookups, and the clearing of
 * what it kept. A source answers the kinds of question it can: the signature database names
 * selectors and event topics, Sourcify names contracts by network and address. The registry of
 * every source is `name-sources.ts`; a new source is an implementation of this interface, its
 * setting in OUTSIDE_SOURCES (outside-sources.ts) and one line there.
 *
 * A lookup is given only what it looks up and the source's own URL from the setting: never the
 * connection (its key, its endpoint), which the clients in `src/outside/` cannot even import.
 */
import type { NameTrust } from '../../domain/abi/name-trust.ts';
import type { EventSignature, FunctionSignature } from '../../domain/abi/signature.ts';
import type { Address } from '../../domain/hex.ts';
import type { VerifiedContract } from '../../domain/verified-contract.ts';
import type { OutsideSourceId, OutsideSourceInfo } from './outside-sources.ts';

export type SelectorKind = 'function' | 'error' | 'event';

/** A question about a selector: `function:0x…` and `error:0x…` (4 bytes), `event:0x…` (topic0), lowercase. */
export type SelectorKey = `${SelectorKind}:0x${string}`;

/** A name a source gives a selector: a signature, marked with the source's trust. */
export type SelectorName = FunctionSignature | EventSignature;

/** key → its names, the source's order; an empty list: the source knows none. */
export type SelectorNames = Map<SelectorKey, readonly SelectorName[]>;

export interface SelectorAnswer {
  /** every key it could answer (from its cache or itself); a key missing was not answered */
  names: SelectorNames;
  /** the source itself was asked (not only its cache): `problem` then says how that went */
  asked: boolean;
  /** why it named less than it might have (it failed, or some of its answers were refused), in words */
  problem: string | null;
}

/** What a source says of the contract at an address on one network. */
export type AddressAnswer =
  { kind: 'verified'; contract: VerifiedContract } | { kind: 'not-verified' } | { kind: 'not-covered' };

export interface NameSource<Id extends OutsideSourceId = OutsideSourceId> {
  readonly id: Id;
  /** label, default URL and what a lookup reveals: its entry in OUTSIDE_SOURCES */
  readonly setting: OutsideSourceInfo;
  /** how far its names are trusted (name-trust.ts): where they stand in the one order of trust */
  readonly trust: NameTrust;
  /**
   * Names for selectors and event topics: its kept answers first (`kept` hears them at once, so a
   * page shows them before the source answers the rest), then the source for the others, whose
   * answers it keeps. Never throws: a failure is the answer's `problem`.
   */
  readonly lookupSelectors?: (
    url: string,
    keys: readonly SelectorKey[],
    kept?: (names: SelectorNames) => void,
  ) => Promise<SelectorAnswer>;
  /** The contract at `address` on chain `chainId`: its kept answer while fresh, else the source's, kept. */
  readonly lookupAddress?: (
    url: string,
    chainId: string,
    address: Address,
    signal?: AbortSignal,
  ) => Promise<AddressAnswer>;
  /** Forgets every answer it kept on this device (Settings' "Clear cached answers"). */
  readonly clear: () => Promise<void>;
}
