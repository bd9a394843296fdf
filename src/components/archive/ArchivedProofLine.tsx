/**
 * The line over an archived receipt that keeps its proof (data/archive/useArchivedProof.ts):
 * proved against the receipts root of the header the archive kept, that header the file's word
 * until an endpoint sees its hash (as a snapshot's: SnapshotProofLine); or, when the kept proof
 * does not check out (the archive was changed on this disk, or by hand), which part failed, and
 * nothing of the receipt said to be proved. A record keeping no proof shows no line: the archive
 * mark and the verification panel say what was checked.
 */
import type { ArchivedProof } from '../../data/archive/useArchivedProof.ts';
import type { QueryEndpoint } from '../../data/queries/queries.ts';
import { SnapshotProofLine } from '../snapshot/SnapshotProofLine.tsx';
import { proofRefusalWords } from '../snapshot/snapshot-proof-words.ts';

const REFUSED = 'mb-2 text-xs font-medium text-red-700 dark:text-red-400';

export function ArchivedProofLine({ proof, connected }: { proof: ArchivedProof; connected: QueryEndpoint | null }) {
  if (proof.status === 'refused' || proof.status === 'unreadable')
    return (
      <p role="alert" className={REFUSED} data-testid="snapshot-proof" data-status="refused">
        The proof kept with this receipt does not check out:{' '}
        {proof.status === 'refused' ? proofRefusalWords(proof) : proof.reason}. Nothing of the receipt is proved by it.
      </p>
    );
  if (proof.status === 'none') return null;
  return <SnapshotProofLine outcome={proof} connected={connected} source="file" />;
}
