import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { encodeAbiParameters, pad } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Hash, Hex } from '../../src/domain/hex.ts';
import type { Log } from '../../src/domain/receipt.ts';
import { TOPIC, tokenMovements } from '../../src/domain/token-movements.ts';

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
