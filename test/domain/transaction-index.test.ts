import { describe, expect, it } from 'vitest';
import { parseTransactionIndex } from '../../src/domain/transaction-index.ts';

describe('parseTransactionIndex', () => {
  it.each([
    ['0', 0n],
    ['007', 7n],
    ['0x1f', 31n],
    ['0X01', 1n],
    [' 3 ', 3n],
    ['4294967295', 4294967295n],
  ])('reads %j', (text, index) => {
    expect(parseTransactionIndex(text)).toEqual({ ok: true, value: index });
  });

  it.each([
    ['-1', /cannot be negative/],
    ['4294967296', /too large/],
    [(2n ** 256n).toString(), /too large/],
    ['abc', /is not a transaction index/],
    ['1.5', /is not a transaction index/],
    ['0x', /is not a transaction index/],
    ['', /is not a transaction index/],
  ])('explains %j', (text, message) => {
    expect(parseTransactionIndex(text)).toEqual({ ok: false, message: expect.stringMatching(message) });
  });
});
