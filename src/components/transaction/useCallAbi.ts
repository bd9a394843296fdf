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
import { useVerifiedNames, type VerifiedNames } from '../../data/useVerifiedContract.ts';
import { readAbi, type ContractAbiState } from '../receipt/AbiPanel.tsx';

const BUILT_IN_FUNCTIONS = [...COMMON_FUNCTIONS.values()].flat();
const BUILT_IN_ERRORS = [...COMMON_ERRORS.values()].flat();
const NONE: readonly Hex[] = [];

/** A table with the signature database's guesses after everything it already holds. */
function withGuesses(table: FunctionTable, guesses: readonly FunctionSignature[]): FunctionTable {
  return guesses.length === 0 ? table : functionTable([...table.values()].flat(), guesses);
}

/** Sourcify has not answered yet: a guess asked now might be one the verified ABI makes needless. */
function verifiedPending(verified: VerifiedNames): boolean {
  return verified.own.status === 'loading' || verified.implementation?.state.status === 'loading';
}

/**
 * The function and custom-error tables for a call to `to`, in the order of trust: the ABI the
 * user pasted for that contract (the same store that decodes its logs), then its verified ABI on
 * Sourcify (a proxy's implementation's first), then the built-in signatures, and last the
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
  /** what Sourcify says of `to` (and its implementation) */
  verified: VerifiedNames;
  /** a selector asked about that no trusted table names: where the database would be offered */
  unnamed: boolean;
  /** why the database named less than it might have */
  guessProblem: string | null;
} {
  const stored = useSyncExternalStore(abiStore.subscribe, abiStore.snapshot);
  const verified = useVerifiedNames(to);
  const json = to ? stored.get(to.toLowerCase() as Address) : undefined;
  const verifiedAbi = verified.abi;
  const trusted = useMemo(() => {
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
  const waiting = verifiedPending(verified);
  const selector = wanted.selector?.toLowerCase() as Hex | undefined;
  const errorSelector = wanted.errorSelector?.toLowerCase() as Hex | undefined;
  const unknownFunction = selector && !waiting && !trusted.table.has(selector) ? selector : null;
  const unknownError = errorSelector && !waiting && !trusted.errors.has(errorSelector) ? errorSelector : null;
  const guessedFunctions = useGuessedFunctions(
    useMemo(() => (unknownFunction ? [unknownFunction] : NONE), [unknownFunction]),
  );
  const guessedErrors = useGuessedErrors(useMemo(() => (unknownError ? [unknownError] : NONE), [unknownError]));
  return useMemo(
    () => ({
      ...trusted,
      verified,
      table: withGuesses(trusted.table, guessedFunctions.guesses),
      errors: withGuesses(trusted.errors, guessedErrors.guesses),
      unnamed: unknownFunction !== null || unknownError !== null,
      guessProblem: guessedFunctions.problem ?? guessedErrors.problem,
    }),
    [trusted, verified, guessedFunctions, guessedErrors, unknownFunction, unknownError],
  );
}
