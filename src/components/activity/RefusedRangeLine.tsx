import { Link } from 'react-router';
import type { RefusedRange } from '../../domain/activity/log-range.ts';
import type { Address } from '../../domain/hex.ts';
import { formatInteger } from '../../domain/units.ts';
import { activityURL } from '../../routes/urls.ts';

const grouped = (n: bigint) => formatInteger(n, { thousands: true });

/**
 * A range the provider refused even in its smallest pieces: its words, and what to do. The count
 * is the provider's cap when its words name one (logs or blocks), so "more than N".
 */
export function RefusedRangeLine({
  refused,
  address,
  blocks,
}: {
  refused: RefusedRange;
  address: Address;
  /** the blocks covered now: the link offers half as many */
  blocks: number;
}) {
  const { limit } = refused.refusal;
  const more =
    limit === null
      ? 'more than it answers in one request'
      : limit.of === 'logs'
        ? `more than ${grouped(limit.count)} logs`
        : `more than its limit of ${grouped(limit.count)} blocks per request`;
  return (
    <p
      role="alert"
      className="mb-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
      data-testid="activity-refused"
    >
      The endpoint refused the logs of blocks {grouped(refused.fromBlock)}–{grouped(refused.toBlock)} even split into
      smaller ranges: {more}; narrow the range. It said: <span className="font-mono break-all">{refused.said}</span>.
      Transfers and events of those blocks are not listed.
      {blocks > 1 && (
        <>
          {' '}
          <Link
            to={activityURL(address, Math.ceil(blocks / 2))}
            className="text-sky-700 hover:underline dark:text-sky-400"
            data-testid="activity-narrow"
          >
            Cover the last {Math.ceil(blocks / 2)} blocks instead
          </Link>
          .
        </>
      )}
    </p>
  );
}
