/**
 * A block whose receipts a proof can be carried for: execution-apis' block 1 (geth's header and its
 * four receipts), the second receipt given two logs and the header's receiptsRoot and hash
 * recomputed for it. Shared by the snapshot's proof checker and the archive files that carry the
 * same proof: `raws` are the receipts as an endpoint sends them, `receipts` parsed.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { readFileSync } from 'node:fs';
import { parseBlock, type Block } from '../../../src/domain/block.ts';
import { bytesToHex } from '../../../src/domain/hex.ts';
import { orderedTrieRoot } from '../../../src/domain/proof/ordered-trie-root.ts';
import { proveReceiptInclusion } from '../../../src/domain/proof/prove-inclusion.ts';
import { encodeReceipt } from '../../../src/domain/proof/receipt-encoding.ts';
import { parseReceipt, type Receipt } from '../../../src/domain/receipt.ts';
import { carriedProofOf, snapshotProofJson } from '../../../src/domain/snapshot/snapshot-proof.ts';
import { encodeBlockHeader } from '../../../src/domain/verify/block-header.ts';

export type Raw = Record<string, unknown>;
const fixture = (path: string) =>
  (JSON.parse(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8')) as { result: unknown }).result;

const rawBlock = fixture('recorded/execution-apis-block-by-hash-full.json') as Raw;
const rawReceipts = fixture('proofs/execution-apis-block-1-receipts.json') as Raw[];
const LOGS = [
  { address: `0x${'11'.repeat(20)}`, topics: [`0x${'aa'.repeat(32)}`], data: '0x01' },
  { address: `0x${'22'.repeat(20)}`, topics: [], data: `0x${'ff'.repeat(40)}` },
];

/** The block with its receipts as given: the header's receiptsRoot rebuilt from them, its hash recomputed. */
export function blockOf(raws: Raw[]): { header: Block; raws: Raw[]; receipts: Receipt[] } {
  const unhashed = raws.map((raw) => parseReceipt(raw));
  const root = orderedTrieRoot(unhashed.map((r) => (encodeReceipt(r, 'ethereum') as { bytes: Uint8Array }).bytes));
  const rawHeader = {
    ...rawBlock,
    transactions: (rawBlock['transactions'] as Raw[]).map((t) => t['hash']),
    receiptsRoot: root,
  };
  const hash = bytesToHex(keccak_256(encodeBlockHeader(parseBlock(rawHeader))));
  const header = parseBlock({ ...rawHeader, hash });
  const hashed = raws.map((raw, i) => ({
    ...raw,
    blockHash: hash,
    logs: (raw['logs'] as Raw[]).map((log) => ({ ...log, blockHash: hash, transactionIndex: `0x${i.toString(16)}` })),
  }));
  return { header, raws: hashed, receipts: hashed.map((raw) => parseReceipt(raw)) };
}

const withLogs = rawReceipts.map((raw, i) =>
  i === 1
    ? {
        ...raw,
        logs: LOGS.map((log, l) => ({
          ...log,
          blockNumber: raw['blockNumber'],
          transactionHash: raw['transactionHash'],
          logIndex: `0x${l.toString(16)}`,
          removed: false,
        })),
      }
    : raw,
);

export const { header, raws, receipts } = blockOf(withLogs);

/** The proof the receipt page gives the receipt at `index`, as JSON (a link's, an archive record's). */
export function carriedJson(
  index: number,
  list = receipts,
): { header: Raw; receipt: string[]; previous: string[] | null } {
  const outcome = proveReceiptInclusion(header, list, list[index]!, 'ethereum');
  if (outcome.status !== 'proved') throw new Error(`not proved: ${JSON.stringify(outcome)}`);
  return JSON.parse(
    JSON.stringify(snapshotProofJson({ kind: 'carried', proof: carriedProofOf(outcome.evidence, index) })),
  ) as { header: Raw; receipt: string[]; previous: string[] | null };
}
