import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Log } from '../../domain/receipt.ts';
import type { Address, Hash } from '../../domain/hex.ts';
import { useGuessedEvents } from '../../data/names/useGuessedNames.ts';
import { abiStore } from '../../data/stores/abi-store.ts';
import { stillAsking, useVerifiedNamesOf, type VerifiedNames } from '../../data/names/useVerifiedContract.ts';
import { COMMON_EVENTS } from '../../domain/abi/common-signatures.ts';
import { eventsByTrust, withGuesses } from '../../domain/abi/names-by-trust.ts';
import { parsePastedAbi } from '../../domain/abi/pasted-abi.ts';
import { eventTable, type EventTable } from '../../domain/abi/signature.ts';
import { readAbi, type ContractAbiState } from './AbiPanel.tsx';

/** Sourcify answers one contract per request: a page asks about at most this many emitters. */
export const MAX_EMITTERS_LOOKED_UP = 16;

export interface LogDecoding {
  /** the contracts that emitted the logs, first seen first */
  emitters: Address[];
  /** the ABI the person pasted for each emitter that has one, read */
  abiStates: Map<Address, ContractAbiState>;
  /** what Sourcify says of each emitter (its name, its verified events; a proxy's implementation's) */
  verified: ReadonlyMap<Address, VerifiedNames>;
  /**
   * the events a contract's logs decode with: its pasted ABI, then its verified one, then the
   * built-in ones, then the database's guesses
   */
  tableFor: (address: Address) => EventTable;
  /** some log's event is named by no trusted table: where the database would be offered */
  unnamed: boolean;
  /** why the database named less than it might have */
  guessProblem: string | null;
}

/**
 * What decodes a receipt's logs, in the order of trust: the person's pasted ABI for a contract, its
 * ABI verified on Sourcify, the built-in events, the signature database's guesses.
 */
export function useLogDecoding(logs: readonly Log[]): LogDecoding {
  const emitters = useMemo(() => [...new Set(logs.map((log) => log.address.toLowerCase() as Address))], [logs]);
  const storedAbis = useSyncExternalStore(abiStore.subscribe, abiStore.snapshot);
  const abiStates = useMemo(() => {
    const out = new Map<Address, ContractAbiState>();
    for (const address of emitters) {
      const json = storedAbis.get(address);
      if (json !== undefined) out.set(address, { json, ...readAbi(json) });
    }
    return out;
  }, [emitters, storedAbis]);
  // a receipt may hold thousands of emitters: Sourcify is asked about the first few only
  const askedAbout = useMemo(() => emitters.slice(0, MAX_EMITTERS_LOOKED_UP), [emitters]);
  const verified = useVerifiedNamesOf(askedAbout);
  const tables = useMemo(() => {
    const out = new Map<Address, EventTable>();
    for (const address of emitters) {
      const state = abiStates.get(address);
      const pasted = state?.error === null ? parsePastedAbi(state.json).events : [];
      out.set(address, eventsByTrust(pasted, verified.get(address)?.abi?.events ?? []));
    }
    return out;
  }, [emitters, abiStates, verified]);
  const trustedFor = useCallback(
    (address: Address) => tables.get(address.toLowerCase() as Address) ?? COMMON_EVENTS,
    [tables],
  );
  // Sourcify has not answered for every emitter yet: a guess asked now might be needless
  const waiting = [...verified.values()].some(stillAsking);
  const unknownTopics = useMemo(() => {
    const out = new Set<Hash>();
    if (waiting) return [];
    for (const log of logs) {
      const topic0 = log.topics[0]?.toLowerCase() as Hash | undefined;
      if (topic0 !== undefined && !trustedFor(log.address).has(topic0)) out.add(topic0);
    }
    return [...out];
  }, [logs, trustedFor, waiting]);
  const guessed = useGuessedEvents(unknownTopics);
  const tableFor = useMemo(() => {
    if (guessed.guesses.length === 0) return trustedFor;
    const guesses = eventTable(guessed.guesses);
    // one merged table per emitter, made once: a log's decoding is memoised on its table
    const merged = new Map<Address, EventTable>();
    return (address: Address) => {
      const key = address.toLowerCase() as Address;
      let table = merged.get(key);
      if (!table) {
        table = withGuesses(trustedFor(key), guesses);
        merged.set(key, table);
      }
      return table;
    };
  }, [trustedFor, guessed.guesses]);
  return {
    emitters,
    abiStates,
    verified,
    tableFor,
    unnamed: unknownTopics.length > 0,
    guessProblem: guessed.problem,
  };
}
