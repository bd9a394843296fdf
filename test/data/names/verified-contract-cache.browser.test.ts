/**
 * Sourcify's answers kept on the device, in real Chromium's IndexedDB: a verified answer reads back
 * for a day, "not verified" for an hour, the list of chains a source serves for a day, a record
 * edited by hand is not trusted, and "clear cached answers" forgets them all.
 */
import { describe, expect, it } from 'vitest';
import {
  cacheKey,
  CHAINS_LIFE_MS,
  clearCachedAnswers,
  NOT_VERIFIED_LIFE_MS,
  readCachedAnswer,
  readCachedChains,
  VERIFIED_LIFE_MS,
  writeCachedAnswer,
  writeCachedChains,
} from '../../../src/data/names/verified-contract-cache.ts';
import { openDatabase } from '../../../src/browser/indexed-db.ts';

const NOW = 1_800_000_000_000;
const answer = { match: 'exact_match', chainId: '1', address: '0x00000000000000000000000000000000000000aa' };

describe('the Sourcify cache', () => {
  it('keys by source, chain and the lowercase address', () => {
    expect(cacheKey('https://sourcify.dev/server', '10', '0xAbC0000000000000000000000000000000000001')).toBe(
      'https://sourcify.dev/server|10|0xabc0000000000000000000000000000000000001',
    );
    expect(cacheKey('https://a', '1', '0x01')).not.toBe(cacheKey('https://b', '1', '0x01'));
  });

  it('gives a verified answer back for a day, then nothing', async () => {
    const key = cacheKey('https://verified.test', '1', answer.address);
    await writeCachedAnswer(key, { verified: true, json: answer }, NOW);
    expect(await readCachedAnswer(key, NOW + VERIFIED_LIFE_MS)).toEqual({ verified: true, json: answer });
    expect(await readCachedAnswer(key, NOW + VERIFIED_LIFE_MS + 1)).toBeNull();
  });

  it('keeps "not verified" for an hour only', async () => {
    const key = cacheKey('https://unverified.test', '1', answer.address);
    await writeCachedAnswer(key, { verified: false }, NOW);
    expect(await readCachedAnswer(key, NOW + NOT_VERIFIED_LIFE_MS)).toEqual({ verified: false });
    expect(await readCachedAnswer(key, NOW + NOT_VERIFIED_LIFE_MS + 1)).toBeNull();
  });

  it('does not trust a record in another shape', async () => {
    const key = cacheKey('https://edited.test', '1', answer.address);
    await writeCachedAnswer(key, { verified: true, json: answer }, NOW);
    const database = (await openDatabase({ name: 'hexray-sourcify', version: 1, upgrade: () => undefined }))!;
    const write = database.transaction('contracts', 'readwrite');
    write.objectStore('contracts').put({ key, savedAt: String(NOW), verified: 'yes' });
    await new Promise((resolve) => (write.oncomplete = resolve));
    expect(await readCachedAnswer(key, NOW)).toBeNull();
  });

  it('gives a source’s chain list back for a day, then nothing; another source’s is its own', async () => {
    await writeCachedChains('https://chains.test', ['1', '10', '8453'], NOW);
    expect(CHAINS_LIFE_MS).toBe(24 * 60 * 60 * 1000);
    expect(await readCachedChains('https://chains.test', NOW + CHAINS_LIFE_MS)).toEqual(['1', '10', '8453']);
    expect(await readCachedChains('https://chains.test', NOW + CHAINS_LIFE_MS + 1)).toBeNull();
    expect(await readCachedChains('https://other-chains.test', NOW)).toBeNull();
    // a clock set back: a list "from the future" is not trusted
    expect(await readCachedChains('https://chains.test', NOW - 1)).toBeNull();
  });

  it('does not trust a chain list in another shape', async () => {
    await writeCachedChains('https://edited-chains.test', ['1'], NOW);
    const database = (await openDatabase({ name: 'hexray-sourcify', version: 1, upgrade: () => undefined }))!;
    for (const record of [
      { savedAt: NOW, chains: '1,10' },
      { savedAt: NOW, chains: [1, 10] },
      { savedAt: String(NOW), chains: ['1'] },
    ]) {
      const write = database.transaction('contracts', 'readwrite');
      write.objectStore('contracts').put({ key: 'chains|https://edited-chains.test', ...record });
      await new Promise((resolve) => (write.oncomplete = resolve));
      expect(await readCachedChains('https://edited-chains.test', NOW)).toBeNull();
    }
  });

  it('forgets every answer when cleared, the chain lists too', async () => {
    const key = cacheKey('https://cleared.test', '1', answer.address);
    await writeCachedAnswer(key, { verified: true, json: answer }, NOW);
    await writeCachedChains('https://cleared.test', ['1'], NOW);
    await clearCachedAnswers();
    expect(await readCachedAnswer(key, NOW)).toBeNull();
    expect(await readCachedChains('https://cleared.test', NOW)).toBeNull();
  });
});
