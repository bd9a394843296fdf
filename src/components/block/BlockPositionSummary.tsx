import { Link } from 'react-router';
import type { Block } from '../../domain/block.ts';
import { formatCount, formatInteger } from '../../domain/units.ts';
import { blockURL } from '../../routes/urls.ts';

const link = 'text-sm text-sky-700 hover:underline dark:text-sky-400';

/**
 * Where a block position sits: "transaction 3 of 12 in block 186" when the endpoint serves the
 * block (eth_getBlockByHash), and a link to the block page either way (a link costs nothing; where
 * the endpoint does not serve blocks, that page says so).
 */
export function BlockPositionSummary({
  blockHash,
  index,
  block,
}: {
  blockHash: string;
  index: bigint;
  /** undefined: not known (not served, or not asked yet) */
  block: Block | null | undefined;
}) {
  const count = block ? block.transactions.length : null;
  return (
    <p className="mb-3 flex flex-wrap items-center gap-x-3 text-sm" data-testid="block-position">
      {block && count !== null && (
        <span data-testid="block-position-text">
          {index < BigInt(count) ? (
            <>
              transaction {index.toString()} of {formatCount(count)}
            </>
          ) : (
            <>the block has {formatCount(count)} transactions</>
          )}
          {block.number !== null && <> in block {formatInteger(block.number, { thousands: true })}</>}
          {count > 0 && <span className="text-slate-500"> (indexes 0–{formatCount(count - 1)})</span>}
        </span>
      )}
      <Link to={blockURL(blockHash)} className={link} data-testid="block-page-link">
        the block’s page →
      </Link>
    </p>
  );
}
