import { useDeferredValue, useState } from 'react';
import type { ArchiveRecord } from '../data/archive/archive-record.ts';
import { archive } from '../data/archive/archive-store.ts';
import { useArchiveChanges, useArchiveList, useArchiveUsage } from '../data/archive/useArchive.ts';
import { formatCount } from '../domain/units.ts';
import { PageTitle } from '../components/PageTitle.tsx';
import { TextField } from '../components/TextField.tsx';
import { ArchiveClear } from '../components/archive/ArchiveClear.tsx';
import { ArchiveExport } from '../components/archive/ArchiveExport.tsx';
import { ArchiveImport } from '../components/archive/ArchiveImport.tsx';
import { ArchiveList } from '../components/archive/ArchiveList.tsx';
import { ArchiveUsage } from '../components/archive/ArchiveUsage.tsx';

/**
 * What this browser kept of the records its pages were shown: list and search, pin, delete,
 * clear; export all or a selection to a file, import a colleague's (verified on the way in).
 */
export function ArchivePage() {
  useArchiveChanges();
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const [selected, setSelected] = useState<ReadonlyMap<string, ArchiveRecord>>(new Map());
  const list = useArchiveList(query);
  const usage = useArchiveUsage();
  const total = usage.usage?.records ?? null;

  function select(record: ArchiveRecord, on: boolean) {
    setSelected((current) => {
      if (current.has(record.id) === on) return current;
      const next = new Map(current);
      if (on) next.set(record.id, record);
      else next.delete(record.id);
      return next;
    });
  }

  const chosen = [...selected.values()];
  return (
    <div className="space-y-4">
      <PageTitle title="Archive" />
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        The transactions, receipts and storage words this browser was shown, kept on this device so they still open once
        the endpoint serves them no more (it keeps 128 blocks). Each is verified again when shown. The endpoint is kept
        as its address with the key taken out; nothing here leaves the browser unless you export it.
      </p>
      <ArchiveUsage {...usage} />
      <div className="flex flex-wrap items-start gap-2">
        <ArchiveExport selected={chosen} total={total} />
        <ArchiveImport />
        <ArchiveClear records={total} onCleared={() => setSelected(new Map())} />
      </div>
      {chosen.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="archive-selection">
          {formatCount(chosen.length)} selected
          <button
            type="button"
            className="text-sky-700 hover:underline dark:text-sky-400"
            onClick={() => {
              setSelected(new Map());
              void archive.remove(chosen.map((record) => record.id));
            }}
          >
            Delete the {formatCount(chosen.length)} selected
          </button>
          <button
            type="button"
            className="text-sky-700 hover:underline dark:text-sky-400"
            onClick={() => setSelected(new Map())}
          >
            Clear the selection
          </button>
        </div>
      )}
      <TextField
        label="Search the archive"
        hint="A transaction hash, an address or a block number (decimal or hex)"
        value={text}
        onChange={(event) => setText(event.target.value)}
        type="search"
        spellCheck={false}
        autoComplete="off"
        error={null}
        inputClassName="mt-1 w-full max-w-xl rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm focus:border-sky-500 dark:border-slate-700 dark:bg-slate-950"
        data-testid="archive-search"
      />
      <ArchiveList list={list} query={query} selected={selected} onSelect={select} />
    </div>
  );
}
