import type { OptionalMethod } from '../../rpc/optional-method-names.ts';

/**
 * The optional methods a re-execution reads with (beside the four's eth_getTransactionByHash and
 * eth_getStorageAt): the block, and each account's balance, nonce and code at the block before.
 */
export const REEXEC_METHODS = [
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getBalance',
  'eth_getTransactionCount',
] as const satisfies readonly OptionalMethod[];
