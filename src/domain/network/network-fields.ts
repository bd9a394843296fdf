/**
 * Fields networks add to transactions and receipts beyond the spec's, read by name: Arbitrum's
 * gasUsedForL1, ZKsync's batch numbers, Celo's fee currency, Mantle's ethValue, Scroll's queue
 * index. The parsers keep them in `extra`, verbatim; each dialect's module (dialects/) says how to
 * read its own. OP-stack fields have their own rows (dialects/op-stack.ts).
 *
 * A name means something only on the network that defines it (`root` is ZKsync's block hash, a
 * state root elsewhere; `sender` is Scroll's L1 sender): on any other network, or an unknown one,
 * it is shown as sent.
 */
import { isAddress, isHash, isQuantity } from '../hex.ts';
import type { NetworkField, NetworkFieldUnit } from '../dialects/dialect.ts';
import { dialectNamed, type TransactionDialect } from '../dialects/index.ts';

/**
 * What a field means on this network, or null: a field its dialect does not define (another
 * network's, or none's), or any field when the network is unknown.
 */
export function networkField(name: string, dialect: TransactionDialect | null): NetworkField | null {
  if (dialect === null) return null;
  const fields = dialectNamed(dialect).fields;
  return Object.hasOwn(fields, name) ? fields[name]! : null;
}

/** The value as the unit expects it, or null when it is not (then it is shown as sent). */
export function networkFieldValue(unit: NetworkFieldUnit, value: unknown): bigint | string | null {
  if (unit === 'address') return isAddress(value) ? value.toLowerCase() : null;
  if (unit === 'hash') return isHash(value) ? value.toLowerCase() : null;
  return isQuantity(value) ? BigInt(value) : null;
}
