/**
 * A block's receipts root rebuilt as the receipt page's inclusion proof does it: 500 receipts
 * (a recorded OP Mainnet type-2 receipt, varied, three logs each) encoded and put in the ordered
 * trie (domain/proof: encodeReceipt, orderedTrieRoot). The floor: keccak-256 (@noble/hashes) over
 * the same receipts' encodings, prepared in advance, each hashed once: nothing but hashing the
 * bytes. CPU time, median over rounds, contenders alternating (measure.ts's race).
 */
import { readFileSync } from 'node:fs';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { orderedTrieRoot } from '../../src/domain/proof/ordered-trie-root.ts';
import { encodeReceipt } from '../../src/domain/proof/receipt-encoding.ts';
import { parseReceipt, type Receipt } from '../../src/domain/receipt.ts';
import { median, race, round, spread, versus, type Measurement } from './measure.ts';

const RECEIPTS = 500;
const RECORDED = 'test/fixtures/recorded/op-mainnet-type2-receipt-l1fee.json';

function receipts(): Receipt[] {
  const recorded = parseReceipt((JSON.parse(readFileSync(RECORDED, 'utf8')) as { result: unknown }).result);
  const log = recorded.logs[0]!;
  return Array.from({ length: RECEIPTS }, (_, i) => ({
    ...recorded,
    transactionIndex: BigInt(i),
    cumulativeGasUsed: recorded.cumulativeGasUsed * BigInt(i + 1),
    logs: [0, 1, 2].map((k) => ({ ...log, logIndex: BigInt(i * 3 + k) })),
  }));
}

function encoded(receipt: Receipt): Uint8Array {
  const encoding = encodeReceipt(receipt, null);
  if (!encoding.ok) throw new Error(`the receipt does not encode: ${encoding.reason}`);
  return encoding.bytes;
}

export function benchReceiptsRoot(options: { rounds: number; log: (line: string) => void }): Measurement[] {
  const all = receipts();
  const bytes = all.map(encoded);
  const kb = bytes.reduce((sum, b) => sum + b.length, 0) / 1024;
  const times = race(
    {
      ours: () => orderedTrieRoot(all.map(encoded)).charCodeAt(2),
      floor: () => {
        let sink = 0;
        for (const b of bytes) sink ^= keccak_256(b)[0]!;
        return sink;
      },
    },
    Math.max(options.rounds, 7),
  );
  const ours = median(times['ours']!);
  const floor = median(times['floor']!);
  const result = versus({
    measure: `proofs: a ${RECEIPTS}-receipt receiptsRoot rebuilt (encode + ordered trie)`,
    value: round(ours, 2),
    unit: 'ms CPU',
    peer: 'keccak-256 of the same receipts’ bytes (floor)',
    peerValue: round(floor, 2),
    target: null,
    note: `${kb.toFixed(0)} KB of receipts; ours ${spread(times['ours']!)} ms, floor ${spread(times['floor']!)} ms over ${times['ours']!.length} rounds`,
  });
  options.log(`  ${result.measure}: ${result.value} ms vs ${result.peerValue} ms (${result.ratio}×)`);
  return [result];
}
