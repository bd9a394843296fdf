import { useLayoutEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useShortcuts } from './useShortcuts.ts';
import { transactionByBlockQuery } from '../data/queries/queries.ts';
import { useEndpoint } from '../data/hooks/useEndpoint.ts';
import type { Transaction } from '../domain/transaction.ts';
import { blockTransactionURL, transactionURL } from '../routes/urls.ts';

const navLink =
  'rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/**
 * Previous / next through a block's transactions. Where the endpoint serves eth_getBlockByHash the
 * page knows the block's transaction count (`count`) and next stops at the last index. Otherwise no
 * method of the four gives the count, so the next index is looked up ahead (with the page's own query, so the next page opens
 * from the cache): when it answers null, this is the last transaction and the control says so
 * instead of offering a page that would only say "no transaction". ← and → do the same from the
 * keyboard (not while typing in a field).
 */
export function BlockWalkNav({
  blockHash,
  index,
  current,
  count = null,
}: {
  blockHash: string;
  index: bigint;
  current: Transaction | null | undefined;
  /** the block's transaction count, when the endpoint serves the block */
  count?: number | null;
}) {
  const endpoint = useEndpoint();
  const found = current !== null && current !== undefined;
  const pastEnd = count !== null && index + 1n >= BigInt(count);
  const next = useQuery({
    ...transactionByBlockQuery(endpoint, blockHash, index + 1n),
    enabled: endpoint !== null && found && !pastEnd,
  });
  const last = found && (pastEnd || next.data === null);
  // Next stays a link while this position loads, so a keyboard user walking the block keeps focus on it
  const mayHaveNext = current !== null && !pastEnd;
  const navigate = useNavigate();
  // ← / → walk the block like the links do. A second press may come before React re-renders this
  // page: step from where the last press went, not from the index of the last render.
  const heading = useRef(index);
  useLayoutEffect(() => {
    heading.current = index;
  }, [index]);
  useShortcuts({
    ArrowLeft: () => {
      if (heading.current === 0n) return;
      heading.current -= 1n;
      void navigate(blockTransactionURL(blockHash, heading.current));
    },
    ArrowRight: () => {
      // past this page's own position nothing is known yet: the next page will say if it is empty
      if (heading.current === index && !(mayHaveNext && !last)) return;
      if (count !== null && heading.current + 1n >= BigInt(count)) return;
      heading.current += 1n;
      void navigate(blockTransactionURL(blockHash, heading.current));
    },
  });

  return (
    <nav className="mb-4 flex items-center gap-2" aria-label="Walk the block">
      {index > 0n ? (
        <Link to={blockTransactionURL(blockHash, index - 1n)} className={navLink} data-testid="previous-tx" rel="prev">
          ← Index {(index - 1n).toString()}
        </Link>
      ) : (
        <span className={`${navLink} opacity-40`} aria-disabled="true">
          ← first
        </span>
      )}
      <span className="font-mono text-sm" data-testid="current-index">
        index {index.toString()}
      </span>
      {last ? (
        <span className={`${navLink} opacity-60`} aria-disabled="true" data-testid="last-tx">
          last in block (no index {(index + 1n).toString()})
        </span>
      ) : mayHaveNext ? (
        <Link to={blockTransactionURL(blockHash, index + 1n)} className={navLink} data-testid="next-tx" rel="next">
          Index {(index + 1n).toString()} →
        </Link>
      ) : (
        <span className={`${navLink} opacity-40`} aria-disabled="true">
          next →
        </span>
      )}
      {found && (
        <Link
          to={transactionURL(current.hash)}
          className="ml-auto text-sm text-sky-700 hover:underline dark:text-sky-400"
        >
          Open by hash →
        </Link>
      )}
    </nav>
  );
}
