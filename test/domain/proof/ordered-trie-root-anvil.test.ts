/**
 * anvil's own blocks as the oracle: with automining off, blocks of 0, 1, several (legacy, EIP-2930
 * and EIP-1559 transactions, a contract creation that logs, one that fails) and 130 transactions
 * (indices from 0x80 on are two-byte keys) are mined; each header's hash recomputes, then its
 * transactions' envelopes (from eth_getBlockByHash with full objects) rebuild transactionsRoot and
 * its receipts (eth_getBlockReceipts) rebuild receiptsRoot. Each receipt's proof extracted from
 * that trie (ordered-trie-proof.ts) leads from anvil's receiptsRoot to that receipt's encoding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBlock } from '../../../src/domain/block.ts';
import { hexToBytes } from '../../../src/domain/hex.ts';
import { walkProof } from '../../../src/domain/proof/merkle-patricia-proof.ts';
import { orderedTrieProof } from '../../../src/domain/proof/ordered-trie-proof.ts';
import { indexKey, orderedTrieRoot } from '../../../src/domain/proof/ordered-trie-root.ts';
import { MAX_RECEIPT_LEAF_BYTES } from '../../../src/domain/proof/proof-limits.ts';
import { encodeReceipt } from '../../../src/domain/proof/receipt-encoding.ts';
import { parseReceipt } from '../../../src/domain/receipt.ts';
import { parseTransaction } from '../../../src/domain/transaction.ts';
import { checkBlockHeader } from '../../../src/domain/verify/block-header.ts';
import { transactionEnvelope } from '../../../src/domain/verify/transaction-envelope.ts';
import { startAnvil, type AnvilNode } from '../../devnet/anvil.ts';

let node: AnvilNode;
let accounts: string[];

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(node.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

// PUSH32 topic, PUSH1 0x20, PUSH1 0, LOG1: a creation that logs 32 zero bytes under one topic
const LOGGING_CREATION = `0x7f${'ab'.repeat(32)}60206000a1`;
// INVALID: a creation that fails
const FAILING_CREATION = '0xfe';

/** Sends `transactions` into the pool, then mines them into one block; its number. */
async function mineBlock(transactions: Array<Record<string, unknown>>): Promise<string> {
  for (const tx of transactions) await rpc('eth_sendTransaction', [tx]);
  await rpc('evm_mine', []);
  return rpc<string>('eth_blockNumber', []);
}

function transfers(count: number): Array<Record<string, unknown>> {
  // spread over the accounts so the pool takes them all at once
  return Array.from({ length: count }, (_, i) => ({
    from: accounts[i % 5],
    to: accounts[9],
    value: `0x${(i + 1).toString(16)}`,
  }));
}

const blocks: Record<string, string> = {};

beforeAll(async () => {
  node = await startAnvil();
  accounts = await rpc<string[]>('eth_accounts', []);
  await rpc('evm_setAutomine', [false]);
  blocks['no transactions'] = await mineBlock([]);
  blocks['one transaction'] = await mineBlock(transfers(1));
  blocks['several kinds'] = await mineBlock([
    { from: accounts[0], to: accounts[1], value: '0x1', gasPrice: '0x77359400' },
    {
      from: accounts[1],
      to: accounts[2],
      value: '0x2',
      gasPrice: '0x77359400',
      accessList: [{ address: accounts[3], storageKeys: [] }],
    },
    { from: accounts[2], data: LOGGING_CREATION, gas: '0x30000' },
    { from: accounts[3], data: FAILING_CREATION, gas: '0x30000' },
    { from: accounts[4], to: accounts[5], value: '0x3' },
  ]);
  blocks['130 transactions'] = await mineBlock(transfers(130));
}, 120_000);

afterAll(() => node?.stop());

describe('anvil’s blocks rebuild their roots', () => {
  it.each(['no transactions', 'one transaction', 'several kinds', '130 transactions'])('%s', async (name) => {
    const raw = await rpc<Record<string, unknown>>('eth_getBlockByNumber', [blocks[name], true]);
    const check = checkBlockHeader(parseBlock(raw), 'ethereum');
    expect(check.status).toBe('pass');
    const transactions = (raw['transactions'] as unknown[]).map((t) => parseTransaction(t));
    const receipts = (await rpc<unknown[]>('eth_getBlockReceipts', [raw['hash']])).map((r) => parseReceipt(r));
    const expected = { '130 transactions': 130, 'several kinds': 5, 'one transaction': 1, 'no transactions': 0 };
    expect(transactions).toHaveLength(expected[name as keyof typeof expected]);
    if (name === 'several kinds') {
      expect(transactions.map((t) => t.type)).toEqual([0n, 1n, 2n, 2n, 2n]);
      expect(receipts.map((r) => (r.outcome.kind === 'status' ? r.outcome.success : null))).toEqual([
        true,
        true,
        true,
        false,
        true,
      ]);
      expect(receipts[2]!.logs).toHaveLength(1);
    }
    const envelopes = transactions.map((tx) => {
      const built = transactionEnvelope(tx, 'ethereum');
      if (!built.ok) throw new Error(built.reason);
      return built.envelope.signed;
    });
    const encoded = receipts.map((receipt) => {
      const bytes = encodeReceipt(receipt, 'ethereum');
      if (!bytes.ok) throw new Error(bytes.reason);
      return bytes.bytes;
    });
    expect(orderedTrieRoot(envelopes)).toBe(raw['transactionsRoot']);
    expect(orderedTrieRoot(encoded)).toBe(raw['receiptsRoot']);
  });
});

describe('each receipt’s proof leads from anvil’s receiptsRoot to it', () => {
  it.each(['one transaction', 'several kinds', '130 transactions'])('%s', async (name) => {
    const raw = await rpc<Record<string, unknown>>('eth_getBlockByNumber', [blocks[name], false]);
    const receipts = (await rpc<unknown[]>('eth_getBlockReceipts', [raw['hash']])).map((r) => parseReceipt(r));
    const encoded = receipts.map((receipt) => {
      const bytes = encodeReceipt(receipt, 'ethereum');
      if (!bytes.ok) throw new Error(bytes.reason);
      return bytes.bytes;
    });
    const root = hexToBytes(raw['receiptsRoot'] as `0x${string}`);
    // the first, the last, and (in the large block) both sides of the one-byte keys' end
    const indices = [...new Set([0, 1, 2, 127, 128, encoded.length - 1])].filter((i) => i < encoded.length);
    for (const index of indices) {
      const proof = orderedTrieProof(encoded, index);
      expect(walkProof(root, indexKey(index), proof, MAX_RECEIPT_LEAF_BYTES)).toEqual({ found: encoded[index] });
    }
  });
});
