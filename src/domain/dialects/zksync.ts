/** ZKsync Era (zksync-era): its own signing scheme and L1 priority queue. */
import { NO_FEE_CURRENCY, type Dialect } from './dialect.ts';

export const ZKSYNC = {
  types: {
    0x71: {
      name: 'EIP-712 (ZKsync)',
      description: 'Signed as EIP-712 typed data, with a paymaster and factory deps: ZKsync’s own type',
    },
    0xff: { name: 'L1 priority (ZKsync)', description: 'Sent from L1 through the priority queue, no signature' },
  },
  fields: {
    l1BatchNumber: { label: 'L1 batch (ZKsync)', unit: 'count', meaning: 'The batch of L2 blocks committed to L1' },
    l1BatchTxIndex: { label: 'Position in L1 batch (ZKsync)', unit: 'count', meaning: 'Index within that batch' },
    root: {
      label: 'root (ZKsync: the block hash)',
      unit: 'hash',
      meaning: 'ZKsync Era sends the block hash as root beside status; it is not a state root',
    },
  },
  feeCurrencyTypes: NO_FEE_CURRENCY,
  emptyLogsBloomBy: 'ZKsync Era',
} satisfies Dialect;
