/**
 * What the block page says when it has no block to show: the endpoint does not serve the method
 * (with the four methods only, a block hash can still be walked by index), or the block is not
 * there: beyond the head ("not produced yet"), or a hash the endpoint does not know.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { optionalQuery } from '../../data/queries/optional-queries.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { useEndpointFacts } from '../../data/hooks/useEndpointFacts.ts';
import type { BlockRef } from '../../domain/block-ref.ts';
import { formatInteger } from '../../domain/units.ts';
import { blockTransactionURL, blockURL, transactionURL } from '../../routes/urls.ts';
import { NotFoundPanel } from '../NotFoundPanel.tsx';

const link = 'text-sm text-sky-700 hover:underline dark:text-sky-400';
const GROUPED = { thousands: true };

export function BlockNotServed({ blockRef, method }: { blockRef: BlockRef; method: string }) {
  return (
    <div
      data-testid="block-not-served"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="font-semibold">
        This endpoint does not serve <span className="font-mono">{method}</span>
      </h2>
      {blockRef.kind === 'hash' ? (
        <>
          <p className="mt-1">
            So the block’s fields and its list of transactions cannot be shown here. Its transactions can still be read
            one by one, by block hash and index (one of the four methods every endpoint serves).
          </p>
          <p className="mt-2">
            <Link to={blockTransactionURL(blockRef.hash, 0)} className={link} data-testid="walk-by-index">
              Walk this block’s transactions by index, from index 0 →
            </Link>
          </p>
        </>
      ) : (
        <p className="mt-1">
          So a block cannot be looked up by {blockRef.kind === 'number' ? 'number' : `“${blockRef.tag}”`} here. A
          transaction’s page links its block by hash, whose transactions can be walked by index.
        </p>
      )}
    </div>
  );
}

/** eth_getBlockByNumber answered null for a number: beyond the head, or a block this endpoint no longer keeps. */
export function BlockNotThere({ number }: { number: bigint }) {
  const endpoint = useEndpoint();
  const { serves } = useEndpointFacts();
  const head = useQuery({
    ...optionalQuery(endpoint, 'eth_blockNumber'),
    enabled: endpoint !== null && serves('eth_blockNumber') !== false,
  });
  const shown = formatInteger(number, GROUPED);
  if (head.data !== undefined && head.data >= number)
    return (
      <NotFoundPanel
        title={`This endpoint does not have block ${shown}`}
        reasons={[
          `The chain’s head is block ${formatInteger(head.data, GROUPED)}, so the block exists, but this endpoint no longer serves it: it may keep only recent blocks.`,
        ]}
      >
        <Link to={blockURL('latest')} className={link}>
          Open the latest block →
        </Link>
      </NotFoundPanel>
    );
  return (
    <div
      data-testid="block-not-produced"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm dark:border-amber-900 dark:bg-amber-950/40"
    >
      <h2 className="font-semibold text-amber-900 dark:text-amber-200">Block {shown} is not produced yet</h2>
      <p className="mt-1">
        {head.data !== undefined ? (
          <>
            The chain’s head is block{' '}
            <span className="font-mono" data-testid="block-head">
              {formatInteger(head.data, GROUPED)}
            </span>
            : this one is {formatInteger(number - head.data, GROUPED)} block{number - head.data === 1n ? '' : 's'}{' '}
            ahead.
          </>
        ) : (
          'The endpoint has no block with this number yet.'
        )}
      </p>
      <p className="mt-2">
        <Link to={blockURL('latest')} className={link}>
          Open the latest block →
        </Link>
      </p>
    </div>
  );
}

export function BlockHashNotFound({ hash }: { hash: string }) {
  return (
    <NotFoundPanel
      title="No block with this hash"
      reasons={[
        'A typo in the hash: one wrong digit gives a different hash.',
        'It is a transaction hash: a transaction hash looks the same.',
        'It belongs to another network, or was replaced in a reorganisation.',
      ]}
    >
      <Link to={transactionURL(hash)} className={link} data-testid="try-as-transaction">
        Is it a transaction hash? Open it as a transaction →
      </Link>
    </NotFoundPanel>
  );
}
