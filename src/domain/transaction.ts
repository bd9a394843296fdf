/**
 * The transaction object of `eth_getTransactionByHash` / `eth_getTransactionByBlockHashAndIndex`,
 * parsed once into typed values. Covers the fields of types 0x0–0x4 (legacy, EIP-2930,
 * EIP-1559, EIP-4844, EIP-7702); unknown types and unknown fields (L2 deposits `0x7e`,
 * `blockTimestamp`, …) are kept in `extra`, never rejected.
 */
import type { Address, Hash, Hex } from './hex.ts';
import {
  FieldReader,
  MalformedFieldError,
  arrayOf,
  asAddress,
  asHash,
  asHexData,
  asQuantity,
  asWord,
} from './parse-fields.ts';

export interface AccessListEntry {
  address: Address;
  storageKeys: Hash[];
}

/** An EIP-7702 authorization tuple. */
export interface Authorization {
  chainId: bigint;
  nonce: bigint;
  address: Address;
  yParity: bigint;
  r: Hex;
  s: Hex;
}

export interface Transaction {
  hash: Hash;
  /** null (all three) while pending */
  blockHash: Hash | null;
  blockNumber: bigint | null;
  transactionIndex: bigint | null;
  pending: boolean;
  from: Address;
  /** null for a contract creation */
  to: Address | null;
  gas: bigint;
  /** Always set for types 0x0–0x4 (on 0x2+ it is the effective price); null only on unknown types that omit it. */
  gasPrice: bigint | null;
  value: bigint;
  nonce: bigint;
  input: Hex;
  /** Set for legacy transactions; null only on a typed one that sends yParity instead, or on unknown types. */
  v: bigint | null;
  /**
   * 32 bytes, zero-padded (nodes send r and s unpadded; L2 deposits send 0x0). null only on an
   * unknown type that carries no signature (ZKsync's L1 priority transactions, 0xff).
   */
  r: Hex | null;
  s: Hex | null;
  yParity?: bigint;
  /** absent on very old nodes → 0n */
  type: bigint;
  /** `chainId`, or the spec's spelling `chainID`; null when neither is sent */
  chainId: bigint | null;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  maxFeePerBlobGas?: bigint;
  blobVersionedHashes?: Hash[];
  accessList?: AccessListEntry[];
  authorizationList?: Authorization[];
  /** every field not listed above, verbatim */
  extra: Record<string, unknown>;
}

/** The types whose fields we know; for these the spec's "always" fields are required. */
export const KNOWN_TRANSACTION_TYPES: readonly bigint[] = [0n, 1n, 2n, 3n, 4n];

// The array checks, made once rather than on every transaction parsed.
const asHashes = arrayOf(asHash);

function parseAccessListEntry(value: unknown, path: string): AccessListEntry {
  const f = new FieldReader(value, path);
  return { address: f.required('address', asAddress), storageKeys: f.required('storageKeys', asHashes) };
}

function parseAuthorization(value: unknown, path: string): Authorization {
  const f = new FieldReader(value, path);
  const yParity = f.optional('yParity', asQuantity) ?? f.optional('v', asQuantity);
  if (yParity === undefined) throw new MalformedFieldError(`${path}.yParity`, 'is missing');
  return {
    chainId: f.required('chainId', asQuantity),
    nonce: f.required('nonce', asQuantity),
    address: f.required('address', asAddress),
    yParity,
    r: f.required('r', asWord),
    s: f.required('s', asWord),
  };
}

/** An EIP-2930 access list, as a transaction carries it and eth_createAccessList answers it. */
export const asAccessList = arrayOf(parseAccessListEntry);
const asAuthorizationList = arrayOf(parseAuthorization);

/** The spec's "always" fields: required on a known type; an unknown type may legitimately lack them. */
function always<T>(f: FieldReader, known: boolean, key: string, check: (value: unknown, p: string) => T): T | null {
  return known ? f.required(key, check) : f.nullable(key, check);
}

/** Throws MalformedFieldError naming the field when `raw` is not a transaction object. */
export function parseTransaction(raw: unknown, path = 'transaction'): Transaction {
  const f = new FieldReader(raw, path);
  const type = f.optional('type', asQuantity) ?? 0n;
  const known = KNOWN_TRANSACTION_TYPES.includes(type);

  const blockHash = f.nullable('blockHash', asHash);
  const blockNumber = f.nullable('blockNumber', asQuantity);
  const transactionIndex = f.nullable('transactionIndex', asQuantity);
  const inBlock = (blockHash === null ? 0 : 1) + (blockNumber === null ? 0 : 1) + (transactionIndex === null ? 0 : 1);
  if (inBlock !== 0 && inBlock !== 3) {
    throw new MalformedFieldError(
      `${path}.blockHash`,
      'blockHash, blockNumber and transactionIndex must be all null (pending) or all set',
    );
  }

  const chainIdLower = f.optional('chainId', asQuantity);
  const chainIdUpper = f.optional('chainID', asQuantity);
  if (chainIdLower !== undefined && chainIdUpper !== undefined && chainIdLower !== chainIdUpper) {
    throw new MalformedFieldError(`${path}.chainId`, 'and chainID disagree');
  }

  const yParity = f.optional('yParity', asQuantity);
  const v = type !== 0n && yParity !== undefined ? f.nullable('v', asQuantity) : always(f, known, 'v', asQuantity);

  const tx: Transaction = {
    hash: f.required('hash', asHash),
    blockHash,
    blockNumber,
    transactionIndex,
    pending: inBlock === 0,
    from: f.required('from', asAddress),
    to: f.nullable('to', asAddress),
    gas: f.required('gas', asQuantity),
    gasPrice: always(f, known, 'gasPrice', asQuantity),
    value: f.required('value', asQuantity),
    nonce: f.required('nonce', asQuantity),
    input: f.required('input', asHexData),
    v,
    r: always(f, known, 'r', asWord),
    s: always(f, known, 's', asWord),
    type,
    chainId: chainIdLower ?? chainIdUpper ?? null,
    extra: {},
  };
  if (yParity !== undefined) tx.yParity = yParity;
  const maxFeePerGas = f.optional('maxFeePerGas', asQuantity);
  if (maxFeePerGas !== undefined) tx.maxFeePerGas = maxFeePerGas;
  const maxPriorityFeePerGas = f.optional('maxPriorityFeePerGas', asQuantity);
  if (maxPriorityFeePerGas !== undefined) tx.maxPriorityFeePerGas = maxPriorityFeePerGas;
  const maxFeePerBlobGas = f.optional('maxFeePerBlobGas', asQuantity);
  if (maxFeePerBlobGas !== undefined) tx.maxFeePerBlobGas = maxFeePerBlobGas;
  const blobVersionedHashes = f.optional('blobVersionedHashes', asHashes);
  if (blobVersionedHashes !== undefined) tx.blobVersionedHashes = blobVersionedHashes;
  const accessList = f.optional('accessList', asAccessList);
  if (accessList !== undefined) tx.accessList = accessList;
  const authorizationList = f.optional('authorizationList', asAuthorizationList);
  if (authorizationList !== undefined) tx.authorizationList = authorizationList;
  tx.extra = f.extra();
  return tx;
}
