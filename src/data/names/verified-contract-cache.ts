/**
 * Sourcify's answers kept on the device (IndexedDB `hexray-sourcify`, store `contracts`), so a
 * second visit asks nothing and a verified contract's names work offline. One record per source
 * URL, chain and address: `{key, savedAt, verified, json}` with the answer's JSON as it came
 * (parsed again when read: the parser's budgets apply to the cache too, and a stored record
 * edited by hand is refused like a hostile answer).
 *
 * "Not verified" is kept for an hour (someone may verify it now); a verified answer for a day (a
 * proxy may be upgraded, a partial match may become a full one). The list of chains a source
 * serves (`GET /chains`) is kept for a day too, in the same store under `chains|<source URL>`, so
 * a reload or a new tab does not ask it again. A browser that refuses IndexedDB or a full disk
 * costs only the cache: the lookups still work.
 */
import { idbDone, idbRequest, openDatabase, type DatabaseSchema } from '../../browser/indexed-db.ts';

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
/** A source adds a chain rarely; a day bounds how long a newly served one reads as not covered. */
export const CHAINS_LIFE_MS = 24 * 60 * 60 * 1000;

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

interface ChainsRecord {
  key: string;
  savedAt: number;
  chains: string[];
}

const chainsKey = (sourceUrl: string): string => `chains|${sourceUrl}`;

type KeptFields = Partial<Omit<CachedRecord, 'key'> & Omit<ChainsRecord, 'key'>>;

/** A kept record read while it is fresh: kept at most its life ago, and not in the future (a clock set back). */
async function readFresh(key: string, lifeOf: (fields: KeptFields) => number, now: number): Promise<KeptFields | null> {
  const database = await openDatabase(SCHEMA);
  if (!database) return null;
  try {
    const record = (await idbRequest(database.transaction(STORE).objectStore(STORE).get(key))) as unknown;
    if (typeof record !== 'object' || record === null) return null;
    const fields = record as KeptFields;
    const { savedAt } = fields;
    if (typeof savedAt !== 'number' || now - savedAt > lifeOf(fields) || savedAt > now) return null;
    return fields;
  } catch {
    return null;
  }
}

async function keep(record: CachedRecord | ChainsRecord): Promise<void> {
  const database = await openDatabase(SCHEMA);
  if (!database) return;
  try {
    const write = database.transaction(STORE, 'readwrite');
    write.objectStore(STORE).put(record);
    await idbDone(write);
  } catch {
    // a full disk or a refused write: the answer holds for this page (react-query keeps it)
  }
}

/** The kept answer while it is fresh; null when there is none, it is stale, or IndexedDB is refused. */
export async function readCachedAnswer(key: string, now = Date.now()): Promise<CachedAnswer | null> {
  const fields = await readFresh(key, ({ verified }) => (verified ? VERIFIED_LIFE_MS : NOT_VERIFIED_LIFE_MS), now);
  if (fields === null || typeof fields.verified !== 'boolean') return null;
  return fields.verified ? { verified: true, json: fields.json } : { verified: false };
}

export function writeCachedAnswer(key: string, answer: CachedAnswer, now = Date.now()): Promise<void> {
  return keep({ key, savedAt: now, ...answer });
}

/** The chain ids a source serves, as kept from its `GET /chains` within a day; null otherwise. */
export async function readCachedChains(sourceUrl: string, now = Date.now()): Promise<string[] | null> {
  const fields = await readFresh(chainsKey(sourceUrl), () => CHAINS_LIFE_MS, now);
  const chains = fields?.chains;
  return Array.isArray(chains) && chains.every((id) => typeof id === 'string') ? chains : null;
}

export function writeCachedChains(sourceUrl: string, chains: readonly string[], now = Date.now()): Promise<void> {
  return keep({ key: chainsKey(sourceUrl), savedAt: now, chains: [...chains] });
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
