/**
 * The signature database as a name source: it names function, error and event selectors, and its
 * names are guesses (anyone can submit a signature, and selectors collide). A lookup reads the
 * device's cache first (signature-cache.ts), then asks the database (outside/signature-database.ts)
 * for the rest and keeps its answers. The cache and the client load on demand: a page that never
 * looks a selector up carries neither.
 */
import { guessedEvent, guessedFunction } from '../../domain/abi/guessed-signatures.ts';
import type { Hash, Hex } from '../../domain/hex.ts';
import { formatCount } from '../../domain/units.ts';
import { OUTSIDE_SOURCES } from './outside-sources.ts';
import type { NameSource, SelectorKey, SelectorKind, SelectorName, SelectorNames } from './name-source.ts';

const loadCache = () => import('./signature-cache.ts');

/** Names kept in the cache, read again as guesses: the cache is as untrusted as the source. */
function readKept(key: SelectorKey, names: readonly string[]): SelectorName[] {
  const [kind, selector] = key.split(':') as [SelectorKind, string];
  const read = kind === 'event' ? guessedEvent : guessedFunction;
  return names.flatMap((name) => {
    const reading = read(name, selector);
    return reading.ok ? [reading.signature] : [];
  });
}

/** The entries the client left out, in a line. */
export function refusedWords(refused: readonly string[]): string | null {
  if (refused.length === 0) return null;
  const more = refused.length > 1 ? ', …' : '';
  return `${formatCount(refused.length)} of its answers ${refused.length === 1 ? 'was' : 'were'} left out: ${refused[0]}${more}`;
}

export const signatureDatabase = {
  id: 'signatures',
  setting: OUTSIDE_SOURCES.signatures,
  trust: 'guessed',

  async lookupSelectors(url, keys, kept?) {
    const cache = await loadCache();
    const cached = await cache.readCachedSignatures(keys);
    const names: SelectorNames = new Map();
    for (const [key, texts] of cached) names.set(key, readKept(key, texts));
    if (cached.size > 0) kept?.(new Map(names));
    const missing = keys.filter((key) => !cached.has(key));
    if (missing.length === 0) return { names, asked: false, problem: null };

    const { lookUpSignatures } = await import('../../outside/signature-database.ts');
    const selectorsOf = (kind: SelectorKind) =>
      missing.filter((key) => key.startsWith(`${kind}:`)).map((key) => key.slice(kind.length + 1));
    try {
      const answer = await lookUpSignatures(url, {
        functions: selectorsOf('function') as Hex[],
        errors: selectorsOf('error') as Hex[],
        events: selectorsOf('event') as Hash[],
      });
      const keep = new Map<SelectorKey, string[]>();
      for (const [kind, lists] of [
        ['function', answer.functions],
        ['error', answer.errors],
        ['event', answer.events],
      ] as const) {
        for (const [selector, guesses] of lists) {
          const key = `${kind}:${selector.toLowerCase()}` as SelectorKey;
          names.set(key, guesses);
          keep.set(
            key,
            guesses.map((guess) => guess.signature),
          );
        }
      }
      void cache.cacheSignatures(keep);
      return { names, asked: true, problem: refusedWords(answer.refused) };
    } catch (error) {
      return { names, asked: true, problem: (error as Error).message };
    }
  },

  async clear() {
    const cache = await loadCache();
    await cache.clearCachedSignatures();
  },
} satisfies NameSource<'signatures'>;
