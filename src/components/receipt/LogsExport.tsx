import type { Log } from '../../domain/receipt.ts';
import type { Address } from '../../domain/hex.ts';
import type { EventTable } from '../../domain/abi/signature.ts';
import { logsToCsv, logsToJson } from '../../domain/logs/log-export.ts';
import { formatCount } from '../../domain/units.ts';

/** Hands the browser a file to save; the object URL is released once the download has started. */
function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const buttonClass = 'min-h-6 rounded px-1 text-sm text-sky-700 hover:underline dark:text-sky-400';

/** CSV and JSON buttons for one set of logs; `what` names the set in the buttons' names ("all 2,000 logs"). */
function ExportButtons({
  logs,
  what,
  file,
  tableFor,
}: {
  logs: readonly Log[];
  what: string;
  file: string;
  tableFor: (address: Address) => EventTable;
}) {
  return (
    <>
      <button
        type="button"
        className={buttonClass}
        aria-label={`Export ${what} as CSV`}
        onClick={() => download(`${file}.csv`, 'text/csv', logsToCsv(logs, tableFor))}
      >
        CSV
      </button>
      <button
        type="button"
        className={buttonClass}
        aria-label={`Export ${what} as JSON`}
        onClick={() => download(`${file}.json`, 'application/json', logsToJson(logs, tableFor))}
      >
        JSON
      </button>
    </>
  );
}

const plural = (n: number) => `${formatCount(n)} ${n === 1 ? 'log' : 'logs'}`;

/**
 * The receipt's logs as CSV or JSON, decoded with the same tables the page uses (the user's ABIs
 * included). While a filter hides some, both sets are offered by name — the logs shown and all of
 * them — so a file never holds other logs than the person expects. Built on click, not on render:
 * 2,000 logs are decoded once, when asked.
 */
export function LogsExport({
  logs,
  shown,
  tableFor,
}: {
  logs: Log[];
  /** the receipt positions the filter keeps, or null when nothing is filtered */
  shown: readonly number[] | null;
  tableFor: (address: Address) => EventTable;
}) {
  const base = `logs-${logs[0]?.transactionHash ?? 'receipt'}`;
  if (shown === null)
    return (
      <span className="flex items-center gap-1 text-sm text-slate-500" data-testid="logs-export">
        Export
        <ExportButtons logs={logs} what={`all ${plural(logs.length)}`} file={base} tableFor={tableFor} />
      </span>
    );
  const filtered = shown.map((position) => logs[position]!);
  return (
    <span className="flex flex-wrap items-center gap-x-3 text-sm text-slate-500" data-testid="logs-export">
      {filtered.length > 0 && (
        <span className="inline-flex items-center gap-1 whitespace-nowrap" data-testid="logs-export-shown">
          Export the {plural(filtered.length)} shown
          <ExportButtons
            logs={filtered}
            what={`the ${plural(filtered.length)} shown`}
            file={`${base}-filtered`}
            tableFor={tableFor}
          />
        </span>
      )}
      <span className="inline-flex items-center gap-1 whitespace-nowrap" data-testid="logs-export-all">
        {filtered.length > 0 ? 'or all' : 'Export all'} {formatCount(logs.length)}
        <ExportButtons logs={logs} what={`all ${plural(logs.length)}`} file={base} tableFor={tableFor} />
      </span>
    </span>
  );
}
