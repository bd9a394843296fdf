import { formatRelative, formatUnixSeconds } from '../../domain/timestamp.ts';

/** When a block was made: the exact UTC date, so two people read the same, and roughly how long ago. */
export function BlockTime({ seconds, testId }: { seconds: bigint; testId: string }) {
  return (
    <span className="text-sm" data-testid={testId} data-seconds={seconds.toString()}>
      <span className="font-mono whitespace-nowrap">{formatUnixSeconds(seconds.toString())}</span>{' '}
      {/* relative to this render: a re-render (a poll, a click) brings it up to date, as it should */}
      {/* eslint-disable-next-line react-hooks/purity */}
      <span className="whitespace-nowrap text-slate-500">({formatRelative(seconds, Date.now())})</span>
    </span>
  );
}
