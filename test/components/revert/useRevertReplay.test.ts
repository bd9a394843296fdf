/**
 * What the revert box says after replaying a failed transaction (the pure reading behind
 * useRevertReplay): on the block before the transaction's, a revert named from its data, a
 * replay that ran through or failed otherwise said as such, and an endpoint without eth_call or
 * a transaction that cannot be replayed explained instead of asked.
 */
import { encodeErrorResult, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { parseParameter } from '../../../src/domain/abi/abi-type.ts';
import { functionSignature, functionTable } from '../../../src/domain/abi/signature.ts';
import { replayBlock, replayFrom } from '../../../src/components/revert/useRevertReplay.ts';
import { RpcResponseError, RpcTimeoutError } from '../../../src/rpc/errors.ts';

const TO = '0x9999999999999999999999999999999999999999';
const mined = { to: TO, blockNumber: 100n } as const;
const NO_ERRORS = functionTable([]);
const pending = { isPending: true, isSuccess: false, error: null };
const ranThrough = { isPending: false, isSuccess: true, error: null };
const failedWith = (error: unknown) => ({ isPending: false, isSuccess: false, error });

/** anvil's answer to a reverting eth_call: code 3, the revert data in `data`. */
const reverted = (data: string) => new RpcResponseError(3, 'execution reverted', { data });

describe('replayBlock: the state a replay runs on', () => {
  it('the block before the transaction’s; none for a pending transaction or block 0’s', () => {
    expect(replayBlock({ blockNumber: 100n })).toBe(99n);
    expect(replayBlock({ blockNumber: 1n })).toBe(0n);
    expect(replayBlock({ blockNumber: 0n })).toBeNull();
    expect(replayBlock({ blockNumber: null })).toBeNull();
  });
});

describe('replayFrom', () => {
  it('with no endpoint to ask (a record from a snapshot link): said so, never "replaying" for good', () => {
    expect(replayFrom(mined, null, pending, NO_ERRORS, false)).toEqual({ state: 'no-endpoint' });
    // what the transaction alone tells still comes first
    expect(replayFrom({ to: null, blockNumber: 100n }, null, pending, NO_ERRORS, false)).toMatchObject({
      state: 'cannot',
    });
  });

  it('while the call is out: replaying, on block N−1', () => {
    expect(replayFrom(mined, true, pending, NO_ERRORS)).toEqual({ state: 'replaying', block: 99n });
    // not known yet whether eth_call is served: the call itself will tell
    expect(replayFrom(mined, null, pending, NO_ERRORS)).toEqual({ state: 'replaying', block: 99n });
  });

  it('Error(string): the reason in words', () => {
    const data = encodeErrorResult({ abi: parseAbi(['error Error(string)']), args: ['not enough HXR'] });
    const replay = replayFrom(mined, true, failedWith(reverted(data)), NO_ERRORS);
    expect(replay).toMatchObject({ state: 'reason', block: 99n, reason: { kind: 'message', text: 'not enough HXR' } });
  });

  it('a custom error named by the table it is given', () => {
    const abi = parseAbi(['error InsufficientBalance(uint256 available, uint256 required)']);
    const data = encodeErrorResult({ abi, errorName: 'InsufficientBalance', args: [1n, 2n] });
    const table = functionTable([
      functionSignature('InsufficientBalance', [
        parseParameter('uint256 available', false),
        parseParameter('uint256 required', false),
      ]),
    ]);
    const replay = replayFrom(mined, true, failedWith(reverted(data)), table);
    expect(replay).toMatchObject({
      state: 'reason',
      reason: { kind: 'custom', error: { name: 'InsufficientBalance' } },
    });
  });

  it('a replay that runs through: no revert on the state before (earlier transactions of the block differ)', () => {
    expect(replayFrom(mined, true, ranThrough, NO_ERRORS)).toEqual({ state: 'no-revert', block: 99n });
  });

  it('a failure that is no revert (a timeout, old state refused): failed, with the error to show', () => {
    const timeout = new RpcTimeoutError(5_000);
    expect(replayFrom(mined, true, failedWith(timeout), NO_ERRORS)).toEqual({
      state: 'failed',
      error: timeout,
      block: 99n,
    });
    const pruned = new RpcResponseError(-32000, 'missing trie node');
    expect(replayFrom(mined, true, failedWith(pruned), NO_ERRORS)).toMatchObject({ state: 'failed', error: pruned });
  });

  it('eth_call not served, known before or learnt from the call: said so, not an error', () => {
    expect(replayFrom(mined, false, pending, NO_ERRORS)).toEqual({ state: 'not-served' });
    const absent = new RpcResponseError(-32601, 'the method eth_call does not exist/is not available');
    expect(replayFrom(mined, null, failedWith(absent), NO_ERRORS)).toEqual({ state: 'not-served' });
  });

  it('what cannot be replayed says why: a contract creation, a transaction of no block after the first', () => {
    expect(replayFrom({ to: null, blockNumber: 100n }, true, pending, NO_ERRORS)).toEqual({
      state: 'cannot',
      why: 'A failed contract creation has no contract to call again.',
    });
    expect(replayFrom({ to: TO, blockNumber: 0n }, true, pending, NO_ERRORS)).toEqual({
      state: 'cannot',
      why: 'It is not in a block after the first.',
    });
  });
});
