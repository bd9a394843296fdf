import { describe, expect, it } from 'vitest';
import { logsInPieces, MAX_SPLIT_DEPTH, type ReadRefusal } from '../../../src/domain/activity/log-range.ts';
import type { LogQuery } from '../../../src/domain/activity/log-query.ts';
import { rangeRefusal } from '../../../src/domain/activity/range-refusal.ts';
import type { Log } from '../../../src/domain/receipt.ts';

class Refused extends Error {}
const readRefusal: ReadRefusal = (error) => {
  if (!(error instanceof Refused)) return null;
  const refusal = rangeRefusal(error.message);
  return refusal && { refusal, said: error.message };
};

const logAt = (block: bigint) => ({ blockNumber: block }) as Log;
const QUERY: LogQuery = { topics: [], fromBlock: 100n, toBlock: 227n };

/** A provider that refuses ranges over `limit` blocks and answers one log per block otherwise. */
function provider(limit: bigint) {
  const asked: [bigint, bigint][] = [];
  const ask = async ({ fromBlock, toBlock }: LogQuery) => {
    asked.push([fromBlock, toBlock]);
    if (toBlock - fromBlock + 1n > limit)
      throw new Refused(`You can make eth_getLogs requests with up to a ${limit} block range.`);
    const logs: Log[] = [];
    for (let b = fromBlock; b <= toBlock; b++) logs.push(logAt(b));
    return logs;
  };
  return { ask, asked };
}

describe('a refused range is asked again in halves', () => {
  it('asks once when the range is answered', async () => {
    const { ask, asked } = provider(1000n);
    const read = await logsInPieces(ask, readRefusal, QUERY);
    expect(asked).toEqual([[100n, 227n]]);
    expect(read).toMatchObject({ refused: null, calls: 1 });
    expect(read.logs).toHaveLength(128);
  });

  it('halves until each piece is answered, keeping every block once, oldest first', async () => {
    const { ask, asked } = provider(40n);
    const read = await logsInPieces(ask, readRefusal, QUERY);
    // 128 → 64 → 32: 1 + 2 + 4 calls
    expect(read.calls).toBe(7);
    expect(asked.slice(0, 3)).toEqual([
      [100n, 227n],
      [100n, 163n],
      [164n, 227n],
    ]);
    expect(read.refused).toBeNull();
    expect(read.logs.map((log) => log.blockNumber)).toEqual(Array.from({ length: 128 }, (_, i) => 100n + BigInt(i)));
  });

  it('stops after MAX_SPLIT_DEPTH halvings and says what the provider said', async () => {
    const { ask, asked } = provider(1n);
    const read = await logsInPieces(ask, readRefusal, QUERY);
    expect(asked.length).toBe(2 ** (MAX_SPLIT_DEPTH + 1) - 1);
    expect(read.logs).toEqual([]);
    expect(read.refused).toMatchObject({
      fromBlock: 100n,
      toBlock: 103n,
      refusal: { limit: { count: 1n, of: 'blocks' } },
      said: 'You can make eth_getLogs requests with up to a 1 block range.',
    });
  });

  it('keeps the answered pieces beside a refused one', async () => {
    // the newest half is dense: refused however small
    const ask = async ({ fromBlock, toBlock }: LogQuery) => {
      if (toBlock > 200n) throw new Refused('query returned more than 10000 results');
      return [logAt(fromBlock)];
    };
    const read = await logsInPieces(ask, readRefusal, QUERY, 2);
    expect(read.logs.length).toBeGreaterThan(0);
    expect(read.refused?.refusal.limit).toEqual({ count: 10000n, of: 'logs' });
  });

  it('a single block refused cannot be split', async () => {
    const { ask, asked } = provider(0n);
    const read = await logsInPieces(ask, readRefusal, { ...QUERY, fromBlock: 5n, toBlock: 5n });
    expect(asked).toEqual([[5n, 5n]]);
    expect(read.refused).toMatchObject({ fromBlock: 5n, toBlock: 5n });
  });

  it('any other failure is not a refused range: it rejects', async () => {
    const ask = async () => {
      throw new Error('connection reset');
    };
    await expect(logsInPieces(ask, readRefusal, QUERY)).rejects.toThrow('connection reset');
  });
});
