/**
 * A snapshot's receipt proved from what the link carries, no endpoint asked: the header's fields
 * must hash to the block hash the receipt names (so its receiptsRoot is that block's), the carried
 * nodes must lead from receiptsRoot to a leaf at the receipt's index, and that leaf must be exactly
 * the receipt shown, encoded (type, status, cumulative gas, bloom, logs). The previous receipt's
 * leaf, proved the same way, gives the cumulative gas before it, so the gas used shown is proved too.
 *
 * What remains is the header itself: it hashes to its hash, but that this block is on the chain is
 * the snapshot's word until an endpoint says so (components/snapshot/SnapshotProofLine.tsx).
 */
import type { TransactionDialect } from '../dialects/index.ts';
import { hexToBytes, type Hash } from '../hex.ts';
import { ProofError, walkProof, type ProofFailure } from '../proof/merkle-patricia-proof.ts';
import { indexKey } from '../proof/ordered-trie-root.ts';
import { MAX_RECEIPT_LEAF_BYTES } from '../proof/proof-limits.ts';
import type { ReceiptField } from '../proof/prove-inclusion.ts';
import { encodeReceipt } from '../proof/receipt-encoding.ts';
import { RlpDecodeError, decodeRlp } from '../proof/rlp-decode.ts';
import type { Receipt } from '../receipt.ts';
import { checkBlockHeader } from '../verify/block-header.ts';
import type { RlpItem } from '../verify/rlp.ts';
import type { NoProofReason, SnapshotProof } from './snapshot-proof.ts';

/** A field of the receipt shown that its proved leaf holds otherwise. */
export type LeafField = 'type' | ReceiptField;

/** Which carried proof did not check out: the receipt's own, or the previous receipt's. */
export type ProofOf = 'receipt' | 'previous';

export type SnapshotProofOutcome =
  | { status: 'proved'; block: bigint; blockHash: Hash; index: number }
  | { status: 'none'; why: NoProofReason }
  /** the header's encoding is not known on this network, or the receipt's type cannot be encoded */
  | { status: 'unchecked'; block: bigint; reason: string }
  | { status: 'refused'; block: bigint; part: 'header'; claimed: Hash; computed: Hash }
  /** the header is another block's than the one the receipt names */
  | { status: 'refused'; block: bigint; part: 'block'; header: Hash; named: Hash }
  | { status: 'refused'; block: bigint; part: 'proof'; of: ProofOf; failure: ProofFailure }
  /** the nodes check out, but lead to no receipt at that index */
  | { status: 'refused'; block: bigint; part: 'absent'; of: ProofOf }
  | { status: 'refused'; block: bigint; part: 'leaf'; differs: LeafField[] }
  /** the previous receipt's proof is missing, or its leaf is not a receipt */
  | { status: 'refused'; block: bigint; part: 'previous'; why: 'missing' | 'not-a-receipt' }
  /** a proof with no receipt to prove: no snapshot Hexray writes */
  | { status: 'refused'; block: bigint; part: 'no-receipt' }
  | { status: 'refused'; block: bigint; part: 'gasUsed'; claimed: bigint; proved: bigint };

type Refusal = Extract<SnapshotProofOutcome, { status: 'refused' }>;

/** A leaf's receipt split into its type and its list's items, or why it is not one. */
function splitReceipt(bytes: Uint8Array): { type: number; fields: readonly RlpItem[] } | string {
  const typed = bytes[0] !== undefined && bytes[0] < 0x80;
  try {
    const item = decodeRlp(typed ? bytes.subarray(1) : bytes);
    if (item instanceof Uint8Array || item.length < 4) return 'it is not a receipt’s list of fields';
    return { type: typed ? bytes[0]! : 0, fields: item };
  } catch (error) {
    if (error instanceof RlpDecodeError) return error.message;
    throw error;
  }
}

function sameItem(a: RlpItem | undefined, b: RlpItem | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a instanceof Uint8Array || b instanceof Uint8Array) {
    if (!(a instanceof Uint8Array && b instanceof Uint8Array) || a.length !== b.length) return false;
    return a.every((byte, i) => byte === b[i]);
  }
  return a.length === b.length && a.every((item, i) => sameItem(item, b[i]));
}

const FIELD_AT: ReadonlyArray<[ReceiptField, number]> = [
  ['status', 0],
  ['cumulativeGasUsed', 1],
  ['logsBloom', 2],
  ['logs', 3],
];

/** The fields the shown receipt's encoding has otherwise than the proved leaf (both split the same way). */
function leafDiffers(shown: Uint8Array, leaf: Uint8Array): LeafField[] {
  const ours = splitReceipt(shown);
  const theirs = splitReceipt(leaf);
  // the leaf is no receipt at all: everything shown differs from it
  if (typeof ours === 'string' || typeof theirs === 'string')
    return ['type', 'status', 'cumulativeGasUsed', 'logsBloom', 'logs'];
  const out: LeafField[] = ours.type === theirs.type ? [] : ['type'];
  for (const [field, at] of FIELD_AT) if (!sameItem(ours.fields[at], theirs.fields[at])) out.push(field);
  // a deposit's nonce and version, beyond the four: said as its status, the outcome they go with
  if (out.length === 0 && !sameItem(ours.fields.slice(4), theirs.fields.slice(4))) out.push('status');
  return out;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

function bigIntOf(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

/** The leaf at `index`, or the refusal naming which proof failed. */
function leafAt(
  root: Hash,
  index: number,
  nodes: readonly Uint8Array[],
  of: ProofOf,
  block: bigint,
): Uint8Array | Refusal {
  try {
    const lookup = walkProof(hexToBytes(root), indexKey(index), nodes, MAX_RECEIPT_LEAF_BYTES);
    return 'found' in lookup ? lookup.found : { status: 'refused', block, part: 'absent', of };
  } catch (error) {
    if (error instanceof ProofError) return { status: 'refused', block, part: 'proof', of, failure: error.failure };
    throw error;
  }
}

/** `dialect`: the snapshot's network's (null: not known, and Ethereum's encodings are tried). */
export function checkSnapshotProof(
  carried: SnapshotProof,
  receipt: Receipt | null,
  dialect: TransactionDialect | null,
): SnapshotProofOutcome {
  if (carried.kind === 'none') return { status: 'none', why: carried.why };
  const { header, receipt: nodes, previous } = carried.proof;
  const block = receipt?.blockNumber ?? header.number ?? 0n;
  if (receipt === null) return { status: 'refused', block, part: 'no-receipt' };
  const check = checkBlockHeader(header, dialect);
  if (check.status === 'unavailable') return { status: 'unchecked', block, reason: check.reason };
  if (check.status === 'fail')
    return { status: 'refused', block, part: 'header', claimed: check.claimed, computed: check.computed };
  const named = receipt.blockHash.toLowerCase() as Hash;
  if (check.hash !== named || header.number !== receipt.blockNumber)
    return { status: 'refused', block, part: 'block', header: check.hash, named };
  const encoded = encodeReceipt(receipt, dialect);
  if (!encoded.ok) return { status: 'unchecked', block, reason: encoded.reason };
  const index = Number(receipt.transactionIndex);
  const leaf = leafAt(check.receiptsRoot, index, nodes, 'receipt', block);
  if (!(leaf instanceof Uint8Array)) return leaf;
  if (!sameBytes(leaf, encoded.bytes))
    return { status: 'refused', block, part: 'leaf', differs: leafDiffers(encoded.bytes, leaf) };
  let before = 0n;
  if (index > 0) {
    if (previous === null) return { status: 'refused', block, part: 'previous', why: 'missing' };
    const prior = leafAt(check.receiptsRoot, index - 1, previous, 'previous', block);
    if (!(prior instanceof Uint8Array)) return prior;
    const split = splitReceipt(prior);
    const gas = typeof split === 'string' ? undefined : split.fields[1];
    if (!(gas instanceof Uint8Array)) return { status: 'refused', block, part: 'previous', why: 'not-a-receipt' };
    before = bigIntOf(gas);
  }
  const proved = receipt.cumulativeGasUsed - before;
  if (proved !== receipt.gasUsed)
    return { status: 'refused', block, part: 'gasUsed', claimed: receipt.gasUsed, proved };
  return { status: 'proved', block, blockHash: check.hash, index };
}
