/**
 * One live head per endpoint: while any component listens (watchHead), `eth_blockNumber` is asked
 * once per block time (domain/block-time.ts), into the one query key of blockNumberQuery, so every
 * component reads the same answer and a tick costs one request however many are on screen. Nothing
 * is asked while the tab is hidden; coming back asks at once. The watch ends with its last listener,
 * and for good on an endpoint that says it does not serve `eth_blockNumber` (the four methods).
 *
 * Over a WebSocket that serves `eth_subscribe`, the node pushes each new head instead (newHeads):
 * after the first answer nothing is asked per block. The heads are applied at most once per
 * HEAD_APPLY_MS, newest wins, so a node that floods notifications costs a parse each, not a render
 * each. The subscription is cancelled while the tab is hidden; when it ends (the socket dropped)
 * the head is polled again and a subscription asked again after SUBSCRIBE_AGAIN_MS.
 *
 * The block time is learned once per endpoint for the tab, from the timestamps of the head block and
 * the one BLOCK_TIME_SPAN below it (two block reads, one batch); on an endpoint without
 * `eth_getBlockByNumber`, from how fast the head is seen to move.
 */
import type { QueryClient } from '@tanstack/react-query';
import { BLOCK_TIME_SPAN, blockTimeMs, headPollIntervalMs } from '../../domain/block-time.ts';
import { bigIntToQuantity } from '../../domain/hex.ts';
import { endpointFacts } from './endpoint-facts.ts';
import { createListeners } from './listeners.ts';
import { blockQuery, optionalQuery } from '../queries/optional-queries.ts';
import { learnFrom } from '../queries/probe-endpoint.ts';
import { asQuantity, asRecord } from '../../domain/parse-fields.ts';
import type { QueryEndpoint } from '../queries/queries.ts';

const blockTimes = new Map<string, number>();
const blockTimeChanges = createListeners();

/** The block time learned on an endpoint (ms), for useSyncExternalStore. */
export const learnedBlockTime = {
  subscribe: blockTimeChanges.subscribe,
  of: (endpointId: string | null): number | null => (endpointId === null ? null : (blockTimes.get(endpointId) ?? null)),
};

function learnBlockTime(endpointId: string, ms: number | null): void {
  if (ms === null || blockTimes.get(endpointId) === ms) return;
  blockTimes.set(endpointId, ms);
  blockTimeChanges.notify();
}

/** The fastest the pushed head is applied: a render per block on opBNB (250 ms), at most 10 a second. */
const HEAD_APPLY_MS = 100;
/** After a subscription ended, how long the head is polled before one is asked again. */
const SUBSCRIBE_AGAIN_MS = 5_000;

/** A newHeads notification's block number; null for one that has none (counted as ignored). */
function notifiedHead(result: unknown): bigint | null {
  try {
    return asQuantity(asRecord(result, 'newHeads')['number'], 'newHeads.number');
  } catch {
    return null;
  }
}

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

async function blockTimeFromTimestamps(
  queryClient: QueryClient,
  endpoint: QueryEndpoint,
  head: bigint,
): Promise<number | null> {
  const span = head < BLOCK_TIME_SPAN ? head : BLOCK_TIME_SPAN;
  if (span === 0n) return null;
  // both asked in the same tick: one batch
  const [newer, older] = await Promise.all([
    queryClient.query(blockQuery(endpoint, bigIntToQuantity(head))),
    queryClient.query(blockQuery(endpoint, bigIntToQuantity(head - span))),
  ]);
  if (newer?.number == null || older?.number == null) return null;
  return blockTimeMs(
    { number: newer.number, timestamp: newer.timestamp },
    { number: older.number, timestamp: older.timestamp },
  );
}

interface Watch {
  listeners: number;
  stop: () => void;
}

const watches = new Map<string, Watch>();

function startWatch(queryClient: QueryClient, endpoint: QueryEndpoint): Watch {
  const id = endpoint.endpointId;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let asking = false;
  let stopped = false;
  let learning: 'not yet' | 'asked' | 'by watching' = 'not yet';
  // the first head this watch saw, and when: the block time when no block can be read
  let first: { head: bigint; at: number } | null = null;

  const pollMs = () => headPollIntervalMs(learnedBlockTime.of(id));
  const headKey = optionalQuery(endpoint, 'eth_blockNumber').queryKey;

  // the pushed head: null when none, 'asking' while eth_subscribe is on its way, else its cancel
  let subscription: null | 'asking' | (() => void) = null;
  let subscribeAgainAt = 0;
  let pushed: bigint | null = null;
  let appliedAt = 0;
  let applyTimer: ReturnType<typeof setTimeout> | null = null;

  const canSubscribe = () =>
    endpoint.client.transport === 'websocket' &&
    endpointFacts.serves(id, 'eth_subscribe') !== false &&
    Date.now() >= subscribeAgainAt;

  const applyPushed = () => {
    applyTimer = null;
    if (stopped || pushed === null) return;
    appliedAt = Date.now();
    queryClient.setQueryData(headKey, pushed);
    learnPace(pushed);
    pushed = null;
  };

  const onPushed = (result: unknown) => {
    const head = notifiedHead(result);
    if (head === null || stopped) return;
    pushed = head;
    if (applyTimer !== null) return;
    applyTimer = setTimeout(applyPushed, Math.max(0, appliedAt + HEAD_APPLY_MS - Date.now()));
  };

  const unsubscribe = () => {
    if (typeof subscription === 'function') subscription();
    subscription = null;
  };

  const subscribe = () => {
    subscription = 'asking';
    learnFrom(
      id,
      'eth_subscribe',
      endpoint.client.subscribe('newHeads', {
        next: onPushed,
        ended: () => {
          subscription = null;
          subscribeAgainAt = Date.now() + SUBSCRIBE_AGAIN_MS;
          schedule();
        },
      }),
    ).then(
      (cancel) => {
        if (stopped || hidden() || subscription !== 'asking') return cancel();
        subscription = cancel;
        if (timer !== null) clearTimeout(timer);
        timer = null;
      },
      () => {
        // not served (learned: never asked again here), or it failed: the head is polled
        subscription = null;
        subscribeAgainAt = Date.now() + SUBSCRIBE_AGAIN_MS;
        schedule();
      },
    );
  };

  const learnPace = (head: bigint) => {
    if (learning === 'not yet' && endpointFacts.serves(id, 'eth_getBlockByNumber') !== false) {
      learning = 'asked';
      blockTimeFromTimestamps(queryClient, endpoint, head).then(
        (ms) => learnBlockTime(id, ms),
        () => (learning = 'by watching'),
      );
    } else if (learning !== 'asked') {
      learning = 'by watching';
      if (first === null) first = { head, at: Date.now() };
      else if (head > first.head) learnBlockTime(id, (Date.now() - first.at) / Number(head - first.head));
    }
  };

  const schedule = () => {
    if (stopped || asking || timer !== null || subscription !== null || hidden()) return;
    timer = setTimeout(() => void tick(), pollMs());
  };

  const tick = async () => {
    timer = null;
    if (stopped || asking || hidden()) return;
    if (endpointFacts.serves(id, 'eth_blockNumber') === false) return;
    if (subscription === null && canSubscribe()) subscribe();
    asking = true;
    try {
      // an answer younger than half a poll (another page's, a moment ago) is the head already
      const head = await queryClient.query({ ...optionalQuery(endpoint, 'eth_blockNumber'), staleTime: pollMs() / 2 });
      if (!stopped) learnPace(head);
    } catch {
      // the query keeps the error for the pages; the next tick tries again (unless it said "not served")
    } finally {
      asking = false;
    }
    schedule();
  };

  const onVisibility = () => {
    if (!hidden()) return void tick();
    if (timer !== null) clearTimeout(timer);
    timer = null;
    unsubscribe();
  };
  document.addEventListener('visibilitychange', onVisibility);
  void tick();
  return {
    listeners: 0,
    stop: () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      if (applyTimer !== null) clearTimeout(applyTimer);
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

/** Keeps the endpoint's head fresh while the returned function has not been called. */
export function watchHead(queryClient: QueryClient, endpoint: QueryEndpoint): () => void {
  const id = endpoint.endpointId;
  let watch = watches.get(id);
  if (!watch) {
    watch = startWatch(queryClient, endpoint);
    watches.set(id, watch);
  }
  watch.listeners++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--watch.listeners > 0) return;
    watch.stop();
    watches.delete(id);
  };
}
