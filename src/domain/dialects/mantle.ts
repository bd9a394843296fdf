/** Mantle (mantle op-geth): the OP stack with MNT as its native currency and ETH a bridged token. */
import { NO_FEE_CURRENCY, type Dialect } from './dialect.ts';

export const MANTLE = {
  types: {
    0x7e: {
      name: 'Deposit (Mantle)',
      description:
        'Made on L1 and included by Mantle: sourceHash, mint (MNT), ethValue (bridged ETH, a token on Mantle), no signature',
      kind: 'mantle-deposit',
    },
  },
  // deposit_tx.go
  fields: {
    ethValue: {
      label: 'ETH value (Mantle)',
      unit: 'eth-wei',
      meaning: 'ETH bridged with the deposit; on Mantle ETH is a token, MNT is native',
    },
    ethTxValue: { label: 'ETH sent (Mantle)', unit: 'eth-wei', meaning: 'ETH the deposit’s call sends' },
  },
  feeCurrencyTypes: NO_FEE_CURRENCY,
} satisfies Dialect;
