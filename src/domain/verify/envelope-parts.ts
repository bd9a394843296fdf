/**
 * The pieces every transaction envelope is built from: a field list (its JSON names beside its
 * RLP items), the checks that name a missing field, and the two shapes a hash is taken over: a
 * signed typed envelope (EIP-2718) and an unsigned one (deposits, L1 messages, system transactions).
 */
import type { Transaction } from '../transaction.ts';
import { isAddress, isQuantity, type Hex } from '../hex.ts';
import { concatBytes, encodeRlp, rlpBytes, rlpInteger, type RlpItem } from './rlp.ts';

/** One field as it enters the encoding: its name in the JSON answer and its RLP item. */
export type Field = readonly [name: string, item: RlpItem];

export interface Signature {
  r: bigint;
  s: bigint;
  yParity: number;
}

export interface Envelope {
  /** e.g. `EIP-1559 (0x02 ‖ rlp[…])` */
  encoding: string;
  /** the answer's fields that were hashed, in order (the JSON names) */
  fields: string[];
  /** keccak-256 of these bytes is the transaction hash */
  signed: Uint8Array;
  /** keccak-256 of these bytes is what the sender signed; null for deposits (no signature) */
  unsigned: Uint8Array | null;
  signature: Signature | null;
  /** when there is no signature: where the sender comes from instead, in words */
  unsignedBecause?: string;
  /** legacy only: the chain id EIP-155 folds into v, null before EIP-155 */
  legacyChainId?: bigint | null;
  /** what the encoding assumed that the answer did not say (an absent accessList) */
  notes: string[];
}

/** A field the type requires is missing: the envelope cannot be rebuilt. */
export class MissingField extends Error {}

export function need<T>(value: T | null | undefined, name: string): T {
  if (value === null || value === undefined)
    throw new MissingField(`the answer has no \`${name}\`, which this type hashes`);
  return value;
}

export const int = (value: bigint): RlpItem => rlpInteger(value);
export const word = (value: Hex | null, name: string): RlpItem => rlpInteger(BigInt(need(value, name)));
export const EMPTY = new Uint8Array(0);
export const to = (tx: Transaction): RlpItem => (tx.to === null ? EMPTY : rlpBytes(tx.to));

/** Some nodes leave out an empty access list: absent is the empty list, for the hash as for the chain. */
export function accessList(tx: Transaction): RlpItem {
  return (tx.accessList ?? []).map((e) => [rlpBytes(e.address), e.storageKeys.map(rlpBytes)]);
}

/** An extra (non-spec) field read by name: an address, null/absent → empty bytes. */
export function extraAddress(tx: Transaction, name: string): RlpItem {
  const value = tx.extra[name];
  if (value === undefined || value === null) return EMPTY;
  if (!isAddress(value)) throw new MissingField(`\`${name}\` is not a 20-byte address`);
  return rlpBytes(value);
}

/** An extra field read by name: a quantity, null/absent → 0. */
export function extraQuantity(tx: Transaction, name: string, required = false): bigint {
  const value = tx.extra[name];
  if (value === undefined || value === null) {
    if (required) throw new MissingField(`the answer has no \`${name}\`, which this type hashes`);
    return 0n;
  }
  if (!isQuantity(value)) throw new MissingField(`\`${name}\` is not a hex quantity`);
  return BigInt(value);
}

export const names = (fields: readonly Field[]) => fields.map(([name]) => name);
export const items = (fields: readonly Field[]) => fields.map(([, item]) => item);

function typedSignature(tx: Transaction): { fields: Field[]; signature: Signature } {
  // Old nodes send only v on typed transactions, where it means yParity.
  const yParity = tx.yParity ?? need(tx.v, 'yParity');
  const fields: Field[] = [
    ['yParity', int(yParity)],
    ['r', word(tx.r, 'r')],
    ['s', word(tx.s, 's')],
  ];
  return { fields, signature: { r: BigInt(tx.r!), s: BigInt(tx.s!), yParity: Number(yParity) } };
}

/** A signed typed envelope: `type ‖ rlp(fields ‖ yParity, r, s)`, the sender having signed `type ‖ rlp(fields)`. */
export function typed(tx: Transaction, unsignedFields: Field[], encodingName: string): Envelope {
  const { fields: sigFields, signature } = typedSignature(tx);
  const prefix = Uint8Array.of(Number(tx.type));
  const all = [...unsignedFields, ...sigFields];
  const hex = tx.type.toString(16).padStart(2, '0');
  return {
    encoding: `${encodingName}: 0x${hex} ‖ rlp[…]`,
    fields: names(all),
    signed: concatBytes([prefix, encodeRlp(items(all))]),
    unsigned: concatBytes([prefix, encodeRlp(items(unsignedFields))]),
    signature,
    notes:
      tx.accessList === undefined && all.some(([name]) => name === 'accessList')
        ? ['The answer has no accessList: hashed as the empty list, which is what an absent list is.']
        : [],
  };
}

/** A transaction with no signature: its hash is `type ‖ rlp(fields)`, its sender comes from elsewhere. */
export function unsignedEnvelope(type: number, encoding: string, fields: Field[], unsignedBecause: string): Envelope {
  return {
    encoding: `${encoding}: 0x${type.toString(16)} ‖ rlp[…]`,
    fields: names(fields),
    signed: concatBytes([Uint8Array.of(type), encodeRlp(items(fields))]),
    unsigned: null,
    signature: null,
    unsignedBecause,
    notes: [],
  };
}
