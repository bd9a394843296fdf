import type { UseQueryResult } from '@tanstack/react-query';
import type { Hash } from '../../domain/hex.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { transactionURL } from '../../routes/urls.ts';
import { AddressValue } from '../AddressValue.tsx';
import { describeError } from '../describe-error.ts';
import { HashValue } from '../HashValue.tsx';
import { WeiValue } from '../WeiValue.tsx';
import { methodLabel } from './method-name.ts';

/**
 * One transaction of a block: its hash (known from the block, so linked at once) and, once its
 * read by block hash and index answers, from → to, value and what it calls.
 */
export function BlockTransactionRow({
  index,
  hash,
  read,
}: {
  index: number;
  hash: Hash;
  read: UseQueryResult<Transaction | null>;
}) {
  const tx = read.data;
  const method = tx ? methodLabel(tx.input, tx.to) : null;
  return (
    <li
      className="grid grid-cols-1 gap-1 border-b border-slate-100 py-2.5 last:border-b-0 dark:border-slate-800"
      data-testid="block-tx"
      data-index={index}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="w-12 shrink-0 font-mono text-xs text-slate-500">#{index}</span>
        <HashValue value={hash} to={transactionURL(hash)} copy={false} testId="block-tx-hash" />
        {method && (
          <span
            className={`rounded px-1.5 py-0.5 font-mono text-xs ${
              method.known
                ? 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
            }`}
            data-testid="block-tx-method"
          >
            {method.text}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm md:pl-15">
        {read.isPending ? (
          <span className="h-4 w-64 animate-pulse rounded bg-slate-200 dark:bg-slate-800" aria-label="Loading" />
        ) : read.isError ? (
          <span className="text-red-700 dark:text-red-400" data-testid="block-tx-error">
            Could not read it: {describeError(read.error).message}
          </span>
        ) : tx === null || tx === undefined ? (
          <span className="text-amber-800 dark:text-amber-300" data-testid="block-tx-missing">
            The endpoint has no transaction at index {index} of this block.
          </span>
        ) : (
          <>
            <AddressValue address={tx.from} testId="block-tx-from" />
            <span aria-label="to" className="text-slate-400">
              →
            </span>
            {tx.to ? (
              <AddressValue address={tx.to} testId="block-tx-to" />
            ) : (
              <span className="text-xs text-slate-500" data-testid="block-tx-to">
                new contract
              </span>
            )}
            <WeiValue wei={tx.value} testId="block-tx-value" />
          </>
        )}
      </div>
    </li>
  );
}
