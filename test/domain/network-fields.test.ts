import { describe, expect, it } from 'vitest';
import { feeCurrency, networkField, networkFieldValue } from '../../src/domain/network-fields.ts';
import { parseReceipt } from '../../src/domain/receipt.ts';
import { parseTransaction } from '../../src/domain/transaction.ts';
import { recorded } from './support/recorded.ts';

const recordedAnswer = (name: string) => recorded(`${name}.json`);

describe('fields a network adds, by name, with their unit and meaning', () => {
  it('every extra field of the recorded Arbitrum, ZKsync, Celo, Mantle and Scroll answers is named', () => {
    const extras = [
      parseReceipt(recordedAnswer('arbitrum-receipt-gas-used-for-l1')).extra,
      parseReceipt(recordedAnswer('zksync-receipt-status-and-root')).extra,
      parseTransaction(recordedAnswer('zksync-priority-tx')).extra,
      parseTransaction(recordedAnswer('celo-legacy-tx')).extra,
      parseTransaction(recordedAnswer('mantle-deposit-tx')).extra,
      parseTransaction(recordedAnswer('constructed-scroll-l1-message-tx')).extra,
    ];
    // shown elsewhere by name (OP-stack deposit rows), or plain flags and lists shown as sent
    const elsewhere = new Set(['sourceHash', 'mint', 'ethCompatible', 'l2ToL1Logs']);
    for (const extra of extras)
      for (const [name, value] of Object.entries(extra)) {
        if (elsewhere.has(name)) continue;
        const field = networkField(name);
        expect(field, name).not.toBeNull();
        expect(networkFieldValue(field!.unit, value), name).not.toBeNull();
      }
  });

  it('Arbitrum’s gasUsedForL1 is gas, already part of gasUsed; Mantle’s ethValue is ETH, not MNT', () => {
    expect(networkField('gasUsedForL1')).toMatchObject({ unit: 'gas' });
    expect(networkField('gasUsedForL1')!.meaning).toMatch(/already part of gasUsed/);
    expect(networkField('ethValue')).toMatchObject({ unit: 'eth-wei' });
    expect(networkFieldValue('gas', '0x2c906')).toBe(0x2c906n);
    expect(networkField('toString')).toBeNull();
  });

  it('a Celo fee currency is the token the fee is paid in; none (or the zero address) means CELO', () => {
    const celo = parseTransaction(recordedAnswer('celo-legacy-tx'));
    expect(feeCurrency(celo.extra)).toBe('0x2f25deb3848c207fc8e0c34035b3ba7fc157602b');
    expect(feeCurrency({ feeCurrency: null })).toBeNull();
    expect(feeCurrency({ feeCurrency: `0x${'00'.repeat(20)}` })).toBeNull();
    expect(feeCurrency({})).toBeNull();
  });
});
