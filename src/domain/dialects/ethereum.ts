/** Ethereum's dialect: its types 0x0–0x4 are every network's (transaction-type.ts), and it adds none. */
import { NO_FEE_CURRENCY, type Dialect } from './dialect.ts';

export const ETHEREUM = {
  types: {},
  fields: {},
  feeCurrencyTypes: NO_FEE_CURRENCY,
} satisfies Dialect;
