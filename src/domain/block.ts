/**
 * The block object of `eth_getBlockByHash` / `eth_getBlockByNumber`, asked for without full
 * transactions (`false`): its header fields and the hashes of its transactions, parsed once. Hexray
 * never asks for full transactions in a block: a block of 100,000 transactions would be megabytes,
 * so the block page reads the transactions of the rows it shows (by block hash and index, one of
 * the service's four methods). A node that sends full objects anyway is read for their hashes.
 *
 * A pending block (`eth_getBlockByNumber('pending')`) has null number, hash and nonce.
 */
import type { Address, Hash, Hex } from './hex.ts';
import {
  FieldReader,
  MalformedFieldError,
  asAddress,
  asHash,
  asHexData,
  asQuantity,
  asRecord,
} from './parse-fields.ts';

export interface Block {
  /** null only for the pending block */
  number: bigint | null;
  hash: Hash | null;
  parentHash: Hash;
  /** seconds since the epoch */
  timestamp: bigint;
  gasUsed: bigint;
  gasLimit: bigint;
  /** London and later; null before (and on chains without it) */
  baseFeePerGas: bigint | null;
  /** Cancun and later (EIP-4844); null before */
  blobGasUsed: bigint | null;
  excessBlobGas: bigint | null;
  /** the fee recipient (`miner`); null when a chain leaves it out */
  miner: Address | null;
  /** bytes, when the node says */
  size: bigint | null;
  extraData: Hex | null;
  /** in block order */
  transactions: Hash[];
  /** every field not listed above, verbatim (withdrawals, L2 fields, …) */
  extra: Record<string, unknown>;
}

/** A transaction entry: its hash, or (from a node that sent full objects) the object's hash. */
function transactionHashAt(value: unknown, path: string): Hash {
  if (typeof value === 'string') return asHash(value, path);
  const record = asRecord(value, path);
  return asHash(record['hash'], `${path}.hash`);
}

function asTransactionHashes(value: unknown, path: string): Hash[] {
  if (!Array.isArray(value)) throw new MalformedFieldError(path, 'must be an array');
  // a plain loop: a block may hold tens of thousands of entries
  const hashes: Hash[] = new Array<Hash>(value.length);
  for (let i = 0; i < value.length; i++) hashes[i] = transactionHashAt(value[i], `${path}[${i}]`);
  return hashes;
}

/** Throws MalformedFieldError naming the field when `raw` is not a block object. */
export function parseBlock(raw: unknown, path = 'block'): Block {
  const f = new FieldReader(raw, path);
  const number = f.nullable('number', asQuantity);
  const hash = f.nullable('hash', asHash);
  if ((number === null) !== (hash === null)) {
    throw new MalformedFieldError(`${path}.hash`, 'number and hash must be both null (pending) or both set');
  }
  const block: Block = {
    number,
    hash,
    parentHash: f.required('parentHash', asHash),
    timestamp: f.required('timestamp', asQuantity),
    gasUsed: f.required('gasUsed', asQuantity),
    gasLimit: f.required('gasLimit', asQuantity),
    baseFeePerGas: f.nullable('baseFeePerGas', asQuantity),
    blobGasUsed: f.nullable('blobGasUsed', asQuantity),
    excessBlobGas: f.nullable('excessBlobGas', asQuantity),
    miner: f.nullable('miner', asAddress),
    size: f.nullable('size', asQuantity),
    extraData: f.nullable('extraData', asHexData),
    transactions: f.required('transactions', asTransactionHashes),
    extra: {},
  };
  block.extra = f.extra();
  return block;
}
