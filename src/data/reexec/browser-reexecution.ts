/**
 * A re-execution as the Trace page runs it: the block and the earlier transactions read through
 * the app's client, then the worker started (its code, with the EVM, fetched only now) and its
 * reads answered from the endpoint's state at the block before, each counted. It ends with the
 * trace, or stops: asked to (Stop), past the cap on state reads, or past the cap on time, and says
 * which. Nothing runs until `startReexecution` is called, which the page does once it is open.
 */
import type { Hash } from '../../domain/hex.ts';
import type { EthereumFork } from '../../domain/network/fork-schedules.ts';
import type { Transaction } from '../../domain/transaction.ts';
import type { CallFrame } from '../../domain/trace/call-trace.ts';
import type { PrestateDiff } from '../../domain/trace/prestate-diff.ts';
import type { Preimages } from '../../domain/trace/slot-names.ts';
import { chooseFork, type ForkChoice } from '../../domain/trace/reexec-fork.ts';
import type { RpcClient } from '../../rpc/client.ts';
import { saysMethodNotServed } from '../../rpc/method-absence.ts';
import {
  ReadCapError,
  ReadCounter,
  StateReadError,
  blockHashAt,
  endpointStateSource,
  loadReexecJob,
} from './endpoint-state.ts';
import { isReplayable } from './replayable-types.ts';
import type { FromWorker, ReadAnswer, ReadRequest, ToWorker } from './reexec-protocol.ts';

/** Accounts and slots read before a re-execution stops: a swap reads tens; a whole DEX route, hundreds. */
export const MAX_STATE_READS = 5_000;
/** How long a re-execution may take, reads included, before it stops. */
export const MAX_REEXEC_SECONDS = 120;
/** The newest rules EthereumJS 10 runs, for a network whose schedule Hexray does not know. */
export const NEWEST_ENGINE_FORK: EthereumFork = 'osaka';

export type StopCause = 'person' | 'reads' | 'time';

export interface ReexecCounts {
  /** accounts and slots read from the endpoint */
  reads: number;
  /** earlier transactions of the block replayed, of how many */
  replayed: number;
  earlier: number | null;
}

export type ReexecState =
  | ({ kind: 'running'; fork: ForkChoice | null } & ReexecCounts)
  | ({ kind: 'done'; fork: ForkChoice; calls: CallFrame; diff: PrestateDiff; preimages: Preimages } & ReexecCounts)
  | ({ kind: 'stopped'; by: StopCause; fork: ForkChoice | null } & ReexecCounts)
  /** a method re-execution needs is not served by the endpoint */
  | { kind: 'notServed'; method: string }
  /** a transaction of the block is of a type the EVM here cannot run (an Arbitrum or ZKsync type) */
  | { kind: 'notReplayable'; hash: Hash; type: bigint; target: boolean }
  /** a read failed (shown as the error it is), or the EVM did (its words) */
  | { kind: 'failed'; error: unknown };

export interface ReexecRun {
  stop(): void;
}

export interface ReexecRequest {
  client: RpcClient;
  target: Transaction;
  chainId: bigint | null;
  /** the network speaks the OP-stack dialect: its base fee goes to a vault, not burnt */
  opStack: boolean;
  /** the fork a link chose (`?fork=`), else null */
  chosenFork: EthereumFork | null;
  onChange(state: ReexecState): void;
}

/** The worker, made by vite into a chunk of its own that carries the EVM. */
function startWorker(): Worker {
  return new Worker(new URL('./reexec-worker.ts', import.meta.url), { type: 'module', name: 'hexray-reexec' });
}

export function startReexecution({ client, target, chainId, opStack, chosenFork, onChange }: ReexecRequest): ReexecRun {
  const counter = new ReadCounter(MAX_STATE_READS);
  const counts: ReexecCounts = { reads: 0, replayed: 0, earlier: null };
  let fork: ForkChoice | null = null;
  let worker: Worker | null = null;
  let over = false;
  const finish = (state: ReexecState) => {
    if (over) return;
    over = true;
    clearTimeout(timer);
    worker?.terminate();
    onChange(state);
  };
  const stop = (by: StopCause) => finish({ kind: 'stopped', by, fork, ...counts, reads: counter.reads });
  const fail = (error: unknown) => {
    if (error instanceof ReadCapError) stop('reads');
    else if (error instanceof StateReadError && saysMethodNotServed(error.failure))
      finish({ kind: 'notServed', method: error.method });
    else finish({ kind: 'failed', error: error instanceof StateReadError ? error.failure : error });
  };
  const report = () => {
    if (!over) onChange({ kind: 'running', fork, ...counts, reads: counter.reads });
  };
  const timer = setTimeout(() => stop('time'), MAX_REEXEC_SECONDS * 1000);

  const chain = chainId ?? target.chainId ?? 1n;
  const run = async () => {
    report();
    const job = await loadReexecJob(client, target, chain, opStack, (block) => {
      fork = chooseFork(chainId, block, chosenFork, NEWEST_ENGINE_FORK);
      return fork.fork;
    });
    counts.earlier = job.earlier.length;
    const unreplayable = [...job.earlier, target].find((tx) => !isReplayable(tx.type));
    if (unreplayable) {
      finish({
        kind: 'notReplayable',
        hash: unreplayable.hash,
        type: unreplayable.type,
        target: unreplayable === target,
      });
      return;
    }
    if (over) return;
    report();
    const state = endpointStateSource(client, target.blockNumber! - 1n, counter);
    const answer = async (request: ReadRequest): Promise<ReadAnswer> => {
      switch (request.read) {
        case 'account':
          return state.account(request.address);
        case 'storage':
          return state.storage(request.address, request.slot);
        case 'blockHash':
          return blockHashAt(client, request.number);
      }
    };
    worker = startWorker();
    const send = (message: ToWorker) => worker?.postMessage(message);
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      switch (message.kind) {
        case 'reads':
          // asked in one task, so the client sends them in one batch
          for (const read of message.reads) {
            answer(read).then((value) => {
              report();
              send({ kind: 'answer', id: read.id, value });
            }, fail);
          }
          return;
        case 'replayed':
          counts.replayed = message.replayed;
          report();
          return;
        case 'done':
          finish({
            kind: 'done',
            fork: fork!,
            calls: message.calls,
            diff: message.diff,
            preimages: message.preimages,
            ...counts,
            reads: counter.reads,
          });
          return;
        case 'failed':
          finish({ kind: 'failed', error: new Error(message.message) });
      }
    };
    worker.onerror = (event) =>
      finish({ kind: 'failed', error: new Error(event.message || 'the re-execution worker failed') });
    send({ kind: 'start', job });
  };
  run().catch(fail);
  return { stop: () => stop('person') };
}
