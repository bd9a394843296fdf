import { describe, expect, it } from 'vitest';
import { transactionTypeInfo, transactionTypeName } from '../../src/domain/transaction-type.ts';

describe('transactionTypeName', () => {
  it.each([
    [0n, 'Legacy'],
    [1n, 'EIP-2930'],
    [2n, 'EIP-1559'],
    [3n, 'EIP-4844'],
    [4n, 'EIP-7702'],
    [0x7en, 'Deposit (OP stack)'],
    [5, 'type 0x5'],
  ])('%s → %s', (type, name) => {
    expect(transactionTypeName(type)).toBe(name);
  });

  it('marks unknown types as such, without a description', () => {
    expect(transactionTypeInfo(0x64n)).toEqual({ name: 'type 0x64', description: null, known: false });
    expect(transactionTypeInfo(2n).known).toBe(true);
  });
});

describe('transaction type tooltips', () => {
  it('every known type says what it adds, each in its own words', () => {
    const known = [0n, 1n, 2n, 3n, 4n, 0x7en].map((t) => transactionTypeInfo(t));
    for (const info of known) expect(info.description, info.name).toMatch(/^[A-Z][a-z].{10,}/);
    expect(new Set(known.map((i) => i.description)).size).toBe(known.length);
    expect(transactionTypeInfo(3n).description).toContain('Blob');
    expect(transactionTypeInfo(0x7en).description).toContain('L1');
  });
});
