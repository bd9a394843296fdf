import { Link } from 'react-router';
import { formatInteger } from '../../domain/units.ts';
import { blockURL } from '../../routes/urls.ts';
import { CopyButton } from '../CopyButton.tsx';

/**
 * A block number that leads to its block page: a link, not a lookup, so it costs nothing where
 * the endpoint serves only the four methods (the block page then says what it cannot show).
 */
export function BlockNumberLink({ number, testId }: { number: bigint; testId?: string }) {
  return (
    <span className="inline-flex items-center font-mono text-sm" data-testid={testId} data-value={number.toString()}>
      <Link
        to={blockURL(number)}
        className="inline-flex min-h-6 items-center text-sky-700 hover:underline dark:text-sky-400"
        title="Open the block"
      >
        {formatInteger(number, { thousands: true })}
      </Link>
      <CopyButton value={number.toString()} label="Copy the block number" />
    </span>
  );
}
