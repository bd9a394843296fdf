import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Log } from '../../domain/receipt.ts';
import type { Address } from '../../domain/hex.ts';
import { abiStore } from '../../data/abi-store.ts';
import { useVerifiedNamesOf, type VerifiedNames } from '../../data/useVerifiedContract.ts';
import { COMMON_EVENTS } from '../../domain/abi/common-signatures.ts';
import { parsePastedAbi } from '../../domain/abi/pasted-abi.ts';
import { eventTable, type EventTable } from '../../domain/abi/signature.ts';
import { readAbi, type ContractAbiState } from './AbiPanel.tsx';

const BUILT_IN_EVENTS = [...COMMON_EVENTS.values()].flat();

/** Sourcify answers one contract per request: a page asks about at most this many emitters. */
export const MAX_EMITTERS_LOOKED_UP = 16;

export interface LogDecoding {
  /** the contracts that emitted the logs, first seen first */
  emitters: Address[];
  /** the ABI the person pasted for each emitter that has one, read */
  abiStates: Map<Address, ContractAbiState>;
  /** what Sourcify says of each emitter (its name, its verified events; a proxy's implementation's) */
  verified: ReadonlyMap<Address, VerifiedNames>;
  /** the events a contract's logs decode with: its pasted ABI, then its verified one, then the built-in ones */
  tableFor: (address: Address) => EventTable;
}

/**
 * What decodes a receipt's logs, in the order of trust: the person's pasted ABI for a contract, its
 * ABI verified on Sourcify, the built-in events.
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
      const verifiedEvents = verified.get(address)?.abi?.events ?? [];
      if (pasted.length > 0 || verifiedEvents.length > 0)
        out.set(address, eventTable(pasted, verifiedEvents, BUILT_IN_EVENTS));
    }
    return out;
  }, [emitters, abiStates, verified]);
  const tableFor = useCallback(
    (address: Address) => tables.get(address.toLowerCase() as Address) ?? COMMON_EVENTS,
    [tables],
  );
  return { emitters, abiStates, verified, tableFor };
}
