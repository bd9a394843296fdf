/**
 * The signature database's answers kept in real Chromium's IndexedDB: a kept answer reads back, a
 * "none known" answer expires after a day while a name lasts a month, and clearing forgets both.
 */
import { describe, expect, it } from 'vitest';
import {
  cacheSignatures,
  clearCachedSignatures,
  NAMED_LIFE_MS,
  NONE_KNOWN_LIFE_MS,
  readCachedSignatures,
  type SignatureKey,
} from '../../../src/data/names/signature-cache.ts';

const named: SignatureKey = 'function:0x022c0d9f';
const none = `event:0x${'ab'.repeat(32)}` as SignatureKey;
const never: SignatureKey = 'error:0x12345678';

describe('the signature cache', () => {
  it('reads back what was kept; a "none known" answer expires sooner than a name', async () => {
    const at = 1_000_000_000_000;
    await cacheSignatures(
      new Map([
        [named, ['swap(uint256,uint256,address,bytes)']],
        [none, []],
      ]),
      at,
    );
    const soon = await readCachedSignatures([named, none, never], at + 1000);
    expect(soon.get(named)).toEqual(['swap(uint256,uint256,address,bytes)']);
    expect(soon.get(none)).toEqual([]);
    expect(soon.has(never)).toBe(false);

    const nextWeek = await readCachedSignatures([named, none], at + NONE_KNOWN_LIFE_MS + 1);
    expect(nextWeek.has(named)).toBe(true);
    expect(nextWeek.has(none)).toBe(false);
    expect((await readCachedSignatures([named], at + NAMED_LIFE_MS + 1)).has(named)).toBe(false);
  });

  it('clearing forgets every answer', async () => {
    const at = Date.now();
    await cacheSignatures(new Map([[named, ['swap(uint256,uint256,address,bytes)']]]), at);
    await clearCachedSignatures();
    expect((await readCachedSignatures([named], at)).size).toBe(0);
  });
});
