import { useQueries } from '@tanstack/react-query';
import type { Address } from '../../domain/hex.ts';
import { revertDataFromRpcError } from '../../domain/revert-reason.ts';
import {
  TOKEN_METADATA_CALLDATA,
  tokenMetadataFrom,
  type TokenCallOutcome,
  type TokenMetadata,
} from '../../domain/token/token-metadata.ts';
import { FOREVER } from '../../data/queries/queries.ts';
import { optionalQuery } from '../../data/queries/optional-queries.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { useEndpointFacts } from '../../data/hooks/useEndpointFacts.ts';
import { RpcResponseError } from '../../rpc/errors.ts';

const CALLS = ['name', 'symbol', 'decimals'] as const;

/** A settled call's outcome for tokenMetadataFrom; undefined while it says nothing yet (pending, not a revert). */
export function outcomeOf(query: { data?: unknown; error: unknown; isSuccess: boolean }): TokenCallOutcome | undefined {
  if (query.isSuccess) return query.data as TokenCallOutcome;
  const error = query.error;
  // a revert is an answer about the contract; a timeout or a refusal says nothing about it
  if (error instanceof RpcResponseError) {
    const reverted = revertDataFromRpcError({ code: error.code, message: error.providerMessage, data: error.data });
    if (reverted !== null) return null;
  }
  return undefined;
}

/**
 * A token's name, symbol and decimals read from the contract with eth_call (three calls, asked in
 * one tick so they share a POST with the other tokens' on the page; kept for good per endpoint and
 * contract), where the endpoint serves eth_call and the person has not set them by hand. null when
 * not served, not known yet, or the contract is not a token (domain/token/token-metadata.ts says when).
 */
export function useChainToken(token: Address, wanted: boolean): TokenMetadata | null {
  const endpoint = useEndpoint();
  const served = useEndpointFacts().serves('eth_call');
  const enabled = wanted && endpoint !== null && served !== false;
  const queries = useQueries({
    queries: CALLS.map((call) => ({
      ...optionalQuery(endpoint, 'eth_call', { to: token, data: TOKEN_METADATA_CALLDATA[call] }, 'latest'),
      // a token's metadata does not change: read once, at the head, for the tab
      staleTime: FOREVER,
      enabled,
    })),
  });
  if (!enabled) return null;
  const [name, symbol, decimals] = queries.map(outcomeOf);
  if (name === undefined || symbol === undefined || decimals === undefined) return null;
  const token_ = tokenMetadataFrom({ name, symbol, decimals });
  return token_.ok ? token_.value : null;
}
