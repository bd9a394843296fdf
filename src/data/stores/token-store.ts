/**
 * Decimals and symbol the user gave a token, remembered per network and contract like pasted ABIs
 * (localStorage `hexray.token.<chainId|unknown>.<address>` = `{"symbol":"HXR","decimals":18}`).
 * The four methods cannot call decimals() or symbol(), so this is the only source.
 */
import { deviceStorage, readJson, writeItem } from '../../browser/guarded-storage.ts';
import { createListeners } from './listeners.ts';

export interface TokenDisplay {
  symbol: string;
  decimals: number;
}

const PREFIX = 'hexray.token.';
const listeners = createListeners();
const memory = new Map<string, TokenDisplay>();
let version = 0;

function tokenKey(chainId: bigint | null, address: string): string {
  return `${PREFIX}${chainId === null ? 'unknown' : chainId.toString()}.${address.toLowerCase()}`;
}

/** A stored value is trusted only when it has the right shape (storage can be edited by hand). */
function parseDisplay(json: unknown): TokenDisplay | null {
  if (typeof json !== 'object' || json === null) return null;
  const value = json as Partial<TokenDisplay>;
  if (typeof value.symbol !== 'string' || typeof value.decimals !== 'number') return null;
  if (!Number.isInteger(value.decimals) || value.decimals < 0 || value.decimals > 77) return null;
  return { symbol: value.symbol.slice(0, 16), decimals: value.decimals };
}

function changed(): void {
  version++;
  listeners.notify();
}

export const tokenStore = {
  get(chainId: bigint | null, address: string): TokenDisplay | null {
    const key = tokenKey(chainId, address);
    if (memory.has(key)) return memory.get(key) ?? null;
    return parseDisplay(readJson(deviceStorage(), key));
  },
  set(chainId: bigint | null, address: string, display: TokenDisplay | null): void {
    const key = tokenKey(chainId, address);
    memory.delete(key);
    const kept = writeItem(deviceStorage(), key, display ? JSON.stringify(display) : null);
    // storage full: the display holds for this page
    if (!kept && display) memory.set(key, display);
    changed();
  },
  /** changes whenever any token's display changes: a cheap snapshot for useSyncExternalStore */
  version: (): number => version,
  subscribe: listeners.subscribe,
};
