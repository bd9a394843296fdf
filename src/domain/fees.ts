/**
 * What a transaction cost, in parts, from the transaction and its receipt alone. Exact bigint
 * arithmetic; a part that does not follow exactly from the fields is null, with the reason.
 */
import type { Receipt } from './receipt.ts';
import type { Transaction } from './transaction.ts';
import { isOpStackReceipt, operatorFee, opReceiptFields } from './op-stack.ts';

export interface FeeBreakdown {
  /** gasUsed × effectiveGasPrice: the L2 execution fee on OP-stack chains */
  execution: bigint;
  /** blobGasUsed × blobGasPrice, only for transactions that carry blobs (EIP-4844) */
  blob: bigint | null;
  /** OP-stack L1 data fee (receipt l1Fee) */
  l1Data: bigint | null;
  /** OP-stack operator fee (Isthmus), derived from operatorFeeScalar and operatorFeeConstant */
  operator: bigint | null;
  total: bigint;
}

/** null when the receipt has no effective gas price (very old nodes): the fee is then unknown. */
export function feeBreakdown(receipt: Receipt): FeeBreakdown | null {
  if (receipt.effectiveGasPrice === null) return null;
  const execution = receipt.gasUsed * receipt.effectiveGasPrice;
  const op = isOpStackReceipt(receipt);
  // On OP-stack receipts blobGasUsed is a data-availability footprint, not EIP-4844 blob gas; geth
  // also sends the block's blob price on receipts without blobs: only a blob transaction (type 3) paid it.
  const carriesBlobs = !op && receipt.type === 3n;
  const blob =
    carriesBlobs && receipt.blobGasUsed !== undefined && receipt.blobGasPrice !== undefined
      ? receipt.blobGasUsed * receipt.blobGasPrice
      : null;
  const fields = op ? opReceiptFields(receipt.extra) : {};
  const l1Data = fields.l1Fee ?? null;
  const operator = op ? operatorFee(receipt.gasUsed, fields) : null;
  return { execution, blob, l1Data, operator, total: execution + (blob ?? 0n) + (l1Data ?? 0n) + (operator ?? 0n) };
}

export type BaseFeeSplit =
  | { known: true; baseFeePerGas: bigint; tipPerGas: bigint; baseFee: bigint; tip: bigint }
  | { known: false; reason: string; atLeast: bigint | null };

/**
 * EIP-1559: effectiveGasPrice = min(maxFeePerGas, baseFee + maxPriorityFeePerGas). Below the cap
 * the tip was paid in full, so baseFee = effective − maxPriority exactly; a zero tip gives
 * baseFee = effective. At the cap the base fee is only known to be ≥ maxFee − maxPriority.
 */
export function baseFeeSplit(
  tx: Pick<Transaction, 'maxFeePerGas' | 'maxPriorityFeePerGas'>,
  receipt: Pick<Receipt, 'gasUsed' | 'effectiveGasPrice'>,
): BaseFeeSplit {
  const effective = receipt.effectiveGasPrice;
  if (tx.maxFeePerGas === undefined || tx.maxPriorityFeePerGas === undefined) {
    return { known: false, reason: 'not an EIP-1559 fee (no maxFeePerGas / maxPriorityFeePerGas)', atLeast: null };
  }
  if (effective === null) return { known: false, reason: 'the receipt has no effective gas price', atLeast: null };
  let baseFeePerGas: bigint | null = null;
  if (effective < tx.maxFeePerGas) baseFeePerGas = effective - tx.maxPriorityFeePerGas;
  else if (tx.maxPriorityFeePerGas === 0n) baseFeePerGas = effective;
  if (baseFeePerGas === null || baseFeePerGas < 0n) {
    const floor = tx.maxFeePerGas - tx.maxPriorityFeePerGas;
    return {
      known: false,
      reason: 'the price hit maxFeePerGas, so the tip may have been cut: the block’s base fee is not in these fields',
      atLeast: floor > 0n ? floor : null,
    };
  }
  const tipPerGas = effective - baseFeePerGas;
  return {
    known: true,
    baseFeePerGas,
    tipPerGas,
    baseFee: baseFeePerGas * receipt.gasUsed,
    tip: tipPerGas * receipt.gasUsed,
  };
}

/** gasUsed as a percentage of the limit, to one decimal, exact (`"66.7"`); null for a zero limit. */
export function gasUsedPercent(gasUsed: bigint, gasLimit: bigint): string | null {
  if (gasLimit === 0n) return null;
  const tenths = (gasUsed * 1000n + gasLimit / 2n) / gasLimit;
  return `${tenths / 10n}.${tenths % 10n}`;
}
