/**
 * Drives a slot history (slot-history.ts) with an injected reader: each round's reads are
 * independent, so they are started together (over HTTP the client sends a round as one batch),
 * and rounds go on until the history is done, fails, spends its request budget or is cancelled.
 * Cancelling stops at once: the round in flight is abandoned (its answers ignored) and no further
 * read is started.
 */
import { applyReads, nextReads, requestsSent, type SlotHistoryState, type SlotReading } from './slot-history.ts';

export interface SlotHistoryRunOptions {
  /** the most requests this run may send */
  budget: number;
  signal?: AbortSignal;
  /** reads started together; the HTTP client batches up to 8 calls a POST */
  roundSize?: number;
  /** after each round's reads are sent (`inFlight` > 0) and after they answer */
  onProgress?: (state: SlotHistoryState, inFlight: number) => void;
}

export class SlotHistoryCancelled extends Error {
  constructor() {
    super('the slot history was cancelled');
    this.name = 'SlotHistoryCancelled';
  }
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new SlotHistoryCancelled());
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Runs rounds from `state` until nothing is left to read or `budget` requests are spent; returns
 * the state reached. Rejects with SlotHistoryCancelled when cancelled, or with the reader's error.
 */
export async function runSlotHistory(
  state: SlotHistoryState,
  readAt: (block: bigint) => Promise<SlotReading>,
  { budget, signal, roundSize = 8, onProgress }: SlotHistoryRunOptions,
): Promise<SlotHistoryState> {
  const limit = requestsSent(state) + budget;
  for (;;) {
    if (signal?.aborted) throw new SlotHistoryCancelled();
    const blocks = nextReads(state, Math.min(roundSize, limit - requestsSent(state)));
    if (blocks.length === 0) return state;
    onProgress?.(state, blocks.length);
    const readings = await untilAborted(Promise.all(blocks.map((block) => readAt(block))), signal);
    state = applyReads(
      state,
      blocks.map((block, i) => [block, readings[i]!]),
    );
    onProgress?.(state, 0);
  }
}
