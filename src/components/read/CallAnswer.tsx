import type { UseQueryResult } from '@tanstack/react-query';
import type { ErrorTable, FunctionSignature } from '../../domain/abi/signature.ts';
import type { Address, Hex } from '../../domain/hex.ts';
import { decodeAnswer } from '../../domain/read/contract-call.ts';
import { revertReasonFromRpcError } from '../../domain/revert-reason.ts';
import { formatCount } from '../../domain/units.ts';
import { RpcResponseError } from '../../rpc/errors.ts';
import { saysMethodNotServed } from '../../rpc/method-absence.ts';
import { DecodedParams, ValueView } from '../DecodedParams.tsx';
import { describeError } from '../describe-error.ts';
import { ReasonText } from '../revert/RevertReasonView.tsx';
import { TokenAmountArgument } from '../summary/TokenAmount.tsx';

/** A raw answer is shown up to this many bytes (the rest is said, not shown). */
const RAW_SHOWN_BYTES = 1024;

/** What a call answered: its values decoded, its revert reason, or why there is neither. */
export function CallAnswer({
  fn,
  call,
  errors,
  token = null,
}: {
  fn: FunctionSignature;
  /** the token whose amount the one value is (a recognised ERC-20's balance, supply or allowance) */
  token?: Address | null;
  call: Pick<UseQueryResult<Hex>, 'data' | 'error' | 'isPending' | 'refetch'>;
  /** custom errors the revert data is named with */
  errors: ErrorTable;
}) {
  if (call.isPending)
    return (
      <p className="text-sm text-slate-500" data-testid="call-answer" data-state="calling">
        Calling…
      </p>
    );
  if (call.error) {
    const error = call.error;
    if (saysMethodNotServed(error))
      return (
        <p className="text-sm" data-testid="call-answer" data-state="not-served">
          This endpoint does not serve eth_call: a contract’s functions cannot be called through it.
        </p>
      );
    const reason =
      error instanceof RpcResponseError
        ? revertReasonFromRpcError({ code: error.code, message: error.providerMessage, data: error.data }, errors)
        : null;
    if (reason)
      return (
        <div className="text-sm" data-testid="call-answer" data-state="reverted">
          <p className="font-medium text-red-700 dark:text-red-400">The call reverted.</p>
          <ReasonText reason={reason} />
        </div>
      );
    const info = describeError(error);
    return (
      <div className="text-sm" data-testid="call-answer" data-state="failed" role="alert">
        <p className="font-medium text-red-700 dark:text-red-400">{info.title}</p>
        <p className="break-words">{info.message}</p>
        <button
          type="button"
          className="text-sky-700 hover:underline dark:text-sky-400"
          onClick={() => void call.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  const answer = decodeAnswer(fn, call.data!);
  if (answer.kind === 'decoded')
    return (
      <div data-testid="call-answer" data-state="decoded">
        {answer.values.length === 0 ? (
          <p className="text-sm text-slate-500">It returns nothing, and the call went through.</p>
        ) : answer.values.length === 1 && answer.values[0]!.name === '' ? (
          // one unnamed value, as most reads return: the value alone, its type beside it
          <p className="flex flex-wrap items-baseline gap-x-2">
            {token !== null && typeof answer.values[0]!.value === 'bigint' ? (
              <TokenAmountArgument value={answer.values[0]!.value} token={token} />
            ) : (
              <ValueView value={answer.values[0]!.value} type={answer.values[0]!.abiType} />
            )}
            <span className="font-mono text-xs text-slate-500">{answer.values[0]!.type}</span>
          </p>
        ) : (
          <DecodedParams params={answer.values} />
        )}
      </div>
    );
  const bytes = (answer.data.length - 2) / 2;
  const shown = bytes > RAW_SHOWN_BYTES ? `${answer.data.slice(0, 2 + RAW_SHOWN_BYTES * 2)}…` : answer.data;
  return (
    <div className="text-sm" data-testid="call-answer" data-state="raw">
      <p>{answer.why}.</p>
      {bytes > 0 && (
        <p className="mt-1 font-mono text-xs break-all text-slate-600 dark:text-slate-400" data-testid="call-raw">
          {shown}
          {bytes > RAW_SHOWN_BYTES && ` (the first ${formatCount(RAW_SHOWN_BYTES)} of ${formatCount(bytes)} bytes)`}
        </p>
      )}
    </div>
  );
}
