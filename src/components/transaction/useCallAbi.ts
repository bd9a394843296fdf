import { useMemo, useSyncExternalStore } from 'react';
import { abiStore } from '../../data/abi-store.ts';
import { COMMON_ERRORS, COMMON_FUNCTIONS } from '../../domain/abi/common-signatures.ts';
import { parsePastedAbi } from '../../domain/abi/pasted-abi.ts';
import { functionTable, type ErrorTable, type FunctionTable } from '../../domain/abi/signature.ts';
import type { Address } from '../../domain/hex.ts';
import { useVerifiedNames, type VerifiedNames } from '../../data/useVerifiedContract.ts';
import { readAbi, type ContractAbiState } from '../receipt/AbiPanel.tsx';

const BUILT_IN_FUNCTIONS = [...COMMON_FUNCTIONS.values()].flat();
const BUILT_IN_ERRORS = [...COMMON_ERRORS.values()].flat();

/**
 * The function and custom-error tables for a call to `to`, in the order of trust: the ABI the
 * user pasted for that contract (the same store that decodes its logs), then its verified ABI on
 * Sourcify (a proxy's implementation's first), then the built-in signatures.
 */
export function useCallAbi(to: Address | null): {
  table: FunctionTable;
  errors: ErrorTable;
  state: ContractAbiState | undefined;
  /** what Sourcify says of `to` (and its implementation) */
  verified: VerifiedNames;
} {
  const stored = useSyncExternalStore(abiStore.subscribe, abiStore.snapshot);
  const verified = useVerifiedNames(to);
  const json = to ? stored.get(to.toLowerCase() as Address) : undefined;
  const verifiedAbi = verified.abi;
  const tables = useMemo(() => {
    const state: ContractAbiState | undefined = json === undefined ? undefined : { json, ...readAbi(json) };
    // a pasted ABI that does not read: its panel says why; the other sources still name what they know
    const pasted = state && state.error === null ? parsePastedAbi(json!) : null;
    if (!pasted && !verifiedAbi) return { table: COMMON_FUNCTIONS, errors: COMMON_ERRORS, state };
    return {
      table: functionTable(pasted?.functions ?? [], verifiedAbi?.functions ?? [], BUILT_IN_FUNCTIONS),
      errors: functionTable(pasted?.errors ?? [], verifiedAbi?.errors ?? [], BUILT_IN_ERRORS),
      state,
    };
  }, [json, verifiedAbi]);
  return { ...tables, verified };
}
