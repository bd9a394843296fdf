/**
 * Names guessed from the signature database for the selectors a page could not name, gathered
 * into one request per page: each part of the page (the input, the logs, the revert reason) says
 * what it wants once it has painted; what arrives within FLUSH_DELAY_MS goes out together, after
 * the source's cache has answered what it can (names/signature-database-source.ts, the source
 * behind the interface every name source shares). Nothing is asked while the source is
 * off, and a selector is asked at most once per page load (a failing source is not hammered; a
 * change of the setting tries again).
 *
 * The client and the cache load on demand: the first page carries neither.
 */
import type { EventSignature, FunctionSignature } from '../../domain/abi/signature.ts';
import type { Hash, Hex } from '../../domain/hex.ts';
import { createListeners } from '../stores/listeners.ts';
import { outsideSourceStore } from './outside-sources.ts';
import type { SelectorKey as SignatureKey, SelectorKind } from './name-source.ts';
import { onNamesCleared } from './name-sources.ts';
import { signatureDatabase } from './signature-database-source.ts';

/** Long enough for the parts of one page to say what they want, short beside any lookup. */
export const FLUSH_DELAY_MS = 100;

export type SignatureKind = SelectorKind;
type Guess = FunctionSignature | EventSignature;

const listeners = createListeners();
/** key → the guesses for it (empty: none known) */
const answers = new Map<SignatureKey, readonly Guess[]>();
const queued = new Set<SignatureKey>();
/** asked (or being asked) in this page load: not asked again */
const asked = new Set<SignatureKey>();
let problem: string | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

/** What the page knows: a new object at each change, for useSyncExternalStore. */
export interface GuessSnapshot {
  answers: ReadonlyMap<SignatureKey, readonly Guess[]>;
  /** why the last lookup named less than it might have (the source failed, or answers were refused) */
  problem: string | null;
}
let snapshot: GuessSnapshot = { answers: new Map(), problem: null };

function changed(): void {
  snapshot = { answers: new Map(answers), problem };
  listeners.notify();
}

const keyOf = (kind: SignatureKind, selector: string): SignatureKey =>
  `${kind}:${selector.toLowerCase()}` as SignatureKey;

async function flush(): Promise<void> {
  timer = null;
  const keys = [...queued];
  queued.clear();
  const setting = outsideSourceStore.get('signatures');
  if (!setting.enabled || keys.length === 0) {
    for (const key of keys) asked.delete(key);
    return;
  }
  const answer = await signatureDatabase.lookupSelectors(setting.url, keys, (kept) => {
    for (const [key, guesses] of kept) answers.set(key, guesses);
    changed();
  });
  if (!answer.asked) return;
  for (const [key, guesses] of answer.names) answers.set(key, guesses);
  problem = answer.problem;
  changed();
}

// Settings cleared the source's kept answers: this page forgets them too, and asks again
onNamesCleared((id) => {
  if (id !== 'signatures') return;
  answers.clear();
  asked.clear();
  problem = null;
  changed();
});

// a new URL or the source turned on again: what failed before may answer now
outsideSourceStore.subscribe(() => {
  asked.clear();
  problem = null;
  changed();
});

export const signatureLookups = {
  /** Selectors a part of the page could not name; looked up with the rest of the page's, shortly. */
  want(kind: SignatureKind, selectors: readonly string[]): void {
    let added = false;
    for (const selector of selectors) {
      const key = keyOf(kind, selector);
      if (answers.has(key) || asked.has(key)) continue;
      asked.add(key);
      queued.add(key);
      added = true;
    }
    if (added && timer === null) timer = setTimeout(() => void flush(), FLUSH_DELAY_MS);
  },
  snapshot: (): GuessSnapshot => snapshot,
  subscribe: listeners.subscribe,
};

/** The guessed functions known for these selectors, in their order. */
export function guessedFunctionsIn(known: GuessSnapshot, selectors: readonly Hex[]): FunctionSignature[] {
  return selectors.flatMap((selector) => (known.answers.get(keyOf('function', selector)) ?? []) as FunctionSignature[]);
}

/** The guessed custom errors known for these selectors, in their order. */
export function guessedErrorsIn(known: GuessSnapshot, selectors: readonly Hex[]): FunctionSignature[] {
  return selectors.flatMap((selector) => (known.answers.get(keyOf('error', selector)) ?? []) as FunctionSignature[]);
}

/** The guessed events known for these topics, in their order. */
export function guessedEventsIn(known: GuessSnapshot, topics: readonly Hash[]): EventSignature[] {
  return topics.flatMap((topic) => (known.answers.get(keyOf('event', topic)) ?? []) as EventSignature[]);
}
