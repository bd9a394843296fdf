/**
 * When the storage page asks this browser's archive for a read's word: only for a read at a block
 * number that the endpoint refused as too old or failed to answer; never for a tag, never for a
 * block the node says is not mined yet. The hook around it is exercised on the devnet
 * (test/e2e/archive.spec.ts: a word read, the window passing, the page reloaded).
 */
import { describe, expect, it } from 'vitest';
import { storageMiss } from '../../src/data/useStorageRead.ts';
import { RpcHttpError, RpcResponseError, RpcTimeoutError } from '../../src/rpc/errors.ts';

// the devnet gateway's refusal (test/devnet/window.ts), as a pruned geth node words it
const pruned = new RpcResponseError(
  -32000,
  'missing trie node: state at block 5 is not available (this endpoint serves only the latest 128 blocks; head is 400)',
);

describe('storageMiss', () => {
  it('a read at a block number refused as outside the window asks the archive, said as no longer served', () => {
    expect(storageMiss(pruned, 5n)).toBe('outside');
  });

  it('a read at a block number the endpoint failed to answer asks the archive, said as a failure', () => {
    expect(storageMiss(new RpcTimeoutError(15_000), 5n)).toBe('error');
    expect(storageMiss(new RpcHttpError(503, 'unavailable'), 5n)).toBe('error');
    expect(storageMiss(new RpcResponseError(-32603, 'internal error'), 5n)).toBe('error');
  });

  it('a read at a tag is never answered from the archive: its word moves with the chain', () => {
    expect(storageMiss(pruned, null)).toBeNull();
    expect(storageMiss(new RpcTimeoutError(15_000), null)).toBeNull();
  });

  it('no failure, no archive', () => {
    expect(storageMiss(null, 5n)).toBeNull();
  });

  it('a block beyond the head the node names is not there yet: a word kept for it is from another history', () => {
    const ahead = new RpcResponseError(-32602, 'BlockOutOfRangeError: block height is 120 but requested was 5000');
    expect(storageMiss(ahead, 5000n)).toBeNull();
  });

  it('geth’s “header not found” names no head: for a block the archive has a word at, it was pruned', () => {
    expect(storageMiss(new RpcResponseError(-32000, 'header not found'), 5n)).toBe('outside');
    // a block below the head the node names is not "not there yet": it is gone from the node
    const below = new RpcResponseError(-32602, 'BlockOutOfRangeError: block height is 120 but requested was 5');
    expect(storageMiss(below, 5n)).toBe('outside');
  });
});
