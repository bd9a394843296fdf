import { useState } from 'react';
import { archive } from '../../data/archive/archive-store.ts';
import { formatCount } from '../../domain/units.ts';

/** Clear all, asked twice: it deletes pinned records too, and cannot be undone. */
export function ArchiveClear({ records, onCleared }: { records: number | null; onCleared: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800"
        onClick={() => setAsking(true)}
        disabled={records === 0}
      >
        Clear all…
      </button>
    );
  return (
    <span role="group" aria-label="Confirm clearing the archive" className="flex flex-wrap items-center gap-2 text-sm">
      <span>
        Delete all {records === null ? '' : `${formatCount(records)} `}records, pinned ones too? This cannot be undone.
      </span>
      <button
        type="button"
        className="rounded-md bg-red-700 px-2 py-1 text-white hover:bg-red-800"
        onClick={() => {
          setAsking(false);
          onCleared();
          void archive.clear();
        }}
      >
        Delete all records
      </button>
      <button type="button" className="text-sky-700 hover:underline dark:text-sky-400" onClick={() => setAsking(false)}>
        Keep them
      </button>
    </span>
  );
}
