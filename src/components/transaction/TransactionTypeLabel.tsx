import { transactionTypeInfo } from '../../domain/network/transaction-type.ts';
import { useResolvedNetwork } from '../NativeCurrency.tsx';

/**
 * The type's name in the page's network: 0x7e is an OP-stack deposit, a Mantle deposit or a Scroll
 * L1 message. `extra`: the transaction's own fields when known, which tell a 0x7e apart when the
 * network is not (a receipt alone carries none of them).
 */
export function TransactionTypeLabel({ type, extra }: { type: bigint; extra?: Record<string, unknown> }) {
  const dialect = useResolvedNetwork()?.network?.dialect ?? null;
  const info = transactionTypeInfo(type, dialect, extra);
  return (
    <span
      className="inline-flex flex-wrap items-center gap-2 text-sm"
      data-testid="tx-type"
      data-type={`0x${type.toString(16)}`}
    >
      <span
        className="rounded bg-slate-100 px-1.5 py-0.5 font-medium dark:bg-slate-800"
        title={info.description ?? undefined}
      >
        {info.name}
      </span>
      <span className="font-mono text-xs text-slate-500">0x{type.toString(16)}</span>
      {info.system && (
        <span
          className="rounded bg-violet-100 px-1.5 py-0.5 text-xs font-medium text-violet-800 dark:bg-violet-900/50 dark:text-violet-200"
          data-testid="tx-type-system"
        >
          system
        </span>
      )}
      {/* Ethereum's own types are well known; a network's own (or an ambiguous number) is explained */}
      {type > 4n && info.description && (
        <span className="text-xs text-slate-500" data-testid="tx-type-description">
          {info.description}
        </span>
      )}
    </span>
  );
}
