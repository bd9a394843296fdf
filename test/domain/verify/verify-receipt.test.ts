/**
 * The receipt checks on real recorded receipts and on tampered copies: the bloom rebuilt from the
 * logs, the logs' back-references to the receipt, and the order of their indices.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseReceipt } from '../../../src/domain/receipt.ts';
import { verifyReceipt } from '../../../src/domain/verify/verify-receipt.ts';
import { verdict, type Check } from '../../../src/domain/verify/check.ts';

type Raw = Record<string, unknown>;
const record = (name: string): Raw =>
  (JSON.parse(readFileSync(`test/fixtures/verify/${name}.json`, 'utf8')) as { result: Raw }).result;
const check = (raw: Raw, id: string): Check => verifyReceipt(parseReceipt(raw), null).checks.find((c) => c.id === id)!;
const withLog = (raw: Raw, i: number, change: Raw): Raw => {
  const logs = [...(raw.logs as Raw[])];
  logs[i] = { ...logs[i], ...change };
  return { ...raw, logs };
};

describe('verifyReceipt on real receipts', () => {
  it.each(['mainnet-london-receipt-2-logs', 'op-mainnet-deposit-receipt'])('%s passes every check', (name) => {
    const v = verifyReceipt(parseReceipt(record(name)), null);
    expect(v.checks.map((c) => [c.id, c.status])).toEqual([
      ['bloom', 'pass'],
      ['log-fields', 'pass'],
      ['log-order', 'pass'],
    ]);
    expect(verdict(v)).toBe('verified');
    expect(v.checks[0]!.bytes!.hex).toBe(record(name).logsBloom);
  });

  it('a real recording with logs left out (OP Mainnet, one log of several kept by the doc author) fails the bloom check', () => {
    const bloom = check(record('op-mainnet-type2-receipt-l1fee'), 'bloom');
    expect(bloom.status).toBe('fail');
    expect(bloom.result).toMatch(/not the bloom of the 1 logs returned.*left logs out/);
  });

  it('says the status and inclusion cannot be proved with the four methods', () => {
    const text = verifyReceipt(parseReceipt(record('mainnet-london-receipt-2-logs')), null).cannotVerify.join(' ');
    expect(text).toMatch(/status/);
    expect(text).toMatch(/receipts root/);
  });
});

describe('verifyReceipt on tampered receipts', () => {
  const real = record('mainnet-london-receipt-2-logs');

  it('a changed logsBloom fails the bloom check only', () => {
    const bloom = real.logsBloom as string;
    const raw = { ...real, logsBloom: `${bloom.slice(0, -1)}${bloom.endsWith('0') ? '1' : '0'}` };
    expect(check(raw, 'bloom').status).toBe('fail');
    expect(check(raw, 'log-fields').status).toBe('pass');
  });

  it('a changed log topic fails the bloom check', () => {
    const topics = [...((real.logs as Raw[])[0]!.topics as string[])];
    topics[0] = `0x${'11'.repeat(32)}`;
    expect(check(withLog(real, 0, { topics }), 'bloom').status).toBe('fail');
  });

  it('a dropped log fails the bloom check', () => {
    expect(check({ ...real, logs: (real.logs as Raw[]).slice(1) }, 'bloom').status).toBe('fail');
  });

  it.each([
    ['blockHash', `0x${'22'.repeat(32)}`],
    ['transactionHash', `0x${'33'.repeat(32)}`],
    ['blockNumber', '0x1'],
    ['transactionIndex', '0x7'],
  ])('a log whose %s disagrees with the receipt fails the log check, naming the log and field', (field, value) => {
    const c = check(withLog(real, 1, { [field]: value }), 'log-fields');
    expect(c.status).toBe('fail');
    expect(c.result).toContain(`log 1: ${field} ${value}`);
  });

  it('a log without a blockHash fails the log check', () => {
    const c = check(withLog(real, 0, { blockHash: null }), 'log-fields');
    expect(c.result).toContain('log 0: blockHash is missing');
  });

  it('swapped log indices fail the order check', () => {
    const logs = real.logs as Raw[];
    const raw = withLog(withLog(real, 0, { logIndex: logs[1]!.logIndex }), 1, { logIndex: logs[0]!.logIndex });
    const c = check(raw, 'log-order');
    expect(c.status).toBe('fail');
    expect(c.result).toMatch(/log 1: logIndex 0x[0-9a-f]+ ≤ log 0’s/);
  });

  it('a repeated log index fails the order check', () => {
    const logs = real.logs as Raw[];
    expect(check(withLog(real, 1, { logIndex: logs[0]!.logIndex }), 'log-order').status).toBe('fail');
  });

  it('a receipt with no logs passes with nothing to compare', () => {
    const raw = { ...real, logs: [], logsBloom: `0x${'00'.repeat(256)}` };
    expect(verifyReceipt(parseReceipt(raw), null).checks.map((c) => c.status)).toEqual(['pass', 'pass', 'pass']);
    expect(check(raw, 'log-order').result).toMatch(/No logs/);
  });
});

describe('receipts of other networks (test/fixtures/recorded/)', () => {
  const network = (name: string): Raw =>
    (JSON.parse(readFileSync(`test/fixtures/recorded/${name}.json`, 'utf8')) as { result: Raw }).result;

  it('ZKsync Era sends an empty logsBloom beside its logs: on ZKsync that is not checked, not a failure', () => {
    const receipt = parseReceipt(network('zksync-receipt-status-and-root'));
    const onZksync = verifyReceipt(receipt, 'zksync');
    expect(onZksync.checks.map((c) => c.status)).toEqual(['unavailable', 'pass', 'pass']);
    expect(verdict(onZksync)).toBe('partial');
    expect(onZksync.checks[0]!.result).toMatch(/ZKsync Era sends an empty logsBloom/);
    // elsewhere an empty bloom beside logs is a real disagreement
    expect(verdict(verifyReceipt(receipt, 'ethereum'))).toBe('failed');
  });

  it('Arbitrum receipts (gasUsedForL1, l1BlockNumber) check out', () => {
    for (const name of ['arbitrum-receipt-gas-used-for-l1', 'arbitrum-internal-receipt'])
      expect(verdict(verifyReceipt(parseReceipt(network(name)), 'arbitrum')), name).toBe('verified');
  });
});
