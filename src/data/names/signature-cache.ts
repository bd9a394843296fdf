/**
 * The signature database's answers, kept per selector in IndexedDB (database `hexray-names`, store
 * `signatures`) so a second visit asks nothing and names still show offline. A "none known" answer
 * is kept too, for a shorter time: someone may submit the signature tomorrow. Only the canonical
 * texts are kept; they are read again as guesses (checked against their selector) when used.
 *
 * With IndexedDB refused (site data blocked) the answers live in memory for this page load.
 * Loaded on demand with the lookup, never in the first page.
 */
import { idbDone, idbRequest, openDatabase, type DatabaseSchema } from '../../browser/indexed-db.ts';

/** `function:0x…`, `error:0x…` or `event:0x…` */
export type SignatureKey = `${'function' | 'error' | 'event'}:0x${string}`;

interface CachedAnswer {
  key: SignatureKey;
  /** canonical signatures, the database's order; empty: it knew none */
  names: string[];
  /** when it answered (ms since the epoch) */
  at: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A name does not change; a month bounds how long a since-removed junk entry lingers. */
export const NAMED_LIFE_MS = 30 * DAY_MS;
/** "None known" may change as soon as someone submits the signature. */
export const NONE_KNOWN_LIFE_MS = DAY_MS;

const STORE = 'signatures';

const NAMES_DATABASE: DatabaseSchema = {
  name: 'hexray-names',
  version: 1,
  upgrade: (database) => {
    if (!database.objectStoreNames.contains(STORE)) database.createObjectStore(STORE, { keyPath: 'key' });
  },
};

const memory = new Map<SignatureKey, CachedAnswer>();

function fresh(answer: CachedAnswer | undefined, now: number): answer is CachedAnswer {
  if (!answer || !Array.isArray(answer.names) || typeof answer.at !== 'number') return false;
  const life = answer.names.length > 0 ? NAMED_LIFE_MS : NONE_KNOWN_LIFE_MS;
  return now - answer.at < life && answer.at <= now;
}

/** The kept answers still fresh for these keys; a key without one is not in the map. */
export async function readCachedSignatures(
  keys: readonly SignatureKey[],
  now = Date.now(),
): Promise<Map<SignatureKey, string[]>> {
  const out = new Map<SignatureKey, string[]>();
  const database = await openDatabase(NAMES_DATABASE);
  if (database === null) {
    for (const key of keys) {
      const answer = memory.get(key);
      if (fresh(answer, now)) out.set(key, answer.names);
    }
    return out;
  }
  try {
    const store = database.transaction(STORE).objectStore(STORE);
    const answers = await Promise.all(
      keys.map((key) => idbRequest(store.get(key) as IDBRequest<CachedAnswer | undefined>)),
    );
    answers.forEach((answer, i) => {
      if (fresh(answer, now) && answer.names.every((name) => typeof name === 'string')) out.set(keys[i]!, answer.names);
    });
  } catch {
    // an unreadable cache is an empty one: the lookup asks again
  }
  return out;
}

/** Keeps these answers; a full disk or a refused database loses them quietly (they are asked again next time). */
export async function cacheSignatures(
  answers: ReadonlyMap<SignatureKey, readonly string[]>,
  now = Date.now(),
): Promise<void> {
  const database = await openDatabase(NAMES_DATABASE);
  if (database === null) {
    for (const [key, names] of answers) memory.set(key, { key, names: [...names], at: now });
    return;
  }
  try {
    const write = database.transaction(STORE, 'readwrite');
    for (const [key, names] of answers) write.objectStore(STORE).put({ key, names: [...names], at: now });
    await idbDone(write);
  } catch {
    // quota or a closing database: the names still show on this page, from memory
  }
}

/** Forgets every kept answer (Settings → "Clear cached answers"). */
export async function clearCachedSignatures(): Promise<void> {
  memory.clear();
  const database = await openDatabase(NAMES_DATABASE);
  if (database === null) return;
  const write = database.transaction(STORE, 'readwrite');
  write.objectStore(STORE).clear();
  await idbDone(write);
}
