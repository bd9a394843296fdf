/** The verification mark of a transaction: its hash and its sender, checked in the browser. */
import { useMemo } from 'react';
import { useNetwork } from '../../data/useNetwork.ts';
import { transactionChainId, type ResolvedNetwork } from '../../domain/resolve-network.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { useVerifier } from './useVerifier.ts';
import { VerificationMark } from './VerificationMark.tsx';

/** `network`: the record's own (a snapshot's), instead of the one the connection resolves. */
export function TransactionVerification({ tx, network }: { tx: Transaction; network?: ResolvedNetwork }) {
  const verifier = useVerifier();
  const connected = useNetwork(transactionChainId(tx));
  // The network says which encoding a type number means (0x7e: OP stack, Mantle or Scroll).
  const dialect = (network ?? connected).network?.dialect ?? null;
  const verification = useMemo(
    () => (verifier === null || verifier instanceof Error ? verifier : verifier.verifyTransaction(tx, dialect)),
    [verifier, tx, dialect],
  );
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
