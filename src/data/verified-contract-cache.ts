/**
 * Sourcify's answers kept on the device (IndexedDB `hexray-sourcify`, store `contracts`), so a
 * second visit asks nothing and a verified contract's names work offline. One record per source
 * URL, chain and address: `{key, savedAt, verified, json}` with the answer's JSON as it came
 * (parsed again when read: the parser's budgets apply to the cache too, and a stored record
 * edited by hand is refused like a hostile answer).
 *
 * "Not verified" is kept for an hour (someone may verify it now); a verified answer for a day (a
 * proxy may be upgraded, a partial match may become a full one). A browser that refuses IndexedDB
 * or a full disk costs only the cache: the lookups still work.
 */
import { idbDone, idbRequest, openDatabase, type DatabaseSchema } from '../browser/indexed-db.ts';

const STORE = 'contracts';

const SCHEMA: DatabaseSchema = {
  name: 'hexray-sourcify',
  version: 1,
  upgrade: (database) => {
    if (!database.objectStoreNames.contains(STORE)) database.createObjectStore(STORE, { keyPath: 'key' });
  },
};

export const VERIFIED_LIFE_MS = 24 * 60 * 60 * 1000;
export const NOT_VERIFIED_LIFE_MS = 60 * 60 * 1000;

export interface CachedAnswer {
  verified: boolean;
  /** the answer's JSON for a verified contract */
  json?: unknown;
}

interface CachedRecord extends CachedAnswer {
  key: string;
  savedAt: number;
}

export function cacheKey(sourceUrl: string, chainId: string, address: string): string {
  return `${sourceUrl}|${chainId}|${address.toLowerCase()}`;
}

/** The kept answer while it is fresh; null when there is none, it is stale, or IndexedDB is refused. */
export async function readCachedAnswer(key: string, now = Date.now()): Promise<CachedAnswer | null> {
  const database = await openDatabase(SCHEMA);
  if (!database) return null;
  try {
    const record = (await idbRequest(database.transaction(STORE).objectStore(STORE).get(key))) as unknown;
    if (typeof record !== 'object' || record === null) return null;
    const { savedAt, verified, json } = record as Partial<CachedRecord>;
    if (typeof savedAt !== 'number' || typeof verified !== 'boolean') return null;
    const life = verified ? VERIFIED_LIFE_MS : NOT_VERIFIED_LIFE_MS;
    if (now - savedAt > life || savedAt > now) return null;
    return verified ? { verified, json } : { verified };
  } catch {
    return null;
  }
}

export async function writeCachedAnswer(key: string, answer: CachedAnswer, now = Date.now()): Promise<void> {
  const database = await openDatabase(SCHEMA);
  if (!database) return;
  try {
    const write = database.transaction(STORE, 'readwrite');
    const record: CachedRecord = { key, savedAt: now, ...answer };
    write.objectStore(STORE).put(record);
    await idbDone(write);
  } catch {
    // a full disk or a refused write: the answer holds for this page (react-query keeps it)
  }
}

/** Settings' "clear cached answers". */
export async function clearCachedAnswers(): Promise<void> {
  const database = await openDatabase(SCHEMA);
  if (!database) return;
  try {
    const write = database.transaction(STORE, 'readwrite');
    write.objectStore(STORE).clear();
    await idbDone(write);
  } catch {
    // nothing kept that could be cleared
  }
}
