import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FOREVER } from '../../data/queries/queries.ts';
import { optionalQuery } from '../../data/queries/optional-queries.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { useEndpointFacts } from '../../data/hooks/useEndpointFacts.ts';
import type { Address } from '../../domain/hex.ts';
import { codeHasSelector } from '../../domain/read/code-selectors.ts';
import { tokenLabel } from '../../domain/token/token-metadata.ts';
import {
  OVERVIEW_CALLS,
  overviewCalls,
  tokenOverviewFrom,
  tokenStandardOf,
  type OverviewCall,
  type TokenOverview as Overview,
  type TokenStandard,
} from '../../domain/token/token-overview.ts';
import { formatInteger, formatUnits } from '../../domain/units.ts';
import { readURL } from '../../routes/urls.ts';
import { DetailRow } from '../DetailRow.tsx';
import { describeError } from '../describe-error.ts';
import { useNativeCurrency } from '../NativeCurrency.tsx';
import { outcomeOf } from '../summary/useChainToken.ts';
import { useRecognisedStandards } from './useRecognisedStandards.ts';

/**
 * The token tracker of a token's own address page (Etherscan's, Blockscout's): which standard it
 * answers to, its name, symbol, decimals and total supply. Nothing for a contract that is not a
 * token by its code, or where the endpoint serves no eth_call (its code says it is a token, then,
 * and the row says what it could not read).
 */
export function TokenOverview({ address }: { address: Address }) {
  const { selectors, recognised } = useRecognisedStandards(address);
  const standard = tokenStandardOf(recognised.standards);
  if (standard === null) return null;
  const calls = overviewCalls(standard, (selector) => codeHasSelector(selectors, selector));
  return (
    <DetailRow label="Token" hint="what the contract says of itself, by the standard its code answers to">
      <TokenFacts address={address} standard={standard} calls={calls} />
    </DetailRow>
  );
}

function TokenFacts({
  address,
  standard,
  calls,
}: {
  address: Address;
  standard: TokenStandard;
  calls: OverviewCall[];
}) {
  const endpoint = useEndpoint();
  const served = useEndpointFacts().serves('eth_call');
  const enabled = endpoint !== null && served !== false;
  const queries = useQueries({
    queries: calls.map((call) => ({
      ...optionalQuery(endpoint, 'eth_call', { to: address, data: OVERVIEW_CALLS[call] }, 'latest'),
      // a name, symbol and decimals do not change; the supply does (minted, burnt): read again when stale
      ...(call === 'totalSupply' ? {} : { staleTime: FOREVER }),
      enabled,
    })),
  });
  const outcomes = queries.map(outcomeOf);
  const settled = outcomes.every((outcome) => outcome !== undefined);
  const failed = queries.find((query) => query.isError && outcomeOf(query) === undefined);
  return (
    <span className="inline-flex flex-col gap-1" data-testid="token-overview" data-standard={standard}>
      <span className="font-medium">{standardWords(standard)}</span>
      {!enabled ? (
        <span className="text-slate-500" data-testid="token-overview-not-served">
          its name, symbol and supply need eth_call, which this endpoint does not serve
        </span>
      ) : failed ? (
        <span className="text-red-800 dark:text-red-300" role="alert" data-testid="token-overview-failed">
          Its name, symbol and supply could not be read: {describeError(failed.error).message}
        </span>
      ) : !settled ? (
        <span
          className="inline-block h-4 w-48 animate-pulse rounded bg-slate-200 dark:bg-slate-800"
          role="status"
          aria-label="Loading"
        />
      ) : (
        <Facts
          address={address}
          overview={tokenOverviewFrom(standard, Object.fromEntries(calls.map((call, i) => [call, outcomes[i]])))}
        />
      )}
      <Link to={readURL(address)} className="text-sky-700 hover:underline dark:text-sky-400">
        Read its functions →
      </Link>
    </span>
  );
}

function standardWords(standard: TokenStandard): string {
  switch (standard) {
    case 'ERC-20':
      return 'ERC-20 token';
    case 'ERC-721':
      return 'ERC-721 collection (non-fungible)';
    case 'ERC-1155':
      return 'ERC-1155 multi-token';
  }
}

/** The contract's answers, as its own word: a symbol never reads as the network's currency. */
function Facts({ address, overview }: { address: Address; overview: Overview }) {
  const currency = useNativeCurrency();
  const { name, symbol, decimals, totalSupply, problems } = overview;
  const imitates =
    symbol !== null &&
    tokenLabel({ symbol, name, decimals: decimals ?? 0 }, address, [currency.symbol]).imitatesBuiltIn;
  const supply =
    totalSupply === null
      ? null
      : decimals !== null
        ? `${formatUnits(totalSupply, decimals, { thousands: true })}${symbol ? ` ${symbol}` : ''}`
        : `${formatInteger(totalSupply, { thousands: true })} ${overview.standard === 'ERC-721' ? 'tokens' : 'units'}`;
  return (
    <>
      <span data-testid="token-name">
        {name ?? <span className="text-slate-500">no name</span>}
        {symbol !== null && (
          <>
            {' '}
            (<span data-testid="token-symbol">{symbol}</span>)
          </>
        )}
        {imitates && (
          <span className="ml-2 text-amber-800 dark:text-amber-300" data-testid="token-imitates">
            the contract’s own symbol: not the network’s {currency.symbol}
          </span>
        )}
      </span>
      {decimals !== null && <span data-testid="token-decimals">{decimals} decimals</span>}
      {supply !== null && (
        <span className="font-mono" data-testid="token-supply" data-raw={totalSupply?.toString()}>
          total supply {supply}
        </span>
      )}
      {problems.map((problem) => (
        <span key={problem} className="text-red-800 dark:text-red-300" data-testid="token-problem">
          Not read as its type: {problem}
        </span>
      ))}
    </>
  );
}
