/**
 * Decimals and symbol the user gave a token, remembered per network and contract like pasted ABIs
 * (localStorage `hexray.token.<chainId|unknown>.<address>` = `{"symbol":"HXR","decimals":18}`).
 * The four methods cannot call decimals() or symbol(), so this is the only source.
 */
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
function parseDisplay(text: string | null): TokenDisplay | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<TokenDisplay>;
    if (typeof value.symbol !== 'string' || typeof value.decimals !== 'number') return null;
    if (!Number.isInteger(value.decimals) || value.decimals < 0 || value.decimals > 77) return null;
    return { symbol: value.symbol.slice(0, 16), decimals: value.decimals };
  } catch {
    return null;
  }
}

function changed(): void {
  version++;
  listeners.notify();
}

export const tokenStore = {
  get(chainId: bigint | null, address: string): TokenDisplay | null {
    const key = tokenKey(chainId, address);
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return parseDisplay(localStorage.getItem(key));
    } catch {
      return null;
    }
  },
  set(chainId: bigint | null, address: string, display: TokenDisplay | null): void {
    const key = tokenKey(chainId, address);
    memory.delete(key);
    try {
      if (display) localStorage.setItem(key, JSON.stringify(display));
      else localStorage.removeItem(key);
    } catch {
      if (display) memory.set(key, display);
    }
    changed();
  },
  /** changes whenever any token's display changes: a cheap snapshot for useSyncExternalStore */
  version: (): number => version,
  subscribe: listeners.subscribe,
};
