import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Log } from '../../domain/receipt.ts';
import type { Address } from '../../domain/hex.ts';
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
  /** the events a contract's logs decode with: its pasted ABI before the built-in ones */
  tableFor: (address: Address) => EventTable;
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
  const tableFor = useCallback(
    (address: Address) => tables.get(address.toLowerCase() as Address) ?? COMMON_EVENTS,
    [tables],
  );
  return { emitters, abiStates, tableFor };
}
