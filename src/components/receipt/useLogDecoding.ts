import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Log } from '../../domain/receipt.ts';
import type { Address, Hash } from '../../domain/hex.ts';
import { useGuessedEvents } from '../../data/useGuessedNames.ts';
import { abiStore } from '../../data/abi-store.ts';
import { COMMON_EVENTS } from '../../domain/abi/common-signatures.ts';
import { parsePastedAbi } from '../../domain/abi/pasted-abi.ts';
import { eventTable, type EventTable } from '../../domain/abi/signature.ts';
import { readAbi, type ContractAbiState } from './AbiPanel.tsx';

const BUILT_IN_EVENTS = [...COMMON_EVENTS.values()].flat();

export interface LogDecoding {
  /** the contracts that emitted the logs, first seen first */
  emitters: Address[];
  /** the ABI the person pasted for each emitter that has one, read */
  abiStates: Map<Address, ContractAbiState>;
  /** the events a contract's logs decode with: its pasted ABI before the built-in ones, then the database's guesses */
  tableFor: (address: Address) => EventTable;
  /** some log's event is named by no trusted table: where the database would be offered */
  unnamed: boolean;
  /** why the database named less than it might have */
  guessProblem: string | null;
}

/** What decodes a receipt's logs: the built-in events, with the person's pasted ABI for a contract first. */
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
  const tables = useMemo(() => {
    const out = new Map<Address, EventTable>();
    for (const [address, state] of abiStates) {
      if (state.error === null) out.set(address, eventTable(parsePastedAbi(state.json).events, BUILT_IN_EVENTS));
    }
    return out;
  }, [abiStates]);
  const trustedFor = useCallback(
    (address: Address) => tables.get(address.toLowerCase() as Address) ?? COMMON_EVENTS,
    [tables],
  );
  const unknownTopics = useMemo(() => {
    const out = new Set<Hash>();
    for (const log of logs) {
      const topic0 = log.topics[0]?.toLowerCase() as Hash | undefined;
      if (topic0 !== undefined && !trustedFor(log.address).has(topic0)) out.add(topic0);
    }
    return [...out];
  }, [logs, trustedFor]);
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
        // a topic the emitter's trusted table names keeps that name alone
        table = new Map([...guesses, ...trustedFor(key)]);
        merged.set(key, table);
      }
      return table;
    };
  }, [trustedFor, guessed.guesses]);
  return { emitters, abiStates, tableFor, unnamed: unknownTopics.length > 0, guessProblem: guessed.problem };
}
