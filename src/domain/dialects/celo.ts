/**
 * Celo (celo op-geth, celo_transaction_marshalling.go; celo-blockchain before its L2): fees paid in
 * a token named by feeCurrency. Its L2 runs op-geth, so its 0x7e is the OP-stack deposit.
 */
import { isAddress, type Address } from '../hex.ts';
import type { Dialect } from './dialect.ts';
import { OP_STACK_DEPOSIT } from './op-stack.ts';

export const CELO = {
  types: {
    0x7b: {
      name: 'CIP-64 (Celo fee currency)',
      description: 'Fees paid in the token named by feeCurrency, not in CELO (EIP-1559 fields)',
    },
    0x7c: {
      name: 'CIP-42 (Celo, retired)',
      description: 'Fee currency and a gateway fee on EIP-1559 fields; no longer accepted since Celo’s L2',
    },
    0x7a: { name: 'CIP-66 (Celo)', description: 'Fees in a fee currency, capped by maxFeeInFeeCurrency' },
    0x7e: OP_STACK_DEPOSIT,
  },
  fields: {
    feeCurrency: {
      label: 'Fee currency (Celo)',
      unit: 'address',
      meaning: 'The token the fee is paid in, not CELO; null or absent: paid in CELO',
    },
    gatewayFeeRecipient: {
      label: 'Gateway fee recipient (Celo)',
      unit: 'address',
      meaning: 'Who gets the gateway fee',
    },
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
    // the receipt marshalling sends it for CIP-64 transactions
    baseFee: {
      label: 'Base fee in the fee currency (Celo)',
      unit: 'fee-currency',
      meaning:
        'The block’s base fee per gas, in the currency this transaction paid its fee in (its feeCurrency, or CELO)',
    },
  },
  // the types whose transactions carry feeCurrency: legacy (before the L2), CIP-66, CIP-64, CIP-42
  feeCurrencyTypes: new Set([0n, 0x7an, 0x7bn, 0x7cn]),
} satisfies Dialect;

/** The token a Celo transaction pays its fee in; null when it pays in CELO (or is not Celo's). */
export function feeCurrency(extra: Record<string, unknown>): Address | null {
  const value = extra.feeCurrency;
  return isAddress(value) && BigInt(value) !== 0n ? (value.toLowerCase() as Address) : null;
}
