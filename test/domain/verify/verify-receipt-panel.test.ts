/**
 * What the receipt checks show: the counts and values each used, how many disagreements are spelled
 * out, and the index list of long receipts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseReceipt } from '../../../src/domain/receipt.ts';
import { verifyReceipt } from '../../../src/domain/verify/verify-receipt.ts';
import type { Check } from '../../../src/domain/verify/check.ts';

type Raw = Record<string, unknown>;
const real = (
  JSON.parse(readFileSync('test/fixtures/verify/mainnet-london-receipt-2-logs.json', 'utf8')) as { result: Raw }
).result;
const realLogs = real.logs as Raw[];
const checks = (raw: Raw) => {
  const [bloom, fields, order] = verifyReceipt(parseReceipt(raw), null).checks as [Check, Check, Check];
  return { bloom, fields, order };
};
/** The receipt with `count` copies of its first log, changed by `change(i)`. */
const withLogs = (count: number, change: (i: number) => Raw = (i) => ({ logIndex: `0x${i.toString(16)}` })): Raw => ({
  ...real,
  logs: Array.from({ length: count }, (_, i) => ({ ...realLogs[0], ...change(i) })),
});
const RECEIPT = `transactionHash ${real.transactionHash as string}, blockHash ${real.blockHash as string}, blockNumber 0xdc5deb, transactionIndex 0x9`;

describe('the receipt checks show their workings', () => {
  it('bloom: how many logs and items went in', () => {
    const { bloom } = checks(real);
    expect(bloom.title).toBe('Logs bloom');
    expect(bloom.result).toBe('The bloom rebuilt from the 2 logs’ addresses and topics equals logsBloom.');
    expect(bloom.inputs).toEqual([
      { label: 'Logs', value: '2' },
      { label: 'Items added (addresses + topics)', value: '10' },
    ]);
    expect(bloom.bytes!.label).toBe('Bloom rebuilt from the logs');
  });

  it('log fields: which fields, against which receipt values', () => {
    const { fields } = checks(real);
    expect(fields.title).toBe('Logs belong to this receipt');
    expect(fields.result).toBe(
      'Every log’s transactionHash, blockHash, blockNumber, transactionIndex equal the receipt’s.',
    );
    expect(fields.inputs).toEqual([
      { label: 'Fields compared', value: 'transactionHash, blockHash, blockNumber, transactionIndex' },
      { label: 'Receipt', value: RECEIPT },
    ]);
    expect(checks({ ...real, logs: [] }).fields.result).toBe('No logs to compare.');
  });

  it('a log with no block number or transaction index is named', () => {
    const { fields } = checks(withLogs(1, () => ({ blockNumber: null, transactionIndex: null })));
    expect(fields.status).toBe('fail');
    expect(fields.result).toBe(
      'Logs disagree with the receipt: log 0: blockNumber is missing (receipt: 0xdc5deb); log 0: transactionIndex is missing (receipt: 0x9).',
    );
  });

  it('five disagreements are spelled out, the rest counted', () => {
    const wrong = (i: number) => ({ logIndex: `0x${i.toString(16)}`, blockNumber: '0x1' });
    const five = checks(withLogs(5, wrong)).fields.result;
    expect(five.match(/blockNumber 0x1 ≠ receipt’s 0xdc5deb/g)).toHaveLength(5);
    expect(five).not.toContain('more');
    expect(five.endsWith('log 4: blockNumber 0x1 ≠ receipt’s 0xdc5deb.')).toBe(true);
    const seven = checks(withLogs(7, wrong)).fields.result;
    expect(seven.match(/≠/g)).toHaveLength(5);
    expect(seven).toMatch(
      /^Logs disagree with the receipt: log 0: .*; log 4: blockNumber 0x1 ≠ receipt’s 0xdc5deb; and 2 more\.$/,
    );
  });
});

describe('the order check', () => {
  it('says how many logs there were when there is nothing to order, and lists the indices', () => {
    expect(checks({ ...real, logs: [] }).order).toMatchObject({
      title: 'Log indices strictly increase',
      result: 'No logs: nothing to order.',
      inputs: [{ label: 'logIndex values', value: 'none' }],
    });
    expect(checks(withLogs(1)).order.result).toBe('One log: nothing to order.');
    expect(checks(real).order).toMatchObject({
      status: 'pass',
      result: 'Each logIndex is greater than the one before.',
      inputs: [{ label: 'logIndex values', value: '0x13, 0x14' }],
    });
  });

  it('a log without an index fails, and shows as "none" in the list', () => {
    const { order } = checks(withLogs(2, (i) => ({ logIndex: i === 0 ? null : '0x0' })));
    expect(order.status).toBe('fail');
    expect(order.result).toBe('The logs are out of order or duplicated: log 0 has no logIndex.');
    expect(order.inputs[0]!.value).toBe('none, 0x0');
  });

  it('lists 40 indices in full, and of more only the first 40 and the count', () => {
    const forty = checks(withLogs(40)).order.inputs[0]!.value;
    expect(forty.split(', ')).toHaveLength(40);
    expect(forty.endsWith('0x27')).toBe(true);
    const many = checks(withLogs(41)).order.inputs[0]!.value;
    expect(many.endsWith('0x26, 0x27, … (41)')).toBe(true);
    expect(many).not.toContain('0x28');
  });
});

describe('what a receipt answer cannot prove', () => {
  it('the outcome, the inclusion, and storage values', () => {
    const text = verifyReceipt(parseReceipt(real), null).cannotVerify;
    expect(text).toHaveLength(3);
    expect(text[1]).toBe('That the transaction is in the block and at the position the receipt names.');
    expect(text[2]).toContain('eth_getProof');
  });
});
