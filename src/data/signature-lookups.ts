/**
 * Names guessed from the signature database for the selectors a page could not name, gathered
 * into one request per page: each part of the page (the input, the logs, the revert reason) says
 * what it wants once it has painted; what arrives within FLUSH_DELAY_MS goes out together, after
 * the cache (signature-cache.ts) has answered what it can. Nothing is asked while the source is
 * off, and a selector is asked at most once per page load (a failing source is not hammered; a
 * change of the setting tries again).
 *
 * The client and the cache load on demand: the first page carries neither.
 */
import { guessedEvent, guessedFunction } from '../domain/abi/guessed-signatures.ts';
import type { EventSignature, FunctionSignature } from '../domain/abi/signature.ts';
import type { Hash, Hex } from '../domain/hex.ts';
import { formatCount } from '../domain/units.ts';
import { createListeners } from './stores/listeners.ts';
import { outsideSourceStore } from './outside-sources.ts';
import type { SignatureKey } from './signature-cache.ts';

/** Long enough for the parts of one page to say what they want, short beside any lookup. */
export const FLUSH_DELAY_MS = 100;

export type SignatureKind = 'function' | 'error' | 'event';
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

/** Names kept in the cache, read again as guesses: the cache is as untrusted as the source. */
function readNames(key: SignatureKey, names: readonly string[]): Guess[] {
  const [kind, selector] = key.split(':') as [SignatureKind, string];
  const read = kind === 'event' ? guessedEvent : guessedFunction;
  return names.flatMap((name) => {
    const reading = read(name, selector);
    return reading.ok ? [reading.signature] : [];
  });
}

async function flush(): Promise<void> {
  timer = null;
  const keys = [...queued];
  queued.clear();
  const setting = outsideSourceStore.get('signatures');
  if (!setting.enabled || keys.length === 0) {
    for (const key of keys) asked.delete(key);
    return;
  }
  const cache = await import('./signature-cache.ts');
  const cached = await cache.readCachedSignatures(keys);
  for (const [key, names] of cached) answers.set(key, readNames(key, names));
  const missing = keys.filter((key) => !cached.has(key));
  if (cached.size > 0) changed();
  if (missing.length === 0) return;

  const { lookUpSignatures } = await import('../outside/signature-database.ts');
  const selectorsOf = (kind: SignatureKind) =>
    missing.filter((key) => key.startsWith(`${kind}:`)).map((key) => key.slice(kind.length + 1));
  try {
    const answer = await lookUpSignatures(setting.url, {
      functions: selectorsOf('function') as Hex[],
      errors: selectorsOf('error') as Hex[],
      events: selectorsOf('event') as Hash[],
    });
    const keep = new Map<SignatureKey, string[]>();
    for (const [kind, lists] of [
      ['function', answer.functions],
      ['error', answer.errors],
      ['event', answer.events],
    ] as const) {
      for (const [selector, guesses] of lists) {
        const key = keyOf(kind, selector);
        answers.set(key, guesses);
        keep.set(
          key,
          guesses.map((guess) => guess.signature),
        );
      }
    }
    problem =
      answer.refused.length === 0
        ? null
        : `${formatCount(answer.refused.length)} of its answers ${answer.refused.length === 1 ? 'was' : 'were'} left out: ${answer.refused[0]}${answer.refused.length > 1 ? ', …' : ''}`;
    void cache.cacheSignatures(keep);
  } catch (error) {
    problem = (error as Error).message;
  }
  changed();
}

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
  /** Forgets every answer, here and in the cache (Settings → "Clear cached answers"). */
  async clear(): Promise<void> {
    answers.clear();
    asked.clear();
    problem = null;
    const cache = await import('./signature-cache.ts');
    await cache.clearCachedSignatures();
    changed();
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
