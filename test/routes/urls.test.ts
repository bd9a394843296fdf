import { describe, expect, it } from 'vitest';
import type { Address, Hash } from '../../src/domain/hex.ts';
import type { SearchTarget } from '../../src/domain/search-query.ts';
import { searchTargetURL, transactionHashOfPath } from '../../src/routes/urls.ts';

const HASH: Hash = `0x${'ab'.repeat(32)}`;
const ADDRESS: Address = `0x${'cd'.repeat(20)}`;

describe('searchTargetURL: where a search result goes', () => {
  it.each<[SearchTarget, string]>([
    [{ kind: 'transaction', hash: HASH }, `/tx/${HASH}`],
    [{ kind: 'receipt', hash: HASH }, `/tx/${HASH}/receipt`],
    [{ kind: 'address', address: ADDRESS }, `/address/${ADDRESS}/storage`],
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
