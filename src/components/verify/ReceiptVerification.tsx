/**
 * The verification mark of a receipt: its bloom and its logs' back-references, checked in the
 * browser. No curve needed, so no lazy loading: the bloom code is already on the receipt page.
 */
import { useMemo } from 'react';
import type { Receipt } from '../../domain/receipt.ts';
import type { ResolvedNetwork } from '../../domain/network/resolve-network.ts';
import { verifyReceipt } from '../../domain/verify/verify-receipt.ts';
import { VerificationMark } from './VerificationMark.tsx';

export function ReceiptVerification({ receipt, network }: { receipt: Receipt; network: ResolvedNetwork }) {
  const dialect = network.network?.dialect ?? null;
  const verification = useMemo(() => verifyReceipt(receipt, dialect), [receipt, dialect]);
  return (
    <VerificationMark
      verification={verification}
      label="Verification of the receipt in your browser"
      limits="Bloom and logs checked; not provable with these four methods: the status, the gas used, or that it is in this block."
    />
  );
}
