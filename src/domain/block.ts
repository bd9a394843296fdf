/**
 * The block object of `eth_getBlockByHash` / `eth_getBlockByNumber`: its header fields and the
 * hashes of its transactions, parsed once. Pages ask without full transactions (`false`): a block
 * of 100,000 transactions would be megabytes, so the block page reads the transactions of the rows
 * it shows (by block hash and index, one of the service's four methods). Readers that need every
 * transaction of a block anyway (the Activity tab's scan, a re-execution's earlier transactions)
 * ask with `true` and get them in one call instead of one call each (`transactionObjects`). A node
 * that sends full objects unasked is read for their hashes.
 *
 * A pending block (`eth_getBlockByNumber('pending')`) has null number, hash and nonce.
 */
import type { Address, Hash, Hex } from './hex.ts';
import { parseTransaction, type Transaction } from './transaction.ts';
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
  /** the transactions themselves, in block order, when they were asked for (`true`) */
  transactionObjects?: Transaction[];
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

/**
 * A block asked for with its full transactions: each entry parsed as a transaction and checked to
 * be where the block puts it (its block hash, number and index), so a transaction of another block
 * or out of order is refused as malformed, as the by-index read refuses it.
 */
export function parseBlockWithTransactions(raw: unknown, path = 'block'): Block {
  const block = parseBlock(raw, path);
  const entries = (raw as { transactions: unknown[] }).transactions;
  const objects = new Array<Transaction>(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const at = `${path}.transactions[${i}]`;
    const transaction = parseTransaction(entries[i], at);
    if (block.hash !== null && transaction.blockHash?.toLowerCase() !== block.hash.toLowerCase())
      throw new MalformedFieldError(`${at}.blockHash`, `is not the block's hash ${block.hash}`);
    if (block.number !== null && transaction.blockNumber !== block.number)
      throw new MalformedFieldError(`${at}.blockNumber`, `is not the block's number ${block.number}`);
    if (block.hash !== null && transaction.transactionIndex !== BigInt(i))
      throw new MalformedFieldError(`${at}.transactionIndex`, `is not its place in the block (${i})`);
    objects[i] = transaction;
  }
  block.transactionObjects = objects;
  return block;
}
