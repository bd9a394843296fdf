import { describe, expect, it } from 'vitest';
import { blocksWithinBudget } from '../../../src/domain/activity/transaction-scan.ts';

const blocks = (...counts: number[]) => counts.map((transactionCount) => ({ transactionCount }));

describe('the transaction scan’s bound', () => {
  it('takes whole blocks, newest first, while the budget lasts', () => {
    expect(blocksWithinBudget(blocks(3, 4, 5), 100)).toBe(3);
    expect(blocksWithinBudget(blocks(3, 4, 5), 7)).toBe(2);
    expect(blocksWithinBudget(blocks(3, 4, 5), 6)).toBe(1);
    // a block too big for what is left is not read in part
    expect(blocksWithinBudget(blocks(10, 1), 9)).toBe(0);
    expect(blocksWithinBudget(blocks(0, 0, 2), 0)).toBe(2);
    expect(blocksWithinBudget([], 5)).toBe(0);
  });
});
