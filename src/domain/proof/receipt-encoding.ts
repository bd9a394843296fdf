/**
 * A receipt as its block's receipts trie holds it (go-ethereum's Receipts.EncodeIndex): legacy
 * receipts `rlp([status or root, cumulativeGasUsed, logsBloom, logs])`, typed ones (EIP-2718)
 * `type ‖ rlp(…)` of the same list, each log `[address, topics, data]`. An OP-stack deposit
 * receipt (0x7e) adds `depositNonce, depositReceiptVersion` once it carries a version (Canyon and
 * later, op-geth's "post-canyon receipt hash computation update"); before Canyon its nonce is not
 * hashed. A type whose receipt encoding Hexray does not know on that network says so.
 */
import { dialectNamed, type TransactionDialect } from '../dialects/index.ts';
import { isQuantity } from '../hex.ts';
import type { Receipt } from '../receipt.ts';
import { concatBytes, encodeRlp, rlpBytes, rlpInteger, type RlpItem } from '../verify/rlp.ts';

export type ReceiptEncoding = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

/** Ethereum's receipt types: legacy, EIP-2930, EIP-1559, EIP-4844, EIP-7702. */
const ETHEREUM_TYPES = new Set([0n, 1n, 2n, 3n, 4n]);
const DEPOSIT = 0x7en;

/** Whether the network's 0x7e is the OP stack's deposit, as its dialect says (Celo's L2 runs op-geth). */
function opStackDepositOn(dialect: TransactionDialect): boolean {
  return dialectNamed(dialect).types[Number(DEPOSIT)]?.kind === 'op-stack-deposit';
}

function consensusFields(receipt: Receipt): RlpItem[] {
  const outcome =
    receipt.outcome.kind === 'root'
      ? rlpBytes(receipt.outcome.root)
      : // a boolean: 0x01, or the empty string for a failure
        rlpInteger(receipt.outcome.success ? 1n : 0n);
  return [
    outcome,
    rlpInteger(receipt.cumulativeGasUsed),
    rlpBytes(receipt.logsBloom),
    receipt.logs.map((log) => [rlpBytes(log.address), log.topics.map(rlpBytes), rlpBytes(log.data)]),
  ];
}

/** A deposit's field from the answer: a quantity, or absent (null). */
function extraQuantity(receipt: Receipt, name: string): bigint | null | 'malformed' {
  const value = receipt.extra[name];
  if (value === undefined || value === null) return null;
  return isQuantity(value) ? BigInt(value) : 'malformed';
}

function depositFields(receipt: Receipt): RlpItem[] | string {
  const version = extraQuantity(receipt, 'depositReceiptVersion');
  const nonce = extraQuantity(receipt, 'depositNonce');
  if (version === 'malformed') return '`depositReceiptVersion` is not a hex quantity';
  // before Canyon the nonce is not part of the receipt's hash
  if (version === null) return consensusFields(receipt);
  if (nonce === null || nonce === 'malformed')
    return 'a deposit receipt with a depositReceiptVersion hashes its depositNonce, which the answer does not carry as a quantity';
  return [...consensusFields(receipt), rlpInteger(nonce), rlpInteger(version)];
}

function typeHex(type: bigint): string {
  return `0x${type.toString(16)}`;
}

/** `dialect`: the resolved network's; null when unknown (a 0x7e with a depositNonce is then read as a deposit). */
export function encodeReceipt(receipt: Receipt, dialect: TransactionDialect | null): ReceiptEncoding {
  const { type } = receipt;
  let fields: RlpItem[] | string;
  if (ETHEREUM_TYPES.has(type)) fields = consensusFields(receipt);
  else if (type === DEPOSIT && (dialect === null ? 'depositNonce' in receipt.extra : opStackDepositOn(dialect)))
    fields = depositFields(receipt);
  else
    return {
      ok: false,
      reason: `a receipt of type ${typeHex(type)} is encoded ${dialect === null ? 'as its network (unknown here) defines' : `as ${dialect} defines`}, in a way Hexray does not know`,
    };
  if (typeof fields === 'string') return { ok: false, reason: fields };
  const list = encodeRlp(fields);
  return { ok: true, bytes: type === 0n ? list : concatBytes([Uint8Array.of(Number(type)), list]) };
}
