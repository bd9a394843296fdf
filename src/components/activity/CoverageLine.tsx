/**
 * Which blocks the Activity tab covered, with their times, and what it cannot: older history needs
 * an indexer. The blocks' times come from the blocks the transaction scan read (the query cache),
 * so the line costs no request of its own.
 */
import { useQuery } from '@tanstack/react-query';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { blockQuery } from '../../data/queries/optional-queries.ts';
import { bigIntToQuantity } from '../../domain/hex.ts';
import { formatCount } from '../../domain/units.ts';
import { formatUtc } from '../../domain/utc-time.ts';
import { BlockNumberLink } from '../block/BlockNumberLink.tsx';

function useBlockTime(number: bigint, read: boolean): number | null {
  const endpoint = useEndpoint();
  const block = useQuery({ ...blockQuery(endpoint, bigIntToQuantity(number)), enabled: endpoint !== null && read });
  return block.data?.timestamp !== undefined ? Number(block.data.timestamp) * 1000 : null;
}

/** `2026-11-29 12:04:10–12:04:42 UTC`, the date once when both ends share it. */
export function timeSpan(fromMs: number, toMs: number): string {
  const from = formatUtc(fromMs);
  const to = formatUtc(toMs);
  return from.slice(0, 10) === to.slice(0, 10)
    ? `${from.slice(0, -4)}–${to.slice(11)}`
    : `${from.slice(0, -4)} – ${to}`;
}

export function CoverageLine({
  fromBlock,
  toBlock,
  windowed,
  blocksRead,
}: {
  fromBlock: bigint;
  toBlock: bigint;
  /** the endpoint serves only a window of recent blocks */
  windowed: boolean;
  /** the scan read these blocks, so their times are in the cache (no request of the line's own) */
  blocksRead: boolean;
}) {
  const fromMs = useBlockTime(fromBlock, blocksRead);
  const toMs = useBlockTime(toBlock, blocksRead);
  const count = Number(toBlock - fromBlock + 1n);
  return (
    <p className="mb-3 text-sm text-slate-700 dark:text-slate-300" data-testid="activity-coverage">
      The last {formatCount(count)} {count === 1 ? 'block' : 'blocks'}
      {fromMs !== null && toMs !== null && (
        <span data-testid="activity-coverage-time">: {timeSpan(fromMs, toMs)}</span>
      )}{' '}
      (blocks <BlockNumberLink number={fromBlock} testId="activity-from-block" />–
      <BlockNumberLink number={toBlock} testId="activity-to-block" />
      ), newest first, live while this tab is open.{' '}
      {windowed
        ? 'Older history needs an indexer: this endpoint serves only the latest blocks.'
        : 'Older history needs an indexer (an explorer’s database): reading it block by block would take far more requests than a page should make.'}
    </p>
  );
}
