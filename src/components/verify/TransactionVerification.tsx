/** The verification mark of a transaction: its hash and its sender, checked in the browser. */
import { useMemo } from 'react';
import { useNetwork } from '../../data/hooks/useNetwork.ts';
import { transactionChainId, type ResolvedNetwork } from '../../domain/network/resolve-network.ts';
import type { Transaction } from '../../domain/transaction.ts';
import type { Verification } from '../../domain/verify/check.ts';
import { useVerifier } from './useVerifier.ts';
import { VerificationMark } from './VerificationMark.tsx';

/**
 * The checks of a transaction's hash and sender: null while the code loads, an Error if it did not.
 * `network`: the record's own (a snapshot's), instead of the one the connection resolves.
 */
export function useTransactionCheck(tx: Transaction | null, network?: ResolvedNetwork): Verification | Error | null {
  const verifier = useVerifier();
  const connected = useNetwork(tx ? transactionChainId(tx) : null);
  // The network says which encoding a type number means (0x7e: OP stack, Mantle or Scroll).
  const dialect = (network ?? connected).network?.dialect ?? null;
  return useMemo(() => {
    if (verifier === null || verifier instanceof Error) return verifier;
    return tx === null ? null : verifier.verifyTransaction(tx, dialect);
  }, [verifier, tx, dialect]);
}

/** `network`: the record's own (a snapshot's), instead of the one the connection resolves. */
export function TransactionVerification({ tx, network }: { tx: Transaction; network?: ResolvedNetwork }) {
  const verification = useTransactionCheck(tx, network);
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
