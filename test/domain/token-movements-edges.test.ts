import { encodeAbiParameters, pad } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Hash, Hex } from '../../src/domain/hex.ts';
import type { Log } from '../../src/domain/receipt.ts';
import { MAX_BATCH_ENTRIES, TOPIC, tokenMovements } from '../../src/domain/token-movements.ts';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const OP = '0x3333333333333333333333333333333333333333';
const TOKEN = '0x9999999999999999999999999999999999999999';
const t = (address: string): Hash => pad(address as Hex);
/** A 32-byte word whose upper bytes are not zero: not an address. */
const DIRTY = `0x01${'0'.repeat(22)}${A.slice(2)}` as Hash;
const word = (value: bigint): string => value.toString(16).padStart(64, '0');
const data = (...values: bigint[]): Hex => `0x${values.map(word).join('')}`;

function log(topics: Hash[], logData: Hex = '0x', logIndex: bigint | null = 0n): Log {
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
    expect(moves(log([TOPIC.transfer, t(A), t(B)], `0x${'00'.repeat(31)}`))).toEqual([]);
    expect(moves(log([TOPIC.transfer, t(A), t(B)], `0x${'00'.repeat(33)}`))).toEqual([]);
  });

  it('ERC-20 has three topics and one data word; anything else is neither ERC-20 nor ERC-721', () => {
    expect(moves(log([TOPIC.transfer], data(1n)))).toEqual([]);
    expect(moves(log([TOPIC.transfer, t(A), t(B)]))).toEqual([]);
    expect(moves(log([TOPIC.transfer, t(A), t(B)], data(1n, 2n)))).toEqual([]);
    expect(moves(log([TOPIC.approval, t(A), t(B), t(OP)], data(1n)))).toEqual([]);
    expect(moves(log([TOPIC.transfer, DIRTY, t(B)], data(1n)))).toEqual([]);
    expect(moves(log([TOPIC.transfer, t(A), DIRTY], data(1n)))).toEqual([]);
  });

  it('ERC-721 has four topics and no data', () => {
    expect(moves(log([TOPIC.transfer, t(A), t(B), data(5n) as Hash], data(1n)))).toEqual([]);
    expect(moves(log([TOPIC.transfer, t(A), t(B), data(5n) as Hash]))).toMatchObject([
      { standard: 'ERC-721', tokenId: 5n },
    ]);
  });
});

describe('ApprovalForAll', () => {
  it('revoking reads approved: false', () => {
    expect(moves(log([TOPIC.approvalForAll, t(A), t(OP)], data(0n)))).toEqual([
      { kind: 'approvalForAll', token: TOKEN, owner: A, operator: OP, approved: false, logIndex: 0 },
    ]);
  });

  it('three topics and one boolean word, or it is not one', () => {
    expect(moves(log([TOPIC.approvalForAll, t(A)], data(1n)))).toEqual([]);
    expect(moves(log([TOPIC.approvalForAll, t(A), t(OP), t(B)], data(1n)))).toEqual([]);
    expect(moves(log([TOPIC.approvalForAll, t(A), t(OP)]))).toEqual([]);
    expect(moves(log([TOPIC.approvalForAll, t(A), t(OP)], data(1n, 1n)))).toEqual([]);
    expect(moves(log([TOPIC.approvalForAll, t(A), t(OP)], data(2n)))).toEqual([]);
  });
});

describe('ERC-1155', () => {
  const parties = [t(OP), t(A), t(B)];

  it('TransferSingle: operator, from and to indexed as addresses, then id and amount', () => {
    expect(moves(log([TOPIC.transferSingle, ...parties], data(3n, 4n)))).toHaveLength(1);
    expect(moves(log([TOPIC.transferSingle, t(OP), t(A)], data(3n, 4n)))).toEqual([]);
    expect(moves(log([TOPIC.transferSingle, t(OP), t(A), DIRTY], data(3n, 4n)))).toEqual([]);
    expect(moves(log([TOPIC.transferSingle, DIRTY, t(A), t(B)], data(3n, 4n)))).toEqual([]);
    expect(moves(log([TOPIC.transferSingle, ...parties], data(3n)))).toEqual([]);
    expect(moves(log([TOPIC.transferSingle, ...parties], data(3n, 4n, 5n)))).toEqual([]);
  });

  it('TransferBatch: too short to hold both array offsets', () => {
    expect(moves(log([TOPIC.transferBatch, ...parties], data(64n)))).toEqual([]);
  });

  /** ids at word 2 and amounts at word 5: [64, 160, 2, 1, 2, 2, 10, 20]. */
  const batch = (idsOffset: bigint, amountsOffset: bigint, amountsLength = 2n) =>
    log([TOPIC.transferBatch, ...parties], data(idsOffset, amountsOffset, 2n, 1n, 2n, amountsLength, 10n, 20n));

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
    expect(moves(log([TOPIC.transferBatch, ...parties], data2))).toEqual([]);
  });

  it(`TransferBatch: ${MAX_BATCH_ENTRIES} entries are read, one more is shown as nothing`, () => {
    const encode = (n: number) =>
      encodeAbiParameters(
        [{ type: 'uint256[]' }, { type: 'uint256[]' }],
        [Array.from({ length: n }, (_, i) => BigInt(i)), Array.from({ length: n }, () => 1n)],
      );
    expect(moves(log([TOPIC.transferBatch, ...parties], encode(MAX_BATCH_ENTRIES)))).toHaveLength(MAX_BATCH_ENTRIES);
    expect(moves(log([TOPIC.transferBatch, ...parties], encode(MAX_BATCH_ENTRIES + 1)))).toEqual([]);
  });
});

describe('log index', () => {
  it('a log without a logIndex (pending) is numbered by its position', () => {
    const logs = [log([TOPIC.transfer, t(A), t(B)], data(1n), null), log([TOPIC.transfer, t(A), t(B)], data(2n), null)];
    expect(tokenMovements(logs).map((m) => m.logIndex)).toEqual([0, 1]);
    expect(tokenMovements([log([TOPIC.transfer, t(A), t(B)], data(1n), 7n)])[0]?.logIndex).toBe(7);
  });
});
