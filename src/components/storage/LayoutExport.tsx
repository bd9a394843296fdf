import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { useNetwork } from '../../data/hooks/useNetwork.ts';
import { archivedWords, readStorageWord, type ArchivedWords } from '../../data/hooks/useStorageRead.ts';
import { exportLayout } from '../../domain/storage/layout-export.ts';
import { formatUtc } from '../../domain/utc-time.ts';
import type { StorageLayout } from '../../domain/storage/storage-layout.ts';
import type { ReadPlan } from '../../domain/storage/storage-read-plan.ts';
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
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'done'; count: number; archivedCount: number; unread: number }
  | { state: 'failed'; why: string };

function describe(error: unknown): string {
  const { title, message } = describeError(error);
  return `${title}: ${message}`;
}

function words(n: number): string {
  return n === 1 ? '1 word' : `${n} words`;
}

/** The status line after an export: how many rows, and what of them is not the endpoint's word now. */
function doneText({ count, archivedCount, unread }: { count: number; archivedCount: number; unread: number }): string {
  const parts = [
    archivedCount > 0 ? `${words(archivedCount)} from this browser’s archive` : '',
    unread > 0
      ? `${unread === 1 ? '1 variable' : `${unread} variables`} not read: see ${unread === 1 ? 'its' : 'their'} note`
      : '',
  ].filter(Boolean);
  return `Exported ${count} rows${parts.length > 0 ? ` (${parts.join('; ')})` : ''}.`;
}

/**
 * What the file says of words the archive stood in for: how many, and when the oldest was fetched
 * (never from where: the file names no endpoint), and that no one can prove them. `mark`: the one
 * mark the views would show over them (the oldest record, the misses taken together).
 */
function archiveNote(count: number, mark: ArchivedWords, blockLabel: string): string {
  const why =
    mark.miss === 'outside'
      ? `the endpoint no longer serves block ${blockLabel}`
      : `the endpoint no longer serves block ${blockLabel} or failed to answer`;
  return `${words(count)} from this browser's archive, fetched at ${formatUtc(mark.record.fetchedAt)} or later: ${why}. A storage value cannot be proved without eth_getProof: it is the endpoint's word.`;
}

/**
 * "Export JSON": every variable of the imported layout with its raw word and decoded value at the
 * page's block. Words come through the same query cache as the page's own reads, so what is shown
 * is not asked again, and fall back to this browser's archive as the views do (the file then says
 * how many words it holds from there); the file records the contract and the block, never the
 * endpoint.
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
  const chainId = useNetwork().chainId;
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  async function run() {
    setStatus({ state: 'reading' });
    try {
      const archived = new Map<bigint, ArchivedWords>();
      const chain = chainId === null ? null : chainId.toString();
      const read = async (slot: bigint) => {
        const { word, fromArchive } = await readStorageWord(queryClient, { endpoint, address, slot, block, chain });
        if (fromArchive) archived.set(slot, fromArchive);
        return word;
      };
      let firstFailure: string | null = null;
      const unreadable = (error: unknown) => {
        const why = describe(error);
        firstFailure ??= why;
        return why;
      };
      const exported = await exportLayout(layout, plans, { contract: address, block: blockLabel, unreadable }, read);
      const unread = exported.variables.filter((variable) => variable.word === null).length;
      // nothing read at all is no file: the reason is said instead
      if (firstFailure !== null && unread === exported.variables.length) {
        setStatus({ state: 'failed', why: firstFailure });
        return;
      }
      // a read at a tag is never archived, so no note of a moving tag is replaced here
      const mark = archivedWords([...archived.values()]);
      const file = mark ? { ...exported, note: archiveNote(archived.size, mark, blockLabel) } : exported;
      download(`storage-${address.toLowerCase()}-${blockLabel}.json`, `${JSON.stringify(file, null, 2)}\n`);
      setStatus({
        state: 'done',
        count: exported.variables.length,
        archivedCount: archived.size,
        unread,
      });
    } catch (error) {
      setStatus({ state: 'failed', why: describe(error) });
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
            ? doneText(status)
            : status.state === 'failed'
              ? `Export failed. ${status.why}`
              : ''}
      </span>
    </p>
  );
}
