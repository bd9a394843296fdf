/**
 * Holdings: which balances the Activity tab asks (one per token, one per ERC-1155 id, newest
 * first), the calls it sends (held to viem's encoding) and what an answer reads as.
 */
import { encodeAbiParameters, encodeFunctionData, parseAbi, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { ActivityRow, RowPosition } from '../../../src/domain/activity/activity-rows.ts';
import type { Address } from '../../../src/domain/hex.ts';
import { balanceOfCalldata, holdingsOf, readBalance } from '../../../src/domain/token/holdings.ts';

const ME: Address = '0x1111111111111111111111111111111111111111';
const OTHER: Address = '0x2222222222222222222222222222222222222222';
const TOKEN_A: Address = '0xAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAa';
const TOKEN_B: Address = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

const at = (block: number): RowPosition => ({
  blockNumber: BigInt(block),
  transactionIndex: 0n,
  transactionHash: `0x${block.toString(16).padStart(64, '0')}`,
  logIndex: 0n,
});

const erc20 = (block: number, token: Address): ActivityRow => ({
  kind: 'transfer',
  at: at(block),
  movement: { kind: 'transfer', standard: 'ERC-20', token, from: ME, to: OTHER, amount: 1n, logIndex: 0 },
  direction: 'out',
});
const erc721 = (block: number, token: Address, tokenId: bigint): ActivityRow => ({
  kind: 'transfer',
  at: at(block),
  movement: { kind: 'transfer', standard: 'ERC-721', token, from: OTHER, to: ME, tokenId, logIndex: 0 },
  direction: 'in',
});
const erc1155 = (block: number, token: Address, tokenId: bigint): ActivityRow => ({
  kind: 'transfer',
  at: at(block),
  movement: {
    kind: 'transfer',
    standard: 'ERC-1155',
    token,
    operator: ME,
    from: ME,
    to: OTHER,
    tokenId,
    amount: 2n,
    logIndex: 0,
  },
  direction: 'out',
});

describe('the holdings a list of activity names', () => {
  it('one per ERC-20 and ERC-721 token, one per ERC-1155 id, in the rows’ order (newest first)', () => {
    const rows = [
      erc1155(9, TOKEN_B, 3n),
      erc20(8, TOKEN_A),
      erc721(7, TOKEN_B, 5n),
      erc1155(6, TOKEN_B, 4n),
      erc20(5, TOKEN_A.toLowerCase() as Address),
      erc721(4, TOKEN_B, 6n),
      erc1155(3, TOKEN_B, 3n),
    ];
    expect(holdingsOf(rows)).toEqual([
      { standard: 'ERC-1155', token: TOKEN_B, tokenId: 3n },
      { standard: 'ERC-20', token: TOKEN_A.toLowerCase(), tokenId: null },
      { standard: 'ERC-721', token: TOKEN_B, tokenId: null },
      { standard: 'ERC-1155', token: TOKEN_B, tokenId: 4n },
    ]);
  });
  it('events and transactions name none', () => {
    const event: ActivityRow = {
      kind: 'event',
      at: at(1),
      log: {
        address: ME,
        topics: [],
        data: '0x',
        blockNumber: 1n,
        blockHash: null,
        transactionHash: null,
        transactionIndex: null,
        logIndex: null,
        removed: false,
        extra: {},
      },
    };
    expect(holdingsOf([event])).toEqual([]);
  });
});

describe('the balanceOf calls', () => {
  const abi = parseAbi([
    'function balanceOf(address owner) view returns (uint256)',
    'function balanceOf(address account, uint256 id) view returns (uint256)',
  ]);
  it('ERC-20 and ERC-721: balanceOf(address)', () => {
    for (const standard of ['ERC-20', 'ERC-721'] as const)
      expect(balanceOfCalldata({ standard, token: TOKEN_A, tokenId: null }, ME)).toBe(
        encodeFunctionData({ abi, functionName: 'balanceOf', args: [ME] }),
      );
  });
  it('ERC-1155: balanceOf(address,uint256) of the id', () => {
    const id = 2n ** 255n + 7n;
    expect(balanceOfCalldata({ standard: 'ERC-1155', token: TOKEN_A, tokenId: id }, TOKEN_B)).toBe(
      encodeFunctionData({ abi, functionName: 'balanceOf', args: [TOKEN_B, id] }),
    );
  });
});

describe('what a balanceOf answer reads as', () => {
  it('one word is the balance', () => {
    const max = 2n ** 256n - 1n;
    expect(readBalance(encodeAbiParameters([{ type: 'uint256' }], [max]))).toEqual({ ok: true, value: max });
    expect(readBalance(encodeAbiParameters([{ type: 'uint256' }], [0n]))).toEqual({ ok: true, value: 0n });
  });
  it('nothing, a short answer or a longer one is named, not read', () => {
    expect(readBalance('0x')).toEqual({
      ok: false,
      message: 'answered nothing: the contract has no balanceOf for this',
    });
    expect(readBalance('0x01')).toEqual({
      ok: false,
      message: 'answered 1 bytes, not the one 32-byte word a balance is',
    });
    const two: Hex = encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [1n, 2n]);
    expect(readBalance(two)).toEqual({
      ok: false,
      message: 'answered 64 bytes, not the one 32-byte word a balance is',
    });
  });
});
