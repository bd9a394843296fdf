import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MalformedFieldError } from '../../src/domain/parse-fields.ts';
import { parseTransaction } from '../../src/domain/transaction.ts';
import { problem, recorded, undefinedKeys } from './support/recorded.ts';

function fixture(name: string): Record<string, unknown> {
  const reply = JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as {
    result: Record<string, unknown>;
  };
  return reply.result;
}

const HASH = `0x${'ab'.repeat(32)}`;
const ADDR = `0x${'12'.repeat(20)}`;

function base1559(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    hash: HASH,
    blockHash: `0x${'cd'.repeat(32)}`,
    blockNumber: '0x10',
    transactionIndex: '0x0',
    from: ADDR,
    to: ADDR,
    gas: '0x5208',
    gasPrice: '0x3b9aca00',
    maxFeePerGas: '0x77359400',
    maxPriorityFeePerGas: '0x3b9aca00',
    value: '0x1',
    nonce: '0x0',
    input: '0x',
    v: '0x1',
    yParity: '0x1',
    r: '0x5e1d3a76fbf824220eafc8c9e5a0a3f9d1c2a6ad5c2b1a0f9e8d7c6b5a493827',
    s: '0x1d3a76fbf824220eafc8c9e5a0a3f9d1c2a6ad5c2b1a0f9e8d7c6b5a493827',
    type: '0x2',
    chainId: '0x7a69',
    accessList: [],
    ...over,
  };
}

describe('parseTransaction', () => {
  it("reads Infura's published legacy sample: chainId spelled chainId, v 0x25, type 0x0", () => {
    const tx = parseTransaction(fixture('infura-legacy-transaction.json'));
    expect(tx).toMatchObject({
      hash: '0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b',
      blockNumber: 0x5daf3bn,
      transactionIndex: 0x41n,
      from: '0xa7d9ddbe1f17865597fbd27ec712455208b6b76d',
      to: '0xf02c1c8e6114b1dbe8937a39260b5b0a374432bb',
      gas: 50_000n,
      gasPrice: 20_000_000_000n,
      value: 0xf3dbb76162000n,
      nonce: 21n,
      input: '0x68656c6c6f21',
      v: 0x25n,
      type: 0n,
      chainId: 1n,
      pending: false,
    });
    expect(tx.extra).toEqual({});
    expect(tx.yParity).toBeUndefined();
  });

  it('accepts the spec spelling chainID', () => {
    const raw = base1559({ chainId: undefined, chainID: '0x1' });
    expect(parseTransaction(raw).chainId).toBe(1n);
  });

  it('rejects chainId and chainID that disagree', () => {
    expect(() => parseTransaction(base1559({ chainId: '0x1', chainID: '0x2' }))).toThrow(
      /chainId and chainID disagree/,
    );
  });

  it('chainId is null when neither spelling is sent (pre-EIP-155 legacy)', () => {
    const raw = { ...fixture('infura-legacy-transaction.json'), chainId: undefined };
    expect(parseTransaction(raw).chainId).toBeNull();
  });

  it('reads EIP-1559 fields and keeps both v and yParity', () => {
    const tx = parseTransaction(base1559());
    expect(tx.maxFeePerGas).toBe(2_000_000_000n);
    expect(tx.maxPriorityFeePerGas).toBe(1_000_000_000n);
    expect(tx.v).toBe(1n);
    expect(tx.yParity).toBe(1n);
    expect(tx.accessList).toEqual([]);
  });

  it('allows a typed transaction without v when yParity is there', () => {
    expect(parseTransaction(base1559({ v: undefined })).v).toBeNull();
  });

  it('pads unpadded r and s to 32 bytes (geth sends them as quantities)', () => {
    const tx = parseTransaction(base1559());
    expect(tx.s).toBe('0x001d3a76fbf824220eafc8c9e5a0a3f9d1c2a6ad5c2b1a0f9e8d7c6b5a493827');
    expect(tx.r).toHaveLength(66);
  });

  it('reads an access list', () => {
    const tx = parseTransaction(
      base1559({ type: '0x1', accessList: [{ address: ADDR.toUpperCase().replace('0X', '0x'), storageKeys: [HASH] }] }),
    );
    expect(tx.type).toBe(1n);
    expect(tx.accessList).toEqual([{ address: ADDR, storageKeys: [HASH] }]);
  });

  it('reads blob fields (type 0x3)', () => {
    const tx = parseTransaction(
      base1559({ type: '0x3', maxFeePerBlobGas: '0x2', blobVersionedHashes: [`0x01${'00'.repeat(31)}`] }),
    );
    expect(tx.maxFeePerBlobGas).toBe(2n);
    expect(tx.blobVersionedHashes).toEqual([`0x01${'00'.repeat(31)}`]);
  });

  it('reads an EIP-7702 authorization list (type 0x4)', () => {
    const tx = parseTransaction(
      base1559({
        type: '0x4',
        authorizationList: [{ chainId: '0x7a69', nonce: '0x3', address: ADDR, yParity: '0x0', r: '0x1', s: '0x2' }],
      }),
    );
    expect(tx.authorizationList).toEqual([
      { chainId: 0x7a69n, nonce: 3n, address: ADDR, yParity: 0n, r: `0x${'0'.repeat(63)}1`, s: `0x${'0'.repeat(63)}2` },
    ]);
  });

  it('names the field inside an authorization that is wrong', () => {
    const raw = base1559({
      type: '0x4',
      authorizationList: [{ chainId: '0x1', nonce: '0x3', address: '0x12', yParity: '0x0', r: '0x1', s: '0x2' }],
    });
    expect(() => parseTransaction(raw)).toThrow(
      'transaction.authorizationList[0].address must be a 20-byte address; got "0x12"',
    );
  });

  it('keeps an unknown type (0x7e deposit) and its extra fields verbatim', () => {
    const tx = parseTransaction(fixture('deposit-transaction-0x7e.json'));
    expect(tx.type).toBe(0x7en);
    expect(tx.extra).toEqual({
      blockTimestamp: '0x66f1c2a0',
      depositReceiptVersion: '0x1',
      isSystemTx: false,
      mint: '0x0',
      sourceHash: '0x2b1e9f0d2cb3e4c5d6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9',
    });
    expect(tx.r).toBe(`0x${'0'.repeat(64)}`);
    expect(tx.gasPrice).toBe(0n);
  });

  it('an unknown type may omit gasPrice and v', () => {
    const raw = { ...fixture('deposit-transaction-0x7e.json'), gasPrice: undefined, v: undefined };
    const tx = parseTransaction(raw);
    expect(tx.gasPrice).toBeNull();
    expect(tx.v).toBeNull();
  });

  it('a known type may not omit gasPrice (the spec says always)', () => {
    expect(() => parseTransaction(base1559({ gasPrice: undefined }))).toThrow('transaction.gasPrice is missing');
  });

  it('is pending when the block fields are null', () => {
    const tx = parseTransaction(base1559({ blockHash: null, blockNumber: null, transactionIndex: null }));
    expect(tx).toMatchObject({ pending: true, blockHash: null, blockNumber: null, transactionIndex: null });
  });

  it('rejects half-pending block fields', () => {
    expect(() => parseTransaction(base1559({ blockHash: null }))).toThrow(/all null \(pending\) or all set/);
  });

  it('to is null for a contract creation', () => {
    expect(parseTransaction(base1559({ to: null })).to).toBeNull();
  });

  it('lowercases hashes and addresses', () => {
    const tx = parseTransaction(
      base1559({ hash: HASH.toUpperCase().replace('0X', '0x'), from: '0xABCDEF0123456789ABCDEF0123456789ABCDEF01' }),
    );
    expect(tx.hash).toBe(HASH);
    expect(tx.from).toBe('0xabcdef0123456789abcdef0123456789abcdef01');
  });

  it.each([
    ['hash', '0x1234', 'transaction.hash must be a 32-byte hash; got "0x1234"'],
    ['gas', 21000, 'transaction.gas must be a hex quantity; got 21000'],
    ['input', '0x123', 'transaction.input must be even-length hex data; got "0x123"'],
    ['from', null, 'transaction.from must not be null'],
    ['value', undefined, 'transaction.value is missing'],
  ])('names the malformed field %s', (field, value, message) => {
    const error = (() => {
      try {
        parseTransaction(base1559({ [field]: value }));
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(MalformedFieldError);
    expect((error as MalformedFieldError).message).toBe(message);
    expect((error as MalformedFieldError).field).toBe(`transaction.${field}`);
  });

  it('rejects a result that is not an object', () => {
    expect(() => parseTransaction('0x1')).toThrow('transaction must be an object; got "0x1"');
  });
});

describe('transactions of other networks, as recorded', () => {
  it('a ZKsync L1 priority transaction (0xff) carries no v, r or s: parsed whole, with no signature', () => {
    for (const name of ['zksync-priority-tx.json', 'zksync-priority-tx-by-block-index.json']) {
      const tx = parseTransaction(recorded(name));
      expect(tx).toMatchObject({ type: 0xffn, v: null, r: null, s: null, value: 0x6f05b59d3b20000n, chainId: 280n });
      expect(tx.extra).toEqual({ l1BatchNumber: '0xa1', l1BatchTxIndex: '0x4' });
    }
  });

  it('a known type still needs its signature', () => {
    const { r: _, ...raw } = base1559();
    expect(() => parseTransaction(raw)).toThrow('transaction.r is missing');
  });
});

/** Fields a node did not send are absent (not present and undefined), the signature fields a type
 * requires, and errors that name the exact field. */

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
