/**
 * Said once, when the archive could not use the disk (site data blocked, or full): records are
 * kept in memory for this page only. Dismissed, it stays away until the page is reloaded.
 */
import { useState, useSyncExternalStore } from 'react';
import { archiveMemoryNotice } from '../../data/archive/archive-notice.ts';

export function ArchiveMemoryNote() {
  const inMemory = useSyncExternalStore(archiveMemoryNotice.subscribe, archiveMemoryNotice.inMemory);
  const [dismissed, setDismissed] = useState(false);
  if (!inMemory || dismissed) return null;
  return (
    <p
      role="note"
      data-testid="archive-memory-note"
      className="mb-4 flex flex-wrap items-baseline gap-2 rounded border border-amber-200 bg-amber-50 px-2 py-1 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
    >
      This browser would not let Hexray keep its archive on disk (site data blocked, or no space left): what pages
      receive is kept in memory until this page is closed or reloaded.
      <button type="button" className="ml-auto underline" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </p>
  );
}
