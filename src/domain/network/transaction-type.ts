/**
 * Human names of transaction types (EIP-2718 envelopes). Unknown types are shown, never rejected.
 * Ethereum's 0x0–0x4 mean the same everywhere; every other number belongs to a network's dialect
 * (dialects/), and the same number can mean different things: 0x7e is an OP-stack deposit, a
 * Mantle deposit or a Scroll L1 message. This module is the one place that answers "what is this
 * type on this network", for the labels, the summary's rows and the verification alike.
 */
import type { Kind0x7e, TypeEntry } from '../dialects/dialect.ts';
import { DIALECTS, dialectNamed, type TransactionDialect } from '../dialects/index.ts';
import type { Transaction } from '../transaction.ts';

export interface TransactionTypeInfo {
  /** `Legacy`, `EIP-1559`, `Deposit (OP stack)`, … or `Unknown`. */
  name: string;
  /** What the type adds, for a tooltip; for an unknown type, what the number means elsewhere. */
  description: string | null;
  known: boolean;
  /** made by the chain itself, not by a user (Arbitrum's internal transactions) */
  system: boolean;
}

const ETHEREUM: ReadonlyMap<bigint, TypeEntry> = new Map([
  [0n, { name: 'Legacy', description: 'Gas price and v/r/s signature, before typed transactions' }],
  [1n, { name: 'EIP-2930', description: 'Access list transaction' }],
  [2n, { name: 'EIP-1559', description: 'Fee market: max fee and priority fee per gas' }],
  [3n, { name: 'EIP-4844', description: 'Blob transaction' }],
  [4n, { name: 'EIP-7702', description: 'Set-code transaction with an authorization list' }],
]);

/** The dialect's own meaning of a number, beside Ethereum's. */
export function dialectType(dialect: TransactionDialect, type: bigint): TypeEntry | undefined {
  const types = dialectNamed(dialect).types;
  const key = Number(type);
  return Object.hasOwn(types, key) ? types[key] : undefined;
}

/** Every meaning the dialects give a number, each once (Celo's 0x7e is the OP stack's own entry). */
function meaningsOf(type: bigint): TypeEntry[] {
  const all = (Object.keys(DIALECTS) as TransactionDialect[]).flatMap((d) => dialectType(d, type) ?? []);
  return [...new Set(all)];
}

/**
 * The one answer to "what is this 0x7e?": the network's dialect decides, and null means the
 * network defines no 0x7e (or the type is not 0x7e). With no network known, the fields only one
 * of them carries: a sourceHash is a deposit (Mantle's when it carries ethValue), a queueIndex
 * without one is Scroll's L1 message; neither, null.
 */
export function kindOf0x7e(
  tx: Pick<Transaction, 'type' | 'extra'>,
  dialect: TransactionDialect | null,
): Kind0x7e | null {
  if (tx.type !== 0x7en) return null;
  if (dialect !== null) return dialectType(dialect, tx.type)?.kind ?? null;
  const { sourceHash, ethValue, queueIndex } = tx.extra;
  if (sourceHash !== undefined && sourceHash !== null)
    return ethValue === undefined ? 'op-stack-deposit' : 'mantle-deposit';
  if (queueIndex !== undefined && queueIndex !== null) return 'scroll-l1-message';
  return null;
}

const info = (entry: TypeEntry): TransactionTypeInfo => ({
  name: entry.name,
  description: entry.description,
  known: true,
  system: entry.system === true,
});

/**
 * A number this network does not name: what it usually is on the networks that define it, and why
 * Hexray cannot be sure here. The label shows the number beside the name, so the name does not
 * repeat it.
 */
function unknown(type: bigint, meanings: readonly TypeEntry[], dialect: TransactionDialect | null) {
  const hex = `0x${type.toString(16)}`;
  const names = meanings.map((m) => m.name);
  const several = names.length > 1;
  const list = several ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  const why = dialect === null ? 'the network is unknown' : `this network defines no type ${hex}`;
  const description =
    names.length === 0
      ? null
      : `Usually ${list}, on the ${several ? 'networks that define' : 'network that defines'} it; ${why}, so Hexray cannot be sure ${several ? 'which it is' : 'it is one'}`;
  return { name: 'Unknown', description, known: false, system: false };
}

/**
 * `dialect` null: the network is unknown. A number only one dialect defines is still named; one
 * that several define differently is named by the fields only one of them carries, or not at all.
 * `extra`: the transaction's own fields, when known.
 */
export function transactionTypeInfo(
  type: bigint | number,
  dialect: TransactionDialect | null,
  extra: Record<string, unknown> = {},
): TransactionTypeInfo {
  const t = BigInt(type);
  const ethereum = ETHEREUM.get(t);
  if (ethereum) return info(ethereum);
  const meanings = meaningsOf(t);
  if (dialect !== null) {
    const own = dialectType(dialect, t);
    return own ? info(own) : unknown(t, meanings, dialect);
  }
  const kind = kindOf0x7e({ type: t, extra }, null);
  const byFields = meanings.find((m) => m.kind === kind);
  if (byFields) return info(byFields);
  return meanings.length === 1 ? info(meanings[0]!) : unknown(t, meanings, null);
}
