import { describe, expect, it } from 'vitest';
import { transactionTypeInfo } from '../../src/domain/transaction-type.ts';

describe('transaction type tooltips', () => {
  it('every known type says what it adds, each in its own words', () => {
    const known = [0n, 1n, 2n, 3n, 4n, 0x7en].map((t) => transactionTypeInfo(t));
    for (const info of known) expect(info.description, info.name).toMatch(/^[A-Z][a-z].{10,}/);
    expect(new Set(known.map((i) => i.description)).size).toBe(known.length);
    expect(transactionTypeInfo(3n).description).toContain('Blob');
    expect(transactionTypeInfo(0x7en).description).toContain('L1');
  });
});
