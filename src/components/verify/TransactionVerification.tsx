/** The verification mark of a transaction: its hash and its sender, checked in the browser. */
import { useMemo } from 'react';
import { useNetwork } from '../../data/useNetwork.ts';
import { transactionChainId } from '../../domain/resolve-network.ts';
import type { Transaction } from '../../domain/transaction.ts';
import type { Verification } from '../../domain/verify/check.ts';
import { useVerifier } from './useVerifier.ts';
import { VerificationMark } from './VerificationMark.tsx';

/** The checks of a transaction's hash and sender: null while the code loads, an Error if it did not. */
export function useTransactionCheck(tx: Transaction | null): Verification | Error | null {
  const verifier = useVerifier();
  // The network says which encoding a type number means (0x7e: OP stack, Mantle or Scroll).
  const dialect = useNetwork(tx ? transactionChainId(tx) : null).network?.dialect ?? null;
  return useMemo(() => {
    if (verifier === null || verifier instanceof Error) return verifier;
    return tx === null ? null : verifier.verifyTransaction(tx, dialect);
  }, [verifier, tx, dialect]);
}

export function TransactionVerification({ tx }: { tx: Transaction }) {
  const verification = useTransactionCheck(tx);
  return (
    <VerificationMark
      verification={verification}
      limits={
        tx.pending
          ? // in no block yet: there is no inclusion or outcome to speak of
            'Hash and sender checked; not provable with these four methods: that it will be mined, or that it will succeed.'
          : 'Hash and sender checked; not provable with these four methods: that it is in this block, or that it succeeded.'
      }
    />
  );
}
