/**
 * A record's confirmations, and where the endpoint keeps only recent blocks, how long it will still
 * serve it: "12 confirmations · served for about 29 s more (116 blocks)". Shown only with a live
 * head (eth_blockNumber served, data/hooks/useHead.ts); on the four methods it says nothing.
 */
import { formatAboutDuration } from '../../domain/block-time.ts';
import { confirmations } from '../../domain/confirmations.ts';
import { msUntilLeavingWindow, windowStanding } from '../../domain/near-head-window.ts';
import { formatInteger } from '../../domain/units.ts';
import { useHead, type LiveHead } from '../../data/hooks/useHead.ts';

function WindowLeft({ block, live }: { block: bigint; live: LiveHead & { head: bigint; windowBlocks: number } }) {
  const standing = windowStanding(block, live.head, live.windowBlocks);
  if (!standing.served)
    return (
      <span data-testid="window-left" data-blocks-left="-1" className="text-amber-800 dark:text-amber-300">
        no longer served by this endpoint (it keeps the latest {live.windowBlocks} blocks)
      </span>
    );
  const blocks = `${formatInteger(standing.blocksLeft + 1n, { thousands: true })} block${standing.blocksLeft === 0n ? '' : 's'}`;
  return (
    <span data-testid="window-left" data-blocks-left={standing.blocksLeft.toString()}>
      {live.blockTimeMs === null
        ? `served by this endpoint for ${blocks} more`
        : `served for ${formatAboutDuration(msUntilLeavingWindow(standing.blocksLeft, live.blockTimeMs))} more (${blocks})`}
    </span>
  );
}

export function Confirmations({ block }: { block: bigint }) {
  const live = useHead();
  const { head, windowBlocks } = live;
  if (head === null) return null;
  const count = confirmations(block, head);
  return (
    <span className="text-xs text-slate-600 dark:text-slate-400">
      <span data-testid="confirmations" data-count={count.toString()}>
        {count === 0n
          ? 'not yet in the head this endpoint named'
          : `${live.behindAtMost > 0 ? 'at least ' : ''}${formatInteger(count, { thousands: true })} confirmation${count === 1n ? '' : 's'}`}
      </span>
      {windowBlocks !== null && (
        <>
          {' · '}
          <WindowLeft block={block} live={{ ...live, head, windowBlocks }} />
        </>
      )}
    </span>
  );
}
