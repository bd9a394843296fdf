/**
 * The near-head window: only blocks from head − 128 on are served for state and the transaction
 * index, as on a pruned node; a transaction's place in a block is still found.
 */
import { describe, expect, inject, it } from 'vitest';
import { httpUrl, rpc } from '../devnet/gateway-client.ts';

const manifest = inject('manifest');
const url = httpUrl(manifest);
const hex = (n: number) => `0x${n.toString(16)}`;
const countSlot = '0x1'; // StorageShowcase.count, set at deployment
const storageAt = (block: unknown) => rpc(url, 'eth_getStorageAt', [manifest.storage.address, countSlot, block]);

describe('near-head window', () => {
  it('seeds the early examples outside the window and the others inside', () => {
    expect(manifest.roles.outsideWindow.blockNumber).toBeLessThan(manifest.headAtSeed - 128);
    expect(manifest.storage.deployBlock).toBeLessThan(manifest.headAtSeed - 128);
    expect(manifest.roles.creation.blockNumber).toBeGreaterThanOrEqual(manifest.headAtSeed - 128);
  });

  it('refuses storage at an old block with -32000 and a message a person understands', async () => {
    const answer = await storageAt(hex(manifest.storage.deployBlock!));
    expect(answer.error.code).toBe(-32000);
    expect(answer.error.message).toMatch(/missing trie node/);
    expect(answer.error.message).toContain(`head is ${manifest.headAtSeed}`);
    expect(answer.error.message).toContain('latest 128 blocks');
  });

  it('refuses storage at "earliest" and at an old block given as an EIP-1898 object', async () => {
    expect((await storageAt('earliest')).error.code).toBe(-32000);
    expect((await storageAt({ blockNumber: hex(2) })).error.code).toBe(-32000);
  });

  it('serves storage at head − 128 and refuses it one block earlier', async () => {
    const edge = manifest.headAtSeed - 128;
    expect(BigInt((await storageAt(hex(edge))).result)).toBe(123456789n);
    expect((await storageAt(hex(edge - 1))).error.code).toBe(-32000);
    expect(BigInt((await storageAt('latest')).result)).toBe(123456789n);
  });

  it('answers null for a transaction and receipt mined before the window', async () => {
    const { hash } = manifest.roles.outsideWindow;
    expect(await rpc(url, 'eth_getTransactionByHash', [hash])).toMatchObject({ result: null });
    expect(await rpc(url, 'eth_getTransactionReceipt', [hash])).toMatchObject({ result: null });
  });

  it('still finds that transaction by block hash and index', async () => {
    const { hash, blockHash, transactionIndex } = manifest.roles.outsideWindow;
    const answer = await rpc(url, 'eth_getTransactionByBlockHashAndIndex', [blockHash, hex(transactionIndex!)]);
    expect(answer.result.hash).toBe(hash);
  });
});
