/**
 * The archive's feed in real Chromium: of what the client receives, only transactions, receipts
 * and storage words read at a block number are kept (a word at `latest` moves with the chain), a
 * receipt is filed under its transaction's network, and the endpoint under its redacted label.
 */
import { describe, expect, it } from 'vitest';
import { archiveFeed } from '../../src/data/archive/archive-feed.ts';
import { archive } from '../../src/data/archive/archive-store.ts';
import { DEFAULT_BUDGET_BYTES } from '../../src/data/archive/archive-budget.ts';

const HASH = `0x${'ab'.repeat(32)}`;
const ADDRESS = `0x${'cd'.repeat(20)}`;
const LABEL = 'https://opbnb.example/v3/<API_KEY>';

describe('archive feed', () => {
  it('keeps records at a block number, under the transaction’s network, and skips the rest', async () => {
    await archive.clear();
    const feed = archiveFeed('endpoint-feed-test', () => LABEL);
    feed('eth_getTransactionReceipt', [HASH], { transactionHash: HASH, blockNumber: '0x10', logs: [] });
    feed('eth_getTransactionByHash', [HASH], { hash: HASH, chainId: '0xcc', blockNumber: '0x10' });
    feed('eth_getStorageAt', [ADDRESS, '0x2', '0x10'], `0x${'0'.repeat(63)}5`);
    feed('eth_getStorageAt', [ADDRESS, '0x3', 'latest'], `0x${'0'.repeat(63)}6`);
    feed('eth_getTransactionByHash', [`0x${'ef'.repeat(32)}`], null);
    feed('eth_getBalance', [ADDRESS, '0x10'], '0x1');

    await expect.poll(async () => (await archive.usage()).records, { timeout: 5_000 }).toBe(3);
    expect(await archive.get('receipt', '204', HASH)).toMatchObject({ endpoint: LABEL, block: '0x10' });
    expect(await archive.get('transaction', '204', HASH)).toMatchObject({ endpoint: LABEL });
    const [word] = await archive.list({ query: ADDRESS, limit: 5 });
    expect(word).toMatchObject({ kind: 'storage', key: `${ADDRESS}:0x${'0'.repeat(63)}2@0x10`, chain: 'unknown' });
  });

  it('keeps nothing while the budget is 0 (the archive switched off)', async () => {
    await archive.clear();
    const feed = archiveFeed('endpoint-feed-off-test', () => LABEL);
    const other = `0x${'12'.repeat(32)}`;
    archive.setBudgetBytes(0);
    feed('eth_getTransactionByHash', [HASH], { hash: HASH, chainId: '0xcc', blockNumber: '0x10' });
    archive.setBudgetBytes(DEFAULT_BUDGET_BYTES);
    // switched on again before the idle hand-over: had the first been collected, it would go with this one
    feed('eth_getTransactionByHash', [other], { hash: other, chainId: '0xcc', blockNumber: '0x11' });

    await expect.poll(async () => (await archive.usage()).records, { timeout: 5_000 }).toBe(1);
    expect(await archive.get('transaction', '204', other)).not.toBeNull();
    expect(await archive.get('transaction', '204', HASH)).toBeNull();
  });
});
