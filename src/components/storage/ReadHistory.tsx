import { Link } from 'react-router';
import { storageURL } from '../../routes/urls.ts';
import { middleEllipsis } from '../HashValue.tsx';
import { checksumAddress } from '../../domain/address-checksum.ts';
import type { Address } from '../../domain/hex.ts';
import { readHistory, useReadHistory } from '../../data/stores/read-history.ts';

function slotText(slot: string): string {
  const n = BigInt(slot);
  return n < 1n << 32n ? n.toString() : middleEllipsis(slot, 6);
}

function wordText(word: string | null): string {
  if (word === null) return '';
  const n = BigInt(word);
  return n < 1n << 64n ? n.toString() : middleEllipsis(word, 6);
}

/** The reads made in this tab; a click re-opens one. */
export function ReadHistory({
  address,
  current,
}: {
  address: string;
  current: { slot: string; block: string } | null;
}) {
  const reads = useReadHistory();
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
      data-testid="read-history"
    >
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-sm font-semibold">Reads this session</h2>
        {reads.length > 0 && (
          <button
            type="button"
            className="text-xs text-sky-700 hover:underline dark:text-sky-400"
            onClick={() => readHistory.clear()}
          >
            Clear
          </button>
        )}
      </div>
      {reads.length === 0 ? (
        <p className="text-xs text-slate-500">Every slot you read is listed here.</p>
      ) : (
        <ol className="max-h-96 space-y-0.5 overflow-y-auto">
          {reads.map((r) => {
            const here =
              r.address === address.toLowerCase() &&
              current !== null &&
              r.slot === current.slot &&
              r.block === current.block;
            return (
              <li key={`${r.address}|${r.slot}|${r.block}`}>
                <Link
                  to={storageURL(r.address, { slot: r.slot, block: r.block })}
                  aria-current={here ? 'true' : undefined}
                  data-testid="read-history-entry"
                  data-slot={r.slot}
                  className={`grid grid-cols-[1fr_auto] gap-x-2 rounded px-2 py-1 font-mono text-xs hover:bg-slate-100 dark:hover:bg-slate-800 ${here ? 'bg-sky-50 ring-1 ring-sky-300 dark:bg-sky-950 dark:ring-sky-800' : ''}`}
                >
                  <span className="truncate">
                    slot {slotText(r.slot)}
                    {r.address !== address.toLowerCase() && (
                      <span className="text-slate-500">
                        {' '}
                        · {middleEllipsis(checksumAddress(r.address as Address), 4)}
                      </span>
                    )}
                  </span>
                  <span className="text-slate-500">@{r.block}</span>
                  <span
                    className={`col-span-2 truncate ${r.error ? 'text-red-600 dark:text-red-400' : 'text-slate-500'}`}
                  >
                    {r.error ?? `= ${wordText(r.word)}${r.archived ? ' (this browser’s archive)' : ''}`}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
