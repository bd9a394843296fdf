/**
 * The one place a page asks "what is this called" — a function or error selector, an event topic,
 * a contract's address — and gets the trusted-most answer with its source (names-by-trust.ts): the
 * ABI the person pasted for the contract, then its verified ABI (Sourcify, a proxy's
 * implementation's first), then the built-in signatures, and the signature database's guesses
 * only for what none of those names. Outside sources are asked only while they are on.
 */
import { useMemo, useSyncExternalStore } from 'react';
import {
  contractCandidate,
  errorsByTrust,
  eventsByTrust,
  functionsByTrust,
  trustedMost,
  type NameAnswer,
} from '../../domain/abi/names-by-trust.ts';
import { readPastedAbi } from '../../domain/abi/pasted-abi.ts';
import type { Address, Hash, Hex } from '../../domain/hex.ts';
import { abiStore } from '../stores/abi-store.ts';
import { useGuessedErrors, useGuessedEvents, useGuessedFunctions } from './useGuessedNames.ts';
import { stillAsking, useVerifiedNames } from './useVerifiedContract.ts';

export type NameQuestion =
  /** a selector in calldata or revert data, of a call to `contract` when known */
  | { kind: 'function' | 'error'; selector: Hex; contract?: Address | null }
  /** a log's topic0, emitted by `contract` when known */
  | { kind: 'event'; topic: Hash; contract?: Address | null }
  /** the contract at an address */
  | { kind: 'address'; address: Address };

const NONE: readonly never[] = [];

/** `ready`: the page's own data has painted (an outside lookup never goes first). */
export function useNameOf(question: NameQuestion | null, ready = true): NameAnswer | null {
  const contract =
    question === null ? null : question.kind === 'address' ? question.address : (question.contract ?? null);
  const key =
    question === null || question.kind === 'address'
      ? null
      : question.kind === 'event'
        ? question.topic
        : question.selector;
  const kind = question?.kind ?? null;
  const verified = useVerifiedNames(contract, ready);
  const stored = useSyncExternalStore(abiStore.subscribe, abiStore.snapshot);
  const json = contract === null ? undefined : stored.get(contract.toLowerCase() as Address);

  const trusted = useMemo(() => {
    if (key === null) return [];
    const pastedRead = json === undefined ? null : readPastedAbi(json);
    // a pasted ABI that does not read names nothing: its panel says why
    const pasted = pastedRead?.ok ? pastedRead.value : null;
    const abi = verified.abi;
    const lowered = key.toLowerCase();
    if (kind === 'event') return eventsByTrust(pasted?.events ?? [], abi?.events ?? []).get(lowered as Hash) ?? [];
    const table = kind === 'error' ? errorsByTrust : functionsByTrust;
    const own = kind === 'error' ? [pasted?.errors, abi?.errors] : [pasted?.functions, abi?.functions];
    return table(own[0] ?? [], own[1] ?? []).get(lowered as Hex) ?? [];
  }, [key, kind, json, verified.abi]);

  // guesses only for what no trusted table names, once Sourcify (when on) has had its say
  const unnamed = key !== null && trusted.length === 0 && !stillAsking(verified) ? key.toLowerCase() : null;
  const wanted = useMemo(() => {
    const one = unnamed === null ? NONE : [unnamed];
    return {
      functions: (kind === 'function' ? one : NONE) as readonly Hex[],
      errors: (kind === 'error' ? one : NONE) as readonly Hex[],
      events: (kind === 'event' ? one : NONE) as readonly Hash[],
    };
  }, [unnamed, kind]);
  const functions = useGuessedFunctions(wanted.functions);
  const errors = useGuessedErrors(wanted.errors);
  const events = useGuessedEvents(wanted.events);

  return useMemo(() => {
    if (kind === null) return null;
    if (kind === 'address')
      return trustedMost(contractCandidate(verified.own.status === 'verified' ? verified.own.contract : null));
    return trustedMost([...trusted, ...functions.guesses, ...errors.guesses, ...events.guesses]);
  }, [kind, verified.own, trusted, functions.guesses, errors.guesses, events.guesses]);
}
