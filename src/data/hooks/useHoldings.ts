/**
 * An address's token balances (the Activity tab's Holdings): `balanceOf` of each holding
 * (domain/token/holdings.ts), the first `shown` of them, asked together (the client batches calls
 * started in one tick: up to 8 a POST) at one block, kept for good by that block number.
 *
 * Which block: the newest the tab covered when its transfers last changed. A balance moves with a
 * transfer, and every transfer from or to the address is a row of the tab; so a live page asks
 * again when a transfer arrives, and nothing while blocks pass without one.
 */
import { useState } from 'react';
import { holdingKey, balanceOfCalldata, type Holding } from '../../domain/token/holdings.ts';
import { bigIntToQuantity, type Address } from '../../domain/hex.ts';
import { useContractCalls } from './useContractCall.ts';

export interface HoldingAnswer {
  holding: Holding;
  /** the raw answer, once it came */
  result: `0x${string}` | undefined;
  error: Error | null;
}

export interface Holdings {
  /** the block the balances are read at; null until the tab knows its blocks */
  at: bigint | null;
  answers: HoldingAnswer[];
}

export function useHoldings(
  owner: Address,
  holdings: readonly Holding[],
  /** the tab's newest block */
  head: bigint | null,
  /** changes whenever the transfers do (a new transfer of a token already listed too) */
  transfersSeen: number,
  shown: number,
  enabled: boolean,
): Holdings {
  const asked = holdings.slice(0, shown);
  // more shown later: asked at the head then (the block first used may have left the window)
  const signature = `${transfersSeen}|${shown}|${holdings.map(holdingKey).join()}`;
  // the head at which the transfers were last seen to change (derived state, set during render)
  const [at, setAt] = useState<{ signature: string; block: bigint } | null>(null);
  if (head !== null && (at === null || at.signature !== signature)) setAt({ signature, block: head });
  const block = at === null ? null : at.block;
  const queries = useContractCalls(
    asked.map((holding) => ({ to: holding.token, data: balanceOfCalldata(holding, owner) })),
    block === null ? 'latest' : bigIntToQuantity(block),
    enabled && block !== null,
  );
  return {
    at: block,
    answers: asked.map((holding, i) => ({
      holding,
      result: queries[i]?.data,
      error: queries[i]?.error ?? null,
    })),
  };
}
