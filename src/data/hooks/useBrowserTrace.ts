import { useEffect, useRef, useState } from 'react';
import type { EthereumFork } from '../../domain/network/fork-schedules.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { startReexecution, type ReexecRun, type ReexecState } from '../reexec/browser-reexecution.ts';
import { useEndpoint } from './useEndpoint.ts';

/**
 * A transaction re-executed in this browser, started once the Trace page asks (`enabled`) and
 * ended when it closes. Not a react-query query: it reports progress as it goes and can be
 * stopped, and what it owns is a worker to end, not an answer to cache. Started a tick late so
 * StrictMode's first mount, cleaned up at once, never sends a read.
 */
export function useBrowserTrace(
  tx: Transaction | null,
  chainId: bigint | null,
  opStack: boolean,
  chosenFork: EthereumFork | null,
  enabled: boolean,
) {
  const endpoint = useEndpoint();
  const client = endpoint?.client ?? null;
  const [state, setState] = useState<{ key: string; state: ReexecState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const run = useRef<ReexecRun | null>(null);
  const key = `${tx?.hash}:${chainId}:${opStack}:${chosenFork}:${attempt}`;
  const on = enabled && client !== null && tx !== null;

  useEffect(() => {
    if (!on) return;
    let live = true;
    const timer = setTimeout(() => {
      run.current = startReexecution({
        client,
        target: tx,
        chainId,
        opStack,
        chosenFork,
        onChange: (next) => {
          if (live) setState({ key, state: next });
        },
      });
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
      run.current?.stop();
      run.current = null;
    };
  }, [on, client, tx, chainId, opStack, chosenFork, key]);

  return {
    /** null until the run reports (it does at once) */
    state: on && state?.key === key ? state.state : null,
    stop: () => run.current?.stop(),
    again: () => setAttempt((n) => n + 1),
  };
}
