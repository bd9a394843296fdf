/**
 * Exporting the archive, or a selection of it, as an archive file (domain/archive/archive-file.ts):
 * the six fields of each record (and a receipt's kept proof), the endpoint as the redacted label the
 * archive holds. Built as a Blob of lines, never one string: 100 MB of records is not copied again
 * to be saved.
 */
import { archiveHeaderLine, archiveRecordLine, type ArchiveFileRecord } from '../../domain/archive/archive-file.ts';
import type { ArchiveRecord } from './archive-record.ts';
import type { archive as archiveStore } from './archive-store.ts';

type Archive = typeof archiveStore;

/** Records read per list call while gathering the whole archive. */
const PAGE = 1_000;

export function archiveFileBlob(records: readonly ArchiveFileRecord[], exportedAt: number): Blob {
  const lines = [archiveHeaderLine(records.length, exportedAt), ...records.map(archiveRecordLine)];
  return new Blob(
    lines.map((line) => `${line}\n`),
    { type: 'application/x-ndjson' },
  );
}

/** Every record the archive holds, newest used first. */
export async function allArchiveRecords(archive: Archive): Promise<ArchiveRecord[]> {
  const records: ArchiveRecord[] = [];
  for (;;) {
    const page = await archive.list({ limit: PAGE, offset: records.length });
    records.push(...page);
    if (page.length < PAGE) return records;
  }
}

/** `hexray-archive-2026-11-26T0702.jsonl`: sorts by date, says what it is. */
export function archiveFileName(exportedAt: number): string {
  const stamp = new Date(exportedAt).toISOString().slice(0, 16).replace(':', '');
  return `hexray-archive-${stamp}.jsonl`;
}
