/**
 * A slot's history against the real devnet, over both transports: the provider's answers are told
 * apart as the head search needs (a word, "not there yet" naming the head, "outside the window"),
 * and the whole run finds exactly the writes the seed made inside the window.
 */
import WebSocket from 'ws';
import { describe, expect, inject, it } from 'vitest';
import { slotHistoryReader } from '../../../src/data/queries/slot-history-reader.ts';
import { startSlotHistory, slotHistoryPhase } from '../../../src/domain/storage/slot-history.ts';
import { runSlotHistory } from '../../../src/domain/storage/slot-history-run.ts';
import { slotTimeline } from '../../../src/domain/storage/slot-history-timeline.ts';
import { createRpcClient } from '../../../src/rpc/client.ts';

const manifest = inject('manifest');
const { address, writes } = manifest.slotHistory;

/** The node's head now, straight from anvil (other test files may have mined since seeding). */
async function nodeHead(): Promise<bigint> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  });
  return BigInt(((await response.json()) as { result: string }).result);
}

describe('a slot history against the devnet', () => {
  for (const transport of ['http', 'websocket'] as const) {
    it(`over ${transport}: reads are told apart, and the run finds the seeded writes inside the window`, async () => {
      const client = createRpcClient(
        { base: manifest.base, apiKey: manifest.apiKey, transport },
        { WebSocket: WebSocket, retry: { attempts: 1 } },
      );
      try {
        const head = await nodeHead();
        const read = slotHistoryReader(client, address, 0n);
        expect(await read(head + 5n)).toEqual({ kind: 'not-yet', reportedHead: head });
        expect(await read(BigInt(writes[0]!.block))).toEqual({ kind: 'outside-window' });
        expect(await read(head)).toEqual({ kind: 'served', word: writes[writes.length - 1]!.word });

        for (const hint of [null, BigInt(manifest.headAtSeed)]) {
          const state = await runSlotHistory(startSlotHistory(hint), read, { budget: 64 });
          expect(slotHistoryPhase(state)).toBe('done');
          expect(state.window?.newest).toBe(head);
          const oldest = head - 127n;
          const inside = writes.filter((w) => BigInt(w.block) > oldest);
          expect(slotTimeline(state).changes.map((c) => [Number(c.block), c.after])).toEqual(
            inside.map((w) => [w.block, w.word]),
          );
          if (hint === BigInt(manifest.headAtSeed) && head === hint) expect(state.requests.head).toBe(2);
        }
      } finally {
        client.close();
      }
    });
  }
});
