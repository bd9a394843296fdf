/**
 * What a network dialect is: the transaction types a family of networks defines beyond Ethereum's
 * 0x0–0x4, the fields its clients add, and its fee rules. The type number alone does not say
 * which: 0x7e is an OP-stack deposit, a Mantle deposit (one more field) or a Scroll L1 message,
 * so naming, showing and verifying a transaction asks the network's dialect (networks.ts names it).
 * How each type is hashed is in verify/dialect-envelopes.ts, kept apart so that the names do not
 * load the encoders.
 */

/** What a type-0x7e transaction is, where three networks give the number three meanings. */
export type Kind0x7e = 'op-stack-deposit' | 'mantle-deposit' | 'scroll-l1-message';

export interface TypeEntry {
  /** `Deposit (OP stack)`, `CIP-64 (Celo fee currency)`, … */
  name: string;
  /** what the type adds, for a tooltip */
  description: string;
  /** made by the chain itself, not by a user (Arbitrum's internal transactions) */
  system?: boolean;
  /** for 0x7e: which of its meanings this is */
  kind?: Kind0x7e;
}

/** A dialect's own types by number; the keys are what its envelope encoders must cover. */
export type DialectTypes = Readonly<Record<number, TypeEntry>>;

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

export interface Dialect<Types extends DialectTypes = DialectTypes> {
  /** its own transaction types, beside Ethereum's 0x0–0x4 (which mean the same everywhere) */
  types: Types;
  /** fields its clients send in transactions and receipts, by name, with what they mean there */
  fields: Readonly<Record<string, NetworkField>>;
  /** fee rule: the types whose fee may be paid in a token instead of the native currency */
  feeCurrencyTypes: ReadonlySet<bigint>;
  /**
   * Its nodes send an all-zero logsBloom on receipts whatever their logs: the network's name, for
   * the reason the bloom is not checked; absent where a receipt's bloom is its logs'.
   */
  emptyLogsBloomBy?: string;
}

export const NO_FEE_CURRENCY: ReadonlySet<bigint> = new Set();
