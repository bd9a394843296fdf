/**
 * The OP stack's dialect (op-geth: OP Mainnet, Base, opBNB, …) and its fields that the spec does
 * not define, read by name from what the parsers keep in `extra`. Deposit transactions (type 0x7e)
 * are made on L1 and carry sourceHash, mint and isSystemTx; receipts of ordinary transactions carry
 * the L1 data fee and the inputs it was computed from; Isthmus adds an operator fee. Its fields
 * have rows of their own (the summary's deposit and L1-fee rows), not the dialect's field table.
 */
import type { Hash } from '../hex.ts';
import { asBoolean, asHash, asQuantity } from '../parse-fields.ts';
import { NO_FEE_CURRENCY, type Dialect, type TypeEntry } from './dialect.ts';

export const DEPOSIT_TRANSACTION_TYPE = 0x7en;

export const OP_STACK_DEPOSIT: TypeEntry = {
  name: 'Deposit (OP stack)',
  description: 'Made on L1 and included by the rollup: sourceHash, mint, no signature',
  kind: 'op-stack-deposit',
};

export const OP_STACK = {
  types: { 0x7e: OP_STACK_DEPOSIT },
  fields: {},
  feeCurrencyTypes: NO_FEE_CURRENCY,
} satisfies Dialect;

export interface DepositFields {
  sourceHash: Hash | null;
  /** wei minted on L2 from ETH locked on L1 */
  mint: bigint | null;
  /** pre-Regolith system deposits (L1 attributes); absent since then */
  isSystemTx: boolean | null;
  depositReceiptVersion: bigint | null;
}

export const OP_RECEIPT_FIELDS = [
  'l1Fee',
  'l1GasUsed',
  'l1GasPrice',
  'l1BaseFeeScalar',
  'l1BlobBaseFee',
  'l1BlobBaseFeeScalar',
  'l1FeeScalar',
  'operatorFeeScalar',
  'operatorFeeConstant',
  'depositNonce',
  'depositReceiptVersion',
] as const;

export type OpReceiptField = (typeof OP_RECEIPT_FIELDS)[number];

/** The OP fields a receipt carries, as numbers; a field absent (or not a quantity) is left out. */
export type OpReceiptFields = Partial<Record<OpReceiptField, bigint>>;

function quantityOrNull(value: unknown, path: string): bigint | null {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent — asQuantity rejects null and undefined too, and the catch returns null; the check spares a throw
  if (value === undefined || value === null) return null;
  try {
    return asQuantity(value, path);
  } catch {
    return null;
  }
}

export function depositFields(extra: Record<string, unknown>): DepositFields {
  let sourceHash: Hash | null = null;
  let isSystemTx: boolean | null = null;
  // Stryker disable StringLiteral: equivalent — a field's path only names it in an error swallowed here
  try {
    if (extra.sourceHash != null) sourceHash = asHash(extra.sourceHash, 'sourceHash');
  } catch {
    sourceHash = null;
  }
  try {
    if (extra.isSystemTx != null) isSystemTx = asBoolean(extra.isSystemTx, 'isSystemTx');
  } catch {
    isSystemTx = null;
  }
  return {
    sourceHash,
    mint: quantityOrNull(extra.mint, 'mint'),
    isSystemTx,
    depositReceiptVersion: quantityOrNull(extra.depositReceiptVersion, 'depositReceiptVersion'),
  };
  // Stryker restore StringLiteral
}

export function opReceiptFields(extra: Record<string, unknown>): OpReceiptFields {
  const out: OpReceiptFields = {};
  for (const name of OP_RECEIPT_FIELDS) {
    const value = quantityOrNull(extra[name], name);
    if (value !== null) out[name] = value;
  }
  return out;
}

/** A receipt that carries any OP-stack field is an OP-stack receipt, whatever the network guess. */
export function isOpStackReceipt(receipt: { type: bigint; extra: Record<string, unknown> }): boolean {
  // pre-Ecotone nodes send l1FeeScalar as a decimal string ("0.684"), not a quantity
  return (
    receipt.type === DEPOSIT_TRANSACTION_TYPE ||
    typeof receipt.extra.l1FeeScalar === 'string' ||
    Object.keys(opReceiptFields(receipt.extra)).length > 0
  );
}

/**
 * The Isthmus operator fee: gasUsed × operatorFeeScalar ÷ 10^6 + operatorFeeConstant (integer
 * division, as op-geth computes it). null when the receipt carries neither parameter.
 */
export function operatorFee(gasUsed: bigint, fields: OpReceiptFields): bigint | null {
  const scalar = fields.operatorFeeScalar;
  const constant = fields.operatorFeeConstant;
  if (scalar === undefined && constant === undefined) return null;
  return (gasUsed * (scalar ?? 0n)) / 1_000_000n + (constant ?? 0n);
}
