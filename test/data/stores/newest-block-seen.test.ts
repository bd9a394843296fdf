import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { newestBlockSeen } from '../../../src/data/stores/newest-block-seen.ts';
import type { StorageRead } from '../../../src/data/stores/read-history.ts';
import { RpcResponseError } from '../../../src/rpc/errors.ts';

const WORD = `0x${'00'.repeat(31)}01` as const;

function cacheWith(entries: Array<[unknown[], unknown]>, errors: Array<[unknown[], Error]> = []) {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  for (const [key, error] of errors) {
    client.getQueryCache().build(client, { queryKey: key }).setState({ status: 'error', error, data: undefined });
  }
  return client;
}

const read = (block: string, word: StorageRead['word'] = WORD): StorageRead => ({
  address: '0x00',
  slot: '0x0',
  block,
  word,
  error: word === null ? 'failed' : null,
});

describe('the newest block number a tab has seen, where the head search starts', () => {
  it('nothing seen: null', () => {
    expect(newestBlockSeen(new QueryClient(), 'ep', [])).toBeNull();
  });

  it('takes the highest of transactions, receipts and storage read at a block number, on this endpoint only', () => {
    const client = cacheWith([
      [['ep', 'eth_getTransactionByHash', '0x1'], { blockNumber: 120n }],
      [['ep', 'eth_getTransactionReceipt', '0x2'], { blockNumber: 150n }],
      [['ep', 'eth_getTransactionByHash', '0x3'], { blockNumber: null }],
      [['ep', 'eth_getStorageAt', '0xa', '0x0', '0x8c'], WORD],
      [['ep', 'eth_getStorageAt', '0xa', '0x0', 'latest'], WORD],
      [['other', 'eth_getTransactionReceipt', '0x4'], { blockNumber: 9_000n }],
    ]);
    expect(newestBlockSeen(client, 'ep', [])).toBe(150n);
  });

  it('a "not there yet" answer that named the head counts; the tab’s successful reads at a number count', () => {
    const client = cacheWith(
      [],
      [
        [
          ['ep', 'eth_getStorageAt', '0xa', '0x0', '0x400'],
          new RpcResponseError(-32602, 'BlockOutOfRangeError: block height is 186 but requested was 1024'),
        ],
      ],
    );
    expect(newestBlockSeen(client, 'ep', [])).toBe(186n);
    expect(newestBlockSeen(client, 'ep', [read('190'), read('500', null), read('latest')])).toBe(190n);
  });
});
