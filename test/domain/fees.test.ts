import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseFeeSplit, feeBreakdown, gasUsedPercent } from '../../src/domain/fees.ts';
import { depositFields, isOpStackReceipt, opReceiptFields, operatorFee } from '../../src/domain/op-stack.ts';
import { parseReceipt } from '../../src/domain/receipt.ts';
import { parseTransaction } from '../../src/domain/transaction.ts';
import { networkByChainId } from '../../src/domain/networks.ts';
import { transactionChainId } from '../../src/domain/resolve-network.ts';

/** Real answers recorded from OP Mainnet, Base and BSC nodes (copied from ../shared/corpus). */
function recorded(name: string): unknown {
  return (
    JSON.parse(readFileSync(new URL(`../fixtures/recorded/${name}`, import.meta.url), 'utf8')) as { result: unknown }
  ).result;
}

describe('fees of real OP-stack receipts, to the wei', () => {
  it('OP Mainnet EIP-1559 transaction: L2 execution 272,802,114 wei + L1 data fee 2,928,613,781 wei = 3,201,415,895 wei', () => {
    const receipt = parseReceipt(recorded('op-mainnet-type2-receipt-l1fee.json'));
    const fee = feeBreakdown(receipt);
    expect(fee).toEqual({
      execution: 272_802_114n,
      blob: null,
      l1Data: 2_928_613_781n,
      operator: null,
      total: 3_201_415_895n,
      priceFrom: 'receipt',
    });
  });

  it('reads every L1 field by name, and treats blobGasUsed as a DA figure (no blob fee on an OP receipt)', () => {
    const receipt = parseReceipt(recorded('op-mainnet-type2-receipt-l1fee.json'));
    expect(isOpStackReceipt(receipt)).toBe(true);
    expect(opReceiptFields(receipt.extra)).toEqual({
      l1Fee: 0xae8f1995n,
      l1GasUsed: 1600n,
      l1GasPrice: 0xcdb8f78n,
      l1BaseFeeScalar: 5227n,
      l1BlobBaseFee: 0xa92fc3n,
      l1BlobBaseFeeScalar: 1014213n,
    });
    expect(receipt.blobGasUsed).toBe(40_000n);
  });

  it('EIP-1559 split on OP Mainnet: effective 351 wei below the 100,000,000 cap, tip 1 → base fee 350 wei per gas', () => {
    const tx = parseTransaction(recorded('op-mainnet-type2-tx.json'));
    const receipt = parseReceipt(recorded('op-mainnet-type2-receipt-l1fee.json'));
    expect(baseFeeSplit(tx, receipt)).toEqual({
      known: true,
      baseFeePerGas: 350n,
      tipPerGas: 1n,
      baseFee: 350n * 777_214n,
      tip: 777_214n,
    });
  });

  it('OP Mainnet deposit: gas price 0, no L1 fee → costs the sender nothing on L2; fields named', () => {
    const tx = parseTransaction(recorded('op-mainnet-deposit-tx.json'));
    const receipt = parseReceipt(recorded('op-mainnet-deposit-receipt.json'));
    expect(tx.type).toBe(0x7en);
    expect(depositFields(tx.extra)).toEqual({
      sourceHash: '0x04e9a69416471ead93b02f0c279ab11ca0b635db5c1726a56faf22623bafde52',
      mint: 0n,
      isSystemTx: null,
      depositReceiptVersion: 1n,
    });
    expect(opReceiptFields(receipt.extra)).toEqual({ depositNonce: 0x8a2d11n });
    expect(feeBreakdown(receipt)).toEqual({
      execution: 0n,
      blob: null,
      l1Data: null,
      operator: null,
      total: 0n,
      priceFrom: 'receipt',
    });
  });

  it('Base deposit receipt: l1Fee 0 is a part of 0 wei, and its depositNonce and version are read', () => {
    const receipt = parseReceipt(recorded('base-deposit-receipt-l1fee.json'));
    const fields = opReceiptFields(receipt.extra);
    expect(fields).toMatchObject({ l1Fee: 0n, depositNonce: 0x2ddfd39n, depositReceiptVersion: 1n, l1GasUsed: 0x72an });
    expect(feeBreakdown(receipt)?.total).toBe(0n);
  });

  it('operator fee (Isthmus): gasUsed × scalar ÷ 10^6 + constant, integer division', () => {
    expect(operatorFee(21_000n, { operatorFeeScalar: 1_500_000n, operatorFeeConstant: 7n })).toBe(31_507n);
    expect(operatorFee(3n, { operatorFeeScalar: 1n })).toBe(0n);
    expect(operatorFee(21_000n, {})).toBeNull();
  });

  it('adds the operator fee to the total where the receipt carries one', () => {
    const raw = recorded('op-mainnet-type2-receipt-l1fee.json') as Record<string, unknown>;
    const receipt = parseReceipt({ ...raw, operatorFeeScalar: '0xf4240', operatorFeeConstant: '0x64' });
    expect(feeBreakdown(receipt)).toMatchObject({ operator: 777_214n + 100n, total: 3_201_415_895n + 777_314n });
  });
});

describe('fees of a real BSC receipt', () => {
  it('a system transaction pays gas price 0: 0 wei, no L1 part; its EIP-155 v names BNB Smart Chain', () => {
    const tx = parseTransaction(recorded('bsc-system-tx.json'));
    expect(tx.chainId).toBeNull();
    expect(networkByChainId(transactionChainId(tx) ?? 0n)).toMatchObject({ name: 'BNB Smart Chain', symbol: 'BNB' });
    const receipt = parseReceipt(recorded('bsc-system-receipt.json'));
    expect(isOpStackReceipt(receipt)).toBe(false);
    expect(feeBreakdown(receipt)).toEqual({
      execution: 0n,
      blob: null,
      l1Data: null,
      operator: null,
      total: 0n,
      priceFrom: 'receipt',
    });
  });
});

describe('baseFeeSplit', () => {
  const receipt = { gasUsed: 21_000n, effectiveGasPrice: 12n };
  it('at the cap with a tip, the base fee is not exact: only its floor is known', () => {
    expect(baseFeeSplit({ maxFeePerGas: 12n, maxPriorityFeePerGas: 2n }, receipt)).toMatchObject({
      known: false,
      atLeast: 10n,
    });
  });
  it('at the cap with a zero tip, the base fee is the price', () => {
    expect(baseFeeSplit({ maxFeePerGas: 12n, maxPriorityFeePerGas: 0n }, receipt)).toMatchObject({
      known: true,
      baseFeePerGas: 12n,
      baseFee: 252_000n,
      tip: 0n,
    });
  });
  it('a legacy transaction has no EIP-1559 split', () => {
    expect(baseFeeSplit({}, receipt)).toMatchObject({ known: false, atLeast: null });
  });
});

describe('gasUsedPercent', () => {
  it('rounds exactly to one decimal', () => {
    expect(gasUsedPercent(21_000n, 21_000n)).toBe('100.0');
    expect(gasUsedPercent(2n, 3n)).toBe('66.7');
    expect(gasUsedPercent(777_214n, 0x27ac40n)).toBe('29.9');
    expect(gasUsedPercent(1n, 0n)).toBeNull();
  });
});

describe('a receipt without effectiveGasPrice (pre-London nodes, pre-Bedrock OP, some forks)', () => {
  const full = JSON.parse(
    readFileSync(new URL('../fixtures/recorded/execution-apis-legacy-tx.json', import.meta.url), 'utf8'),
  ) as { result: unknown };
  const tx = parseTransaction(full.result);
  const receipt = parseReceipt(recorded('constructed-legacy-receipt-without-effective-gas-price.json'));

  it('a legacy transaction paid exactly its gasPrice: the fee is gasUsed × gasPrice, and says where the price came from', () => {
    expect(receipt.effectiveGasPrice).toBeNull();
    // the removed effectiveGasPrice was 0x1: 21,000 gas × 1 wei
    expect(feeBreakdown(receipt, tx)).toEqual({
      execution: 21_000n,
      blob: null,
      l1Data: null,
      operator: null,
      total: 21_000n,
      priceFrom: 'transaction',
    });
  });

  it('no transaction, or another one: the fee stays unknown', () => {
    expect(feeBreakdown(receipt)).toBeNull();
    expect(feeBreakdown(receipt, { ...tx, hash: `0x${'00'.repeat(32)}` })).toBeNull();
  });

  it('an EIP-1559 transaction’s gasPrice is not exactly what it paid: no fee is guessed', () => {
    const op = parseReceipt({
      ...(recorded('op-mainnet-type2-receipt-l1fee.json') as object),
      effectiveGasPrice: null,
    });
    const opTx = parseTransaction(recorded('op-mainnet-type2-tx.json'));
    expect(feeBreakdown(op, opTx)).toBeNull();
    // the same answers as a legacy transaction would pay gasPrice plus the L1 data fee
    expect(feeBreakdown(op, { ...opTx, type: 0n })).toMatchObject({
      execution: op.gasUsed * opTx.gasPrice!,
      l1Data: 2_928_613_781n,
      priceFrom: 'transaction',
    });
  });
});
