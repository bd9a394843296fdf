/**
 * Reading a block answer: a real one from go-ethereum (execution-apis' test chain, asked with full
 * transactions), what a node may leave out, and answers that are not blocks.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { parseBlock, parseBlockWithTransactions, type Block } from '../../src/domain/block.ts';
import { parseTransaction } from '../../src/domain/transaction.ts';
import { verdict } from '../../src/domain/verify/check.ts';
import { verifyTransaction } from '../../src/domain/verify/index.ts';
import { problem, recorded, undefinedKeys } from './support/recorded.ts';

const real = recorded('execution-apis-block-by-hash-full.json') as Record<string, any>;

/** The answer with some fields left out, as some nodes send it. */
function without(value: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

describe('a real block', () => {
  // read inside each test: a parser that throws must fail the test, not the file's collection
  // (where a mutation run would not count it as caught)
  let block: Block;
  beforeEach(() => {
    block = parseBlock(real);
  });

  it('reads the header as the node sent it', () => {
    expect(block.number).toBe(1n);
    expect(block.hash).toBe('0xac5c61edb087a51279674fe01d5c1f65eac3fd8597f9bea215058e745df8088e');
    expect(block.parentHash).toBe('0x414c637788e37e9f65ed2c6ee962d32aeea39722ad50ee764e712fabebd69118');
    expect(block.timestamp).toBe(10n);
    expect(block.gasUsed).toBe(0x4ee5fn);
    expect(block.gasLimit).toBe(0x23f3e20n);
    expect(block.baseFeePerGas).toBe(0x342770c0n);
    expect(block.blobGasUsed).toBe(0n);
    expect(block.excessBlobGas).toBe(0n);
    expect(block.miner).toBe('0x0000000000000000000000000000000000000000');
    expect(block.size).toBe(0x514n);
    expect(block.extraData).toBe('0x');
    expect(undefinedKeys(block)).toEqual([]);
  });

  it('takes the hashes of full transaction objects, in block order, and each hash recomputes', () => {
    expect(block.transactions).toEqual(real['transactions'].map((tx: { hash: string }) => tx.hash));
    for (const raw of real['transactions'])
      expect(verdict(verifyTransaction(parseTransaction(raw), null))).toBe('verified');
  });

  it('keeps the fields it does not name (roots, withdrawals) verbatim', () => {
    expect(block.extra['stateRoot']).toBe(real['stateRoot']);
    expect(block.extra['withdrawals']).toEqual([]);
    expect(Object.keys(block.extra)).not.toContain('transactions');
  });

  it('reads a block of hashes (what Hexray asks for) the same', () => {
    const hashes = parseBlock({ ...real, transactions: block.transactions });
    expect(hashes.transactions).toEqual(block.transactions);
  });
});

describe('what a node may leave out', () => {
  it('a pre-London, pre-Cancun block has no base fee or blob gas', () => {
    const block = parseBlock(without(real, 'baseFeePerGas', 'blobGasUsed', 'excessBlobGas'));
    expect([block.baseFeePerGas, block.blobGasUsed, block.excessBlobGas]).toEqual([null, null, null]);
  });

  it('the pending block has neither number nor hash', () => {
    const block = parseBlock({ ...real, number: null, hash: null, nonce: null });
    expect([block.number, block.hash]).toEqual([null, null]);
  });
});

describe('answers that are not blocks', () => {
  it('names the field at fault', () => {
    expect(problem(() => parseBlock({ ...real, parentHash: '0x12' })).field).toBe('block.parentHash');
    expect(problem(() => parseBlock({ ...real, transactions: ['0xzz'] })).field).toBe('block.transactions[0]');
    expect(problem(() => parseBlock({ ...real, transactions: [{ nohash: 1 }] })).field).toBe(
      'block.transactions[0].hash',
    );
    expect(problem(() => parseBlock({ ...real, transactions: 'many' })).field).toBe('block.transactions');
    expect(problem(() => parseBlock(without(real, 'gasUsed'))).message).toBe('block.gasUsed is missing');
  });

  it('a number without a hash, or a hash without a number, is neither pending nor mined', () => {
    for (const half of [{ hash: null }, { number: null }]) {
      const error = problem(() => parseBlock({ ...real, ...half }));
      expect(error.field).toBe('block.hash');
      expect(error.message).toMatch(/both null \(pending\) or both set/);
    }
  });

  it('says what is wrong with a transaction list that is no list', () => {
    expect(problem(() => parseBlock({ ...real, transactions: 'many' })).message).toBe(
      'block.transactions must be an array',
    );
  });

  it('reads 100,000 transaction hashes without trouble', () => {
    const hash = real['transactions'][0].hash as string;
    const block = parseBlock({ ...real, transactions: Array.from({ length: 100_000 }, () => hash) });
    expect(block.transactions).toHaveLength(100_000);
  });
});

describe('a block asked with its transactions', () => {
  const transactions = real['transactions'] as Record<string, unknown>[];
  const withTransaction = (i: number, change: Record<string, unknown>) => ({
    ...real,
    transactions: transactions.map((tx, j) => (j === i ? { ...tx, ...change } : tx)),
  });

  it('gives each transaction in block order, read as the by-index read reads it', () => {
    const block = parseBlockWithTransactions(real);
    expect(block.transactionObjects).toHaveLength(4);
    expect(block.transactionObjects).toEqual(
      transactions.map((tx, i) => parseTransaction(tx, `block.transactions[${i}]`)),
    );
    expect(block.transactionObjects!.map((tx) => tx.hash)).toEqual(block.transactions);
    // the plain read leaves them out: a page's block stays small
    expect(parseBlock(real).transactionObjects).toBeUndefined();
  });

  it('refuses a transaction that is not where the block puts it, naming the field', () => {
    const other = `0x${'1'.repeat(64)}`;
    expect(problem(() => parseBlockWithTransactions(withTransaction(2, { blockHash: other }))).field).toBe(
      'block.transactions[2].blockHash',
    );
    expect(problem(() => parseBlockWithTransactions(withTransaction(1, { blockNumber: '0x2' }))).field).toBe(
      'block.transactions[1].blockNumber',
    );
    expect(problem(() => parseBlockWithTransactions(withTransaction(3, { transactionIndex: '0x2' }))).field).toBe(
      'block.transactions[3].transactionIndex',
    );
  });

  it('refuses hashes where transactions were asked, and a transaction that is not one', () => {
    expect(
      problem(() => parseBlockWithTransactions({ ...real, transactions: transactions.map((tx) => tx['hash']) })).field,
    ).toBe('block.transactions[0]');
    expect(problem(() => parseBlockWithTransactions(withTransaction(0, { nonce: 'seven' }))).field).toBe(
      'block.transactions[0].nonce',
    );
  });
});
