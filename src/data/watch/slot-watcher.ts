/**
 * The watch loop: reads the watched slots at each new block the endpoint serves, while the tab is
 * visible, into this tab's watch logs (watched-slots.ts). How it learns that a block is new:
 *
 * - An endpoint that serves `eth_blockNumber`: the live head (head.ts). The watch holds the head's
 *   poll open and reads when it moves: one `eth_blockNumber` per block time for every page, and
 *   nothing while the tab is hidden (head.ts stops asking).
 * - The four methods have no `eth_blockNumber` and head.ts never asks there. The watch finds the
 *   head with `eth_getStorageAt` itself (domain/storage/head-search.ts), from the last block it read: a
 *   block not made yet answers "not there yet" (anvil names its head in that answer, which ends
 *   the search at once). Those probes are of the first watched slot, and a probe that answered a
 *   word counts as that slot's read of its block. Asked once per poll (domain/block-time.ts).
 *
 * Each new block is read once per watched slot (domain/storage/slot-watch.ts), all the round's reads
 * started together so the HTTP client sends them as one batch (up to 8 calls a POST).
 */
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { headPollIntervalMs } from '../../domain/block-time.ts';
import type { Hex } from '../../domain/hex.ts';
import {
  applyHeadProbe,
  foundHead,
  nextHeadProbe,
  startHeadSearch,
  type HeadSearch,
} from '../../domain/storage/head-search.ts';
import type { SlotReading } from '../../domain/storage/slot-history.ts';
import { blocksToRead, lastReadBlock, type WatchReading } from '../../domain/storage/slot-watch.ts';
import { endpointFacts } from '../stores/endpoint-facts.ts';
import { learnedBlockTime, watchHead } from '../stores/head.ts';
import { newestBlockSeen } from '../stores/newest-block-seen.ts';
import { optionalQuery } from '../queries/optional-queries.ts';
import type { QueryEndpoint } from '../queries/queries.ts';
import { readHistory } from '../stores/read-history.ts';
import { slotHistoryReader } from '../queries/slot-history-reader.ts';
import { watchedSlots } from '../stores/watched-slots.ts';

/** The most head-search probes one poll spends on the four methods (galloping: 2^16 blocks). */
const PROBES_PER_POLL = 16;

export interface SlotWatchStatus {
  /** paused: the tab is hidden, nothing is read until it is shown again */
  phase: 'starting' | 'watching' | 'paused';
  /** how new blocks are learned: the live head, or storage reads (the four methods) */
  via: 'head' | 'storage';
  /** the newest block read for any watched slot */
  lastBlock: bigint | null;
  /** eth_getStorageAt calls sent: reads of watched blocks and, on the four methods, probes */
  reads: number;
  /** of those, the ones spent finding new blocks (four methods only) */
  probes: number;
  /** the last round's failure (the next one tries again), null once a round succeeds */
  error: unknown;
}

export interface SlotWatchOptions {
  queryClient: QueryClient;
  endpoint: QueryEndpoint;
  address: string;
  /** the slots watched now (asked at each round: a slot added later starts at the next head) */
  slots: () => readonly bigint[];
  onStatus: (status: SlotWatchStatus) => void;
  /** each slot's readings of a round, in block order (for the archive) */
  onReadings?: (slot: bigint, readings: WatchReading[]) => void;
}

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Starts watching; the returned function stops it (nothing more is sent, answers in flight are ignored). */
export function startSlotWatch(options: SlotWatchOptions): () => void {
  const { queryClient, endpoint, address } = options;
  const id = endpoint.endpointId;
  const abort = new AbortController();
  // not through the archive feed, which keeps every word read: the watch keeps only the first reading
  // and both sides of each change (data/watch/watch-archive.ts), not one record per block per slot
  const reader = (slot: bigint) => slotHistoryReader(endpoint.client, address, slot, abort.signal, false);
  let status: SlotWatchStatus = {
    phase: hidden() ? 'paused' : 'starting',
    via: endpointFacts.serves(id, 'eth_blockNumber') === true ? 'head' : 'storage',
    lastBlock: null,
    reads: 0,
    probes: 0,
    error: null,
  };
  const set = (patch: Partial<SlotWatchStatus>) => {
    if (abort.signal.aborted) return;
    status = { ...status, ...patch };
    options.onStatus(status);
  };
  options.onStatus(status);

  /** Reads every watched slot at the blocks after its last read up to `head`; `known`: words the probes already read for the first slot. */
  async function readRound(head: bigint, known: ReadonlyMap<bigint, Hex> = new Map()) {
    const slots = options.slots();
    let sent = 0;
    const rounds = slots.map((slot, index) => {
      const blocks = blocksToRead(lastReadBlock(watchedSlots.log(id, address, slot)), head);
      // started in the same tick: one batch
      const answers = blocks.map((block): Promise<SlotReading> => {
        const word = index === 0 ? known.get(block) : undefined;
        if (word !== undefined) return Promise.resolve({ kind: 'served', word });
        sent++;
        return reader(slot)(block);
      });
      return { slot, blocks, answers: Promise.allSettled(answers) };
    });
    set({ reads: status.reads + sent });
    let failure: unknown = null;
    let newest = status.lastBlock;
    for (const { slot, blocks, answers } of rounds) {
      const settled = await answers;
      if (abort.signal.aborted) return;
      const readings: Array<{ block: bigint; word: Hex }> = [];
      for (const [i, answer] of settled.entries()) {
        if (answer.status === 'rejected') {
          failure ??= answer.reason;
          break;
        }
        // "not there yet" (a node behind the others): stop here, the next round asks again;
        // "outside the window": the block is gone, a gap
        if (answer.value.kind === 'not-yet') break;
        if (answer.value.kind === 'served') readings.push({ block: blocks[i]!, word: answer.value.word });
      }
      if (readings.length === 0) continue;
      const seen = watchedSlots.record(id, address, slot, readings);
      options.onReadings?.(slot, seen);
      const last = readings[readings.length - 1]!.block;
      if (newest === null || last > newest) newest = last;
    }
    set({ lastBlock: newest, error: failure, phase: hidden() ? 'paused' : 'watching' });
  }

  // --- the live head (eth_blockNumber served) ---------------------------------------------------
  let headMode: (() => void) | null = null;
  let reading = false;
  let waitingHead: bigint | null = null;
  const onHead = async (head: bigint) => {
    if (reading) {
      waitingHead = head;
      return;
    }
    reading = true;
    try {
      await readRound(head);
    } catch (error) {
      set({ error });
    } finally {
      reading = false;
    }
    const next = waitingHead;
    waitingHead = null;
    if (next !== null && !abort.signal.aborted) void onHead(next);
  };
  function followHead() {
    set({ via: 'head' });
    const release = watchHead(queryClient, endpoint);
    // a reader only: head.ts asks, once per block time, for every page
    const observer = new QueryObserver(queryClient, { ...optionalQuery(endpoint, 'eth_blockNumber'), enabled: false });
    const unsubscribe = observer.subscribe((result) => {
      if (result.data !== undefined) void onHead(result.data);
    });
    const current = observer.getCurrentResult().data;
    if (current !== undefined) void onHead(current);
    headMode = () => {
      unsubscribe();
      release();
    };
  }

  // --- the four methods: find new blocks with storage reads ------------------------------------
  let timer: ReturnType<typeof setTimeout> | null = null;
  let polling = false;
  const pollMs = () => headPollIntervalMs(learnedBlockTime.of(id));
  const schedule = () => {
    if (abort.signal.aborted || headMode || timer !== null || polling || hidden()) return;
    timer = setTimeout(() => void poll(), pollMs());
  };
  async function poll() {
    timer = null;
    if (abort.signal.aborted || headMode || polling || hidden()) return;
    if (endpointFacts.serves(id, 'eth_blockNumber') === true) return followHead();
    const first = options.slots()[0];
    if (first === undefined) return schedule();
    polling = true;
    try {
      const last = lastReadBlock(watchedSlots.log(id, address, first));
      // the last block read is served: the search starts past it without reading it again
      let search: HeadSearch =
        last === null
          ? startHeadSearch(newestBlockSeen(queryClient, id, readHistory.snapshot()))
          : applyHeadProbe(startHeadSearch(last), last, { kind: 'served' });
      const known = new Map<bigint, Hex>();
      let probes = 0;
      for (
        let probe = nextHeadProbe(search);
        probe !== null && probes < PROBES_PER_POLL;
        probe = nextHeadProbe(search)
      ) {
        probes++;
        set({ reads: status.reads + 1, probes: status.probes + 1 });
        const answer = await reader(first)(probe);
        if (abort.signal.aborted) return;
        if (answer.kind === 'served') known.set(probe, answer.word);
        search = applyHeadProbe(search, probe, answer.kind === 'served' ? { kind: 'served' } : answer);
      }
      // a word a probe read is the first slot's read of that block: not counted as a probe
      set({ probes: status.probes - known.size });
      const head = foundHead(search);
      if (head !== null) await readRound(head, known);
    } catch (error) {
      set({ error });
    } finally {
      polling = false;
    }
    schedule();
  }

  const onVisibility = () => {
    if (hidden()) {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      set({ phase: 'paused' });
      return;
    }
    set({ phase: status.lastBlock === null ? 'starting' : 'watching' });
    if (!headMode) void poll();
  };
  document.addEventListener('visibilitychange', onVisibility);
  if (status.via === 'head') followHead();
  else void poll();

  return () => {
    abort.abort();
    if (timer !== null) clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    headMode?.();
  };
}
