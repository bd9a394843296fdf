/**
 * The archive's door for pages: `archiveLater` queues what a page received and writes it in
 * batches when the browser is idle, never on the paint path. The store itself is loaded by
 * dynamic import on the first write, so it costs the first page's code nothing. A write that
 * fails is dropped, never thrown at a page (the store already falls back to memory and says so).
 */
import { whenIdle } from '../../browser/idle.ts';
import { archiveMemoryNotice } from './archive-notice.ts';
import type { InclusionEvidence } from '../../domain/proof/prove-inclusion.ts';
import type { ArchiveEntry } from './archive-record.ts';

let queue: ArchiveEntry[] = [];
let scheduled = false;
let writing: Promise<void> = Promise.resolve();

async function write(batch: ArchiveEntry[]): Promise<void> {
  try {
    const { archive } = await import('./archive-store.ts');
    await archive.put(batch);
    if (archive.availability() === 'memory') archiveMemoryNotice.noteInMemory();
  } catch {
    // the archive is a convenience: a page never fails because it could not keep something
  }
}

function flush(): void {
  scheduled = false;
  const batch = queue;
  queue = [];
  writing = writing.then(() => write(batch));
}

/** Keeps the entry in the archive, soon, when the browser has nothing better to do. */
export function archiveLater(entry: ArchiveEntry): void {
  queue.push(entry);
  if (scheduled) return;
  scheduled = true;
  whenIdle(flush);
}

/** Resolves when everything queued so far is written (for a page about to read it back). */
export function archiveWritten(): Promise<void> {
  if (scheduled) flush();
  return writing;
}

/**
 * Keeps the proof of a receipt the page proved at `index` with its archive record (after what is
 * queued, so a receipt just received is written first): the snapshot's proof format, so a record
 * shown from the archive, or exported and imported elsewhere, is proved with no endpoint.
 */
export function archiveProofLater(
  transactionHash: string,
  { evidence, index, blockHash }: { evidence: InclusionEvidence; index: number; blockHash: string },
): void {
  if (scheduled) flush();
  writing = writing.then(async () => {
    try {
      const [{ archive }, { carriedProofOf, snapshotProofJson }] = await Promise.all([
        import('./archive-store.ts'),
        import('../../domain/snapshot/snapshot-proof.ts'),
      ]);
      const proof = snapshotProofJson({ kind: 'carried', proof: carriedProofOf(evidence, index) });
      await archive.keepProof(transactionHash, blockHash, proof);
    } catch {
      // as any write: the archive never fails a page
    }
  });
}
