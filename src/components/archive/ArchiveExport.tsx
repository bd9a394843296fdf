import { useState } from 'react';
import type { ArchiveRecord } from '../../data/archive/archive-record.ts';
import { archive } from '../../data/archive/archive-store.ts';
import { allArchiveRecords, archiveFileBlob, archiveFileName } from '../../data/archive/archive-export.ts';
import { formatCount } from '../../domain/units.ts';
import { downloadFile } from '../download-file.ts';

const buttonClass =
  'rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';

/**
 * Export all, or the records ticked, as an archive file (JSON lines; the endpoint as its redacted
 * label, never the key). Gathered on click, not on render.
 */
export function ArchiveExport({ selected, total }: { selected: readonly ArchiveRecord[]; total: number | null }) {
  const [busy, setBusy] = useState(false);
  async function exportRecords(gather: () => Promise<readonly ArchiveRecord[]>) {
    setBusy(true);
    try {
      const now = Date.now();
      downloadFile(archiveFileName(now), archiveFileBlob(await gather(), now));
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={buttonClass}
        disabled={busy || total === 0}
        onClick={() => void exportRecords(() => allArchiveRecords(archive))}
      >
        Export all{total === null ? '' : ` ${formatCount(total)}`}
      </button>
      {selected.length > 0 && (
        <button
          type="button"
          className={buttonClass}
          disabled={busy}
          onClick={() => void exportRecords(() => Promise.resolve(selected))}
        >
          Export the {formatCount(selected.length)} selected
        </button>
      )}
    </span>
  );
}
