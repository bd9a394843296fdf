/**
 * What a transaction cost, in parts, from the transaction and its receipt alone. Exact bigint
 * arithmetic; a part that does not follow exactly from the fields is null, with the reason.
 */
import type { Address } from '../hex.ts';
import type { Receipt } from '../receipt.ts';
import type { Transaction } from '../transaction.ts';
import { feeCurrency } from '../dialects/celo.ts';
import { dialectNamed, type TransactionDialect } from '../dialects/index.ts';
import { isOpStackReceipt, operatorFee, opReceiptFields } from '../dialects/op-stack.ts';

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
  /** where the price per gas came from: the receipt's effectiveGasPrice, or the transaction's gasPrice */
  priceFrom: 'receipt' | 'transaction';
}

/**
 * The price per gas when the receipt has no effectiveGasPrice (pre-London nodes, pre-Bedrock OP,
 * some forks): a legacy or EIP-2930 transaction paid exactly its gasPrice. Later types paid a
 * price the fields do not pin down (some nodes send the cap as gasPrice), so none is guessed.
 */
function priceFromTransaction(receipt: Receipt, tx: FeeTransaction | null): bigint | null {
  if (!isReceiptsTransaction(receipt, tx) || tx.gasPrice === null) return null;
  return tx.type === 0n || tx.type === 1n ? tx.gasPrice : null;
}

type FeeTransaction = Pick<Transaction, 'hash' | 'type' | 'gasPrice'>;

/** Only the receipt's own transaction says anything about its fee. */
function isReceiptsTransaction<T extends Pick<Transaction, 'hash'>>(
  receipt: Pick<Receipt, 'transactionHash'>,
  tx: T | null,
): tx is T {
  return tx !== null && tx.hash.toLowerCase() === receipt.transactionHash.toLowerCase();
}

/**
 * null when the price per gas is unknown: no effective gas price in the receipt, and no
 * transaction whose gasPrice is exactly what it paid.
 */
export function feeBreakdown(receipt: Receipt, tx: FeeTransaction | null = null): FeeBreakdown | null {
  const price = receipt.effectiveGasPrice ?? priceFromTransaction(receipt, tx);
  if (price === null) return null;
  const execution = receipt.gasUsed * price;
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
  return {
    execution,
    blob,
    l1Data,
    operator,
    total: execution + (blob ?? 0n) + (l1Data ?? 0n) + (operator ?? 0n),
    priceFrom: receipt.effectiveGasPrice === null ? 'transaction' : 'receipt',
  };
}

/**
 * What the fee is counted in: the network's native currency, or (Celo) the token the transaction
 * names as its fee currency. A receipt does not say which: on Celo, a receipt of a type that can
 * pay in a token (legacy before the L2, CIP-42, CIP-64, CIP-66) waits for its transaction.
 */
export type FeeUnit = { kind: 'native' } | { kind: 'fee-currency'; token: Address } | { kind: 'needs-transaction' };

export function feeUnit(
  receipt: Pick<Receipt, 'transactionHash' | 'type'>,
  tx: Pick<Transaction, 'hash' | 'extra'> | null,
  dialect: TransactionDialect | null,
): FeeUnit {
  if (isReceiptsTransaction(receipt, tx)) {
    const token = feeCurrency(tx.extra);
    return token === null ? { kind: 'native' } : { kind: 'fee-currency', token };
  }
  return dialect !== null && dialectNamed(dialect).feeCurrencyTypes.has(receipt.type)
    ? { kind: 'needs-transaction' }
    : { kind: 'native' };
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
