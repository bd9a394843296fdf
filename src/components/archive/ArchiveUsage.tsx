import type { useArchiveUsage } from '../../data/archive/useArchive.ts';
import { formatByteSize } from '../../domain/byte-size.ts';
import { formatCount } from '../../domain/units.ts';

/** The space the archive takes against its budget, and where it is kept. */
export function ArchiveUsage({ usage, budget, availability }: ReturnType<typeof useArchiveUsage>) {
  return (
    <div className="text-sm text-slate-600 dark:text-slate-400">
      <p data-testid="archive-usage">
        {usage === null
          ? 'Measuring…'
          : `${formatCount(usage.records)} ${usage.records === 1 ? 'record' : 'records'}, ${formatByteSize(usage.bytes)} of ${formatByteSize(budget)}`}
        <span className="text-slate-500">
          {' '}
          (the budget is a setting; the least recently used go first, pinned ones stay)
        </span>
      </p>
      {availability === 'memory' && (
        <p className="mt-1 text-amber-800 dark:text-amber-300" role="status" data-testid="archive-memory">
          This browser does not let Hexray keep the archive on the device (site data blocked, or the disk is full):
          records are kept for this tab only, until it closes.
        </p>
      )}
    </div>
  );
}
