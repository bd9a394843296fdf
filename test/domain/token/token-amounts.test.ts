import { pad } from 'viem';
import { describe, expect, it } from 'vitest';
import { parseParameter } from '../../../src/domain/abi/abi-type.ts';
import { decodedParam, type DecodedParam } from '../../../src/domain/abi/decoded-param.ts';
import type { Address, Hash, Hex } from '../../../src/domain/hex.ts';
import type { Log } from '../../../src/domain/receipt.ts';
import {
  MAX_TOKEN_CONTRACTS_READ,
  tokenAmountInCall,
  tokenAmountInEvent,
  tokenContractsToRead,
} from '../../../src/domain/token/token-amounts.ts';
import { TOPIC } from '../../../src/domain/token/token-movements.ts';

const A: Address = '0x1111111111111111111111111111111111111111';
const B: Address = '0x2222222222222222222222222222222222222222';
const TOKEN: Address = '0x9999999999999999999999999999999999999999';

/** Decoded arguments as the decoder gives them: `types` in order, `indexed` by position (events). */
function params(types: string, values: (string | bigint)[], indexed: boolean[] = []): DecodedParam[] {
  return types
    .split(',')
    .map((type) => parseParameter(type, false))
    .map((p, i) => decodedParam(p, values[i]!, indexed.length > 0 ? { indexed: indexed[i]! } : {}));
}

describe('tokenAmountInCall: the amount argument of an ERC-20 call', () => {
  it('transfer and approve: the second argument, of the called contract', () => {
    expect(tokenAmountInCall('transfer(address,uint256)', params('address,uint256', [B, 5n]), TOKEN)).toEqual({
      index: 1,
      token: TOKEN,
    });
    expect(tokenAmountInCall('approve(address,uint256)', params('address,uint256', [B, 5n]), TOKEN)).toEqual({
      index: 1,
      token: TOKEN,
    });
  });

  it('transferFrom: the third', () => {
    const args = params('address,address,uint256', [A, B, 5n]);
    expect(tokenAmountInCall('transferFrom(address,address,uint256)', args, TOKEN)).toEqual({ index: 2, token: TOKEN });
  });

  it('no other call, no contract creation, and only an integer is an amount', () => {
    expect(tokenAmountInCall('mint(address,uint256)', params('address,uint256', [B, 5n]), TOKEN)).toBeNull();
    expect(tokenAmountInCall('transfer(address,uint256)', params('address,uint256', [B, 5n]), null)).toBeNull();
    expect(tokenAmountInCall('transfer(address,uint256)', params('address', [B]), TOKEN)).toBeNull();
  });
});

describe('tokenAmountInEvent: the value of an ERC-20 Transfer or Approval', () => {
  it('the third argument, of the emitting contract, when both addresses are indexed and the value is not', () => {
    for (const signature of ['Transfer(address,address,uint256)', 'Approval(address,address,uint256)'])
      expect(
        tokenAmountInEvent(signature, params('address,address,uint256', [A, B, 7n], [true, true, false]), TOKEN),
      ).toEqual({ index: 2, token: TOKEN });
  });

  it('ERC-721 indexes a token id, which is no amount; other events have none', () => {
    const nft = params('address,address,uint256', [A, B, 7n], [true, true, true]);
    expect(tokenAmountInEvent('Transfer(address,address,uint256)', nft, TOKEN)).toBeNull();
    const unindexed = params('address,address,uint256', [A, B, 7n], [false, true, false]);
    expect(tokenAmountInEvent('Transfer(address,address,uint256)', unindexed, TOKEN)).toBeNull();
    const deposit = params('address,address,uint256', [A, B, 7n], [true, true, false]);
    expect(tokenAmountInEvent('Deposit(address,address,uint256)', deposit, TOKEN)).toBeNull();
  });
});

const word = (value: bigint): Hex => pad(`0x${value.toString(16)}`);
const topic = (address: Address): Hash => pad(address);

function transferLog(token: Address, index: number, topics: Hash[] = [TOPIC.transfer, topic(A), topic(B)]): Log {
  return {
    address: token,
    topics,
    data: topics.length === 3 ? word(1000n) : '0x',
    blockNumber: 1n,
    blockHash: null,
    transactionHash: null,
    transactionIndex: 0n,
    logIndex: BigInt(index),
    removed: false,
    extra: {},
  };
}

const contract = (n: number): Address => `0x${n.toString(16).padStart(40, 'a')}`;

describe('tokenContractsToRead: a bounded number of contracts asked for decimals and symbol', () => {
  it('each ERC-20 contract of the logs once, and the called contract', () => {
    const logs = [transferLog(contract(1), 0), transferLog(contract(2), 1), transferLog(contract(1), 2)];
    const scope = tokenContractsToRead(TOKEN, logs);
    expect([...scope.read]).toEqual([contract(1), contract(2), TOKEN]);
    expect(scope.notRead).toBe(0);
  });

  it('a transaction touching 50 token contracts reads the first 20 in log order and says 30 were not read', () => {
    const logs = Array.from({ length: 50 }, (_, i) => transferLog(contract(i + 1), i));
    const scope = tokenContractsToRead(TOKEN, logs);
    expect(MAX_TOKEN_CONTRACTS_READ).toBe(20);
    expect(scope.read.size).toBe(21);
    expect(scope.read.has(contract(20))).toBe(true);
    expect(scope.read.has(contract(21))).toBe(false);
    expect(scope.read.has(TOKEN)).toBe(true);
    expect(scope.notRead).toBe(30);
    // three metadata calls per contract, 8 per POST: what the page can cost at most
    expect(Math.ceil((scope.read.size * 3) / 8)).toBeLessThanOrEqual(8);
  });

  it('exactly 20 token contracts: all read, none left', () => {
    const logs = Array.from({ length: 20 }, (_, i) => transferLog(contract(i + 1), i));
    const scope = tokenContractsToRead(null, logs);
    expect(scope.read.size).toBe(20);
    expect(scope.notRead).toBe(0);
  });

  it('NFT transfers are not read (no decimals), and case does not make two contracts of one', () => {
    const nft = transferLog(contract(3), 0, [TOPIC.transfer, topic(A), topic(B), word(7n)]);
    const upper = transferLog(contract(4).toUpperCase().replace('0X', '0x') as Address, 1);
    const scope = tokenContractsToRead(contract(4), [nft, upper]);
    expect([...scope.read]).toEqual([contract(4)]);
  });
});
