/**
 * Inclusion, the header then the root, on execution-apis' block 1 (geth's header with its four
 * transactions, and its four receipts): each transaction and receipt is proved at its index; each
 * kind of altered answer is refused naming what did not check out (the header, an index beyond the
 * block, another transaction at the index, a list of the wrong length, a field that changes the
 * root, with the receipt's fields that differ from the block's list, a gas used its cumulative gas
 * does not give); an encoding not known, or a header not checkable, leaves it unchecked.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../src/domain/block.ts';
import { proveReceiptInclusion, proveTransactionInclusion } from '../../../src/domain/proof/prove-inclusion.ts';
import { parseReceipt, type Receipt } from '../../../src/domain/receipt.ts';
import { parseTransaction, type Transaction } from '../../../src/domain/transaction.ts';

const fixture = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), 'utf8')) as { result: unknown };

const rawBlock = fixture('recorded/execution-apis-block-by-hash-full.json').result as Record<string, unknown>;
const header = parseBlock(rawBlock);
const transactions = (rawBlock['transactions'] as unknown[]).map((raw) => parseTransaction(raw));
const receipts = (fixture('proofs/execution-apis-block-1-receipts.json').result as unknown[]).map((raw) =>
  parseReceipt(raw),
);
const BLOCK = { block: 1n, blockHash: rawBlock['hash'] };

describe('proveTransactionInclusion', () => {
  it.each([0, 1, 2, 3])('transaction %i is proved at its index of the block’s 4', (index) => {
    expect(proveTransactionInclusion(header, transactions, transactions[index]!, 'ethereum')).toEqual({
      status: 'proved',
      list: 'transactions',
      ...BLOCK,
      index,
      count: 4,
      // the header checked and the 4 encodings the root was rebuilt from, for a snapshot's proof
      evidence: { header, leaves: [0, 1, 2, 3].map(() => expect.any(Uint8Array)) },
    });
  });

  it('a pending transaction has no block to be proved in', () => {
    expect(proveTransactionInclusion(header, transactions, { ...transactions[0]!, transactionIndex: null }, null)).toBe(
      null,
    );
  });

  it('a header with a field changed is refused as the header', () => {
    const altered = parseBlock({ ...rawBlock, gasUsed: '0x1' });
    expect(proveTransactionInclusion(altered, transactions, transactions[1]!, 'ethereum')).toMatchObject({
      status: 'refused',
      part: 'header',
      claimed: rawBlock['hash'],
    });
  });

  it('an index beyond the block, or one where the block lists another transaction, is refused', () => {
    const at9: Transaction = { ...transactions[1]!, transactionIndex: 9n };
    expect(proveTransactionInclusion(header, transactions, at9, 'ethereum')).toMatchObject({
      part: 'index',
      index: 9,
      count: 4,
    });
    const at2: Transaction = { ...transactions[1]!, transactionIndex: 2n };
    expect(proveTransactionInclusion(header, transactions, at2, 'ethereum')).toEqual({
      status: 'refused',
      list: 'transactions',
      block: 1n,
      part: 'hash',
      index: 2,
      listed: transactions[2]!.hash,
      claimed: transactions[1]!.hash,
    });
  });

  it('the page’s transaction with a hashed field changed, or another changed in the list, does not rebuild the root', () => {
    const changed: Transaction = { ...transactions[1]!, value: transactions[1]!.value + 1n };
    expect(proveTransactionInclusion(header, transactions, changed, 'ethereum')).toMatchObject({
      status: 'refused',
      part: 'root',
      claimed: rawBlock['transactionsRoot'],
      index: 1,
      differs: [],
      listAlone: false,
    });
    const list = transactions.map((tx, i) => (i === 3 ? { ...tx, nonce: tx.nonce + 1n } : tx));
    expect(proveTransactionInclusion(header, list, transactions[0]!, 'ethereum')).toMatchObject({ part: 'root' });
  });

  it('a list of another length than the block’s is refused, naming both counts', () => {
    expect(proveTransactionInclusion(header, transactions.slice(0, 3), transactions[0]!, 'ethereum')).toMatchObject({
      part: 'count',
      count: 4,
      given: 3,
    });
  });

  it('a transaction that cannot be encoded leaves it unchecked, naming which and why', () => {
    const list = transactions.map((tx, i) => (i === 2 ? { ...tx, type: 0x64n } : tx));
    expect(proveTransactionInclusion(header, list, transactions[0]!, 'arbitrum')).toMatchObject({
      status: 'unchecked',
      reason: 'Arbitrum’s header encoding has not been checked against its own blocks',
    });
    const outcome = proveTransactionInclusion(header, list, transactions[0]!, 'ethereum');
    expect(outcome).toMatchObject({ status: 'unchecked', list: 'transactions', block: 1n });
    expect(outcome?.status === 'unchecked' && outcome.reason).toBe(
      'the block’s transaction 2 is of type 0x64, which Hexray cannot encode on this network',
    );
    expect(outcome?.status === 'unchecked' && outcome.detail).toMatch(/^type 0x64 is not a type this network defines/);
  });
});

describe('proveReceiptInclusion', () => {
  it.each([0, 1, 2, 3])('receipt %i is proved at its index, its gas used with it', (index) => {
    expect(proveReceiptInclusion(header, receipts, receipts[index]!, 'ethereum')).toEqual({
      status: 'proved',
      list: 'receipts',
      ...BLOCK,
      index,
      count: 4,
      // the header checked and the 4 encodings the root was rebuilt from, for a snapshot's proof
      evidence: { header, leaves: [0, 1, 2, 3].map(() => expect.any(Uint8Array)) },
    });
  });

  it('the page’s receipt with its status flipped: refused, the status named, the block’s own list rebuilding the root', () => {
    const flipped: Receipt = { ...receipts[2]!, outcome: { kind: 'status', success: false } };
    expect(proveReceiptInclusion(header, receipts, flipped, 'ethereum')).toMatchObject({
      status: 'refused',
      part: 'root',
      claimed: rawBlock['receiptsRoot'],
      index: 2,
      differs: ['status'],
      listAlone: true,
    });
  });

  it('a log added to the page’s receipt, and its cumulative gas changed, are each named', () => {
    const log = {
      address: `0x${'12'.repeat(20)}` as const,
      topics: [],
      data: '0x' as const,
      blockNumber: 1n,
      blockHash: receipts[1]!.blockHash,
      transactionHash: receipts[1]!.transactionHash,
      transactionIndex: 1n,
      logIndex: 0n,
      removed: false,
      extra: {},
    };
    const withLog: Receipt = { ...receipts[1]!, logs: [log] };
    expect(proveReceiptInclusion(header, receipts, withLog, 'ethereum')).toMatchObject({ differs: ['logs'] });
    const gas: Receipt = { ...receipts[1]!, cumulativeGasUsed: receipts[1]!.cumulativeGasUsed + 1n };
    expect(proveReceiptInclusion(header, receipts, gas, 'ethereum')).toMatchObject({
      differs: ['cumulativeGasUsed'],
      listAlone: true,
    });
  });

  it('the block’s list altered everywhere: refused, nothing differing, the list not rebuilding the root', () => {
    const list = receipts.map((r) => ({ ...r, outcome: { kind: 'status', success: false } as const }));
    expect(proveReceiptInclusion(header, list, list[0]!, 'ethereum')).toMatchObject({
      part: 'root',
      differs: [],
      listAlone: false,
    });
  });

  it('a gas used that is not its cumulative gas less the previous receipt’s is refused, naming both', () => {
    const gas: Receipt = { ...receipts[2]!, gasUsed: receipts[2]!.gasUsed + 5n };
    expect(proveReceiptInclusion(header, receipts, gas, 'ethereum')).toEqual({
      status: 'refused',
      list: 'receipts',
      block: 1n,
      part: 'gasUsed',
      claimed: receipts[2]!.gasUsed + 5n,
      proved: receipts[2]!.gasUsed,
    });
  });

  it('a receipt of another transaction than the block lists at its index is refused', () => {
    const other: Receipt = { ...receipts[1]!, transactionHash: receipts[3]!.transactionHash };
    expect(proveReceiptInclusion(header, receipts, other, 'ethereum')).toMatchObject({ part: 'hash', index: 1 });
  });

  it('a receipt type the network’s encoding is not known for leaves it unchecked', () => {
    const list = receipts.map((r, i) => (i === 3 ? { ...r, type: 0x7en } : r));
    const outcome = proveReceiptInclusion(header, list, list[0]!, 'ethereum');
    expect(outcome).toMatchObject({ status: 'unchecked', list: 'receipts' });
    expect(outcome).toMatchObject({
      reason: 'the block’s receipt 3 is of type 0x7e, which Hexray cannot encode on this network',
      detail: 'a receipt of type 0x7e is encoded as ethereum defines, in a way Hexray does not know',
    });
  });
});
