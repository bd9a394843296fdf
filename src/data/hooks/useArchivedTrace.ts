import { parseKeptTrace } from '../../domain/trace/kept-trace.ts';
import { parseReceipt } from '../../domain/receipt.ts';
import { parseTransaction } from '../../domain/transaction.ts';
import { useArchived } from '../archive/useArchived.ts';

/**
 * The Trace page's fallback to this browser's archive, asked only once the endpoint no longer
 * serves the transaction (`wanted`): the kept trace with the transaction and receipt it is shown
 * with, each parsed again as it would be from the wire. `live`: what the endpoint still gave, taken
 * before the archive's copy.
 */
export function useArchivedTrace(hash: string, chain: string | null, wanted: boolean) {
  const trace = useArchived('trace', hash, chain, wanted, parseKeptTrace);
  const tx = useArchived('transaction', hash, chain, wanted, parseTransaction);
  const receipt = useArchived('receipt', hash, chain, wanted, parseReceipt);
  return {
    isPending: wanted && (trace.isPending || tx.isPending || receipt.isPending),
    trace: trace.data ?? null,
    tx: tx.data?.value ?? null,
    receipt: receipt.data?.value ?? null,
  };
}
