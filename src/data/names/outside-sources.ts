/**
 * The outside sources of names (a signature database, Sourcify): whether each is on and where it
 * is, kept on the device (localStorage `hexray.outside.<id>` = `{"enabled":true,"url":"https://…"}`)
 * because it is a preference, not a secret. Both are off until the person turns them on: a lookup
 * tells the source which selectors and addresses the person looks at. Nothing of the connection
 * (key, endpoint URL) ever goes to them; the clients in `src/outside/` are given only what they
 * look up.
 */
import { deviceStorage, readJson, writeItem } from '../../browser/guarded-storage.ts';
import { createListeners } from '../stores/listeners.ts';

export type OutsideSourceId = 'signatures' | 'sourcify';

export interface OutsideSourceInfo {
  /** shown in Settings and in the offer line */
  label: string;
  /** the public service; a team can point the setting at its own copy */
  defaultUrl: string;
  /** what a lookup reveals to it, in the words the offer line and Settings use */
  sees: string;
}

export const OUTSIDE_SOURCES: Record<OutsideSourceId, OutsideSourceInfo> = {
  signatures: {
    label: 'Signature database',
    defaultUrl: 'https://api.4byte.sourcify.dev',
    sees: 'the function, event and error selectors you look up',
  },
  sourcify: {
    label: 'Sourcify (verified contracts)',
    defaultUrl: 'https://sourcify.dev/server',
    sees: 'the network and the contract addresses you look at',
  },
};

export const OUTSIDE_SOURCE_IDS = Object.keys(OUTSIDE_SOURCES) as OutsideSourceId[];

export interface OutsideSourceSetting {
  enabled: boolean;
  /** without a trailing slash */
  url: string;
  /** the person answered the offer line (yes or no): it is not offered again */
  answered: boolean;
}

const PREFIX = 'hexray.outside.';
const listeners = createListeners();
const memory = new Map<OutsideSourceId, OutsideSourceSetting>();
/** URLs that replace the public defaults (the devnet preset under `npm start`): never turned on */
const defaultUrls = new Map<OutsideSourceId, string>();
let version = 0;

/** An http(s) URL without a trailing slash, or null: the setting is used to build request URLs. */
export function normaliseSourceUrl(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return url.href.replace(/\/+$/, '');
}

function defaults(id: OutsideSourceId): OutsideSourceSetting {
  return { enabled: false, url: defaultUrls.get(id) ?? OUTSIDE_SOURCES[id].defaultUrl, answered: false };
}

/** A stored value is trusted only in the right shape (storage can be edited by hand). */
function parseSetting(id: OutsideSourceId, json: unknown): OutsideSourceSetting {
  const fallback = defaults(id);
  if (typeof json !== 'object' || json === null) return fallback;
  const value = json as Partial<Record<keyof OutsideSourceSetting, unknown>>;
  const url = typeof value.url === 'string' ? normaliseSourceUrl(value.url) : null;
  return {
    enabled: value.enabled === true,
    url: url ?? fallback.url,
    answered: value.answered === true,
  };
}

function changed(): void {
  version++;
  listeners.notify();
}

export const outsideSourceStore = {
  get(id: OutsideSourceId): OutsideSourceSetting {
    return memory.get(id) ?? parseSetting(id, readJson(deviceStorage(), PREFIX + id));
  },
  /** Changes what is given; a URL that is not http(s) is refused (false), nothing changed. */
  set(id: OutsideSourceId, change: Partial<OutsideSourceSetting>): boolean {
    const next = { ...this.get(id), ...change };
    if (change.url !== undefined) {
      const url = normaliseSourceUrl(change.url);
      if (url === null) return false;
      next.url = url;
    }
    memory.delete(id);
    // storage full or blocked: the choice holds for this page
    if (!writeItem(deviceStorage(), PREFIX + id, JSON.stringify(next))) memory.set(id, next);
    changed();
    return true;
  },
  /** Back to off, unanswered, at the default URL. */
  reset(id: OutsideSourceId): void {
    memory.delete(id);
    writeItem(deviceStorage(), PREFIX + id, null);
    changed();
  },
  /**
   * The URL used when the person has set none (the devnet preset's local responders). A stored
   * URL still wins, and the source stays off until turned on.
   */
  setDefaultUrl(id: OutsideSourceId, url: string): void {
    const normal = normaliseSourceUrl(url);
    // the preset is read from the page: only our sources, only http(s)
    if (normal === null || !Object.hasOwn(OUTSIDE_SOURCES, id)) return;
    defaultUrls.set(id, normal);
    changed();
  },
  /** changes whenever any source's setting changes: a cheap snapshot for useSyncExternalStore */
  version: (): number => version,
  subscribe: listeners.subscribe,
};
