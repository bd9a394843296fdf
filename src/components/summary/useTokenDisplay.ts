import { useSyncExternalStore } from 'react';
import { tokenStore, type TokenDisplay } from '../../data/stores/token-store.ts';
import type { Address } from '../../domain/hex.ts';
import { tokenLabel } from '../../domain/token/token-metadata.ts';
import { useNativeCurrency, useResolvedNetwork } from '../NativeCurrency.tsx';
import { useChainToken } from './useChainToken.ts';
import { useTokenReadScope } from './TokenReadScope.tsx';

/** Where the shown decimals and symbol come from: the person, or the contract's own answers. */
export type ShownDisplay = TokenDisplay & { source: 'user' | 'chain'; imitates?: boolean };

/**
 * The decimals and symbol an amount of `token` is shown in, for every place a token amount
 * appears: what the person set for it on this network wins (when `settable`); else, where the
 * page's TokenReadScope allows it and `fromChain` says it may be an ERC-20 amount, what the
 * contract answers; null: raw units.
 */
export function useTokenDisplay(
  token: Address,
  { settable, fromChain }: { settable: boolean; fromChain: boolean },
): ShownDisplay | null {
  useSyncExternalStore(tokenStore.subscribe, tokenStore.version);
  const chainId = useResolvedNetwork()?.chainId ?? null;
  const scope = useTokenReadScope();
  const set = settable ? tokenStore.get(chainId, token) : null;
  const chain = useChainToken(token, fromChain && set === null && scope.read.has(token.toLowerCase()));
  const currency = useNativeCurrency();
  if (set) return { ...set, source: 'user' };
  if (!chain) return null;
  const label = tokenLabel(chain, token, [currency.symbol]);
  return { symbol: label.symbol, decimals: chain.decimals, source: 'chain', imitates: label.imitatesBuiltIn };
}

/** The network a token setting is remembered for: the page's. */
export function useTokenChainId(): bigint | null {
  return useResolvedNetwork()?.chainId ?? null;
}
