/**
 * The receipt page's proof, kept with the receipt's archive record once it is proved at its index:
 * the record then proves its status and gas wherever it is shown from the archive, or imported
 * from an exported file, with no endpoint (archive-writer.ts `archiveProofLater`). Once per proof.
 */
import { useEffect } from 'react';
import type { Receipt } from '../../domain/receipt.ts';
import type { InclusionRead } from '../hooks/useInclusionProof.ts';
import { archiveBudgetBytes } from './archive-budget.ts';
import { archiveProofLater } from './archive-writer.ts';

export function useKeepReceiptProof(receipt: Receipt | null, inclusion: InclusionRead): void {
  const outcome = inclusion.status === 'done' ? inclusion.data : null;
  const proved = outcome?.status === 'proved' && outcome.list === 'receipts' ? outcome : null;
  const hash = receipt?.transactionHash ?? null;
  useEffect(() => {
    // a budget of 0 is the archive switched off: no record to keep it with
    if (proved === null || hash === null || archiveBudgetBytes() === 0) return;
    archiveProofLater(hash, proved);
  }, [proved, hash]);
}
