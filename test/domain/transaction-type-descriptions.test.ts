import { describe, expect, it } from 'vitest';
import { transactionTypeInfo } from '../../src/domain/transaction-type.ts';
import type { TransactionDialect } from '../../src/domain/networks.ts';

describe('transaction type tooltips', () => {
  it('every known type says what it adds, each in its own words', () => {
    const known: Array<[number, TransactionDialect | null]> = [
      [0, null],
      [1, null],
      [2, null],
      [3, null],
      [4, null],
      [0x7e, 'op-stack'],
      [0x7e, 'mantle'],
      [0x7e, 'scroll'],
      [0x7b, 'celo'],
      [0x7c, 'celo'],
      [0x6a, 'arbitrum'],
      [0x71, 'zksync'],
      [0xff, 'zksync'],
    ];
    const infos = known.map(([t, d]) => transactionTypeInfo(t, d));
    for (const info of infos) expect(info.description, info.name).toMatch(/^[A-Z][a-z].{10,}/);
    expect(new Set(infos.map((i) => i.description)).size).toBe(infos.length);
    expect(transactionTypeInfo(3n, null).description).toContain('Blob');
    expect(transactionTypeInfo(0x7en, 'op-stack').description).toContain('L1');
    expect(transactionTypeInfo(0x7en, 'mantle').description).toContain('ethValue');
  });
});
