import { pad, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { Hash } from '../../../src/domain/hex.ts';
import type { Log } from '../../../src/domain/receipt.ts';
import { TOPIC, tokenMovements, transferDirection, ZERO_ADDRESS } from '../../../src/domain/token/token-movements.ts';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const t = (address: string): Hash => pad(address as Hex);
const n = (value: bigint): Hash => pad(`0x${value.toString(16)}`);

function log(topics: Hash[], data: Hex = '0x'): Log {
  return {
    address: '0x9999999999999999999999999999999999999999',
    topics,
    data,
    blockNumber: 1n,
    blockHash: null,
    transactionHash: null,
    transactionIndex: 0n,
    logIndex: 0n,
    removed: false,
    extra: {},
  };
}

/** The direction of the one transfer a log holds. */
function directionOf(entry: Log): string {
  const [movement] = tokenMovements([entry]);
  if (movement?.kind !== 'transfer') throw new Error('not a transfer');
  return transferDirection(movement);
}

describe('transferDirection: mint, burn or transfer', () => {
  it('the zero address is 20 zero bytes', () => {
    expect(ZERO_ADDRESS).toBe(`0x${'0'.repeat(40)}`);
  });

  it('ERC-20: from zero mints, to zero burns, between two holders transfers', () => {
    expect(directionOf(log([TOPIC.transfer, t(ZERO_ADDRESS), t(A)], n(5n)))).toBe('mint');
    expect(directionOf(log([TOPIC.transfer, t(A), t(ZERO_ADDRESS)], n(5n)))).toBe('burn');
    expect(directionOf(log([TOPIC.transfer, t(A), t(B)], n(5n)))).toBe('transfer');
  });

  it('ERC-721: the same rule on the four-topic Transfer', () => {
    expect(directionOf(log([TOPIC.transfer, t(ZERO_ADDRESS), t(A), n(7n)]))).toBe('mint');
    expect(directionOf(log([TOPIC.transfer, t(A), t(ZERO_ADDRESS), n(7n)]))).toBe('burn');
  });

  it('ERC-1155: from and to decide, not the operator (who may be the zero address only in theory)', () => {
    const single = (operator: string, from: string, to: string) =>
      log([TOPIC.transferSingle, t(operator), t(from), t(to)], `0x${n(3n).slice(2)}${n(25n).slice(2)}`);
    expect(directionOf(single(A, ZERO_ADDRESS, B))).toBe('mint');
    expect(directionOf(single(A, B, ZERO_ADDRESS))).toBe('burn');
    expect(directionOf(single(ZERO_ADDRESS, A, B))).toBe('transfer');
  });

  it('from zero to zero creates and destroys nothing: a transfer', () => {
    expect(transferDirection({ from: ZERO_ADDRESS, to: ZERO_ADDRESS })).toBe('transfer');
  });
});
