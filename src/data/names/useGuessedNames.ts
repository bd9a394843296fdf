import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { EventSignature, FunctionSignature } from '../../domain/abi/signature.ts';
import type { Hash, Hex } from '../../domain/hex.ts';
import {
  guessedErrorsIn,
  guessedEventsIn,
  guessedFunctionsIn,
  signatureLookups,
  type GuessSnapshot,
  type SignatureKind,
} from './signature-lookups.ts';
import { useOutsideSource } from './useOutsideSource.ts';

export interface GuessedNames<T> {
  /** the database's guesses for the selectors asked (none while the source is off) */
  guesses: readonly T[];
  /** why the source named less than it might have, once it was asked */
  problem: string | null;
}

const NONE: readonly never[] = [];

function useGuesses<S extends string, T>(
  kind: SignatureKind,
  selectors: readonly S[],
  read: (known: GuessSnapshot, selectors: readonly S[]) => T[],
): GuessedNames<T> {
  const { enabled } = useOutsideSource('signatures');
  const known = useSyncExternalStore(signatureLookups.subscribe, signatureLookups.snapshot);
  const list = selectors.join(',');
  // after the page painted (an effect), never while it renders: the page's own data comes first
  useEffect(() => {
    if (enabled && list !== '') signatureLookups.want(kind, list.split(','));
  }, [enabled, kind, list]);
  // a new list only when an answer arrived or the selectors changed: tables built from it stay put
  return useMemo(() => {
    if (!enabled || list === '') return { guesses: NONE, problem: null };
    return { guesses: read(known, list.split(',') as S[]), problem: known.problem };
  }, [enabled, list, known, read]);
}

/** Guesses for function selectors no trusted table names. */
export function useGuessedFunctions(selectors: readonly Hex[]): GuessedNames<FunctionSignature> {
  return useGuesses('function', selectors, guessedFunctionsIn);
}

/** Guesses for custom-error selectors no trusted table names. */
export function useGuessedErrors(selectors: readonly Hex[]): GuessedNames<FunctionSignature> {
  return useGuesses('error', selectors, guessedErrorsIn);
}

/** Guesses for event topics no trusted table names. */
export function useGuessedEvents(topics: readonly Hash[]): GuessedNames<EventSignature> {
  return useGuesses('event', topics, guessedEventsIn);
}
