/**
 * Fields networks add to transactions and receipts beyond the spec's, by name, with their unit
 * and what they mean: Arbitrum's gasUsedForL1, ZKsync's batch numbers, Celo's fee currency,
 * Mantle's ethValue, Scroll's queue index. The parsers keep them in `extra`, verbatim; this table
 * says how to read them. OP-stack fields have their own rows (op-stack.ts).
 */
import { isAddress, isHash, isQuantity, type Address } from './hex.ts';

/**
 * wei: the network's native currency; eth-wei: ETH where ETH is not native (Mantle);
 * fee-currency: the smallest unit of the token named by feeCurrency (Celo).
 */
export type NetworkFieldUnit = 'wei' | 'eth-wei' | 'gas' | 'count' | 'block' | 'address' | 'hash' | 'fee-currency';

export interface NetworkField {
  label: string;
  unit: NetworkFieldUnit;
  /** what it means, in a sentence */
  meaning: string;
}

const FIELDS: Record<string, NetworkField> = {
  // Arbitrum (nitro, arb_types.go and the receipt marshalling)
  gasUsedForL1: {
    label: 'Gas used for L1 (Arbitrum)',
    unit: 'gas',
    meaning: 'L2 gas charged for posting this transaction’s data to L1; already part of gasUsed, so already in the fee',
  },
  l1BlockNumber: { label: 'L1 block number', unit: 'block', meaning: 'The L1 block the L2 saw when it ran this' },
  requestId: { label: 'Request id (Arbitrum)', unit: 'hash', meaning: 'The L1 inbox message that made this' },
  ticketId: { label: 'Ticket id (Arbitrum)', unit: 'hash', meaning: 'The retryable ticket this redeems' },
  refundTo: { label: 'Refund to (Arbitrum)', unit: 'address', meaning: 'Who gets unused gas back' },
  maxRefund: { label: 'Max refund (Arbitrum)', unit: 'wei', meaning: 'The most that can be refunded' },
  submissionFeeRefund: {
    label: 'Submission fee refund (Arbitrum)',
    unit: 'wei',
    meaning: 'The part of the submission fee given back',
  },
  l1BaseFee: { label: 'L1 base fee (Arbitrum)', unit: 'wei', meaning: 'The L1 base fee per gas when it was sent' },
  depositValue: { label: 'Deposit value (Arbitrum)', unit: 'wei', meaning: 'Value deposited from L1' },
  retryTo: { label: 'Retry to (Arbitrum)', unit: 'address', meaning: 'The retryable’s destination' },
  retryValue: { label: 'Retry value (Arbitrum)', unit: 'wei', meaning: 'Value the retryable sends' },
  beneficiary: { label: 'Beneficiary (Arbitrum)', unit: 'address', meaning: 'Who may cancel the ticket' },
  maxSubmissionFee: { label: 'Max submission fee (Arbitrum)', unit: 'wei', meaning: 'Cap on the ticket’s fee' },
  // ZKsync Era
  l1BatchNumber: { label: 'L1 batch (ZKsync)', unit: 'count', meaning: 'The batch of L2 blocks committed to L1' },
  l1BatchTxIndex: { label: 'Position in L1 batch (ZKsync)', unit: 'count', meaning: 'Index within that batch' },
  root: {
    label: 'root (ZKsync: the block hash)',
    unit: 'hash',
    meaning: 'ZKsync Era sends the block hash as root beside status; it is not a state root',
  },
  // Celo (celo op-geth, celo_transaction_marshalling.go)
  feeCurrency: {
    label: 'Fee currency (Celo)',
    unit: 'address',
    meaning: 'The token the fee is paid in, not CELO; null or absent: paid in CELO',
  },
  gatewayFeeRecipient: { label: 'Gateway fee recipient (Celo)', unit: 'address', meaning: 'Who gets the gateway fee' },
  gatewayFee: {
    label: 'Gateway fee (Celo)',
    unit: 'fee-currency',
    meaning: 'Paid to the gateway, in the fee currency',
  },
  maxFeeInFeeCurrency: {
    label: 'Max fee in fee currency (Celo)',
    unit: 'fee-currency',
    meaning: 'Cap on the whole fee, in the fee currency',
  },
  // Mantle (mantle op-geth, deposit_tx.go)
  ethValue: {
    label: 'ETH value (Mantle)',
    unit: 'eth-wei',
    meaning: 'ETH bridged with the deposit; on Mantle ETH is a token, MNT is native',
  },
  ethTxValue: { label: 'ETH sent (Mantle)', unit: 'eth-wei', meaning: 'ETH the deposit’s call sends' },
  // Scroll (l2geth, tx_l1_message.go)
  queueIndex: { label: 'Queue index (Scroll)', unit: 'count', meaning: 'Position in Scroll’s L1 message queue' },
  sender: { label: 'L1 sender (Scroll)', unit: 'address', meaning: 'The L1 account that queued the message' },
};

/** What a network-added field means, or null for one this table does not know. */
export function networkField(name: string): NetworkField | null {
  return Object.hasOwn(FIELDS, name) ? FIELDS[name]! : null;
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
