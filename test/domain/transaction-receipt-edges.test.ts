/**
 * Transactions and receipts at their edges: fields a node did not send are absent (not present
 * and undefined), the signature fields a type requires, and errors that name the exact field.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MalformedFieldError } from '../../src/domain/parse-fields.ts';
import { parseLog, parseReceipt } from '../../src/domain/receipt.ts';
import { parseTransaction } from '../../src/domain/transaction.ts';

function fixture(name: string): Record<string, unknown> {
  const reply = JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as {
    result: Record<string, unknown>;
  };
  return reply.result;
}

function problem(run: () => unknown): MalformedFieldError {
  try {
    run();
  } catch (error) {
    if (error instanceof MalformedFieldError) return error;
    throw error;
  }
  throw new Error('expected a MalformedFieldError');
}

/** Keys whose value is undefined: a parsed object should have none. */
function undefinedKeys(value: object): string[] {
  return Object.entries(value)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
}

const HASH = `0x${'ab'.repeat(32)}`;
const ADDR = `0x${'12'.repeat(20)}`;
const WORD = `0x${'5e'.repeat(32)}`;

function typed(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    hash: HASH,
    blockHash: `0x${'cd'.repeat(32)}`,
    blockNumber: '0x10',
    transactionIndex: '0x0',
    from: ADDR,
    to: ADDR,
    gas: '0x5208',
    gasPrice: '0x1',
    value: '0x0',
    nonce: '0x0',
    input: '0x',
    yParity: '0x0',
    r: WORD,
    s: WORD,
    type: '0x2',
    chainId: '0x1',
    ...over,
  };
}

function authorization(over: Record<string, unknown> = {}): Record<string, unknown> {
  return { chainId: '0x1', nonce: '0x0', address: ADDR, yParity: '0x1', r: WORD, s: WORD, ...over };
}

describe('transactions', () => {
  it('a legacy transaction has none of the typed fields, not even as undefined', () => {
    const tx = parseTransaction(fixture('infura-legacy-transaction.json'));
    expect(undefinedKeys(tx)).toEqual([]);
    for (const key of [
      'yParity',
      'maxFeePerGas',
      'maxPriorityFeePerGas',
      'maxFeePerBlobGas',
      'blobVersionedHashes',
      'accessList',
      'authorizationList',
    ]) {
      expect(key in tx).toBe(false);
    }
  });

  it('null optional fields are absent too', () => {
    const tx = parseTransaction(typed({ maxFeePerGas: null, accessList: null, authorizationList: null }));
    expect(undefinedKeys(tx)).toEqual([]);
    expect('maxFeePerGas' in tx).toBe(false);
  });

  it('a legacy transaction needs v, even when it also sends yParity', () => {
    expect(problem(() => parseTransaction(typed({ type: '0x0', yParity: '0x0' }))).message).toBe(
      'transaction.v is missing',
    );
  });

  it('a typed transaction needs v or yParity', () => {
    expect(problem(() => parseTransaction(typed({ yParity: undefined }))).message).toBe('transaction.v is missing');
    expect(parseTransaction(typed({ yParity: undefined, v: '0x1' }))).toMatchObject({ v: 1n });
  });

  it('chainId and chainID that agree are one chain id', () => {
    expect(parseTransaction(typed({ chainId: '0x5', chainID: '0x5' })).chainId).toBe(5n);
  });

  it('half-pending block fields are reported on blockHash', () => {
    expect(problem(() => parseTransaction(typed({ blockNumber: null }))).field).toBe('transaction.blockHash');
  });

  it('an EIP-7702 authorization may give its parity as v', () => {
    const tx = parseTransaction(
      typed({ type: '0x4', authorizationList: [authorization({ yParity: undefined, v: '0x1' })] }),
    );
    expect(tx.authorizationList?.[0]?.yParity).toBe(1n);
  });

  it('an EIP-7702 authorization with neither yParity nor v is malformed', () => {
    const error = problem(() =>
      parseTransaction(typed({ type: '0x4', authorizationList: [authorization({ yParity: undefined })] })),
    );
    expect(error.message).toBe('transaction.authorizationList[0].yParity is missing');
  });
});

describe('receipts and logs', () => {
  const log = { address: ADDR, topics: [HASH], data: '0x' };

  it('a log without removed was not removed; removed: true is kept', () => {
    expect(parseLog(log).removed).toBe(false);
    expect(parseLog({ ...log, removed: true }).removed).toBe(true);
    expect(parseLog({ ...log, removed: false }).removed).toBe(false);
  });

  it('removed must be a boolean', () => {
    expect(problem(() => parseLog({ ...log, removed: 'true' })).message).toBe(
      'log.removed must be true or false; got "true"',
    );
  });

  it('a log on its own is named "log" in errors', () => {
    expect(problem(() => parseLog({ ...log, address: '0x1' })).field).toBe('log.address');
  });

  it('a receipt without blob gas has no blob fields, not even as undefined', () => {
    const receipt = parseReceipt(fixture('infura-eip1559-receipt.json'));
    expect(undefinedKeys(receipt)).toEqual([]);
    expect('blobGasUsed' in receipt).toBe(false);
    expect('blobGasPrice' in receipt).toBe(false);
  });

  it('the outcome field not used (null) is not an unknown extra field', () => {
    const pre = parseReceipt({ ...fixture('pre-byzantium-receipt.json'), status: null });
    expect(pre.outcome.kind).toBe('root');
    expect(pre.extra).toEqual({});
    const post = parseReceipt({ ...fixture('infura-eip1559-receipt.json'), root: null });
    expect(post.outcome.kind).toBe('status');
    expect(post.extra).toEqual({});
  });

  it('says what a bad logsBloom was: its digit count, or the value', () => {
    const receipt = fixture('infura-eip1559-receipt.json');
    expect(problem(() => parseReceipt({ ...receipt, logsBloom: '0x1234' })).message).toBe(
      'receipt.logsBloom must be 256 bytes of hex (512 digits); got 4 hex digits',
    );
    expect(problem(() => parseReceipt({ ...receipt, logsBloom: 'x' })).message).toMatch(/got 0 hex digits$/);
    expect(problem(() => parseReceipt({ ...receipt, logsBloom: 42 })).message).toMatch(/got 42$/);
  });
});
