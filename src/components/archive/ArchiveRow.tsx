import type { ArchiveRecord } from '../../data/archive/archive-record.ts';
import { describeArchiveChain, parseStorageKey } from '../../domain/archive/archive-file.ts';
import { formatByteSize } from '../../domain/byte-size.ts';
import { formatInteger } from '../../domain/units.ts';
import { formatUtc } from '../../domain/utc-time.ts';
import { receiptURL, storageURL, traceURL, transactionURL } from '../../routes/urls.ts';
import { HashValue } from '../HashValue.tsx';

const KIND_LABEL: Record<ArchiveRecord['kind'], string> = {
  transaction: 'Transaction',
  receipt: 'Receipt',
  storage: 'Storage word',
  trace: 'Trace',
};

/** What a record is, in the words its buttons are named by: “Transaction 0xab…”. */
export function recordName(record: ArchiveRecord): string {
  return `${KIND_LABEL[record.kind]} ${record.key}`;
}

/** The page that shows the record (it falls back to the archive once the endpoint forgets it). */
function recordLink(record: ArchiveRecord): { to: string; value: string } {
  if (record.kind === 'transaction') return { to: transactionURL(record.key), value: record.key };
  if (record.kind === 'receipt') return { to: receiptURL(record.key), value: record.key };
  if (record.kind === 'trace') return { to: traceURL(record.key), value: record.key };
  const parts = parseStorageKey(record.key);
  if (!parts) return { to: '', value: record.key };
  return {
    to: storageURL(parts.address, { slot: parts.slot, block: BigInt(parts.block).toString() }),
    value: parts.address,
  };
}

const buttonClass = 'min-h-6 rounded px-1.5 text-sm text-sky-700 hover:underline disabled:opacity-50 dark:text-sky-400';

/** One archived record: what and where it is, when it was fetched and from which endpoint; pin, delete. */
export function ArchiveRow({
  record,
  selected,
  onSelect,
  onPin,
  onDelete,
}: {
  record: ArchiveRecord;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onPin: () => void;
  onDelete: () => void;
}) {
  const link = recordLink(record);
  const name = recordName(record);
  const storage = record.kind === 'storage' ? parseStorageKey(record.key) : null;
  return (
    <div
      className="rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="archive-row"
      data-kind={record.kind}
      data-key={record.key}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${name}`}
          className="size-4"
        />
        <span className="rounded bg-slate-100 px-1.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {KIND_LABEL[record.kind]}
        </span>
        <span className="min-w-0">
          <HashValue value={link.value} {...(link.to ? { to: link.to } : {})} copy={false} />
        </span>
        {storage && (
          <span className="font-mono text-xs text-slate-600 dark:text-slate-400" title={storage.slot}>
            slot {storage.slot.replace(/^0x0*(?=.)/, '0x')}
          </span>
        )}
        {record.pinned && (
          <span className="text-xs font-medium text-amber-700 dark:text-amber-400" data-testid="archive-pinned">
            Pinned
          </span>
        )}
        <span className="ml-auto flex items-center gap-1">
          <button
            type="button"
            className={buttonClass}
            onClick={onPin}
            aria-label={`${record.pinned ? 'Unpin' : 'Pin'} ${name}`}
          >
            {record.pinned ? 'Unpin' : 'Pin'}
          </button>
          <button type="button" className={buttonClass} onClick={onDelete} aria-label={`Delete ${name}`}>
            Delete
          </button>
        </span>
      </div>
      <p className="mt-1 text-xs break-words text-slate-600 dark:text-slate-400">
        {describeArchiveChain(record.chain)}
        {record.block !== null && <> · block {formatInteger(BigInt(record.block), { thousands: true })}</>}
        {' · '}fetched {formatUtc(record.fetchedAt)} from <span className="font-mono">{record.endpoint}</span> ·{' '}
        {formatByteSize(record.size)}
      </p>
    </div>
  );
}
