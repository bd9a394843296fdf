import { describe, expect, it } from 'vitest';
import { feeCurrency } from '../../../src/domain/dialects/celo.ts';
import type { NetworkFieldUnit } from '../../../src/domain/dialects/dialect.ts';
import { networkField, networkFieldValue } from '../../../src/domain/network/network-fields.ts';
import type { TransactionDialect } from '../../../src/domain/dialects/index.ts';
import { parseReceipt } from '../../../src/domain/receipt.ts';
import { parseTransaction } from '../../../src/domain/transaction.ts';
import { recorded } from '../support/recorded.ts';

const recordedAnswer = (name: string) => recorded(`${name}.json`);
const DIALECTS: TransactionDialect[] = ['ethereum', 'op-stack', 'mantle', 'celo', 'scroll', 'arbitrum', 'zksync'];

/** The recorded answers of each network that adds fields, with the network they were recorded on. */
const RECORDED: Array<[TransactionDialect, Record<string, unknown>]> = [
  ['arbitrum', parseReceipt(recordedAnswer('arbitrum-receipt-gas-used-for-l1')).extra],
  ['zksync', parseReceipt(recordedAnswer('zksync-receipt-status-and-root')).extra],
  ['zksync', parseTransaction(recordedAnswer('zksync-priority-tx')).extra],
  ['celo', parseTransaction(recordedAnswer('celo-legacy-tx')).extra],
  ['celo', parseReceipt(recordedAnswer('celo-mainnet-cip64-receipt')).extra],
  ['mantle', parseTransaction(recordedAnswer('mantle-deposit-tx')).extra],
  ['scroll', parseTransaction(recordedAnswer('constructed-scroll-l1-message-tx')).extra],
];
// shown elsewhere by name (OP-stack deposit and L1-fee rows), or plain flags and lists shown as sent
const ELSEWHERE = new Set(['sourceHash', 'mint', 'ethCompatible', 'l2ToL1Logs']);
const isOpReceiptField = (name: string) => /^l1(Fee|Gas|BaseFeeScalar|BlobBaseFee)/.test(name);

/** Every field the table names: its network, and the unit a person reads it in. */
const TABLE: Array<[name: string, network: string, dialect: TransactionDialect, unit: NetworkFieldUnit]> = [
  ['gasUsedForL1', 'Arbitrum', 'arbitrum', 'gas'],
  ['l1BlockNumber', 'Arbitrum', 'arbitrum', 'block'],
  ['requestId', 'Arbitrum', 'arbitrum', 'hash'],
  ['ticketId', 'Arbitrum', 'arbitrum', 'hash'],
  ['refundTo', 'Arbitrum', 'arbitrum', 'address'],
  ['maxRefund', 'Arbitrum', 'arbitrum', 'wei'],
  ['submissionFeeRefund', 'Arbitrum', 'arbitrum', 'wei'],
  ['l1BaseFee', 'Arbitrum', 'arbitrum', 'wei'],
  ['depositValue', 'Arbitrum', 'arbitrum', 'wei'],
  ['retryTo', 'Arbitrum', 'arbitrum', 'address'],
  ['retryValue', 'Arbitrum', 'arbitrum', 'wei'],
  ['beneficiary', 'Arbitrum', 'arbitrum', 'address'],
  ['maxSubmissionFee', 'Arbitrum', 'arbitrum', 'wei'],
  ['l1BatchNumber', 'ZKsync', 'zksync', 'count'],
  ['l1BatchTxIndex', 'ZKsync', 'zksync', 'count'],
  ['root', 'ZKsync', 'zksync', 'hash'],
  ['feeCurrency', 'Celo', 'celo', 'address'],
  ['gatewayFeeRecipient', 'Celo', 'celo', 'address'],
  ['gatewayFee', 'Celo', 'celo', 'fee-currency'],
  ['maxFeeInFeeCurrency', 'Celo', 'celo', 'fee-currency'],
  ['baseFee', 'Celo', 'celo', 'fee-currency'],
  ['ethValue', 'Mantle', 'mantle', 'eth-wei'],
  ['ethTxValue', 'Mantle', 'mantle', 'eth-wei'],
  ['queueIndex', 'Scroll', 'scroll', 'count'],
  ['sender', 'Scroll', 'scroll', 'address'],
];

describe('fields a network adds, named on that network, with their unit and meaning', () => {
  it('every extra field of the recorded Arbitrum, ZKsync, Celo, Mantle and Scroll answers is named on its own network', () => {
    for (const [dialect, extra] of RECORDED)
      for (const [name, value] of Object.entries(extra)) {
        if (ELSEWHERE.has(name) || isOpReceiptField(name)) continue;
        const field = networkField(name, dialect);
        expect(field, `${name} on ${dialect}`).not.toBeNull();
        expect(networkFieldValue(field!.unit, value), name).not.toBeNull();
      }
  });

  it.each(TABLE)(
    '%s is %s’s: labelled with its network, read as %s, explained in a sentence',
    (name, network, dialect, unit) => {
      const field = networkField(name, dialect);
      expect(field).toMatchObject({ unit });
      expect(field!.label).toContain(network);
      expect(field!.meaning).toMatch(/^[A-Z].{10,}/);
    },
  );

  it('the same names on another network, or on an unknown one, mean nothing known: they are shown as sent', () => {
    for (const [name, , dialect] of TABLE) {
      expect(networkField(name, null), `${name}, network unknown`).toBeNull();
      for (const other of DIALECTS.filter((d) => d !== dialect))
        expect(networkField(name, other), `${name} on ${other}`).toBeNull();
    }
    // `root` beside status is ZKsync's block hash; `sender` is Scroll's L1 sender: elsewhere they are not
    expect(networkField('root', 'ethereum')).toBeNull();
    expect(networkField('sender', 'op-stack')).toBeNull();
  });

  it('names the table does not hold are unknown on every network, including an object’s own properties', () => {
    for (const dialect of [...DIALECTS, null]) {
      expect(networkField('toString', dialect)).toBeNull();
      expect(networkField('mystery', dialect)).toBeNull();
    }
  });

  it('Arbitrum’s gasUsedForL1 is already part of gasUsed; Mantle’s ethValue is ETH, a token there, not MNT; ZKsync’s root is no state root', () => {
    expect(networkField('gasUsedForL1', 'arbitrum')!.meaning).toMatch(/already part of gasUsed/);
    expect(networkField('ethValue', 'mantle')!.meaning).toMatch(/ETH is a token, MNT is native/);
    expect(networkField('root', 'zksync')!.meaning).toMatch(/not a state root/);
    expect(networkField('feeCurrency', 'celo')!.meaning).toMatch(/not CELO/);
  });
});

describe('a value as its unit reads it, or null when it is not one (then it is shown as sent)', () => {
  it('an address or a hash, lowercased; anything else is not one', () => {
    const address = '0x2F25deB3848C207fc8E0c34035B3Ba7fC157602B';
    const hash = `0x${'AB'.repeat(32)}`;
    expect(networkFieldValue('address', address)).toBe(address.toLowerCase());
    expect(networkFieldValue('address', hash)).toBeNull();
    expect(networkFieldValue('address', null)).toBeNull();
    expect(networkFieldValue('hash', hash)).toBe(hash.toLowerCase());
    expect(networkFieldValue('hash', address)).toBeNull();
  });

  it('gas, counts, blocks, wei and fee-currency amounts are quantities: a number, or null for anything else', () => {
    for (const unit of ['gas', 'count', 'block', 'wei', 'eth-wei', 'fee-currency'] as const) {
      expect(networkFieldValue(unit, '0x2c906'), unit).toBe(0x2c906n);
      expect(networkFieldValue(unit, '0x'), unit).toBeNull();
      expect(networkFieldValue(unit, 182534), unit).toBeNull();
    }
  });
});

describe('the token a Celo fee is paid in', () => {
  it('the recorded transactions’ feeCurrency, lowercased; none, null or the zero address means CELO', () => {
    expect(feeCurrency(parseTransaction(recordedAnswer('celo-legacy-tx')).extra)).toBe(
      '0x2f25deb3848c207fc8e0c34035b3ba7fc157602b',
    );
    expect(feeCurrency(parseTransaction(recordedAnswer('celo-mainnet-cip64-tx')).extra)).toBe(
      '0x2f25deb3848c207fc8e0c34035b3ba7fc157602b',
    );
    expect(feeCurrency({ feeCurrency: '0x2F25deB3848C207fc8E0c34035B3Ba7fC157602B' })).toBe(
      '0x2f25deb3848c207fc8e0c34035b3ba7fc157602b',
    );
    expect(feeCurrency({ feeCurrency: null })).toBeNull();
    expect(feeCurrency({ feeCurrency: `0x${'00'.repeat(20)}` })).toBeNull();
    expect(feeCurrency({ feeCurrency: '0x2f25' })).toBeNull();
    expect(feeCurrency({})).toBeNull();
  });
});
