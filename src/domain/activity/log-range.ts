/**
 * One filter's logs over a block range, asked again in halves where the provider refuses the
 * range (range-refusal.ts), up to MAX_SPLIT_DEPTH halvings: at most 2^depth pieces, each pair of
 * halves asked together (one batch). A piece still refused at the bottom ends the search with
 * what it said, so the page can say "more than N; narrow the range" instead of spinning; the logs
 * of the pieces that were answered are kept. Any other failure is the caller's (it rejects).
 */
import type { Log } from '../receipt.ts';
import type { LogQuery } from './log-query.ts';
import { withRange } from './log-query.ts';
import type { RangeRefusal } from './range-refusal.ts';

/** 5 halvings: a refused 128-block window is tried down to 4-block pieces (at most 32 of them). */
export const MAX_SPLIT_DEPTH = 5;

export interface RefusedRange {
  fromBlock: bigint;
  toBlock: bigint;
  refusal: RangeRefusal;
  /** the provider's words, as it said them */
  said: string;
}

export interface PiecedLogs {
  logs: Log[];
  /** the first piece the provider still refused, or null when every piece was answered */
  refused: RefusedRange | null;
  /** how many `eth_getLogs` calls it took */
  calls: number;
}

/** What the caller makes of a failure: a refused range (with the provider's words), or null for any other failure. */
export type ReadRefusal = (error: unknown) => { refusal: RangeRefusal; said: string } | null;

export async function logsInPieces(
  ask: (query: LogQuery) => Promise<Log[]>,
  readRefusal: ReadRefusal,
  query: LogQuery,
  maxDepth = MAX_SPLIT_DEPTH,
): Promise<PiecedLogs> {
  let calls = 0;
  let refused: RefusedRange | null = null;
  async function piece(fromBlock: bigint, toBlock: bigint, depth: number): Promise<Log[]> {
    calls++;
    try {
      return await ask(withRange(query, fromBlock, toBlock));
    } catch (error) {
      const read = readRefusal(error);
      if (read === null) throw error;
      if (depth >= maxDepth || fromBlock >= toBlock) {
        refused ??= { fromBlock, toBlock, ...read };
        return [];
      }
      const middle = fromBlock + (toBlock - fromBlock) / 2n;
      const [older, newer] = await Promise.all([
        piece(fromBlock, middle, depth + 1),
        piece(middle + 1n, toBlock, depth + 1),
      ]);
      return [...older, ...newer];
    }
  }
  const logs = await piece(query.fromBlock, query.toBlock, 0);
  return { logs, refused, calls };
}
