/**
 * The receipt object of `eth_getTransactionReceipt` and its logs, parsed once into typed values.
 * The outcome is `status` (Byzantium and later) or `root` (before); neither is malformed. When
 * both are sent (ZKsync Era puts the block hash in `root`), status is the outcome and root is kept
 * as an extra field.
 */
import type { Address, Hash, Hex } from './hex.ts';
import {
  FieldReader,
  MalformedFieldError,
  arrayOf,
  asAddress,
  asBoolean,
  asHash,
  asHexData,
  asQuantity,
} from './parse-fields.ts';
import { isHexOfBytes } from './hex.ts';

export interface Log {
  address: Address;
  topics: Hash[];
  data: Hex;
  /** null for pending logs */
  blockNumber: bigint | null;
  blockHash: Hash | null;
  transactionHash: Hash | null;
  transactionIndex: bigint | null;
  logIndex: bigint | null;
  /** true when a reorg removed the log; absent on some old nodes → false */
  removed: boolean;
  /** fields not listed above (e.g. `blockTimestamp`), verbatim */
  extra: Record<string, unknown>;
}

export type ReceiptOutcome = { kind: 'status'; success: boolean } | { kind: 'root'; root: Hash };

export interface Receipt {
  transactionHash: Hash;
  transactionIndex: bigint;
  blockHash: Hash;
  blockNumber: bigint;
  from: Address;
  /** null for a contract creation */
  to: Address | null;
  /** the created contract, else null */
  contractAddress: Address | null;
  cumulativeGasUsed: bigint;
  gasUsed: bigint;
  /** absent on very old nodes → null (before EIP-1559 it equals the gas price) */
  effectiveGasPrice: bigint | null;
  logs: Log[];
  /** 256 bytes */
  logsBloom: Hex;
  outcome: ReceiptOutcome;
  /** absent before typed transactions → 0n */
  type: bigint;
  blobGasUsed?: bigint;
  blobGasPrice?: bigint;
  extra: Record<string, unknown>;
}

const asBloom = (value: unknown, path: string): Hex => {
  if (!isHexOfBytes(value, 256)) {
    const got = typeof value === 'string' ? `${Math.max(0, value.length - 2)} hex digits` : JSON.stringify(value);
    throw new MalformedFieldError(path, `must be 256 bytes of hex (512 digits); got ${got}`);
  }
  return value.toLowerCase() as Hex;
};

export function parseLog(raw: unknown, path = 'log'): Log {
  const f = new FieldReader(raw, path);
  const log: Log = {
    address: f.required('address', asAddress),
    topics: f.required('topics', arrayOf(asHash)),
    data: f.required('data', asHexData),
    blockNumber: f.nullable('blockNumber', asQuantity),
    blockHash: f.nullable('blockHash', asHash),
    transactionHash: f.nullable('transactionHash', asHash),
    transactionIndex: f.nullable('transactionIndex', asQuantity),
    logIndex: f.nullable('logIndex', asQuantity),
    removed: f.optional('removed', asBoolean) ?? false,
    extra: {},
  };
  log.extra = f.extra();
  return log;
}

function parseOutcome(f: FieldReader): ReceiptOutcome {
  // null counts as absent: the spec writes absent values as null.
  const hasStatus = f.has('status');
  const hasRoot = f.has('root');
  if (!hasStatus && !hasRoot) {
    throw new MalformedFieldError(f.at('status'), 'is missing, and so is root; a receipt carries exactly one of them');
  }
  if (!hasStatus) {
    f.claim('status');
    return { kind: 'root', root: f.required('root', asHash) };
  }
  // ZKsync Era sends the block hash as `root` beside `status`: status is the outcome, and root is
  // left unread, so it is kept (and shown) as one of the receipt's other fields.
  if (!hasRoot) f.claim('root');
  const status = f.required('status', asQuantity);
  if (status !== 0n && status !== 1n) {
    throw new MalformedFieldError(
      f.at('status'),
      `must be 0x1 (success) or 0x0 (failure); got 0x${status.toString(16)}`,
    );
  }
  return { kind: 'status', success: status === 1n };
}

/** Throws MalformedFieldError naming the field when `raw` is not a receipt object. */
export function parseReceipt(raw: unknown, path = 'receipt'): Receipt {
  const f = new FieldReader(raw, path);
  const receipt: Receipt = {
    transactionHash: f.required('transactionHash', asHash),
    transactionIndex: f.required('transactionIndex', asQuantity),
    blockHash: f.required('blockHash', asHash),
    blockNumber: f.required('blockNumber', asQuantity),
    from: f.required('from', asAddress),
    to: f.nullable('to', asAddress),
    contractAddress: f.nullable('contractAddress', asAddress),
    cumulativeGasUsed: f.required('cumulativeGasUsed', asQuantity),
    gasUsed: f.required('gasUsed', asQuantity),
    effectiveGasPrice: f.nullable('effectiveGasPrice', asQuantity),
    logs: f.required('logs', arrayOf(parseLog)),
    logsBloom: f.required('logsBloom', asBloom),
    outcome: parseOutcome(f),
    type: f.optional('type', asQuantity) ?? 0n,
    extra: {},
  };
  const blobGasUsed = f.optional('blobGasUsed', asQuantity);
  if (blobGasUsed !== undefined) receipt.blobGasUsed = blobGasUsed;
  const blobGasPrice = f.optional('blobGasPrice', asQuantity);
  if (blobGasPrice !== undefined) receipt.blobGasPrice = blobGasPrice;
  receipt.extra = f.extra();
  return receipt;
}
