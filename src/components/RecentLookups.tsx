import { Link } from 'react-router';
import { storageBlocked } from '../browser/guarded-storage.ts';
import { recentLookups, useRecentLookups, type LookupKind } from '../data/stores/recent-lookups.ts';
import { useLookupNetwork } from '../data/hooks/useRecordLookup.ts';

const KIND_LABEL: Record<LookupKind, string> = { transaction: 'tx', address: 'address', slot: 'slot' };

/** The home page's list of this network's recent lookups, on this device, clearable in one click. */
export function RecentLookups() {
  const network = useLookupNetwork();
  const lookups = useRecentLookups(network);
  if (network === null) return null;
  return (
    <section
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      data-testid="recent-lookups"
      aria-labelledby="recent-lookups-title"
    >
      <div className="flex items-center gap-3">
        <h2 id="recent-lookups-title" className="text-sm font-semibold">
          Recent lookups
        </h2>
        {lookups.length > 0 && (
          <button
            type="button"
            className="ml-auto min-h-6 text-sm text-sky-700 hover:underline dark:text-sky-400"
            onClick={() => recentLookups.clear(network)}
          >
            Clear recent lookups
          </button>
        )}
      </div>
      {storageBlocked() ? (
        <p className="mt-1 text-sm text-slate-500">Off: this browser blocks site storage, so nothing is kept.</p>
      ) : lookups.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">
          None yet on this network. The last 50 transactions, addresses and slots you open are kept here, on this device
          only.
        </p>
      ) : (
        <ul className="mt-2 space-y-1">
          {lookups.map((lookup) => (
            <li key={lookup.path} className="flex min-w-0 items-baseline gap-2 text-sm">
              <span className="w-16 shrink-0 text-xs text-slate-500">{KIND_LABEL[lookup.kind]}</span>
              <Link
                to={lookup.path}
                className="min-w-0 truncate font-mono text-sky-700 hover:underline dark:text-sky-400"
                data-testid="recent-lookup"
              >
                {lookup.label}
              </Link>
              {lookup.archiveOnly && (
                <span
                  className="shrink-0 text-xs text-slate-500"
                  data-testid="recent-lookup-archive-only"
                  title="When last opened, the endpoint no longer served it: it opens from this browser’s archive"
                >
                  only in this browser’s archive
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
