/**
 * The one place a page's names come from. For the contracts a page shows, the tables their calls,
 * custom errors and events are named from, in the one order of trust (names-by-trust.ts): the ABI
 * the person pasted for the contract, then its verified ABI (Sourcify, a proxy's implementation's
 * first), then the built-in signatures; and, for the questions none of those names, the outside
 * sources' guesses, asked once Sourcify (when on) has had its say. The input, log, revert and
 * trace views decode with these tables; `useNameOf` answers one question from them.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { ParsedAbi } from '../../domain/abi/json-abi.ts';
import { errorsByTrust, eventsByTrust, functionsByTrust, withGuesses } from '../../domain/abi/names-by-trust.ts';
import { readPastedAbi } from '../../domain/abi/pasted-abi.ts';
import type { ErrorTable, EventTable, FunctionTable } from '../../domain/abi/signature.ts';
import type { Address, Hash, Hex } from '../../domain/hex.ts';
import type { ParseResult } from '../../domain/parse-result.ts';
import { abiStore } from '../stores/abi-store.ts';
import type { SelectorKey } from './name-source.ts';
import { selectorKey } from './selector-lookups.ts';
import { useGuessedNames } from './useGuessedNames.ts';
import { stillAsking, useVerifiedNamesOf, type VerifiedNames } from './useVerifiedContract.ts';

export type NameQuestion =
  /** a selector in calldata or revert data, of a call to `contract` when known */
  | { kind: 'function' | 'error'; selector: Hex; contract?: Address | null }
  /** a log's topic0, emitted by `contract` when known */
  | { kind: 'event'; topic: Hash; contract?: Address | null };

export interface NameTablesOf {
  functions: FunctionTable;
  errors: ErrorTable;
  events: EventTable;
}

/** What names one contract's selectors and events, and where it came from. */
export interface ContractNames extends NameTablesOf {
  /** the ABI the person pasted for it, as pasted and as read; null when none was pasted */
  pasted: { json: string; read: ParseResult<ParsedAbi> } | null;
  /** what Sourcify says of it (its name, its verified ABI; a proxy's implementation's) */
  verified: VerifiedNames;
}

export interface NameTables {
  /** a contract's trusted tables with the guesses added for what they leave unnamed (null: no contract known) */
  tablesFor: (contract: Address | null) => NameTablesOf;
  /** what is known of a contract: its pasted ABI, Sourcify's answer, its trusted tables */
  contract: (contract: Address | null) => ContractNames;
  /** some question no trusted table names: where a source of guesses would be offered */
  unnamed: boolean;
  /** why a source of guesses named less than it might have */
  guessProblem: string | null;
}

const NOT_ASKED: VerifiedNames = { own: { status: 'off' }, implementation: null, abi: null, layout: null };
const BUILT_IN: ContractNames = {
  pasted: null,
  verified: NOT_ASKED,
  functions: functionsByTrust([], []),
  errors: errorsByTrust([], []),
  events: eventsByTrust([], []),
};
const NO_KEYS: readonly SelectorKey[] = [];

const lower = (address: Address) => address.toLowerCase() as Address;
const keyOf = (question: NameQuestion): SelectorKey =>
  selectorKey(question.kind, question.kind === 'event' ? question.topic : question.selector);

function tableFor(tables: NameTablesOf, kind: NameQuestion['kind']): ReadonlyMap<string, readonly unknown[]> {
  return kind === 'event' ? tables.events : kind === 'error' ? tables.errors : tables.functions;
}

/**
 * Names for `contracts` and the `questions` a page asks about them. `lookedUp`: Sourcify answers
 * one contract per request, so only the first this many contracts are asked about (the others are
 * named by their pasted ABI and the built-in signatures). `ready`: the page's own data has painted
 * (an outside lookup never goes first).
 */
export function useNameTables(
  contracts: readonly Address[],
  questions: readonly NameQuestion[],
  { lookedUp = Infinity, ready = true }: { lookedUp?: number; ready?: boolean } = {},
): NameTables {
  const askedAbout = useMemo(
    () => (contracts.length > lookedUp ? contracts.slice(0, lookedUp) : contracts),
    [contracts, lookedUp],
  );
  const verified = useVerifiedNamesOf(askedAbout, ready);
  const stored = useSyncExternalStore(abiStore.subscribe, abiStore.snapshot);

  const known = useMemo(() => {
    const out = new Map<Address, ContractNames>();
    for (const contract of contracts) {
      const address = lower(contract);
      if (out.has(address)) continue;
      const json = stored.get(address);
      const read = json === undefined ? null : readPastedAbi(json);
      // a pasted ABI that does not read names nothing: its panel says why
      const pasted = read?.ok ? read.value : null;
      const names = verified.get(address) ?? NOT_ASKED;
      const abi = names.abi;
      out.set(address, {
        pasted: read === null ? null : { json: json!, read },
        verified: names,
        functions: functionsByTrust(pasted?.functions ?? [], abi?.functions ?? []),
        errors: errorsByTrust(pasted?.errors ?? [], abi?.errors ?? []),
        events: eventsByTrust(pasted?.events ?? [], abi?.events ?? []),
      });
    }
    return out;
  }, [contracts, stored, verified]);
  const contract = useMemo(
    () => (address: Address | null) => (address === null ? undefined : known.get(lower(address))) ?? BUILT_IN,
    [known],
  );

  // Sourcify has not answered for every contract yet: a guess asked now might be needless
  const waiting = useMemo(() => [...verified.values()].some(stillAsking), [verified]);
  const unnamedKeys = useMemo(() => {
    if (waiting || questions.length === 0) return NO_KEYS;
    const out = new Set<SelectorKey>();
    for (const question of questions) {
      const key = keyOf(question);
      const trusted = tableFor(contract(question.contract ?? null), question.kind);
      if (!trusted.has(key.slice(key.indexOf(':') + 1))) out.add(key);
    }
    return out.size === 0 ? NO_KEYS : [...out];
  }, [questions, contract, waiting]);
  const guessed = useGuessedNames(unnamedKeys);

  const tablesFor = useMemo(() => {
    const { functions, errors, events } = guessed;
    if (functions.size === 0 && errors.size === 0 && events.size === 0) return contract;
    // one merged table per contract, made once: what is decoded with it stays memoised
    const merged = new Map<Address | null, NameTablesOf>();
    return (address: Address | null) => {
      const key = address === null ? null : lower(address);
      let tables = merged.get(key);
      if (!tables) {
        const trusted = contract(key);
        tables = {
          functions: withGuesses(trusted.functions, functions),
          errors: withGuesses(trusted.errors, errors),
          events: withGuesses(trusted.events, events),
        };
        merged.set(key, tables);
      }
      return tables;
    };
  }, [contract, guessed]);

  return useMemo(
    () => ({ tablesFor, contract, unnamed: unnamedKeys.length > 0, guessProblem: guessed.problem }),
    [tablesFor, contract, unnamedKeys, guessed.problem],
  );
}
