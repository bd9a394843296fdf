/**
 * The verification mark of a receipt: its bloom and its logs' back-references, checked in the
 * browser. No curve needed, so no lazy loading: the bloom code is already on the receipt page. The
 * check runs after the receipt's first screen has painted: a receipt of 2,000 logs asks some 4,000
 * keccak-256 hashes, tens of milliseconds that would otherwise hold its first logs back. The mark
 * keeps its height meanwhile (VerificationMark), so nothing below it moves when the check ends.
 */
import { useEffect, useState } from 'react';
import type { TransactionDialect } from '../../domain/dialects/index.ts';
import type { Receipt } from '../../domain/receipt.ts';
import type { ResolvedNetwork } from '../../domain/network/resolve-network.ts';
import type { Verification } from '../../domain/verify/check.ts';
import { verifyReceipt } from '../../domain/verify/verify-receipt.ts';
import { VerificationMark } from './VerificationMark.tsx';

/** Runs `run` once the frame being rendered now has been painted (the next frame's task). */
function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** What the four methods leave unproved, and what a carried proof that checked out proves instead. */
const LIMITS = {
  unproved:
    'Bloom and logs checked; not provable with these four methods: the status, the gas used, or that it is in this block.',
  provedAbove:
    'Bloom and logs checked; the status, the gas used and that it is in its block are proved by the proof that came with it (the line above), against the header that came with it.',
};

/**
 * `provedAbove`: a proof carried with the receipt (a snapshot's, an archive record's) checked out,
 * and its line above says so: the limits then say so too, rather than "not provable".
 */
export function ReceiptVerification({
  receipt,
  network,
  provedAbove = false,
}: {
  receipt: Receipt;
  network: ResolvedNetwork;
  provedAbove?: boolean;
}) {
  const dialect = network.network?.dialect ?? null;
  const [checked, setChecked] = useState<{
    receipt: Receipt;
    dialect: TransactionDialect | null;
    verification: Verification;
  } | null>(null);
  useEffect(
    () => afterPaint(() => setChecked({ receipt, dialect, verification: verifyReceipt(receipt, dialect) })),
    [receipt, dialect],
  );
  // another receipt's (or network's) check is no answer for this one: "verifying" until it is done
  const verification = checked?.receipt === receipt && checked.dialect === dialect ? checked.verification : null;
  return (
    <VerificationMark
      verification={verification}
      label="Verification of the receipt in your browser"
      limits={provedAbove ? LIMITS.provedAbove : LIMITS.unproved}
    />
  );
}
