/**
 * The proof a snapshot link carries for its receipt, so it is proved with no endpoint: the block's
 * header (only the fields its hash covers) and the trie nodes from its receiptsRoot to the
 * receipt's key, and to the previous receipt's (whose cumulative gas gives this one's gas used).
 * Written only when the sharing page had proved the receipt at its index; otherwise the link says
 * why it carries none. A link from before proofs were carried has no `proof` at all.
 *
 * JSON: `proof: { header, receipt: [hex…], previous: [hex…] | null }`, or `proof: { none: why }`.
 * Read as hostile input: node counts and sizes are capped here, before anything is decoded.
 */
import { parseBlock, type Block } from '../block.ts';
import { bytesToHex, hexToBytes, isHexData } from '../hex.ts';
import { MalformedFieldError } from '../parse-fields.ts';
import { parsed, rejected, type ParseResult } from '../parse-result.ts';
import { orderedTrieProof } from '../proof/ordered-trie-proof.ts';
import { MAX_NODE_BYTES, MAX_PROOF_NODES, MAX_RECEIPT_LEAF_BYTES } from '../proof/proof-limits.ts';
import type { InclusionEvidence } from '../proof/prove-inclusion.ts';
import { headerJson } from '../verify/block-header.ts';

export interface CarriedProof {
  /** the header as the sharing page checked it (its fields hashed to its hash there) */
  header: Block;
  /** the nodes from receiptsRoot to the receipt's key, root first */
  receipt: Uint8Array[];
  /** the nodes to the previous receipt's key; null for the block's first receipt */
  previous: Uint8Array[] | null;
}

/**
 * Why a snapshot carries no proof: made before snapshots carried them, shared before the page had
 * proved the receipt (or it could not be), too long for a link with it, or shared without a receipt.
 */
export type NoProofReason = 'old' | 'not-proved' | 'too-long' | 'no-receipt';

export type SnapshotProof = { kind: 'carried'; proof: CarriedProof } | { kind: 'none'; why: NoProofReason };

/** The receipt at `index`, proved as the page proved it: the nodes of its path and its predecessor's. */
export function carriedProofOf(evidence: InclusionEvidence, index: number): CarriedProof {
  return {
    header: evidence.header,
    receipt: orderedTrieProof(evidence.leaves, index),
    previous: index === 0 ? null : orderedTrieProof(evidence.leaves, index - 1),
  };
}

export function snapshotProofJson(proof: SnapshotProof): unknown {
  if (proof.kind === 'none') return { none: proof.why };
  const { header, receipt, previous } = proof.proof;
  return {
    header: headerJson(header),
    receipt: receipt.map(bytesToHex),
    previous: previous && previous.map(bytesToHex),
  };
}

const WRITTEN_REASONS: ReadonlySet<string> = new Set<NoProofReason>(['not-proved', 'too-long', 'no-receipt']);
/** A header has 21 fields at most today; room for a few more forks. */
const MAX_HEADER_FIELDS = 32;
/** The longest header field: an extraData of 4 KB is more than any chain writes. */
const MAX_HEADER_FIELD_CHARS = 2 + 2 * 4096;

function readNodes(value: unknown, what: string): ParseResult<Uint8Array[]> {
  if (!Array.isArray(value)) return rejected(`The snapshot’s ${what} is not a list of trie nodes.`);
  // refused unread: no path of an item's key has more (proof-limits.ts)
  if (value.length > MAX_PROOF_NODES)
    return rejected(
      `The snapshot’s ${what} has ${value.length} nodes, more than any path in a trie has (${MAX_PROOF_NODES}): it was changed.`,
    );
  const nodes: Uint8Array[] = [];
  for (const [i, node] of value.entries()) {
    const leaf = i === value.length - 1;
    const limit = leaf ? MAX_RECEIPT_LEAF_BYTES : MAX_NODE_BYTES;
    if (typeof node === 'string' && node.length > 2 + 2 * limit)
      return rejected(
        `The snapshot’s ${what}: node ${i} is ${Math.floor((node.length - 2) / 2)} bytes, larger than any ${leaf ? 'receipt’s leaf' : 'trie node'} (${limit}): it was changed.`,
      );
    if (!isHexData(node)) return rejected(`The snapshot’s ${what}: node ${i} is not hex bytes.`);
    nodes.push(hexToBytes(node));
  }
  return parsed(nodes);
}

function readHeader(value: unknown): ParseResult<Block> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return rejected('The snapshot’s proof has no block header.');
  const fields = Object.entries(value);
  if (
    fields.length > MAX_HEADER_FIELDS ||
    fields.some(([, v]) => typeof v !== 'string' || v.length > MAX_HEADER_FIELD_CHARS)
  )
    return rejected('The snapshot’s block header is not a header’s fields (too many, or not short hex texts).');
  try {
    // the header alone: the block's transactions are not part of its hash, and not carried
    return parsed(parseBlock({ ...value, transactions: [] }, 'header'));
  } catch (error) {
    if (error instanceof MalformedFieldError) return rejected(`The snapshot’s ${error.message}.`);
    throw error;
  }
}

/** `value`: the payload's `proof` (undefined when the snapshot has none, as old ones do). */
export function readSnapshotProof(value: unknown): ParseResult<SnapshotProof> {
  if (value === undefined) return parsed({ kind: 'none', why: 'old' });
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return rejected('The snapshot’s proof is not an object.');
  const proof = value as Record<string, unknown>;
  if ('none' in proof) {
    return typeof proof.none === 'string' && WRITTEN_REASONS.has(proof.none)
      ? parsed({ kind: 'none', why: proof.none as NoProofReason })
      : rejected('The snapshot says it carries no proof, for a reason Hexray does not write.');
  }
  const header = readHeader(proof.header);
  if (!header.ok) return header;
  const receipt = readNodes(proof.receipt, 'receipt proof');
  if (!receipt.ok) return receipt;
  let previous: Uint8Array[] | null = null;
  if (proof.previous !== null) {
    const read = readNodes(proof.previous, 'previous receipt’s proof');
    if (!read.ok) return read;
    previous = read.value;
  }
  return parsed({ kind: 'carried', proof: { header: header.value, receipt: receipt.value, previous } });
}
