import { describe, expect, it } from 'vitest';
import { baseFeeSplit, feeBreakdown } from '../../src/domain/fees.ts';
import { depositFields, isOpStackReceipt, opReceiptFields } from '../../src/domain/op-stack.ts';
import type { Receipt } from '../../src/domain/receipt.ts';

const HASH = `0x${'ab'.repeat(32)}` as const;

/** A mainnet-style receipt: 21,000 gas at 10 wei, no OP fields. */
function receipt(fields: Partial<Receipt> = {}): Receipt {
  return {
    transactionHash: HASH,
    transactionIndex: 0n,
    blockHash: HASH,
    blockNumber: 1n,
    from: '0x1111111111111111111111111111111111111111',
    to: '0x2222222222222222222222222222222222222222',
    contractAddress: null,
    cumulativeGasUsed: 21_000n,
    gasUsed: 21_000n,
    effectiveGasPrice: 10n,
    logs: [],
    logsBloom: `0x${'00'.repeat(256)}`,
    outcome: { kind: 'status', success: true },
    type: 2n,
    extra: {},
    ...fields,
  };
}

describe('feeBreakdown on Ethereum-style receipts', () => {
  it('no effective gas price (very old node): the fee is unknown, not zero', () => {
    expect(feeBreakdown(receipt({ effectiveGasPrice: null }))).toBeNull();
  });

  it('a blob transaction (type 3) pays blobGasUsed × blobGasPrice on top of execution', () => {
    expect(feeBreakdown(receipt({ type: 3n, blobGasUsed: 131_072n, blobGasPrice: 3n }))).toEqual({
      execution: 210_000n,
      blob: 393_216n,
      l1Data: null,
      operator: null,
      total: 603_216n,
      priceFrom: 'receipt',
    });
  });

  it('geth sends the block’s blob price on every receipt: a type-2 transaction paid no blob fee', () => {
    expect(feeBreakdown(receipt({ type: 2n, blobGasUsed: 131_072n, blobGasPrice: 3n }))).toMatchObject({
      blob: null,
      total: 210_000n,
      priceFrom: 'receipt',
    });
  });

  it('a blob transaction whose receipt lacks the blob gas or its price has no blob part', () => {
    expect(feeBreakdown(receipt({ type: 3n, blobGasPrice: 3n }))?.blob).toBeNull();
    expect(feeBreakdown(receipt({ type: 3n, blobGasUsed: 131_072n }))?.blob).toBeNull();
  });
});

describe('baseFeeSplit edges', () => {
  const paid = { gasUsed: 100n, effectiveGasPrice: 7n };
  it('both EIP-1559 fields are needed', () => {
    for (const tx of [{ maxFeePerGas: 10n }, { maxPriorityFeePerGas: 1n }]) {
      expect(baseFeeSplit(tx, paid)).toEqual({
        known: false,
        reason: 'not an EIP-1559 fee (no maxFeePerGas / maxPriorityFeePerGas)',
        atLeast: null,
      });
    }
  });

  it('a receipt without an effective gas price cannot be split', () => {
    expect(
      baseFeeSplit({ maxFeePerGas: 10n, maxPriorityFeePerGas: 1n }, { gasUsed: 1n, effectiveGasPrice: null }),
    ).toEqual({
      known: false,
      reason: 'the receipt has no effective gas price',
      atLeast: null,
    });
  });

  it('below the cap, a tip equal to the price means a base fee of 0 (chains with a zero base fee)', () => {
    expect(baseFeeSplit({ maxFeePerGas: 10n, maxPriorityFeePerGas: 7n }, paid)).toEqual({
      known: true,
      baseFeePerGas: 0n,
      tipPerGas: 7n,
      baseFee: 0n,
      tip: 700n,
    });
  });

  it('fields that cannot be (a tip larger than what was paid) give no split rather than a negative base fee', () => {
    expect(baseFeeSplit({ maxFeePerGas: 10n, maxPriorityFeePerGas: 8n }, paid)).toMatchObject({
      known: false,
      reason: expect.stringContaining('maxFeePerGas') as string,
    });
  });

  it('at the cap with a tip as large as the cap, the floor says nothing: no "at least"', () => {
    expect(baseFeeSplit({ maxFeePerGas: 7n, maxPriorityFeePerGas: 7n }, paid)).toMatchObject({
      known: false,
      atLeast: null,
    });
    expect(baseFeeSplit({ maxFeePerGas: 7n, maxPriorityFeePerGas: 6n }, paid)).toMatchObject({ atLeast: 1n });
  });
});

describe('OP-stack fields read defensively', () => {
  it('a field that is not a quantity is left out, not kept as undefined', () => {
    const fields = opReceiptFields({ l1Fee: 'lots', l1GasUsed: 12, l1GasPrice: null, l1BaseFeeScalar: '0x10' });
    expect(Object.keys(fields)).toEqual(['l1BaseFeeScalar']);
    expect(fields.l1BaseFeeScalar).toBe(16n);
  });

  it('a pre-Regolith system deposit says isSystemTx: true; malformed fields read as unknown', () => {
    expect(depositFields({ sourceHash: HASH, mint: '0x0', isSystemTx: true, depositReceiptVersion: '0x1' })).toEqual({
      sourceHash: HASH,
      mint: 0n,
      isSystemTx: true,
      depositReceiptVersion: 1n,
    });
    expect(depositFields({ isSystemTx: false })).toMatchObject({ isSystemTx: false });
    expect(depositFields({ sourceHash: '0x12', mint: 'x', isSystemTx: 'yes', depositReceiptVersion: {} })).toEqual({
      sourceHash: null,
      mint: null,
      isSystemTx: null,
      depositReceiptVersion: null,
    });
    expect(depositFields({})).toEqual({ sourceHash: null, mint: null, isSystemTx: null, depositReceiptVersion: null });
  });

  it('a receipt is OP-stack by its deposit type, a pre-Ecotone decimal l1FeeScalar, or any OP quantity field', () => {
    expect(isOpStackReceipt({ type: 0x7en, extra: {} })).toBe(true);
    expect(isOpStackReceipt({ type: 0n, extra: { l1FeeScalar: '0.684' } })).toBe(true);
    expect(isOpStackReceipt({ type: 2n, extra: { l1GasUsed: '0x640' } })).toBe(true);
    expect(isOpStackReceipt({ type: 2n, extra: { l1FeeScalar: 0.684 } })).toBe(false);
    expect(isOpStackReceipt({ type: 2n, extra: { blockTimestamp: '0x1' } })).toBe(false);
  });

  it('an OP receipt with only one operator-fee parameter still has an operator fee', () => {
    const op = receipt({ extra: { l1Fee: '0x5', operatorFeeConstant: '0x64' } });
    expect(feeBreakdown(op)).toMatchObject({ l1Data: 5n, operator: 100n, total: 210_105n });
    const scalarOnly = receipt({ extra: { l1Fee: '0x0', operatorFeeScalar: '0xf4240' } });
    expect(feeBreakdown(scalarOnly)).toMatchObject({ operator: 21_000n });
  });
});
