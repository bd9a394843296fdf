import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseFeeSplit, feeBreakdown, feeUnit, gasUsedPercent } from '../../../src/domain/network/fees.ts';
import {
  depositFields,
  isOpStackReceipt,
  opReceiptFields,
  operatorFee,
} from '../../../src/domain/dialects/op-stack.ts';
import { parseReceipt, type Receipt } from '../../../src/domain/receipt.ts';
import { parseTransaction } from '../../../src/domain/transaction.ts';
import { networkByChainId } from '../../../src/domain/network/networks.ts';
import { transactionChainId } from '../../../src/domain/network/resolve-network.ts';
import { recorded } from '../support/recorded.ts';

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

/**
 * EIP-4844: a blob transaction pays gasUsed × effectiveGasPrice for execution plus
 * blobGasUsed × blobGasPrice for its blobs, burnt apart; a transaction without blobs (any type but
 * 3) pays no blob fee, whatever blob fields its receipt carries.
 */
describe('the fee of an Ethereum transaction, blob gas included', () => {
  /** A receipt as a node sends it: type 2 unless said otherwise, no OP-stack fields. */
  function ethereumReceipt(fields: Partial<Receipt>): Receipt {
    const raw = recorded('execution-apis-type3-blob-receipt.json') as Record<string, unknown>;
    const { blobGasUsed: _, blobGasPrice: __, ...parsed } = parseReceipt({ ...raw, type: '0x2' });
    return { ...parsed, ...fields };
  }

  it('a real blob receipt (execution-apis): 51,868 gas × 135,524,924 wei + 131,072 blob gas × 1 wei', () => {
    expect(feeBreakdown(parseReceipt(recorded('execution-apis-type3-blob-receipt.json')))).toEqual({
      execution: 7_029_406_758_032n,
      blob: 131_072n,
      l1Data: null,
      operator: null,
      total: 7_029_406_889_104n,
      priceFrom: 'receipt',
    });
  });

  it('is gasUsed × effectiveGasPrice with no blob part for a transaction without blobs', () => {
    expect(feeBreakdown(ethereumReceipt({ gasUsed: 21_000n, effectiveGasPrice: 30_000_000_000n }))).toEqual({
      execution: 630_000_000_000_000n,
      blob: null,
      l1Data: null,
      operator: null,
      total: 630_000_000_000_000n,
      priceFrom: 'receipt',
    });
  });

  it('adds blobGasUsed × blobGasPrice for a blob transaction', () => {
    const receipt = ethereumReceipt({
      type: 3n,
      gasUsed: 2n,
      effectiveGasPrice: 3n,
      blobGasUsed: 131_072n,
      blobGasPrice: 5n,
    });
    expect(feeBreakdown(receipt)).toMatchObject({ execution: 6n, blob: 655_360n, total: 655_366n });
  });

  it('blob gas counts only when both its amount and its price are known', () => {
    const paid = { type: 3n, gasUsed: 2n, effectiveGasPrice: 3n };
    expect(feeBreakdown(ethereumReceipt({ ...paid }))).toMatchObject({ execution: 6n, blob: null, total: 6n });
    expect(feeBreakdown(ethereumReceipt({ ...paid, blobGasUsed: 5n }))).toMatchObject({ blob: null, total: 6n });
    expect(feeBreakdown(ethereumReceipt({ ...paid, blobGasPrice: 7n }))).toMatchObject({ blob: null, total: 6n });
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
    readFileSync(new URL('../../fixtures/recorded/execution-apis-legacy-tx.json', import.meta.url), 'utf8'),
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

describe('baseFeeSplit: when the base fee and tip can be told apart', () => {
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

describe('what a fee is counted in: the native currency, or a Celo fee currency', () => {
  const receipt = parseReceipt(recorded('celo-mainnet-cip64-receipt.json'));
  const tx = parseTransaction(recorded('celo-mainnet-cip64-tx.json'));

  it('a real Celo CIP-64 fee: 177,243 gas × 7,214,474,993 = 1,278,715,191,184,299 smallest units of the token the transaction names, not CELO', () => {
    expect(feeBreakdown(receipt, tx)?.total).toBe(1_278_715_191_184_299n);
    expect(feeUnit(receipt, tx, 'celo')).toEqual({
      kind: 'fee-currency',
      token: '0x2f25deb3848c207fc8e0c34035b3ba7fc157602b',
    });
    // the transaction alone says so, whatever network the page has settled on
    expect(feeUnit(receipt, tx, null)).toEqual({
      kind: 'fee-currency',
      token: '0x2f25deb3848c207fc8e0c34035b3ba7fc157602b',
    });
  });

  it('the receipt alone does not say: on Celo a type that can pay in a token waits for its transaction', () => {
    for (const type of [0n, 0x7an, 0x7bn, 0x7cn])
      expect(feeUnit({ ...receipt, type }, null, 'celo'), `0x${type.toString(16)}`).toEqual({
        kind: 'needs-transaction',
      });
    // an EIP-1559 or a deposit on Celo is always paid in CELO; elsewhere the native currency, whatever the type
    expect(feeUnit({ ...receipt, type: 2n }, null, 'celo')).toEqual({ kind: 'native' });
    expect(feeUnit({ ...receipt, type: 0x7en }, null, 'celo')).toEqual({ kind: 'native' });
    expect(feeUnit(receipt, null, 'op-stack')).toEqual({ kind: 'native' });
    expect(feeUnit(receipt, null, null)).toEqual({ kind: 'native' });
  });

  it('a transaction with no fee currency (or another transaction) leaves the native currency', () => {
    expect(feeUnit(receipt, { ...tx, extra: { feeCurrency: null } }, 'celo')).toEqual({ kind: 'native' });
    const other = { ...tx, hash: `0x${'11'.repeat(32)}` as const };
    expect(feeUnit(receipt, other, 'celo')).toEqual({ kind: 'needs-transaction' });
    // a hash written in capitals is the same transaction
    const shouted = { ...tx, hash: tx.hash.toUpperCase().replace('0X', '0x') as typeof tx.hash };
    expect(feeUnit(receipt, shouted, 'celo')).toMatchObject({ kind: 'fee-currency' });
  });
});
