import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { storageQuery } from '../../data/queries.ts';
import { useEndpoint } from '../../data/useEndpoint.ts';
import { bigIntToQuantity } from '../../domain/hex.ts';
import { exportLayout } from '../../domain/layout-export.ts';
import type { StorageLayout } from '../../domain/storage-layout.ts';
import type { ReadPlan } from '../../domain/storage-read-plan.ts';
import { describeError } from '../describe-error.ts';

/** Hands the browser a file to save; the object URL is released once the download has started. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Status =
  { state: 'idle' } | { state: 'reading' } | { state: 'done'; count: number } | { state: 'failed'; why: string };

/**
 * "Export JSON": every variable of the imported layout with its raw word and decoded value at the
 * page's block. Words come through the same query cache as the page's own reads, so what is shown
 * is not asked again; the file records the contract and the block, never the endpoint.
 */
export function LayoutExport({
  layout,
  plans,
  address,
  block,
  blockLabel,
}: {
  layout: StorageLayout;
  plans: readonly ReadPlan[];
  address: string;
  /** wire form (hex quantity or tag) */
  block: string;
  blockLabel: string;
}) {
  const queryClient = useQueryClient();
  const endpoint = useEndpoint();
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  async function run() {
    setStatus({ state: 'reading' });
    try {
      const exported = await exportLayout(layout, plans, { contract: address, block: blockLabel }, (slot) =>
        queryClient.query(storageQuery(endpoint, address, bigIntToQuantity(slot), block)),
      );
      download(`storage-${address.toLowerCase()}-${blockLabel}.json`, `${JSON.stringify(exported, null, 2)}\n`);
      setStatus({ state: 'done', count: exported.variables.length });
    } catch (error) {
      const { title, message } = describeError(error);
      setStatus({ state: 'failed', why: `${title}: ${message}` });
    }
  }

  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500" data-testid="layout-export">
      <button
        type="button"
        disabled={status.state === 'reading' || endpoint === null}
        onClick={() => void run()}
        className="rounded border border-sky-300 px-2 py-1 text-sky-800 hover:bg-sky-50 disabled:opacity-50 dark:border-sky-800 dark:text-sky-300 dark:hover:bg-sky-950"
      >
        Export JSON (values at block {blockLabel})
      </button>
      <span role="status" data-testid="layout-export-status">
        {status.state === 'reading'
          ? 'Reading every variable…'
          : status.state === 'done'
            ? `Exported ${status.count} rows.`
            : status.state === 'failed'
              ? `Export failed. ${status.why}`
              : ''}
      </span>
    </p>
  );
}
