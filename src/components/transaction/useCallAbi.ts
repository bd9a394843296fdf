import { useMemo, useSyncExternalStore } from 'react';
import { abiStore } from '../../data/abi-store.ts';
import { useGuessedErrors, useGuessedFunctions } from '../../data/useGuessedNames.ts';
import { COMMON_ERRORS, COMMON_FUNCTIONS } from '../../domain/abi/common-signatures.ts';
import { parsePastedAbi } from '../../domain/abi/pasted-abi.ts';
import {
  functionTable,
  type ErrorTable,
  type FunctionSignature,
  type FunctionTable,
} from '../../domain/abi/signature.ts';
import type { Address, Hex } from '../../domain/hex.ts';
import { readAbi, type ContractAbiState } from '../receipt/AbiPanel.tsx';

const NONE: readonly Hex[] = [];

/** A table with the signature database's guesses after everything it already holds. */
function withGuesses(table: FunctionTable, guesses: readonly FunctionSignature[]): FunctionTable {
  return guesses.length === 0 ? table : functionTable([...table.values()].flat(), guesses);
}

/**
 * The function and custom-error tables for a call to `to`: the ABI the user pasted for that
 * contract (the same store that decodes its logs) ahead of the built-in signatures, and last the
 * signature database's guesses for the call's `selector` and the revert's `errorSelector` when no
 * trusted table names them (and the person turned the database on).
 */
export function useCallAbi(
  to: Address | null,
  wanted: { selector?: Hex | null; errorSelector?: Hex | null } = {},
): {
  table: FunctionTable;
  errors: ErrorTable;
  state: ContractAbiState | undefined;
  /** a selector asked about that no trusted table names: where the database would be offered */
  unnamed: boolean;
  /** why the database named less than it might have */
  guessProblem: string | null;
} {
  const stored = useSyncExternalStore(abiStore.subscribe, abiStore.snapshot);
  const json = to ? stored.get(to.toLowerCase() as Address) : undefined;
  const trusted = useMemo(() => {
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
  const selector = wanted.selector?.toLowerCase() as Hex | undefined;
  const errorSelector = wanted.errorSelector?.toLowerCase() as Hex | undefined;
  const unknownFunction = selector && !trusted.table.has(selector) ? selector : null;
  const unknownError = errorSelector && !trusted.errors.has(errorSelector) ? errorSelector : null;
  const guessedFunctions = useGuessedFunctions(
    useMemo(() => (unknownFunction ? [unknownFunction] : NONE), [unknownFunction]),
  );
  const guessedErrors = useGuessedErrors(useMemo(() => (unknownError ? [unknownError] : NONE), [unknownError]));
  return useMemo(
    () => ({
      ...trusted,
      table: withGuesses(trusted.table, guessedFunctions.guesses),
      errors: withGuesses(trusted.errors, guessedErrors.guesses),
      unnamed: unknownFunction !== null || unknownError !== null,
      guessProblem: guessedFunctions.problem ?? guessedErrors.problem,
    }),
    [trusted, guessedFunctions, guessedErrors, unknownFunction, unknownError],
  );
}
