import { transactionTypeName } from '../../domain/transaction-type.ts';

export function TransactionTypeLabel({ type }: { type: bigint }) {
  return (
    <span className="inline-flex items-center gap-2 text-sm" data-testid="tx-type" data-type={`0x${type.toString(16)}`}>
      <span className="rounded bg-slate-100 px-1.5 py-0.5 font-medium dark:bg-slate-800">
        {transactionTypeName(type)}
      </span>
      <span className="font-mono text-xs text-slate-500">0x{type.toString(16)}</span>
    </span>
  );
}
