import { useMemo, useSyncExternalStore } from 'react';
import { abiStore } from '../../data/stores/abi-store.ts';
import { useGuessedErrors, useGuessedFunctions } from '../../data/names/useGuessedNames.ts';
import { errorsByTrust, functionsByTrust, withGuesses } from '../../domain/abi/names-by-trust.ts';
import { parsePastedAbi } from '../../domain/abi/pasted-abi.ts';
import { functionTable, type ErrorTable, type FunctionTable } from '../../domain/abi/signature.ts';
import type { Address, Hex } from '../../domain/hex.ts';
import { stillAsking, useVerifiedNames, type VerifiedNames } from '../../data/names/useVerifiedContract.ts';
import { readAbi, type ContractAbiState } from '../receipt/AbiPanel.tsx';

const NONE: readonly Hex[] = [];

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
    return {
      table: functionsByTrust(pasted?.functions ?? [], verifiedAbi?.functions ?? []),
      errors: errorsByTrust(pasted?.errors ?? [], verifiedAbi?.errors ?? []),
      state,
    };
  }, [json, verifiedAbi]);
  // Sourcify has not answered yet: a guess asked now might be one the verified ABI makes needless
  const waiting = stillAsking(verified);
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
      table: withGuesses(trusted.table, functionTable(guessedFunctions.guesses)),
      errors: withGuesses(trusted.errors, functionTable(guessedErrors.guesses)),
      unnamed: unknownFunction !== null || unknownError !== null,
      guessProblem: guessedFunctions.problem ?? guessedErrors.problem,
    }),
    [trusted, verified, guessedFunctions, guessedErrors, unknownFunction, unknownError],
  );
}
