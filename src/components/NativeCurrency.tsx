/**
 * The native currency amounts on a page are written in: the network's (ETH, BNB, POL, …), or
 * "native units" when the network is unknown. Pages provide it once; WeiValue reads it. The same
 * provider hands down the network itself, whose dialect names and explains transaction types.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ResolvedNetwork } from '../domain/network/resolve-network.ts';

export interface NativeCurrency {
  symbol: string;
  decimals: number;
}

/** Nearly every EVM network uses 18 decimals; the name says that the unit itself is not known. */
const UNKNOWN_CURRENCY: NativeCurrency = { symbol: 'native units', decimals: 18 };

const CurrencyContext = createContext<NativeCurrency>(UNKNOWN_CURRENCY);
const NetworkContext = createContext<ResolvedNetwork | null>(null);

function currencyOf(resolved: ResolvedNetwork): NativeCurrency {
  return resolved.network ? { symbol: resolved.network.symbol, decimals: resolved.network.decimals } : UNKNOWN_CURRENCY;
}

export function NativeCurrencyProvider({ network, children }: { network: ResolvedNetwork; children: ReactNode }) {
  return (
    <NetworkContext.Provider value={network}>
      <CurrencyContext.Provider value={currencyOf(network)}>{children}</CurrencyContext.Provider>
    </NetworkContext.Provider>
  );
}

/** The page's network, null outside a provider (then nothing is known about it). */
export function useResolvedNetwork(): ResolvedNetwork | null {
  return useContext(NetworkContext);
}

export function useNativeCurrency(): NativeCurrency {
  return useContext(CurrencyContext);
}
