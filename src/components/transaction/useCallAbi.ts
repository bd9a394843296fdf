import { useMemo } from 'react';
import type { ErrorTable, FunctionTable } from '../../domain/abi/signature.ts';
import type { Address, Hex } from '../../domain/hex.ts';
import { useNameTables, type NameQuestion } from '../../data/names/useNameTables.ts';
import type { VerifiedNames } from '../../data/names/useVerifiedContract.ts';
import { abiState, type ContractAbiState } from '../receipt/AbiPanel.tsx';

const NONE: readonly never[] = [];

/**
 * The function and custom-error tables for a call to `to` (useNameTables.ts: pasted, verified,
 * built-in, then the guesses for the call's `selector` and the revert's `errorSelector` when no
 * trusted table names them), with what the ABI box and the offer lines show of the contract.
 */
export function useCallAbi(
  to: Address | null,
  wanted: { selector?: Hex | null; errorSelector?: Hex | null } = {},
): {
  table: FunctionTable;
  errors: ErrorTable;
  state: ContractAbiState | undefined;
  /** what Sourcify says of `to` (and its implementation) */
  verified: VerifiedNames;
  /** a selector asked about that no trusted table names: where the database would be offered */
  unnamed: boolean;
  /** why the database named less than it might have */
  guessProblem: string | null;
} {
  const { selector = null, errorSelector = null } = wanted;
  const contracts = useMemo(() => (to === null ? NONE : [to]), [to]);
  const questions = useMemo(() => {
    const out: NameQuestion[] = [];
    if (selector !== null) out.push({ kind: 'function', selector, contract: to });
    if (errorSelector !== null) out.push({ kind: 'error', selector: errorSelector, contract: to });
    return out;
  }, [selector, errorSelector, to]);
  const names = useNameTables(contracts, questions);
  return useMemo(() => {
    const known = names.contract(to);
    const tables = names.tablesFor(to);
    return {
      table: tables.functions,
      errors: tables.errors,
      state: known.pasted === null ? undefined : abiState(known.pasted.json, known.pasted.read),
      verified: known.verified,
      unnamed: names.unnamed,
      guessProblem: names.guessProblem,
    };
  }, [names, to]);
}
