/**
 * A parsed transaction or receipt written back as the JSON-RPC object it was parsed from, for
 * whatever must carry a record outside the page (a snapshot link): `parseTransaction` and
 * `parseReceipt` read it back to the same value, so the verification on the other side hashes
 * exactly the fields shown here. Quantities come out canonical (0x-prefixed, no leading zeros),
 * every unknown field verbatim from `extra`.
 */
import { bigIntToQuantity } from './hex.ts';
import type { Log, Receipt } from './receipt.ts';
import type { Authorization, Transaction } from './transaction.ts';

type Json = Record<string, unknown>;

const quantityOrNull = (value: bigint | null): string | null => (value === null ? null : bigIntToQuantity(value));

/** Sets `key` only when the value is there: an absent optional field stays absent. */
function setOptional(target: Json, key: string, value: unknown): void {
  if (value !== undefined) target[key] = typeof value === 'bigint' ? bigIntToQuantity(value) : value;
}

function authorizationJson(a: Authorization): Json {
  return {
    chainId: bigIntToQuantity(a.chainId),
    nonce: bigIntToQuantity(a.nonce),
    address: a.address,
    yParity: bigIntToQuantity(a.yParity),
    r: a.r,
    s: a.s,
  };
}

export function transactionJson(tx: Transaction): Json {
  const json: Json = {
    ...tx.extra,
    hash: tx.hash,
    blockHash: tx.blockHash,
    blockNumber: quantityOrNull(tx.blockNumber),
    transactionIndex: quantityOrNull(tx.transactionIndex),
    from: tx.from,
    to: tx.to,
    gas: bigIntToQuantity(tx.gas),
    gasPrice: quantityOrNull(tx.gasPrice),
    value: bigIntToQuantity(tx.value),
    nonce: bigIntToQuantity(tx.nonce),
    input: tx.input,
    v: quantityOrNull(tx.v),
    r: tx.r,
    s: tx.s,
    type: bigIntToQuantity(tx.type),
  };
  if (tx.chainId !== null) json.chainId = bigIntToQuantity(tx.chainId);
  setOptional(json, 'yParity', tx.yParity);
  setOptional(json, 'maxFeePerGas', tx.maxFeePerGas);
  setOptional(json, 'maxPriorityFeePerGas', tx.maxPriorityFeePerGas);
  setOptional(json, 'maxFeePerBlobGas', tx.maxFeePerBlobGas);
  setOptional(json, 'blobVersionedHashes', tx.blobVersionedHashes);
  setOptional(json, 'accessList', tx.accessList);
  setOptional(json, 'authorizationList', tx.authorizationList?.map(authorizationJson));
  return json;
}

function logJson(log: Log): Json {
  return {
    ...log.extra,
    address: log.address,
    topics: log.topics,
    data: log.data,
    blockNumber: quantityOrNull(log.blockNumber),
    blockHash: log.blockHash,
    transactionHash: log.transactionHash,
    transactionIndex: quantityOrNull(log.transactionIndex),
    logIndex: quantityOrNull(log.logIndex),
    removed: log.removed,
  };
}

export function receiptJson(receipt: Receipt): Json {
  const json: Json = {
    ...receipt.extra,
    transactionHash: receipt.transactionHash,
    transactionIndex: bigIntToQuantity(receipt.transactionIndex),
    blockHash: receipt.blockHash,
    blockNumber: bigIntToQuantity(receipt.blockNumber),
    from: receipt.from,
    to: receipt.to,
    contractAddress: receipt.contractAddress,
    cumulativeGasUsed: bigIntToQuantity(receipt.cumulativeGasUsed),
    gasUsed: bigIntToQuantity(receipt.gasUsed),
    effectiveGasPrice: quantityOrNull(receipt.effectiveGasPrice),
    logs: receipt.logs.map(logJson),
    logsBloom: receipt.logsBloom,
    type: bigIntToQuantity(receipt.type),
  };
  if (receipt.outcome.kind === 'status') json.status = receipt.outcome.success ? '0x1' : '0x0';
  else json.root = receipt.outcome.root;
  setOptional(json, 'blobGasUsed', receipt.blobGasUsed);
  setOptional(json, 'blobGasPrice', receipt.blobGasPrice);
  return json;
}
