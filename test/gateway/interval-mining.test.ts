/**
 * `npm start -- --block-time 0.25` on the default devnet (test/devnet/interval-mining.ts): after
 * seeding, blocks keep coming with no transaction sent, and stop when the devnet stops. On a bare
 * anvil of its own, with mining off as the seed leaves it (the shared devnet must not move).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type AnvilNode } from '../devnet/anvil.ts';
import { rpc } from '../devnet/gateway-client.ts';
import { mineEvery } from '../devnet/interval-mining.ts';

let node: AnvilNode;
beforeAll(async () => {
  node = await startAnvil();
  await rpc(node.url, 'evm_setAutomine', [false]);
}, 30_000);
afterAll(async () => {
  await node?.stop();
});

const head = async () => Number((await rpc(node.url, 'eth_blockNumber', [])).result);

describe('mineEvery', () => {
  it('mines a block every interval with nothing sent, and the transaction left pending in the first', async () => {
    const accounts = (await rpc(node.url, 'eth_accounts', [])).result as string[];
    const pending = (await rpc(node.url, 'eth_sendTransaction', [{ from: accounts[0], to: accounts[1], value: '0x1' }]))
      .result as string;
    const start = await head();
    const stop = mineEvery(node.url, 0.1);
    try {
      await expect.poll(head, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(start + 5);
      const mined = (await rpc(node.url, 'eth_getTransactionReceipt', [pending])).result as { blockNumber: string };
      expect(Number(mined.blockNumber)).toBe(start + 1);
    } finally {
      stop();
    }
  });
});
