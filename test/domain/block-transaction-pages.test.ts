import { describe, expect, it } from 'vitest';
import { pageCountOf, transactionPageOf } from '../../src/domain/block-transaction-pages.ts';

describe('a block’s transactions a page at a time', () => {
  it('an empty block has one empty page', () => {
    expect(transactionPageOf(0, '1')).toEqual({ ok: true, value: { page: 1, pageCount: 1, start: 0, end: 0 } });
  });

  it('the last page holds what is left', () => {
    expect(transactionPageOf(60, '3')).toEqual({ ok: true, value: { page: 3, pageCount: 3, start: 50, end: 60 } });
    expect(pageCountOf(50)).toBe(2);
    expect(pageCountOf(51)).toBe(3);
  });

  it('100,000 transactions are 4,000 pages of 25, the last one as cheap as the first', () => {
    expect(transactionPageOf(100_000, '4000')).toEqual({
      ok: true,
      value: { page: 4000, pageCount: 4000, start: 99_975, end: 100_000 },
    });
  });

  it.each([
    ['0', '“0” is not a page number: pages are counted from 1 (this block has 3 pages).'],
    ['-1', '“-1” is not a page number: pages are counted from 1 (this block has 3 pages).'],
    ['two', '“two” is not a page number: pages are counted from 1 (this block has 3 pages).'],
    ['4', 'There is no page 4: this block’s 60 transactions fill 3 pages.'],
  ])('page %j is refused', (text, message) => {
    expect(transactionPageOf(60, text)).toEqual({ ok: false, message });
  });
});
