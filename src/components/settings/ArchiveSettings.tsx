/**
 * Settings: this browser's archive — what it keeps, where, how much space it uses against its
 * budget, the budget itself (kept on this device), and whether the browser let it use the disk.
 */
import { useEffect, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { archive } from '../../data/archive/archive-store.ts';
import { formatCount } from '../../domain/units.ts';

const MB = 1_000_000;

const megabytes = (bytes: number) => formatCount(Math.ceil(bytes / MB));

export function ArchiveSettings() {
  const version = useSyncExternalStore(archive.subscribe, archive.version);
  const budget = archive.budgetBytes();
  const [usage, setUsage] = useState<{ records: number; bytes: number } | null>(null);
  const [text, setText] = useState(String(budget / MB));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void archive.usage().then((found) => live && setUsage(found));
    return () => {
      live = false;
    };
  }, [version]);

  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(text.trim());
    if (!/^\d+(\.\d+)?$/.test(text.trim()) || !(value >= 0) || value > 100_000) {
      setProblem('The budget must be a number of megabytes from 0 (keep nothing) to 100000.');
      return;
    }
    setProblem(null);
    archive.setBudgetBytes(Math.round(value * MB));
  };

  return (
    <section className="mt-8" data-testid="archive-settings" aria-labelledby="archive-settings-title">
      <h2 id="archive-settings-title" className="text-lg font-semibold">
        This browser’s archive
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Every transaction, receipt and storage word read at a block number that a page receives is kept in this browser
        (IndexedDB), with the endpoint it came from (its address without the key) and when, so pages can still show it
        after the endpoint’s 128-block window has passed. It stays until the budget below is full (the least recently
        used go first, pinned ones stay) or you clear it, here or by clearing this site’s data. A budget of 0 turns it
        off: pages keep nothing more, and all but pinned records are removed.
      </p>
      <p className="mt-2 text-sm" data-testid="archive-usage">
        {usage === null
          ? 'Counting…'
          : `${formatCount(usage.records)} records, ${megabytes(usage.bytes)} MB of ${megabytes(budget)} MB${budget === 0 ? ' (off: pages keep nothing)' : ''}`}
        {archive.availability() === 'memory' && (
          <span className="ml-1 text-amber-800 dark:text-amber-300">
            — in memory only: this browser refused to store it (site data blocked or disk full)
          </span>
        )}
      </p>
      <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={save}>
        <label className="text-sm font-medium">
          Budget (MB)
          <input
            className="ml-2 w-28 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
            inputMode="decimal"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'archive-budget-problem' : undefined}
          />
        </label>
        <button
          type="submit"
          className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          Set budget
        </button>
        <button
          type="button"
          className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
          onClick={() => {
            if (globalThis.confirm('Remove every record from this browser’s archive?')) void archive.clear();
          }}
        >
          Clear the archive
        </button>
      </form>
      {problem && (
        <p id="archive-budget-problem" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </section>
  );
}
