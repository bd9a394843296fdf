/**
 * What this browser's archive holds for the address beyond the blocks the tab covers: the kept
 * rows older than its span, marked as from the archive, with the blocks they cover and since when
 * the address is watched. They are the endpoint's answers as kept then (transactions and receipts,
 * data/watch/activity-archive.ts), not read again.
 */
import { useState } from 'react';
import { blockSpan } from '../../domain/activity/activity-watch.ts';
import type { ActivityRow } from '../../domain/activity/activity-rows.ts';
import type { Address } from '../../domain/hex.ts';
import { formatCount } from '../../domain/units.ts';
import { formatUtc } from '../../domain/utc-time.ts';
import type { AddressWatch } from '../../data/stores/watched-addresses.ts';
import { BlockNumberLink } from '../block/BlockNumberLink.tsx';
import { ActivityRows, ROWS_PER_PAGE } from './ActivityRows.tsx';

export function ArchivedActivity({
  address,
  rows,
  watch,
}: {
  address: Address;
  /** newest first, all older than the tab's span */
  rows: readonly ActivityRow[];
  watch: AddressWatch | null;
}) {
  const [shown, setShown] = useState(ROWS_PER_PAGE);
  const span = blockSpan(rows);
  if (span === null) return null;
  return (
    <section className="mt-4" aria-labelledby="archived-activity-title" data-testid="activity-archived">
      <h2 id="archived-activity-title" className="mb-1 text-base font-semibold">
        From this browser’s archive, beyond these blocks
      </h2>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300" data-testid="activity-archived-span">
        {formatCount(rows.length)} {rows.length === 1 ? 'row' : 'rows'} kept from blocks{' '}
        <BlockNumberLink number={span.from} testId="archived-from-block" />–
        <BlockNumberLink number={span.to} testId="archived-to-block" />, older than the blocks above: the endpoint’s
        answers as this browser kept them, not read again.{' '}
        {watch
          ? `Watched since ${formatUtc(watch.sinceMs)} (block ${watch.sinceBlock.toString()}).`
          : 'Kept as pages showed them; watch the address to keep all that arrives.'}
      </p>
      <div data-source="archive">
        <ActivityRows address={address} rows={rows} shown={shown} />
      </div>
      {rows.length > shown && (
        <button
          type="button"
          className="mt-2 rounded-md border border-slate-300 px-3 py-1 text-sm dark:border-slate-700"
          onClick={() => setShown(shown + ROWS_PER_PAGE)}
          data-testid="activity-archived-more"
        >
          Show {formatCount(Math.min(ROWS_PER_PAGE, rows.length - shown))} more of {formatCount(rows.length - shown)}
        </button>
      )}
    </section>
  );
}
