/**
 * The proof an archived receipt keeps (archive-writer.ts `archiveProofLater`, or an imported
 * file's), checked again as the record is shown: read and walked as a snapshot's is, against the
 * header it carries, with no endpoint. Loaded on demand, as the snapshot's checker is: a receipt
 * page that is not falling back costs nothing. null: the record keeps no proof.
 */
import { useQuery } from '@tanstack/react-query';
import type { Receipt } from '../../domain/receipt.ts';
import type { SnapshotProofOutcome } from '../../domain/snapshot/check-snapshot-proof.ts';
import type { ArchiveRecord } from './archive-record.ts';

/** A kept proof whose form is not a proof at all (changed in the database): refused with its reason. */
export type ArchivedProof = SnapshotProofOutcome | { status: 'unreadable'; reason: string };

/** Checked under the record's own network (the header is that chain's), not the page's. */
async function checkKept(proof: unknown, receipt: Receipt, chain: string): Promise<ArchivedProof> {
  // loaded only where a kept proof is shown: a receipt page's cold link does not wait for them
  const [{ readSnapshotProof }, { checkSnapshotProof }, { chainDialect }] = await Promise.all([
    import('../../domain/snapshot/snapshot-proof.ts'),
    import('../../domain/snapshot/check-snapshot-proof.ts'),
    import('../../domain/archive/archive-record-check.ts'),
  ]);
  const read = readSnapshotProof(proof);
  if (!read.ok) return { status: 'unreadable', reason: read.message };
  return checkSnapshotProof(read.value, receipt, chainDialect(chain));
}

export function useArchivedProof(archived: { record: ArchiveRecord; value: Receipt } | null): ArchivedProof | null {
  const proof = archived?.record.proof;
  const query = useQuery({
    queryKey: ['archive', 'proof', archived?.record.id ?? null, archived?.record.fetchedAt ?? null] as const,
    queryFn: () => checkKept(proof, archived!.value, archived!.record.chain),
    enabled: archived !== null && proof !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  return proof === undefined ? null : (query.data ?? null);
}
