import type { Log } from '../../domain/receipt.ts';
import type { Address } from '../../domain/hex.ts';
import type { EventTable } from '../../domain/abi/signature.ts';
import { logsToCsv, logsToJson } from '../../domain/log-export.ts';

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

/**
 * Every log of the receipt as CSV or JSON, decoded with the same tables the page uses (the user's
 * ABIs included). Built on click, not on render: 2,000 logs are decoded once, when asked.
 */
export function LogsExport({ logs, tableFor }: { logs: Log[]; tableFor: (address: Address) => EventTable }) {
  const base = `logs-${logs[0]?.transactionHash ?? 'receipt'}`;
  return (
    <span className="flex items-center gap-1 text-sm text-slate-500" data-testid="logs-export">
      Export
      <button
        type="button"
        className={buttonClass}
        aria-label={`Export all ${logs.length} logs as CSV`}
        onClick={() => download(`${base}.csv`, 'text/csv', logsToCsv(logs, tableFor))}
      >
        CSV
      </button>
      <button
        type="button"
        className={buttonClass}
        aria-label={`Export all ${logs.length} logs as JSON`}
        onClick={() => download(`${base}.json`, 'application/json', logsToJson(logs, tableFor))}
      >
        JSON
      </button>
    </span>
  );
}
