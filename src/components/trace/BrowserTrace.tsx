import type { Receipt } from '../../domain/receipt.ts';
import type { Transaction } from '../../domain/transaction.ts';
import type { ReexecState } from '../../data/reexec/browser-reexecution.ts';
import { ErrorPanel } from '../ErrorPanel.tsx';
import { DetailsSkeleton } from '../Skeleton.tsx';
import { ForkLine, ReexecNotReplayable, ReexecNotServed, ReexecProgress, ReexecStopped } from './ReexecStatus.tsx';
import { TraceView } from './TraceView.tsx';

/**
 * A re-execution in this browser as the Trace page shows it: its progress and Stop while it runs,
 * then the same view a tracer's answer gets (checked against the receipt, the exports), or why it
 * stopped or could not run.
 */
export function BrowserTrace({
  tx,
  receipt,
  state,
  onStop,
  onAgain,
}: {
  tx: Transaction;
  receipt: Receipt;
  state: ReexecState | null;
  onStop: () => void;
  onAgain: () => void;
}) {
  if (state === null || state.kind === 'running') {
    return (
      <>
        {state?.fork && <ForkLine fork={state.fork} />}
        <ReexecProgress counts={state ?? { reads: 0, replayed: 0, earlier: null }} onStop={onStop} />
        <DetailsSkeleton rows={8} />
      </>
    );
  }
  switch (state.kind) {
    case 'done':
      return (
        <>
          <ForkLine fork={state.fork} />
          <TraceView
            tx={tx}
            receipt={receipt}
            calls={state.calls}
            stateDiff={state.diff}
            stateDiffProblem={null}
            preimages={state.preimages}
          />
        </>
      );
    case 'stopped':
      return (
        <>
          {state.fork && <ForkLine fork={state.fork} />}
          <ReexecStopped by={state.by} counts={state} onAgain={onAgain} />
        </>
      );
    case 'notServed':
      return <ReexecNotServed method={state.method} />;
    case 'notReplayable':
      return <ReexecNotReplayable type={state.type} target={state.target} />;
    case 'failed':
      return <ErrorPanel error={state.error} onRetry={onAgain} />;
  }
}
