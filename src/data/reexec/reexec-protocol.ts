/**
 * The messages between the Trace page and its re-execution worker. The worker never holds the
 * endpoint or its key: every read it needs is a message to the page, which answers it through the
 * app's client (the request log shows it, concurrent reads share a batch). Values cross as the
 * structured clone carries them (bigint, Map), already in the domain's types.
 */
import type { Address, Hash, Hex } from '../../domain/hex.ts';
import type { CallFrame } from '../../domain/trace/call-trace.ts';
import type { PrestateDiff } from '../../domain/trace/prestate-diff.ts';
import type { AccountSnapshot } from '../../domain/trace/prestate-from-states.ts';
import type { ReexecJob } from './reexecute.ts';

export type ReadRequest =
  | { read: 'account'; address: Address }
  | { read: 'storage'; address: Address; slot: Hash }
  | { read: 'blockHash'; number: bigint };

export type ReadAnswer = AccountSnapshot | null | Hex;

export type ToWorker =
  | { kind: 'start'; job: ReexecJob }
  | { kind: 'answer'; id: number; value: ReadAnswer }
  /** the page could not read it; the page ends the run itself and says why */
  | { kind: 'unanswered'; id: number };

export type FromWorker =
  /** the reads asked in one tick, sent together so the page's client puts them in one batch */
  | { kind: 'reads'; reads: Array<{ id: number } & ReadRequest> }
  | { kind: 'replayed'; replayed: number; of: number }
  | { kind: 'done'; calls: CallFrame; diff: PrestateDiff; preimages: Map<Hash, Hex> }
  /** a failure of the EVM or of the transaction's form (not of a read), in words */
  | { kind: 'failed'; message: string; notReplayable?: { hash: Hash; type: bigint } };
