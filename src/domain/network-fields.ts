/**
 * Fields networks add to transactions and receipts beyond the spec's, by name, with their unit
 * and what they mean: Arbitrum's gasUsedForL1, ZKsync's batch numbers, Celo's fee currency,
 * Mantle's ethValue, Scroll's queue index. The parsers keep them in `extra`, verbatim; this table
 * says how to read them. OP-stack fields have their own rows (op-stack.ts).
 *
 * A name means something only on the network that defines it (`root` is ZKsync's block hash, a
 * state root elsewhere; `sender` is Scroll's L1 sender): each field lists its dialects, and on any
 * other network, or an unknown one, it is shown as sent.
 */
import { isAddress, isHash, isQuantity, type Address } from './hex.ts';
import type { TransactionDialect } from './networks.ts';

/**
 * wei: the network's native currency; eth-wei: ETH where ETH is not native (Mantle);
 * fee-currency: the smallest unit of the token named by feeCurrency (Celo).
 */
export type NetworkFieldUnit = 'wei' | 'eth-wei' | 'gas' | 'count' | 'block' | 'address' | 'hash' | 'fee-currency';

export interface NetworkField {
  /** the networks whose clients send it with this meaning */
  dialects: readonly TransactionDialect[];
  label: string;
  unit: NetworkFieldUnit;
  /** what it means, in a sentence */
  meaning: string;
}

const ARBITRUM = { dialects: ['arbitrum'] } as const;
const ZKSYNC = { dialects: ['zksync'] } as const;
const CELO = { dialects: ['celo'] } as const;
const MANTLE = { dialects: ['mantle'] } as const;
const SCROLL = { dialects: ['scroll'] } as const;

const FIELDS: Record<string, NetworkField> = {
  // Arbitrum (nitro, arb_types.go and the receipt marshalling)
  gasUsedForL1: {
    ...ARBITRUM,
    label: 'Gas used for L1 (Arbitrum)',
    unit: 'gas',
    meaning: 'L2 gas charged for posting this transaction’s data to L1; already part of gasUsed, so already in the fee',
  },
  l1BlockNumber: {
    ...ARBITRUM,
    label: 'L1 block number (Arbitrum)',
    unit: 'block',
    meaning: 'The L1 block the L2 saw when it ran this',
  },
  requestId: {
    ...ARBITRUM,
    label: 'Request id (Arbitrum)',
    unit: 'hash',
    meaning: 'The L1 inbox message that made this',
  },
  ticketId: { ...ARBITRUM, label: 'Ticket id (Arbitrum)', unit: 'hash', meaning: 'The retryable ticket this redeems' },
  refundTo: { ...ARBITRUM, label: 'Refund to (Arbitrum)', unit: 'address', meaning: 'Who gets unused gas back' },
  maxRefund: { ...ARBITRUM, label: 'Max refund (Arbitrum)', unit: 'wei', meaning: 'The most that can be refunded' },
  submissionFeeRefund: {
    ...ARBITRUM,
    label: 'Submission fee refund (Arbitrum)',
    unit: 'wei',
    meaning: 'The part of the submission fee given back',
  },
  l1BaseFee: {
    ...ARBITRUM,
    label: 'L1 base fee (Arbitrum)',
    unit: 'wei',
    meaning: 'The L1 base fee per gas when it was sent',
  },
  depositValue: { ...ARBITRUM, label: 'Deposit value (Arbitrum)', unit: 'wei', meaning: 'Value deposited from L1' },
  retryTo: { ...ARBITRUM, label: 'Retry to (Arbitrum)', unit: 'address', meaning: 'The retryable’s destination' },
  retryValue: { ...ARBITRUM, label: 'Retry value (Arbitrum)', unit: 'wei', meaning: 'Value the retryable sends' },
  beneficiary: { ...ARBITRUM, label: 'Beneficiary (Arbitrum)', unit: 'address', meaning: 'Who may cancel the ticket' },
  maxSubmissionFee: {
    ...ARBITRUM,
    label: 'Max submission fee (Arbitrum)',
    unit: 'wei',
    meaning: 'Cap on the ticket’s fee',
  },
  // ZKsync Era
  l1BatchNumber: {
    ...ZKSYNC,
    label: 'L1 batch (ZKsync)',
    unit: 'count',
    meaning: 'The batch of L2 blocks committed to L1',
  },
  l1BatchTxIndex: {
    ...ZKSYNC,
    label: 'Position in L1 batch (ZKsync)',
    unit: 'count',
    meaning: 'Index within that batch',
  },
  root: {
    ...ZKSYNC,
    label: 'root (ZKsync: the block hash)',
    unit: 'hash',
    meaning: 'ZKsync Era sends the block hash as root beside status; it is not a state root',
  },
  // Celo (celo op-geth, celo_transaction_marshalling.go)
  feeCurrency: {
    ...CELO,
    label: 'Fee currency (Celo)',
    unit: 'address',
    meaning: 'The token the fee is paid in, not CELO; null or absent: paid in CELO',
  },
  gatewayFeeRecipient: {
    ...CELO,
    label: 'Gateway fee recipient (Celo)',
    unit: 'address',
    meaning: 'Who gets the gateway fee',
  },
  gatewayFee: {
    ...CELO,
    label: 'Gateway fee (Celo)',
    unit: 'fee-currency',
    meaning: 'Paid to the gateway, in the fee currency',
  },
  maxFeeInFeeCurrency: {
    ...CELO,
    label: 'Max fee in fee currency (Celo)',
    unit: 'fee-currency',
    meaning: 'Cap on the whole fee, in the fee currency',
  },
  // celo op-geth's receipt marshalling: sent for CIP-64 transactions
  baseFee: {
    ...CELO,
    label: 'Base fee in the fee currency (Celo)',
    unit: 'fee-currency',
    meaning:
      'The block’s base fee per gas, in the currency this transaction paid its fee in (its feeCurrency, or CELO)',
  },
  // Mantle (mantle op-geth, deposit_tx.go)
  ethValue: {
    ...MANTLE,
    label: 'ETH value (Mantle)',
    unit: 'eth-wei',
    meaning: 'ETH bridged with the deposit; on Mantle ETH is a token, MNT is native',
  },
  ethTxValue: { ...MANTLE, label: 'ETH sent (Mantle)', unit: 'eth-wei', meaning: 'ETH the deposit’s call sends' },
  // Scroll (l2geth, tx_l1_message.go)
  queueIndex: {
    ...SCROLL,
    label: 'Queue index (Scroll)',
    unit: 'count',
    meaning: 'Position in Scroll’s L1 message queue',
  },
  sender: {
    ...SCROLL,
    label: 'L1 sender (Scroll)',
    unit: 'address',
    meaning: 'The L1 account that queued the message',
  },
};

/**
 * What a field means on this network, or null: a field this table does not know, one another
 * network defines, or any field when the network is unknown.
 */
export function networkField(name: string, dialect: TransactionDialect | null): NetworkField | null {
  const field = Object.hasOwn(FIELDS, name) ? FIELDS[name]! : null;
  return field !== null && field.dialects.some((own) => own === dialect) ? field : null;
}

/** The value as the unit expects it, or null when it is not (then it is shown as sent). */
export function networkFieldValue(unit: NetworkFieldUnit, value: unknown): bigint | string | null {
  if (unit === 'address') return isAddress(value) ? value.toLowerCase() : null;
  if (unit === 'hash') return isHash(value) ? value.toLowerCase() : null;
  return isQuantity(value) ? BigInt(value) : null;
}

/** The token a Celo transaction pays its fee in; null when it pays in CELO (or is not Celo's). */
export function feeCurrency(extra: Record<string, unknown>): Address | null {
  const value = extra.feeCurrency;
  return isAddress(value) && BigInt(value) !== 0n ? (value.toLowerCase() as Address) : null;
}
