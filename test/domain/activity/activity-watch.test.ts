/**
 * What a watch keeps (domain/activity/activity-watch.ts): the receipts of the rows read from logs,
 * newest first, each once, bounded; and the blocks a set of rows covers.
 */
import { describe, expect, it } from 'vitest';
import type { ActivityRow } from '../../../src/domain/activity/activity-rows.ts';
import { blockSpan, receiptsToKeep } from '../../../src/domain/activity/activity-watch.ts';
import type { Hash } from '../../../src/domain/hex.ts';

const hash = (i: number): Hash => `0x${i.toString(16).padStart(64, '0')}`;
const at = (block: number, tx: number) => ({
  blockNumber: BigInt(block),
  transactionIndex: 0n,
  transactionHash: hash(tx),
  logIndex: 0n,
});
const event = (block: number, tx: number) =>
  ({
    kind: 'event',
    at: at(block, tx),
    log: { address: hash(0).slice(0, 42), topics: [], data: '0x', removed: false },
  }) as unknown as ActivityRow;
const transaction = (block: number, tx: number) =>
  ({ kind: 'transaction', at: { ...at(block, tx), logIndex: null }, direction: 'sent' }) as unknown as ActivityRow;

describe('receiptsToKeep', () => {
  const rows = [event(9, 1), transaction(9, 1), event(8, 2), event(8, 2), transaction(7, 3), event(6, 4)];
  it('the transactions of the rows read from logs, newest first, each once', () => {
    expect(receiptsToKeep(rows, new Set(), 10)).toEqual([hash(1), hash(2), hash(4)]);
  });
  it('leaves out those kept already, and stops at the bound', () => {
    expect(receiptsToKeep(rows, new Set([hash(1)]), 10)).toEqual([hash(2), hash(4)]);
    expect(receiptsToKeep(rows, new Set(), 2)).toEqual([hash(1), hash(2)]);
  });
});

describe('blockSpan', () => {
  it('the oldest and newest blocks, in any order', () => {
    expect(blockSpan([event(8, 1), event(12, 2), transaction(3, 3)])).toEqual({ from: 3n, to: 12n });
    expect(blockSpan([])).toBeNull();
  });
});
