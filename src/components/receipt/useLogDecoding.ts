import { useMemo } from 'react';
import type { Log } from '../../domain/receipt.ts';
import type { Address } from '../../domain/hex.ts';
import type { EventTable } from '../../domain/abi/signature.ts';
import { useNameTables, type NameQuestion } from '../../data/names/useNameTables.ts';
import type { VerifiedNames } from '../../data/names/useVerifiedContract.ts';
import { abiState, type ContractAbiState } from './AbiPanel.tsx';

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
   * built-in ones, then the guesses (useNameTables.ts)
   */
  tableFor: (address: Address) => EventTable;
  /** some log's event is named by no trusted table: where the database would be offered */
  unnamed: boolean;
  /** why the database named less than it might have */
  guessProblem: string | null;
}

/** What decodes a receipt's logs: each emitter's names (useNameTables.ts) and each log's topic0 as a question. */
export function useLogDecoding(logs: readonly Log[]): LogDecoding {
  const emitters = useMemo(() => [...new Set(logs.map((log) => log.address.toLowerCase() as Address))], [logs]);
  const questions = useMemo(() => {
    const out: NameQuestion[] = [];
    for (const log of logs) {
      const topic = log.topics[0];
      if (topic !== undefined) out.push({ kind: 'event', topic, contract: log.address });
    }
    return out;
  }, [logs]);
  // a receipt may hold thousands of emitters: Sourcify is asked about the first few only
  const names = useNameTables(emitters, questions, { lookedUp: MAX_EMITTERS_LOOKED_UP });
  return useMemo(() => {
    const abiStates = new Map<Address, ContractAbiState>();
    const verified = new Map<Address, VerifiedNames>();
    for (const [i, address] of emitters.entries()) {
      const known = names.contract(address);
      if (known.pasted !== null) abiStates.set(address, abiState(known.pasted.json, known.pasted.read));
      if (i < MAX_EMITTERS_LOOKED_UP) verified.set(address, known.verified);
    }
    return {
      emitters,
      abiStates,
      verified,
      tableFor: (address: Address) => names.tablesFor(address).events,
      unnamed: names.unnamed,
      guessProblem: names.guessProblem,
    };
  }, [emitters, names]);
}
