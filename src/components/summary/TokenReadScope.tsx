/**
 * Which token contracts a transaction's page may ask for decimals and symbol (eth_call): decided
 * once per page by domain/token/token-amounts.ts, so the token movements, the decoded input and the
 * decoded logs together cost a bounded number of calls however many tokens a transaction touches.
 * Outside a scope nothing is read.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Address } from '../../domain/hex.ts';
import type { Log } from '../../domain/receipt.ts';
import {
  MAX_TOKEN_CONTRACTS_READ,
  tokenContractsToRead,
  type TokenContractsToRead,
} from '../../domain/token/token-amounts.ts';

const NOTHING: TokenContractsToRead = { read: new Set(), notRead: 0 };
const ScopeContext = createContext<TokenContractsToRead>(NOTHING);

export function TokenReadScope({
  called,
  logs,
  children,
}: {
  /** the contract the transaction calls; null for a creation or when not known */
  called: Address | null;
  logs: readonly Log[];
  children: ReactNode;
}) {
  const scope = useMemo(() => tokenContractsToRead(called, logs), [called, logs]);
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/** A scope of one token contract: the page is about it (the Read tab of a recognised ERC-20). */
export function SingleTokenScope({ token, children }: { token: Address; children: ReactNode }) {
  const scope = useMemo(() => ({ read: new Set([token.toLowerCase()]), notRead: 0 }), [token]);
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

/**
 * A scope of the ERC-20 contracts a list shows (the Activity tab's transfers), first seen first, at
 * most MAX_TOKEN_CONTRACTS_READ of them, as a transaction's page reads its logs' tokens.
 */
export function TokenListScope({ tokens, children }: { tokens: readonly Address[]; children: ReactNode }) {
  const key = tokens.join();
  const scope = useMemo(() => {
    const all = [...new Set(key === '' ? [] : key.toLowerCase().split(','))];
    return {
      read: new Set(all.slice(0, MAX_TOKEN_CONTRACTS_READ)),
      notRead: Math.max(0, all.length - MAX_TOKEN_CONTRACTS_READ),
    };
  }, [key]);
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

export function useTokenReadScope(): TokenContractsToRead {
  return useContext(ScopeContext);
}
