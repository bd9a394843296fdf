import { describe, expect, it } from 'vitest';
import type { Address, Hash } from '../../src/domain/hex.ts';
import type { SearchTarget } from '../../src/domain/search-query.ts';
import { generatePath } from 'react-router';
import { pageManifest } from '../../src/routes/manifest.ts';
import {
  addressURL,
  blockTransactionURL,
  homeURL,
  receiptURL,
  traceURL,
  searchTargetURL,
  settingsURL,
  snapshotURL,
  slotsURL,
  storageURL,
  transactionHashOfPath,
  transactionURL,
} from '../../src/routes/urls.ts';

const HASH: Hash = `0x${'ab'.repeat(32)}`;
const ADDRESS: Address = `0x${'cd'.repeat(20)}`;

describe('searchTargetURL: where a search result goes', () => {
  it.each<[SearchTarget, string]>([
    [{ kind: 'transaction', hash: HASH }, `/tx/${HASH}`],
    [{ kind: 'receipt', hash: HASH }, `/tx/${HASH}/receipt`],
    [{ kind: 'address', address: ADDRESS }, `/address/${ADDRESS}`],
    [{ kind: 'blockTransaction', blockHash: HASH, index: 3n }, `/block/${HASH}/tx/3`],
  ])('%o → %s', (target, url) => {
    expect(searchTargetURL(target)).toBe(url);
  });
});

describe('transactionHashOfPath', () => {
  it('reads the hash of a transaction page, and nothing from other pages', () => {
    expect(transactionHashOfPath(`/tx/${HASH}`)).toBe(HASH);
    expect(transactionHashOfPath(`/tx/${HASH}/receipt`)).toBeNull();
    expect(transactionHashOfPath(`/address/${ADDRESS}/storage`)).toBeNull();
  });
});

describe('the URL builders follow the manifest’s patterns', () => {
  it('build what react-router’s generatePath builds from the same pattern', () => {
    expect(transactionURL(HASH)).toBe(generatePath(pageManifest.transaction.path, { hash: HASH }));
    expect(receiptURL(HASH)).toBe(generatePath(pageManifest.receipt.path, { hash: HASH }));
    expect(traceURL(HASH)).toBe(generatePath(pageManifest.trace.path, { hash: HASH }));
    expect(traceURL(HASH, { source: 'endpoint', fork: '' })).toBe(traceURL(HASH));
    expect(traceURL(HASH, { source: 'browser', fork: 'prague' })).toBe(
      `${generatePath(pageManifest.trace.path, { hash: HASH })}?source=browser&fork=prague`,
    );
    expect(blockTransactionURL(HASH, 7n)).toBe(
      generatePath(pageManifest.blockTransaction.path, { blockHash: HASH, index: '7' }),
    );
    expect(addressURL(ADDRESS)).toBe(generatePath(pageManifest.address.path, { address: ADDRESS }));
    expect(addressURL(ADDRESS.toUpperCase().replace('0X', '0x'))).toBe(`/address/${ADDRESS}`);
    expect(storageURL(ADDRESS)).toBe(generatePath(pageManifest.storage.path, { address: ADDRESS }));
    expect(homeURL()).toBe(generatePath(pageManifest.home.path));
    expect(slotsURL()).toBe(generatePath(pageManifest.slots.path));
    expect(settingsURL()).toBe(generatePath(pageManifest.settings.path));
  });

  it('a snapshot link carries its record in the fragment, never in the path or the query', () => {
    const url = new URL(snapshotURL('1.4.AbC_'), 'https://hexray.example');
    expect(url.pathname).toBe(generatePath(pageManifest.snapshot.path));
    expect(url.search).toBe('');
    expect(url.hash).toBe('#1.4.AbC_');
  });

  it('a storage link carries the slot even at its default, and the block only when not latest', () => {
    expect(storageURL(ADDRESS, { slot: '0', block: 'latest' })).toBe(`/address/${ADDRESS}/storage?slot=0`);
    expect(storageURL(ADDRESS, { slot: '', block: '12', view: 'uint256' })).toBe(
      `/address/${ADDRESS}/storage?slot=&block=12&view=uint256`,
    );
    expect(storageURL(ADDRESS.toUpperCase().replace('0X', '0x'))).toBe(`/address/${ADDRESS}/storage`);
  });
});
