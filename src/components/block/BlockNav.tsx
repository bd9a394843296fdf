import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { blockQuery } from '../../data/queries/optional-queries.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { bigIntToQuantity } from '../../domain/hex.ts';
import { formatInteger } from '../../domain/units.ts';
import { blockURL } from '../../routes/urls.ts';

const navLink =
  'inline-flex min-h-8 items-center rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

/**
 * The block before and after. The next one is offered only once the endpoint has it (the same
 * lookup its page makes, so it then opens from the cache); past the head it says so.
 */
export function BlockNav({ number }: { number: bigint }) {
  const endpoint = useEndpoint();
  const next = useQuery(blockQuery(endpoint, bigIntToQuantity(number + 1n)));
  return (
    <nav className="flex flex-wrap items-center gap-2" aria-label="Neighbouring blocks">
      {number > 0n ? (
        <Link to={blockURL(number - 1n)} className={navLink} rel="prev" data-testid="previous-block">
          ← Block {formatInteger(number - 1n, { thousands: true })}
        </Link>
      ) : (
        <span className={`${navLink} opacity-40`} aria-disabled="true">
          ← the first block
        </span>
      )}
      {next.data ? (
        <Link to={blockURL(number + 1n)} className={navLink} rel="next" data-testid="next-block">
          Block {formatInteger(number + 1n, { thousands: true })} →
        </Link>
      ) : next.data === null ? (
        <span className={`${navLink} opacity-60`} aria-disabled="true" data-testid="next-block-not-yet">
          block {formatInteger(number + 1n, { thousands: true })} not produced yet
        </span>
      ) : null}
    </nav>
  );
}
