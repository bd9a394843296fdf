import { useMemo, useState } from 'react';
import type { ErrorTable } from '../../domain/abi/signature.ts';
import type { Address } from '../../domain/hex.ts';
import type { BlockInput } from '../../domain/parse-block-input.ts';
import type { OfferedFunction } from '../../domain/read/contract-call.ts';
import { useContractCalls } from '../../data/hooks/useContractCall.ts';
import { answersTokenAmount } from '../../domain/read/standard-reads.ts';
import { formatCount } from '../../domain/units.ts';
import { CallAnswer } from './CallAnswer.tsx';

/**
 * The reads called as the tab opens, and then at each press of "Read the next": a token's or a
 * vault's reads are a dozen, and an ABI of 2,000 view functions must not send 2,000 calls unasked.
 */
export const READ_AT_ONCE = 40;

/**
 * The reads without arguments, all called at once as the tab opens (one batch over HTTP), as
 * Etherscan's Read Contract shows a token's name, symbol and supply without a click.
 */
export function ReadAtOnce({
  address,
  reads,
  block,
  errors,
  standards,
  enabled,
}: {
  address: Address;
  reads: readonly OfferedFunction[];
  block: BlockInput;
  errors: ErrorTable;
  /** the standards recognised in the contract's code: a token's amounts are shown in its units */
  standards: readonly string[];
  enabled: boolean;
}) {
  const [count, setCount] = useState(READ_AT_ONCE);
  const shown = useMemo(() => reads.slice(0, count), [reads, count]);
  const calls = useMemo(() => shown.map(({ fn }) => ({ to: address, data: fn.selector })), [address, shown]);
  const answers = useContractCalls(calls, block.wire, enabled);
  if (reads.length === 0) return null;
  const left = reads.length - shown.length;
  return (
    <>
      <dl
        className="divide-y divide-slate-100 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        data-testid="read-at-once"
      >
        {shown.map(({ fn }, i) => (
          <div
            key={fn.selector}
            className="gap-4 px-3 py-2 sm:flex"
            data-testid="read-row"
            data-signature={fn.signature}
          >
            <dt className="font-mono text-sm font-semibold break-all sm:w-48 sm:shrink-0">
              {fn.name}
              {fn.source && <span className="ml-1 text-xs font-normal text-slate-500">· {fn.source}</span>}
            </dt>
            <dd className="min-w-0">
              <CallAnswer
                fn={fn}
                call={answers[i]!}
                errors={errors}
                token={answersTokenAmount(standards, fn.selector) ? address : null}
              />
            </dd>
          </div>
        ))}
      </dl>
      {left > 0 && (
        <p className="mt-2 text-sm" data-testid="read-at-once-more">
          {formatCount(left)} more {left === 1 ? 'function' : 'functions'} without arguments, not read yet.{' '}
          <button
            type="button"
            className="text-sky-700 hover:underline dark:text-sky-400"
            onClick={() => setCount(count + READ_AT_ONCE)}
          >
            Read the next {formatCount(Math.min(left, READ_AT_ONCE))}
          </button>
        </p>
      )}
    </>
  );
}
