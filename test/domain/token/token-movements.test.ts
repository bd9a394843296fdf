import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { encodeAbiParameters, pad } from 'viem';
import { describe, expect, it } from 'vitest';
import { type Hash, type Hex } from '../../../src/domain/hex.ts';
import { type Log } from '../../../src/domain/receipt.ts';
import { TOPIC, tokenMovements, MAX_BATCH_ENTRIES } from '../../../src/domain/token/token-movements.ts';

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;
const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const OP = '0x3333333333333333333333333333333333333333';
const TOKEN = '0x9999999999999999999999999999999999999999';
const t = (address: string): Hash => pad(address as Hex);
const n = (value: bigint): Hash => pad(`0x${value.toString(16)}`);

function log(topics: Hash[], data: Hex = '0x', logIndex = 0): Log {
  return {
    address: TOKEN,
    topics,
    data,
    blockNumber: 1n,
    blockHash: null,
    transactionHash: null,
    transactionIndex: 0n,
    logIndex: BigInt(logIndex),
    removed: false,
    extra: {},
  };
}

describe('tokenMovements', () => {
  it('its topic constants are the keccak of the standard event signatures', () => {
    expect(TOPIC.transfer).toBe(hex(keccak_256(utf8ToBytes('Transfer(address,address,uint256)'))));
    expect(TOPIC.approval).toBe(hex(keccak_256(utf8ToBytes('Approval(address,address,uint256)'))));
    expect(TOPIC.approvalForAll).toBe(hex(keccak_256(utf8ToBytes('ApprovalForAll(address,address,bool)'))));
    expect(TOPIC.transferSingle).toBe(
      hex(keccak_256(utf8ToBytes('TransferSingle(address,address,address,uint256,uint256)'))),
    );
    expect(TOPIC.transferBatch).toBe(
      hex(keccak_256(utf8ToBytes('TransferBatch(address,address,address,uint256[],uint256[])'))),
    );
  });

  it('tells an ERC-20 Transfer (amount in data) from an ERC-721 Transfer (token id indexed)', () => {
    const erc20 = log([TOPIC.transfer, t(A), t(B)], n(1000n * 10n ** 18n), 4);
    const erc721 = log([TOPIC.transfer, t(A), t(B), n(42n)], '0x', 5);
    expect(tokenMovements([erc20, erc721])).toEqual([
      { kind: 'transfer', standard: 'ERC-20', token: TOKEN, from: A, to: B, amount: 1000n * 10n ** 18n, logIndex: 4 },
      { kind: 'transfer', standard: 'ERC-721', token: TOKEN, from: A, to: B, tokenId: 42n, logIndex: 5 },
    ]);
  });

  it('reads approvals of both kinds and ApprovalForAll', () => {
    expect(tokenMovements([log([TOPIC.approval, t(A), t(B)], n(500n))])).toMatchObject([
      { kind: 'approval', standard: 'ERC-20', owner: A, spender: B, amount: 500n },
    ]);
    expect(tokenMovements([log([TOPIC.approval, t(A), t(B), n(7n)])])).toMatchObject([
      { kind: 'approval', standard: 'ERC-721', tokenId: 7n },
    ]);
    expect(tokenMovements([log([TOPIC.approvalForAll, t(A), t(OP)], n(1n))])).toMatchObject([
      { kind: 'approvalForAll', owner: A, operator: OP, approved: true },
    ]);
  });

  it('reads ERC-1155 TransferSingle and every entry of a TransferBatch', () => {
    const single = log([TOPIC.transferSingle, t(OP), t(A), t(B)], `0x${n(3n).slice(2)}${n(25n).slice(2)}` as Hex);
    const batchData = encodeAbiParameters(
      [{ type: 'uint256[]' }, { type: 'uint256[]' }],
      [
        [1n, 2n],
        [10n, 20n],
      ],
    );
    const batch = log([TOPIC.transferBatch, t(OP), t(A), t(B)], batchData, 9);
    expect(tokenMovements([single, batch])).toEqual([
      {
        kind: 'transfer',
        standard: 'ERC-1155',
        token: TOKEN,
        operator: OP,
        from: A,
        to: B,
        tokenId: 3n,
        amount: 25n,
        logIndex: 0,
      },
      {
        kind: 'transfer',
        standard: 'ERC-1155',
        token: TOKEN,
        operator: OP,
        from: A,
        to: B,
        tokenId: 1n,
        amount: 10n,
        logIndex: 9,
      },
      {
        kind: 'transfer',
        standard: 'ERC-1155',
        token: TOKEN,
        operator: OP,
        from: A,
        to: B,
        tokenId: 2n,
        amount: 20n,
        logIndex: 9,
      },
    ]);
  });

  it('skips logs that only look alike: wrong topic count, dirty address words, lying array lengths', () => {
    expect(tokenMovements([log([TOPIC.transfer, t(A)], n(1n))])).toEqual([]);
    expect(tokenMovements([log([TOPIC.transfer, n(2n ** 200n), t(B)], n(1n))])).toEqual([]);
    const lying = `0x${n(64n).slice(2)}${n(96n).slice(2)}${n(2n ** 64n).slice(2)}${n(0n).slice(2)}` as Hex;
    expect(tokenMovements([log([TOPIC.transferBatch, t(OP), t(A), t(B)], lying)])).toEqual([]);
    expect(tokenMovements([log([n(1n)], '0x1234')])).toEqual([]);
  });
});

/** A 32-byte word whose upper bytes are not zero: not an address. */
const DIRTY = `0x01${'0'.repeat(22)}${A.slice(2)}` as Hash;
const word = (value: bigint): string => value.toString(16).padStart(64, '0');
const data = (...values: bigint[]): Hex => `0x${values.map(word).join('')}`;

function logAt(topics: Hash[], logData: Hex = '0x', logIndex: bigint | null = 0n): Log {
  return {
    address: TOKEN,
    topics,
    data: logData,
    blockNumber: 1n,
    blockHash: null,
    transactionHash: null,
    transactionIndex: 0n,
    logIndex,
    removed: false,
    extra: {},
  };
}

const moves = (...logs: Log[]) => tokenMovements(logs);

describe('Transfer and Approval need exactly the standard shape', () => {
  it('an amount word cut short, or data that is no whole words, is not an ERC-20 transfer', () => {
    expect(moves(logAt([TOPIC.transfer, t(A), t(B)], `0x${'00'.repeat(31)}`))).toEqual([]);
    expect(moves(logAt([TOPIC.transfer, t(A), t(B)], `0x${'00'.repeat(33)}`))).toEqual([]);
  });

  it('ERC-20 has three topics and one data word; anything else is neither ERC-20 nor ERC-721', () => {
    expect(moves(logAt([TOPIC.transfer], data(1n)))).toEqual([]);
    expect(moves(logAt([TOPIC.transfer, t(A), t(B)]))).toEqual([]);
    expect(moves(logAt([TOPIC.transfer, t(A), t(B)], data(1n, 2n)))).toEqual([]);
    expect(moves(logAt([TOPIC.approval, t(A), t(B), t(OP)], data(1n)))).toEqual([]);
    expect(moves(logAt([TOPIC.transfer, DIRTY, t(B)], data(1n)))).toEqual([]);
    expect(moves(logAt([TOPIC.transfer, t(A), DIRTY], data(1n)))).toEqual([]);
  });

  it('ERC-721 has four topics and no data', () => {
    expect(moves(logAt([TOPIC.transfer, t(A), t(B), data(5n) as Hash], data(1n)))).toEqual([]);
    expect(moves(logAt([TOPIC.transfer, t(A), t(B), data(5n) as Hash]))).toMatchObject([
      { standard: 'ERC-721', tokenId: 5n },
    ]);
  });
});

describe('ApprovalForAll', () => {
  it('revoking reads approved: false', () => {
    expect(moves(logAt([TOPIC.approvalForAll, t(A), t(OP)], data(0n)))).toEqual([
      { kind: 'approvalForAll', token: TOKEN, owner: A, operator: OP, approved: false, logIndex: 0 },
    ]);
  });

  it('three topics and one boolean word, or it is not one', () => {
    expect(moves(logAt([TOPIC.approvalForAll, t(A)], data(1n)))).toEqual([]);
    expect(moves(logAt([TOPIC.approvalForAll, t(A), t(OP), t(B)], data(1n)))).toEqual([]);
    expect(moves(logAt([TOPIC.approvalForAll, t(A), t(OP)]))).toEqual([]);
    expect(moves(logAt([TOPIC.approvalForAll, t(A), t(OP)], data(1n, 1n)))).toEqual([]);
    expect(moves(logAt([TOPIC.approvalForAll, t(A), t(OP)], data(2n)))).toEqual([]);
  });
});

describe('ERC-1155', () => {
  const parties = [t(OP), t(A), t(B)];

  it('TransferSingle: operator, from and to indexed as addresses, then id and amount', () => {
    expect(moves(logAt([TOPIC.transferSingle, ...parties], data(3n, 4n)))).toHaveLength(1);
    expect(moves(logAt([TOPIC.transferSingle, t(OP), t(A)], data(3n, 4n)))).toEqual([]);
    expect(moves(logAt([TOPIC.transferSingle, t(OP), t(A), DIRTY], data(3n, 4n)))).toEqual([]);
    expect(moves(logAt([TOPIC.transferSingle, DIRTY, t(A), t(B)], data(3n, 4n)))).toEqual([]);
    expect(moves(logAt([TOPIC.transferSingle, ...parties], data(3n)))).toEqual([]);
    expect(moves(logAt([TOPIC.transferSingle, ...parties], data(3n, 4n, 5n)))).toEqual([]);
  });

  it('TransferBatch: too short to hold both array offsets', () => {
    expect(moves(logAt([TOPIC.transferBatch, ...parties], data(64n)))).toEqual([]);
  });

  /** ids at word 2 and amounts at word 5: [64, 160, 2, 1, 2, 2, 10, 20]. */
  const batch = (idsOffset: bigint, amountsOffset: bigint, amountsLength = 2n) =>
    logAt([TOPIC.transferBatch, ...parties], data(idsOffset, amountsOffset, 2n, 1n, 2n, amountsLength, 10n, 20n));

  it('TransferBatch: arrays read where the offsets point', () => {
    expect(moves(batch(64n, 160n)).map((m) => ('amount' in m ? m.amount : null))).toEqual([10n, 20n]);
  });

  it('TransferBatch: an offset off the word grid, or past the data, is not a batch', () => {
    expect(moves(batch(64n, 162n))).toEqual([]);
    expect(moves(batch(64n, 256n))).toEqual([]);
    expect(moves(batch(64n, 2n ** 64n))).toEqual([]);
  });

  it('TransferBatch: an array claiming more entries than the data holds is not a batch', () => {
    expect(moves(batch(64n, 160n, 3n))).toEqual([]);
  });

  it('TransferBatch: ids and amounts of different lengths is not a batch', () => {
    const data2 = data(64n, 160n, 2n, 1n, 2n, 1n, 10n);
    expect(moves(logAt([TOPIC.transferBatch, ...parties], data2))).toEqual([]);
  });

  it(`TransferBatch: ${MAX_BATCH_ENTRIES} entries are read, one more is shown as nothing`, () => {
    const encode = (n: number) =>
      encodeAbiParameters(
        [{ type: 'uint256[]' }, { type: 'uint256[]' }],
        [Array.from({ length: n }, (_, i) => BigInt(i)), Array.from({ length: n }, () => 1n)],
      );
    expect(moves(logAt([TOPIC.transferBatch, ...parties], encode(MAX_BATCH_ENTRIES)))).toHaveLength(MAX_BATCH_ENTRIES);
    expect(moves(logAt([TOPIC.transferBatch, ...parties], encode(MAX_BATCH_ENTRIES + 1)))).toEqual([]);
  });
});

describe('log index', () => {
  it('a log without a logIndex (pending) is numbered by its position', () => {
    const logs = [
      logAt([TOPIC.transfer, t(A), t(B)], data(1n), null),
      logAt([TOPIC.transfer, t(A), t(B)], data(2n), null),
    ];
    expect(tokenMovements(logs).map((m) => m.logIndex)).toEqual([0, 1]);
    expect(tokenMovements([logAt([TOPIC.transfer, t(A), t(B)], data(1n), 7n)])[0]?.logIndex).toBe(7);
  });
});
