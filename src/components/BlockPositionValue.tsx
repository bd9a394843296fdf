import { Link } from 'react-router';
import { blockTransactionURL } from '../routes/urls.ts';
import { QuantityValue } from './QuantityValue.tsx';

/** A transaction's index in its block, with the way into walking that block by index. */
export function BlockPositionValue({
  blockHash,
  index,
  testId,
}: {
  blockHash: string;
  index: bigint;
  testId?: string;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <QuantityValue value={index} testId={testId} />
      <Link
        to={blockTransactionURL(blockHash, index)}
        className="text-xs text-sky-700 hover:underline dark:text-sky-400"
      >
        walk this block’s transactions →
      </Link>
    </span>
  );
}
