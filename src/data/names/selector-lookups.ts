/**
 * Names from the outside sources that name selectors (name-sources.ts: today the signature
 * database) for the selectors and event topics a page could not name, gathered into one request
 * per source per page: each part of the page (the input, the logs, the revert reason, the trace's
 * frames) says what it wants once it has painted; what arrives within FLUSH_DELAY_MS goes out
 * together, each source's cache answering first (the NameSource interface). Nothing is asked of a
 * source while it is off, and a selector is asked at most once per page load (a failing source is
 * not hammered; a change of a setting tries again).
 *
 * A source's client and cache load on demand: the first page carries neither.
 */
import { createListeners } from '../stores/listeners.ts';
import { outsideSourceStore } from './outside-sources.ts';
import type { NameSource, SelectorKey, SelectorKind, SelectorName } from './name-source.ts';
import { NAME_SOURCES, onNamesCleared } from './name-sources.ts';

/** Long enough for the parts of one page to say what they want, short beside any lookup. */
export const FLUSH_DELAY_MS = 100;

type SelectorSource = NameSource & Required<Pick<NameSource, 'lookupSelectors'>>;

/** Every source that names selectors, in the registry's order (which orders their names for a key). */
export const SELECTOR_SOURCES: readonly SelectorSource[] = Object.values(NAME_SOURCES).filter(
  (source): source is SelectorSource => source.lookupSelectors !== undefined,
);

const listeners = createListeners();
/** source → key → its names for the key (empty: it knows none) */
const answers = new Map<NameSource['id'], Map<SelectorKey, readonly SelectorName[]>>();
const problems = new Map<NameSource['id'], string>();
const queued = new Set<SelectorKey>();
/** asked (or being asked) in this page load: not asked again */
const asked = new Set<SelectorKey>();
let timer: ReturnType<typeof setTimeout> | null = null;

/** What the page knows: a new object at each change, for useSyncExternalStore. */
export interface SelectorSnapshot {
  /** key → the names every source gave it, in the sources' order */
  answers: ReadonlyMap<SelectorKey, readonly SelectorName[]>;
  /** why a source named less than it might have (it failed, or some of its answers were refused) */
  problem: string | null;
}
let snapshot: SelectorSnapshot = { answers: new Map(), problem: null };

function changed(): void {
  const merged = new Map<SelectorKey, SelectorName[]>();
  for (const source of SELECTOR_SOURCES) {
    for (const [key, names] of answers.get(source.id) ?? []) {
      const list = merged.get(key);
      if (list) list.push(...names);
      else merged.set(key, [...names]);
    }
  }
  snapshot = { answers: merged, problem: problems.values().next().value ?? null };
  listeners.notify();
}

/** The selector's key: `function:0x…`, `error:0x…` or `event:0x…`, lowercase. */
export const selectorKey = (kind: SelectorKind, selector: string): SelectorKey =>
  `${kind}:${selector.toLowerCase()}` as SelectorKey;

/** Is any source that names selectors turned on? */
export function anySelectorSourceOn(): boolean {
  return SELECTOR_SOURCES.some((source) => outsideSourceStore.get(source.id).enabled);
}

async function ask(source: SelectorSource, keys: readonly SelectorKey[]): Promise<void> {
  const setting = outsideSourceStore.get(source.id);
  if (!setting.enabled) return;
  let kept = answers.get(source.id);
  if (!kept) answers.set(source.id, (kept = new Map<SelectorKey, readonly SelectorName[]>()));
  const keep = (names: ReadonlyMap<SelectorKey, readonly SelectorName[]>) => {
    for (const [key, list] of names) kept.set(key, list);
  };
  const answer = await source.lookupSelectors(setting.url, keys, (cached) => {
    keep(cached);
    changed();
  });
  if (!answer.asked) return;
  keep(answer.names);
  if (answer.problem === null) problems.delete(source.id);
  else problems.set(source.id, answer.problem);
  changed();
}

async function flush(): Promise<void> {
  timer = null;
  const keys = [...queued];
  queued.clear();
  if (!anySelectorSourceOn()) {
    for (const key of keys) asked.delete(key);
    return;
  }
  await Promise.all(SELECTOR_SOURCES.map((source) => ask(source, keys)));
}

// Settings cleared a source's kept answers: this page forgets them too, and asks again
onNamesCleared((id) => {
  if (!SELECTOR_SOURCES.some((source) => source.id === id)) return;
  answers.delete(id);
  problems.delete(id);
  asked.clear();
  changed();
});

// a new URL or a source turned on again: what failed before may answer now
outsideSourceStore.subscribe(() => {
  asked.clear();
  problems.clear();
  changed();
});

export const selectorLookups = {
  /** Selectors and topics (as keys) a part of the page could not name; looked up with the page's others, shortly. */
  want(keys: readonly SelectorKey[]): void {
    let added = false;
    for (const key of keys) {
      if (snapshot.answers.has(key) || asked.has(key)) continue;
      asked.add(key);
      queued.add(key);
      added = true;
    }
    if (added && timer === null) timer = setTimeout(() => void flush(), FLUSH_DELAY_MS);
  },
  snapshot: (): SelectorSnapshot => snapshot,
  subscribe: listeners.subscribe,
};
