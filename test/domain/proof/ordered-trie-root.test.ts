/**
 * The ordered trie's root against real roots: the four transactions and four receipts of block 1
 * of execution-apis' test chain rebuild its header's transactionsRoot and receiptsRoot (geth's
 * answers; the header's own hash recomputes first), the empty list's root is the empty trie's, the
 * keys are rlp(index) (one byte below 0x80, two from 0x80), and a list over the bound is refused
 * before any hashing. anvil's blocks of 0, 1, several and more than 128 transactions are in
 * ordered-trie-root-anvil.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../src/domain/block.ts';
import { bytesToHex } from '../../../src/domain/hex.ts';
import { encodeReceipt } from '../../../src/domain/proof/receipt-encoding.ts';
import {
  indexKey,
  MAX_TRIE_ITEMS,
  orderedTrieRoot,
  TrieItemLimit,
} from '../../../src/domain/proof/ordered-trie-root.ts';
import { parseReceipt } from '../../../src/domain/receipt.ts';
import { parseTransaction } from '../../../src/domain/transaction.ts';
import { checkBlockHeader } from '../../../src/domain/verify/block-header.ts';
import { transactionEnvelope } from '../../../src/domain/verify/transaction-envelope.ts';

const fixture = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8')) as { result: unknown };

const rawBlock = fixture('recorded/execution-apis-block-by-hash-full.json').result as Record<string, unknown>;
const rawReceipts = fixture('proofs/execution-apis-block-1-receipts.json').result as unknown[];

function envelopes(): Uint8Array[] {
  return (rawBlock['transactions'] as unknown[]).map((raw) => {
    const built = transactionEnvelope(parseTransaction(raw), 'ethereum');
    if (!built.ok) throw new Error(built.reason);
    return built.envelope.signed;
  });
}

function receiptBytes(): Uint8Array[] {
  return rawReceipts.map((raw) => {
    const encoded = encodeReceipt(parseReceipt(raw), 'ethereum');
    if (!encoded.ok) throw new Error(encoded.reason);
    return encoded.bytes;
  });
}

describe('orderedTrieRoot', () => {
  it('the header of execution-apis’ block 1 checks out first, so its roots are the block’s', () => {
    expect(checkBlockHeader(parseBlock(rawBlock), 'ethereum')).toMatchObject({
      status: 'pass',
      transactionsRoot: rawBlock['transactionsRoot'],
      receiptsRoot: rawBlock['receiptsRoot'],
    });
  });

  it('its four transactions’ envelopes rebuild transactionsRoot', () => {
    expect(orderedTrieRoot(envelopes())).toBe(rawBlock['transactionsRoot']);
  });

  it('its four receipts (geth’s eth_getBlockReceipts) rebuild receiptsRoot', () => {
    expect(orderedTrieRoot(receiptBytes())).toBe(rawBlock['receiptsRoot']);
  });

  it('order matters: two receipts swapped, or one left out, give another root', () => {
    const bytes = receiptBytes();
    expect(orderedTrieRoot([bytes[1]!, bytes[0]!, bytes[2]!, bytes[3]!])).not.toBe(rawBlock['receiptsRoot']);
    expect(orderedTrieRoot(bytes.slice(0, 3))).not.toBe(rawBlock['receiptsRoot']);
  });

  it('the empty list’s root is the empty trie’s, keccak-256 of rlp("")', () => {
    expect(orderedTrieRoot([])).toBe('0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421');
  });

  it('keys are rlp(index): 0 is 0x80, 1–127 their own byte, 128 and above a length byte first', () => {
    expect([0, 1, 127, 128, 255, 256, 65_536].map((i) => bytesToHex(indexKey(i)))).toEqual([
      '0x80',
      '0x01',
      '0x7f',
      '0x8180',
      '0x81ff',
      '0x820100',
      '0x83010000',
    ]);
  });

  it('a list longer than the bound is refused before any hashing, with both counts', () => {
    const items = [Uint8Array.of(1), Uint8Array.of(2), Uint8Array.of(3)];
    expect(() => orderedTrieRoot(items, 2)).toThrow(TrieItemLimit);
    expect(() => orderedTrieRoot(items, 2)).toThrow('3 items, more than the 2 a root is built of');
    expect(orderedTrieRoot(items, 3)).toMatch(/^0x[0-9a-f]{64}$/);
    expect(MAX_TRIE_ITEMS).toBe(20_000);
  });
});
