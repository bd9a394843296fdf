/**
 * HTTP batches against the real devnet gateway: one POST for calls of the same tick, each call
 * counted like the provider counts it. Kept apart from http-batch.test.ts so the mutation run,
 * which has no devnet, can leave this file out.
 */
import { describe, expect, inject, it } from 'vitest';
import { scopedKey, stats } from '../devnet/gateway-client.ts';
import { createRpcClient } from '../../src/rpc/client.ts';

function client(base: string, apiKey: string) {
  return createRpcClient({ base, apiKey, transport: 'http' }, { retry: { baseDelayMs: 5, maxDelayMs: 50 } });
}

describe('HTTP batches against the devnet gateway', () => {
  const manifest = inject('manifest');

  it('transaction + receipt in one POST equal the same calls asked one by one, and the gateway counts each call', async () => {
    const key = scopedKey(manifest, 'batch');
    const rpc = client(manifest.base, key);
    const hash = manifest.roles.eip1559.hash;
    const [tx, receipt] = await Promise.all([rpc.getTransactionByHash(hash), rpc.getTransactionReceipt(hash)]);
    expect((await stats(manifest)).byKey[key], 'two calls, one POST: counted as two, like the provider').toBe(2);
    const alone = await rpc.getTransactionByHash(hash);
    const receiptAlone = await rpc.getTransactionReceipt(hash);
    expect(tx).toEqual(alone);
    expect(receipt).toEqual(receiptAlone);
    expect(tx?.hash).toBe(hash);
    expect(receipt?.transactionHash).toBe(hash);
    rpc.close();
  });

  it('a batch mixing a found and a missing transaction answers each on its own', async () => {
    const rpc = client(manifest.base, manifest.apiKey);
    const [found, missing] = await Promise.all([
      rpc.getTransactionByHash(manifest.roles.legacy.hash),
      rpc.getTransactionByHash(`0x${'0'.repeat(63)}1`),
    ]);
    expect(found?.hash).toBe(manifest.roles.legacy.hash);
    expect(missing).toBeNull();
    rpc.close();
  });
});
