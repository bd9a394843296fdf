/** Arbitrum (nitro, arb_types.go and the receipt marshalling): L1 messages as types of their own. */
import { NO_FEE_CURRENCY, type Dialect } from './dialect.ts';

export const ARBITRUM = {
  types: {
    0x64: { name: 'Deposit (Arbitrum)', description: 'ETH deposited from L1 through the inbox, no signature' },
    0x65: { name: 'Unsigned (Arbitrum)', description: 'A call sent from L1 for an L1 account, no signature' },
    0x66: { name: 'Contract (Arbitrum)', description: 'A call sent from an L1 contract (aliased sender)' },
    0x68: { name: 'Retry (Arbitrum)', description: 'The redemption of a retryable ticket' },
    0x69: { name: 'Submit retryable (Arbitrum)', description: 'Creates a retryable ticket submitted on L1' },
    0x6a: {
      name: 'Internal (Arbitrum)',
      description: 'Made by ArbOS itself (L1 block info, batch posting reports): a system transaction',
      system: true,
    },
    0x78: { name: 'Legacy (Arbitrum classic)', description: 'A transaction from before the Nitro upgrade' },
  },
  fields: {
    gasUsedForL1: {
      label: 'Gas used for L1 (Arbitrum)',
      unit: 'gas',
      meaning:
        'L2 gas charged for posting this transaction’s data to L1; already part of gasUsed, so already in the fee',
    },
    l1BlockNumber: {
      label: 'L1 block number (Arbitrum)',
      unit: 'block',
      meaning: 'The L1 block the L2 saw when it ran this',
    },
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
  },
  feeCurrencyTypes: NO_FEE_CURRENCY,
} satisfies Dialect;
