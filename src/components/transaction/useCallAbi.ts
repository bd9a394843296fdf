import { useMemo, useSyncExternalStore } from 'react';
import { abiStore } from '../../data/abi-store.ts';
import { COMMON_ERRORS, COMMON_FUNCTIONS } from '../../domain/abi/common-signatures.ts';
import { parsePastedAbi } from '../../domain/abi/pasted-abi.ts';
import { functionTable, type ErrorTable, type FunctionTable } from '../../domain/abi/signature.ts';
import type { Address } from '../../domain/hex.ts';
import { readAbi, type ContractAbiState } from '../receipt/AbiPanel.tsx';

/**
 * The function and custom-error tables for a call to `to`: the ABI the user pasted for that
 * contract (the same store that decodes its logs) ahead of the built-in signatures.
 */
export function useCallAbi(to: Address | null): {
  table: FunctionTable;
  errors: ErrorTable;
  state: ContractAbiState | undefined;
} {
  const stored = useSyncExternalStore(abiStore.subscribe, abiStore.snapshot);
  const json = to ? stored.get(to.toLowerCase() as Address) : undefined;
  return useMemo(() => {
    if (json === undefined) return { table: COMMON_FUNCTIONS, errors: COMMON_ERRORS, state: undefined };
    const state: ContractAbiState = { json, ...readAbi(json) };
    // a pasted ABI that does not read: its panel says why; the built-in signatures still name what they know
    if (state.error !== null) return { table: COMMON_FUNCTIONS, errors: COMMON_ERRORS, state };
    const pasted = parsePastedAbi(json);
    return {
      table: functionTable(pasted.functions, [...COMMON_FUNCTIONS.values()].flat()),
      errors: functionTable(pasted.errors, [...COMMON_ERRORS.values()].flat()),
      state,
    };
  }, [json]);
}
