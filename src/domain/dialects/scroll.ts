/** Scroll (l2geth): its 0x7e is not a deposit but an L1 message, queued on L1. */
import { NO_FEE_CURRENCY, type Dialect } from './dialect.ts';

export const SCROLL = {
  types: {
    0x7e: {
      name: 'L1 message (Scroll)',
      description: 'Queued on L1 and included by Scroll: queueIndex and the L1 sender, no signature',
      kind: 'scroll-l1-message',
    },
  },
  // tx_l1_message.go
  fields: {
    queueIndex: { label: 'Queue index (Scroll)', unit: 'count', meaning: 'Position in Scroll’s L1 message queue' },
    sender: { label: 'L1 sender (Scroll)', unit: 'address', meaning: 'The L1 account that queued the message' },
  },
  feeCurrencyTypes: NO_FEE_CURRENCY,
} satisfies Dialect;
