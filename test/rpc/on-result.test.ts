/**
 * The client's `onResult` (what the archive feed listens to) against the devnet: a storage word
 * read at a block is handed on with the params it was asked with, unless the call says
 * `passOn: false` (the slot watch, which archives only the changes it sees).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createRpcClient, type RpcClient } from '../../src/rpc/client.ts';

const manifest = inject('manifest');
const seen: Array<{ method: string; params: readonly unknown[]; result: unknown }> = [];
const rpc: RpcClient = createRpcClient(
  { base: manifest.base, apiKey: manifest.apiKey, transport: 'http' },
  { onResult: (method, params, result) => seen.push({ method, params, result }) },
);
afterAll(() => rpc.close());

describe('onResult', () => {
  it('hands on a storage word, and not one read with passOn: false', async () => {
    const { address, writes } = manifest.slotHistory;
    const block = BigInt(writes[writes.length - 1]!.block);
    const word = await rpc.getStorageAt(address, '0x0', block);
    expect(seen).toEqual([
      { method: 'eth_getStorageAt', params: [address, '0x0', `0x${block.toString(16)}`], result: word },
    ]);
    seen.length = 0;
    expect(await rpc.getStorageAt(address, '0x0', block, { passOn: false })).toBe(word);
    expect(seen).toEqual([]);
  });
});
