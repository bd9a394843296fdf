import { useMemo } from 'react';
import type { ErrorTable } from '../../domain/abi/signature.ts';
import type { Address } from '../../domain/hex.ts';
import type { BlockInput } from '../../domain/parse-block-input.ts';
import type { OfferedFunction } from '../../domain/read/contract-call.ts';
import { useContractCalls } from '../../data/hooks/useContractCall.ts';
import { answersTokenAmount } from '../../domain/read/standard-reads.ts';
import { CallAnswer } from './CallAnswer.tsx';

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
  const calls = useMemo(() => reads.map(({ fn }) => ({ to: address, data: fn.selector })), [address, reads]);
  const answers = useContractCalls(calls, block.wire, enabled);
  if (reads.length === 0) return null;
  return (
    <dl
      className="divide-y divide-slate-100 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      data-testid="read-at-once"
    >
      {reads.map(({ fn }, i) => (
        <div key={fn.selector} className="gap-4 px-3 py-2 sm:flex" data-testid="read-row" data-signature={fn.signature}>
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
  );
}
