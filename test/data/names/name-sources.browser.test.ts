/**
 * Settings' "Clear cached answers", in real Chromium's IndexedDB: clearing a source forgets what
 * that source kept on the device, and only that.
 */
import { describe, expect, it } from 'vitest';
import { clearNames } from '../../../src/data/names/name-sources.ts';
import { cacheSignatures, readCachedSignatures, type SignatureKey } from '../../../src/data/names/signature-cache.ts';
import { cacheKey, readCachedAnswer, writeCachedAnswer } from '../../../src/data/names/verified-contract-cache.ts';

const SELECTOR: SignatureKey = 'function:0x022c0d9f';
const CONTRACT = cacheKey('https://sourcify.test', '1', '0x00000000000000000000000000000000000000aa');

async function keepBoth(): Promise<void> {
  await cacheSignatures(new Map([[SELECTOR, ['swap(uint256,uint256,address,bytes)']]]));
  await writeCachedAnswer(CONTRACT, { verified: false });
}

describe('clearing an outside source', () => {
  it('forgets each source’s kept answers on the device, leaving the other’s', async () => {
    await keepBoth();
    await clearNames('sourcify');
    expect(await readCachedAnswer(CONTRACT)).toBeNull();
    expect((await readCachedSignatures([SELECTOR])).get(SELECTOR)).toEqual(['swap(uint256,uint256,address,bytes)']);

    await keepBoth();
    await clearNames('signatures');
    expect((await readCachedSignatures([SELECTOR])).has(SELECTOR)).toBe(false);
    expect(await readCachedAnswer(CONTRACT)).toEqual({ verified: false });
  });
});
