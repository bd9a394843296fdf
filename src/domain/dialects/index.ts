/**
 * Every network dialect, by the name networks.ts gives each network's. A new dialect is a module
 * here and one line below; the envelope encoders (verify/dialect-envelopes.ts) are keyed by the
 * same names, so a dialect without its encoders does not compile.
 */
import { ARBITRUM } from './arbitrum.ts';
import { CELO } from './celo.ts';
import type { Dialect } from './dialect.ts';
import { ETHEREUM } from './ethereum.ts';
import { MANTLE } from './mantle.ts';
import { OP_STACK } from './op-stack.ts';
import { SCROLL } from './scroll.ts';
import { ZKSYNC } from './zksync.ts';

export const DIALECTS = {
  ethereum: ETHEREUM,
  'op-stack': OP_STACK,
  mantle: MANTLE,
  celo: CELO,
  scroll: SCROLL,
  arbitrum: ARBITRUM,
  zksync: ZKSYNC,
} as const satisfies Record<string, Dialect>;

export type TransactionDialect = keyof typeof DIALECTS;

/** A dialect seen through the common shape, for lookups by a number or a name only known at run time. */
export function dialectNamed(name: TransactionDialect): Dialect {
  return DIALECTS[name];
}
