import { useEffect, useMemo, useState } from 'react';
import type { FunctionTable } from '../../domain/abi/signature.ts';
import type { Hex } from '../../domain/hex.ts';
import { computeInputViews, inputViewsRequest, type InputViews } from './input-views.ts';

/**
 * Inputs up to this size are decoded while rendering: the decoder's budget keeps that to a few
 * milliseconds. Larger ones (calldata can be 10 MB, a few hundred ms to decode even within the
 * budget) go to a worker after the page has painted, so the raw input shows at once, the page
 * stays responsive and the decoded view follows.
 */
const DECODE_WHILE_RENDERING_BYTES = 16 * 1024;

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./input-views.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null; // no worker here (an old browser, a stricter policy): decode on the main thread
  }
}

/**
 * The input's decoded and UTF-8 views (with `table`: the built-in signatures and any ABI the user
 * pasted for the called contract), or null while a large input is still being decoded.
 */
export function useInputViews(input: Hex, table: FunctionTable): InputViews | null {
  const small = input.length <= 2 + 2 * DECODE_WHILE_RENDERING_BYTES;
  const now = useMemo(() => (small ? computeInputViews(input, table) : null), [input, small, table]);
  const [later, setLater] = useState<{ input: Hex; table: FunctionTable; views: InputViews } | null>(null);
  useEffect(() => {
    if (small) return;
    let done = false;
    const finish = (views: InputViews) => {
      if (done) return;
      done = true;
      setLater({ input, table, views });
    };
    const onMainThread = () => finish(computeInputViews(input, table));
    const worker = startWorker();
    if (!worker) {
      // A macrotask after the effect: the browser paints the raw view before the decode starts.
      const timer = setTimeout(onMainThread, 0);
      return () => clearTimeout(timer);
    }
    worker.onmessage = (event: MessageEvent<InputViews>) => {
      finish(event.data);
      worker.terminate();
    };
    worker.onerror = () => {
      worker.terminate();
      onMainThread();
    };
    worker.postMessage(inputViewsRequest(input, table));
    return () => {
      done = true;
      worker.terminate();
    };
  }, [input, small, table]);
  return now ?? (later?.input === input && later.table === table ? later.views : null);
}
