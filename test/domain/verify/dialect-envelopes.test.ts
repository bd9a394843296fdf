import { describe, expect, it } from 'vitest';
import { DIALECTS, type TransactionDialect } from '../../../src/domain/dialects/index.ts';
import { DIALECT_ENVELOPES } from '../../../src/domain/verify/dialect-envelopes.ts';

const dialects = Object.keys(DIALECTS) as TransactionDialect[];

describe('each dialect’s envelope entries', () => {
  it('cover exactly the types the dialect defines: an encoder, or why the browser cannot rebuild it', () => {
    for (const d of dialects) {
      expect(Object.keys(DIALECT_ENVELOPES[d]).sort(), d).toEqual(Object.keys(DIALECTS[d].types).sort());
      for (const entry of Object.values(DIALECT_ENVELOPES[d]))
        expect('encode' in entry || entry.cannot.length > 0, d).toBe(true);
    }
  });

  it('do not compile without a dialect’s entries, or without one of its types', () => {
    const { zksync: _zksync, ...withoutZksync } = DIALECT_ENVELOPES;
    // @ts-expect-error: a dialect without its encoders
    const missingDialect: typeof DIALECT_ENVELOPES = withoutZksync;
    const { 0x6a: _internal, ...withoutInternal } = DIALECT_ENVELOPES.arbitrum;
    // @ts-expect-error: Arbitrum's 0x6a without its entry
    const missingType: (typeof DIALECT_ENVELOPES)['arbitrum'] = withoutInternal;
    expect([missingDialect, missingType]).toHaveLength(2);
  });
});
