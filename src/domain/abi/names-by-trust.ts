/**
 * Where a page asks "what is this called": the table a selector, an event topic or a custom error
 * is named from, merged in the one order of trust (name-trust.ts) — the ABI the person pasted,
 * then the contract's verified ABI, then the built-in signatures — and the signature database's
 * guesses, which name only what none of those names. Every entry carries its trust and source, so
 * the mark beside a name says where it came from; `trustedMost` gives the one answer to "what is
 * this called" with its source.
 */
import { MATCH_WORDS, type VerifiedContract } from '../verified-contract.ts';
import { COMMON_ERRORS, COMMON_EVENTS, COMMON_FUNCTIONS } from './common-signatures.ts';
import { TRUST_WORDS, type NameTrust } from './name-trust.ts';
import {
  eventTable,
  functionTable,
  type ErrorSignature,
  type ErrorTable,
  type EventSignature,
  type EventTable,
  type FunctionSignature,
  type FunctionTable,
} from './signature.ts';

const BUILT_IN_FUNCTIONS = [...COMMON_FUNCTIONS.values()].flat();
const BUILT_IN_ERRORS = [...COMMON_ERRORS.values()].flat();
const BUILT_IN_EVENTS = [...COMMON_EVENTS.values()].flat();

/**
 * Functions by selector: the pasted ones, then the verified, then the built-in; where two declare
 * the same signature the more trusted stays. With neither, the built-in table itself (one object:
 * what is decoded with it stays memoised).
 */
export function functionsByTrust(
  pasted: readonly FunctionSignature[],
  verified: readonly FunctionSignature[],
): FunctionTable {
  if (pasted.length === 0 && verified.length === 0) return COMMON_FUNCTIONS;
  return functionTable(pasted, verified, BUILT_IN_FUNCTIONS);
}

/** Custom errors by selector, in the same order as functions. */
export function errorsByTrust(pasted: readonly ErrorSignature[], verified: readonly ErrorSignature[]): ErrorTable {
  if (pasted.length === 0 && verified.length === 0) return COMMON_ERRORS;
  return functionTable(pasted, verified, BUILT_IN_ERRORS);
}

/** Events by topic0, in the same order as functions. */
export function eventsByTrust(pasted: readonly EventSignature[], verified: readonly EventSignature[]): EventTable {
  if (pasted.length === 0 && verified.length === 0) return COMMON_EVENTS;
  return eventTable(pasted, verified, BUILT_IN_EVENTS);
}

/**
 * A trusted table with the guesses added for what it does not name: a selector or topic it names
 * keeps its trusted names alone (a guess is never weighed against them). Without guesses, the
 * trusted table itself.
 */
export function withGuesses<K, T>(
  trusted: ReadonlyMap<K, readonly T[]>,
  guesses: ReadonlyMap<K, readonly T[]>,
): ReadonlyMap<K, readonly T[]> {
  if (guesses.size === 0) return trusted;
  const out = new Map(trusted);
  for (const [key, list] of guesses) if (!out.has(key)) out.set(key, list);
  return out;
}

/** The one order of trust (name-trust.ts), most trusted first. */
export const TRUST_ORDER: readonly NameTrust[] = ['pasted', 'verified', 'built-in', 'guessed'];

/** The answer to "what is this called": a name, how far it is trusted and where it came from. */
export interface NameAnswer {
  name: string;
  /** the canonical signature for a selector or a topic; null for a contract */
  signature: string | null;
  trust: NameTrust;
  /** the words beside the name: the entry's own source (`ERC-20`, a Sourcify match), else its trust's */
  source: string;
}

/** A candidate name from any table or source; one without a trust is no answer (only tests build those). */
interface Candidate {
  name: string;
  signature?: string | null;
  trust?: NameTrust | undefined;
  source?: string | undefined;
}

/**
 * The trusted-most of the candidates for one selector, topic or contract, with its source; among
 * equally trusted ones the first (a table keeps a source's own order). Null when none is trusted
 * at all.
 */
export function trustedMost(candidates: readonly Candidate[]): NameAnswer | null {
  let best: (Candidate & { trust: NameTrust }) | null = null;
  for (const candidate of candidates) {
    const { trust } = candidate;
    if (trust === undefined) continue;
    if (best === null || TRUST_ORDER.indexOf(trust) < TRUST_ORDER.indexOf(best.trust)) best = { ...candidate, trust };
  }
  if (best === null) return null;
  return {
    name: best.name,
    signature: best.signature ?? null,
    trust: best.trust,
    source: best.trust === 'guessed' ? TRUST_WORDS.guessed : (best.source ?? TRUST_WORDS[best.trust]),
  };
}

/** A verified contract as a candidate name for its address (none when it has no name). */
export function contractCandidate(contract: VerifiedContract | null): Candidate[] {
  if (contract?.name == null) return [];
  return [{ name: contract.name, trust: 'verified', source: MATCH_WORDS[contract.match] }];
}
