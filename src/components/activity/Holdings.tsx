/**
 * The Activity tab's Holdings: the balances of the tokens the address moved (in the blocks covered
 * and in this browser's archive), each token linked to its page, an ERC-20's in its units (as a
 * transfer's amount is), an ERC-721's as a count, an ERC-1155's per token id. A `balanceOf` whose
 * answer is not a balance is named with what it answered, never shown as a number.
 */
import { useState } from 'react';
import { revertDataFromRpcError } from '../../domain/revert-reason.ts';
import { HOLDINGS_AT_ONCE, readBalance, type Holding } from '../../domain/token/holdings.ts';
import type { Address } from '../../domain/hex.ts';
import { formatCount, formatInteger } from '../../domain/units.ts';
import { useHoldings, type HoldingAnswer } from '../../data/hooks/useHoldings.ts';
import { RpcResponseError } from '../../rpc/errors.ts';
import { AddressValue } from '../AddressValue.tsx';
import { BlockNumberLink } from '../block/BlockNumberLink.tsx';
import { describeError } from '../describe-error.ts';
import { TokenAmount } from '../summary/TokenAmount.tsx';
import { useTokenDisplay } from '../summary/useTokenDisplay.ts';

const GROUPED = { thousands: true };

/** Why a balanceOf has no balance to show: the contract's own failure, or the request's. */
function unread(error: Error): string {
  if (!(error instanceof RpcResponseError)) return `not read: ${describeError(error).message}`;
  const reverted = revertDataFromRpcError({ code: error.code, message: error.providerMessage, data: error.data });
  // the node ran the call and it failed: an answer about the contract, in the node's words
  return reverted !== null ? 'balanceOf reverted: no balance to show' : `balanceOf failed: ${error.message}`;
}

function Erc20Balance({ token, balance }: { token: Address; balance: bigint }) {
  const display = useTokenDisplay(token, { settable: true, fromChain: true });
  return <TokenAmount value={balance} display={display} />;
}

function Balance({ answer }: { answer: HoldingAnswer }) {
  const { holding, result, error } = answer;
  if (error)
    return (
      <span className="text-slate-600 dark:text-slate-400" data-testid="holding-unread">
        {unread(error)}
      </span>
    );
  if (result === undefined) return <span className="text-slate-500">reading…</span>;
  const balance = readBalance(result);
  if (!balance.ok)
    return (
      <span className="text-slate-600 dark:text-slate-400" data-testid="holding-unread">
        balanceOf {balance.message}
      </span>
    );
  if (holding.standard === 'ERC-20') return <Erc20Balance token={holding.token} balance={balance.value} />;
  return (
    <span className="font-mono" data-testid="token-amount" data-raw={balance.value.toString()}>
      {formatInteger(balance.value, GROUPED)}
      {holding.standard === 'ERC-721' && (
        <span className="ml-1 font-sans text-xs text-slate-500">{balance.value === 1n ? 'token' : 'tokens'}</span>
      )}
    </span>
  );
}

function HoldingRow({ answer }: { answer: HoldingAnswer }) {
  const { holding } = answer;
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 py-2 text-sm last:border-0 dark:border-slate-800"
      data-testid="holding"
      data-standard={holding.standard}
      data-token={holding.token}
      data-token-id={holding.tokenId?.toString()}
    >
      <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium dark:bg-slate-800">
        {holding.standard}
      </span>
      <AddressValue address={holding.token} />
      {holding.tokenId !== null && (
        <span className="font-mono" data-testid="token-id">
          token id {formatInteger(holding.tokenId, GROUPED)}
        </span>
      )}
      <Balance answer={answer} />
    </li>
  );
}

export function Holdings({
  owner,
  holdings,
  head,
  transfersSeen,
  callServed,
}: {
  owner: Address;
  holdings: readonly Holding[];
  head: bigint | null;
  transfersSeen: number;
  /** the endpoint's eth_call: false says holdings need it (in the not-served lines) */
  callServed: boolean | null;
}) {
  const [shown, setShown] = useState(HOLDINGS_AT_ONCE);
  const { at, answers } = useHoldings(owner, holdings, head, transfersSeen, shown, callServed !== false);
  const rest = holdings.length - answers.length;
  if (callServed === false) return null;
  return (
    <section className="mb-4" aria-labelledby="holdings-title" data-testid="holdings">
      <h2 id="holdings-title" className="mb-1 text-base font-semibold">
        Holdings
      </h2>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300" data-testid="holdings-line">
        {holdings.length === 0
          ? 'No token transfers from or to this address in these blocks, so no token to ask a balance of.'
          : `The balances of the ${formatCount(holdings.length)} ${holdings.length === 1 ? 'token' : 'tokens'} it moved (balanceOf, one call each, asked together)`}
        {holdings.length > 0 && at !== null && (
          <>
            {' '}
            at block <BlockNumberLink number={at} testId="holdings-block" />
          </>
        )}
        {holdings.length > 0 && '. Tokens it holds but never moved in these blocks are not known without an indexer.'}
      </p>
      {answers.length > 0 && (
        <ul className="rounded-lg border border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
          {answers.map((answer) => (
            <HoldingRow
              key={`${answer.holding.standard}:${answer.holding.token}:${answer.holding.tokenId ?? ''}`}
              answer={answer}
            />
          ))}
        </ul>
      )}
      {rest > 0 && (
        <button
          type="button"
          className="mt-2 rounded-md border border-slate-300 px-3 py-1 text-sm dark:border-slate-700"
          onClick={() => setShown(shown + HOLDINGS_AT_ONCE)}
          data-testid="holdings-more"
        >
          Show the rest ({formatCount(Math.min(rest, HOLDINGS_AT_ONCE))} of {formatCount(rest)} more)
        </button>
      )}
    </section>
  );
}
