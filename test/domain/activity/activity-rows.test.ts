import { encodeAbiParameters, pad, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  MAX_ROWS,
  mergeRows,
  rowsFromLogs,
  transactionDirection,
  transactionRow,
  type ActivityRow,
} from '../../../src/domain/activity/activity-rows.ts';
import type { Address, Hash } from '../../../src/domain/hex.ts';
import type { Log } from '../../../src/domain/receipt.ts';
import { TOPIC } from '../../../src/domain/token/token-movements.ts';
import type { Transaction } from '../../../src/domain/transaction.ts';

const ME: Address = '0x1111111111111111111111111111111111111111';
const OTHER: Address = '0x2222222222222222222222222222222222222222';
const OPERATOR: Address = '0x3333333333333333333333333333333333333333';
const TOKEN: Address = '0x9999999999999999999999999999999999999999';
const t = (address: string): Hash => pad(address as Hex);
const n = (value: bigint): Hash => pad(`0x${value.toString(16)}`);
const hash = (i: number): Hash => `0x${i.toString(16).padStart(64, '0')}`;

function log(
  at: { block: number; tx: number; index: number },
  topics: Hash[],
  data: Hex = '0x',
  address: Address = TOKEN,
): Log {
  return {
    address,
    topics,
    data,
    blockNumber: BigInt(at.block),
    blockHash: hash(1000 + at.block),
    transactionHash: hash(at.block * 100 + at.tx),
    transactionIndex: BigInt(at.tx),
    logIndex: BigInt(at.index),
    removed: false,
    extra: {},
  };
}

const erc20 = (at: Parameters<typeof log>[0], from: string, to: string, amount: bigint) =>
  log(at, [TOPIC.transfer, t(from), t(to)], n(amount));
const erc721 = (at: Parameters<typeof log>[0], from: string, to: string, id: bigint) =>
  log(at, [TOPIC.transfer, t(from), t(to), n(id)]);
const erc1155 = (
  at: Parameters<typeof log>[0],
  operator: string,
  from: string,
  to: string,
  id: bigint,
  amount: bigint,
) =>
  log(
    at,
    [TOPIC.transferSingle, t(operator), t(from), t(to)],
    encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [id, amount]),
  );

function transaction(block: number, index: number, from: Address, to: Address | null): Transaction {
  return {
    hash: hash(block * 100 + index),
    blockHash: hash(1000 + block),
    blockNumber: BigInt(block),
    transactionIndex: BigInt(index),
    pending: false,
    from,
    to,
    gas: 21000n,
    gasPrice: 1n,
    value: 5n,
    nonce: 0n,
    input: '0x',
    v: 27n,
    r: hash(1),
    s: hash(2),
    type: 0n,
    chainId: 1n,
    extra: {},
  };
}

describe('rows from the logs of every filter', () => {
  it('reads transfers of the three standards in and out, each once though two filters matched it', () => {
    const logs = [
      erc20({ block: 10, tx: 0, index: 0 }, ME, OTHER, 1000n),
      erc721({ block: 11, tx: 0, index: 0 }, OTHER, ME, 7n),
      erc1155({ block: 12, tx: 0, index: 0 }, OPERATOR, OTHER, ME, 3n, 25n),
      erc20({ block: 13, tx: 1, index: 2 }, ME, ME, 1n),
    ];
    // the self transfer answered by the "from" and the "to" filter alike
    const rows = rowsFromLogs(ME, [...logs, logs[3]!]);
    expect(rows.map((r) => r.kind === 'transfer' && [r.movement.standard, r.direction])).toEqual([
      ['ERC-20', 'out'],
      ['ERC-721', 'in'],
      ['ERC-1155', 'in'],
      ['ERC-20', 'self'],
    ]);
    const single = rows[2]!;
    expect(single.kind === 'transfer' && 'amount' in single.movement && single.movement.amount).toBe(25n);
  });

  it('leaves out an ERC-1155 transfer the address only operated, and a removed log', () => {
    const operated = erc1155({ block: 12, tx: 0, index: 0 }, ME, OTHER, OPERATOR, 3n, 25n);
    const removed = { ...erc20({ block: 12, tx: 0, index: 1 }, ME, OTHER, 1n), removed: true };
    expect(rowsFromLogs(ME, [operated, removed])).toEqual([]);
  });

  it('an event the address emitted is a row; a token’s own transfer is both', () => {
    const event = log({ block: 5, tx: 0, index: 0 }, [hash(77)], '0x', ME);
    const own = erc20({ block: 6, tx: 0, index: 0 }, ME, OTHER, 5n);
    own.address = ME;
    expect(rowsFromLogs(ME, [event, own]).map((r) => r.kind)).toEqual(['event', 'transfer', 'event']);
  });
});

describe('transactions', () => {
  it('sent, received, to itself, or none of its business', () => {
    expect(transactionDirection(ME, transaction(1, 0, ME, OTHER))).toBe('sent');
    expect(transactionDirection(ME, transaction(1, 0, OTHER, `0x${ME.slice(2).toUpperCase()}`))).toBe('received');
    expect(transactionDirection(ME, transaction(1, 0, ME, ME))).toBe('self');
    expect(transactionDirection(ME, transaction(1, 0, ME, null))).toBe('sent');
    expect(transactionRow(ME, transaction(1, 0, OTHER, OPERATOR))).toBeNull();
    expect(
      transactionRow(ME, { ...transaction(1, 0, ME, OTHER), blockNumber: null, transactionIndex: null }),
    ).toBeNull();
  });
});

describe('merged newest first', () => {
  it('orders by block, position, the transaction above its logs, then the logs newest first', () => {
    const rows: ActivityRow[] = [
      ...rowsFromLogs(ME, [
        erc20({ block: 20, tx: 1, index: 3 }, ME, OTHER, 1n),
        erc20({ block: 20, tx: 1, index: 4 }, ME, OTHER, 2n),
        erc20({ block: 21, tx: 0, index: 0 }, OTHER, ME, 3n),
      ]),
      transactionRow(ME, transaction(20, 1, ME, TOKEN))!,
      transactionRow(ME, transaction(20, 0, ME, OTHER))!,
    ];
    const { rows: merged } = mergeRows([rows], 0n);
    expect(merged.map((r) => [r.at.blockNumber, r.at.transactionIndex, r.at.logIndex])).toEqual([
      [21n, 0n, 0n],
      [20n, 1n, null],
      [20n, 1n, 4n],
      [20n, 1n, 3n],
      [20n, 0n, null],
    ]);
  });

  it('keeps each row once, none older than the oldest block covered, at most MAX_ROWS', () => {
    const old = rowsFromLogs(ME, [erc20({ block: 1, tx: 0, index: 0 }, ME, OTHER, 1n)]);
    const recent = rowsFromLogs(ME, [erc20({ block: 9, tx: 0, index: 0 }, ME, OTHER, 1n)]);
    expect(mergeRows([old, recent, recent], 5n).rows).toEqual(recent);

    const many = rowsFromLogs(
      ME,
      Array.from({ length: MAX_ROWS + 3 }, (_, i) => erc20({ block: 10 + i, tx: 0, index: 0 }, ME, OTHER, 1n)),
    );
    const capped = mergeRows([many], 0n);
    expect(capped.rows).toHaveLength(MAX_ROWS);
    expect(capped.dropped).toBe(3);
    // the newest are kept
    expect(capped.rows[0]!.at.blockNumber).toBe(BigInt(10 + MAX_ROWS + 2));
  });
});
