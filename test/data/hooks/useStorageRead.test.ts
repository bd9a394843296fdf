/**
 * When the storage views ask this browser's archive for a read's word: only for a read at a block
 * number that the endpoint refused as too old or failed to answer; never for a tag, never for a
 * block the node says is not mined yet. What words read together (a layout variable, a long
 * string's data slots) come to: fresh where served, the archive's only where it holds every word
 * the endpoint refused. The hooks around it are exercised on the devnet (test/e2e/archive.spec.ts:
 * the slot, a layout and a long string read, the window passing, the page reloaded).
 */
import { describe, expect, it } from 'vitest';
import { storageMiss, storageReads, wordMiss, type ArchiveAnswer } from '../../../src/data/hooks/useStorageRead.ts';
import { toArchiveRecord } from '../../../src/data/archive/archive-record.ts';
import type { Hex } from '../../../src/domain/hex.ts';
import { RpcHttpError, RpcResponseError, RpcTimeoutError } from '../../../src/rpc/errors.ts';

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

const ADDRESS = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const word = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`;
const served = (n: number) => ({ data: word(n), error: null });
const waiting = { data: undefined, error: null };
const refused = { data: undefined, error: pruned };

/** The archive's word for slot `n` at block 5, fetched at `fetchedAt`. */
function kept(n: number, fetchedAt = 1_000): ArchiveAnswer {
  const entry = {
    kind: 'storage' as const,
    chain: '204',
    endpoint: 'https://rpc.example/v3/<API_KEY>',
    key: `${ADDRESS}:${word(n)}@0x5`,
    result: word(100 + n),
    fetchedAt,
  };
  return { record: toArchiveRecord(entry, fetchedAt), value: word(100 + n) };
}

describe('wordMiss', () => {
  it('a word the endpoint gave stays shown, even if asking again failed since', () => {
    expect(wordMiss({ data: word(1), error: pruned }, 5n)).toBeNull();
    expect(wordMiss(refused, 5n)).toBe('outside');
  });
});

describe('storageReads: what words read together come to', () => {
  it('every word served: taken fresh, in order, with no mark', () => {
    expect(storageReads([served(1), served(2)], 5n, [undefined, undefined])).toEqual({
      state: 'read',
      words: [word(1), word(2)],
      fromArchive: null,
    });
  });

  it('a served word is taken fresh even where the archive holds one for it', () => {
    const outcome = storageReads([served(1)], 5n, [kept(1)]);
    expect(outcome).toEqual({ state: 'read', words: [word(1)], fromArchive: null });
  });

  it('refused words come from the archive, served ones stay fresh; the mark says why and names the record', () => {
    const archived = [undefined, kept(2), kept(3)];
    const outcome = storageReads([served(1), refused, refused], 5n, archived);
    expect(outcome).toEqual({
      state: 'read',
      words: [word(1), word(102), word(103)],
      fromArchive: { miss: 'outside', record: archived[1]!.record },
    });
  });

  it('one mark for the section: the oldest fetched record speaks for the words', () => {
    const outcome = storageReads([refused, refused, refused], 5n, [kept(1, 3_000), kept(2, 1_000), kept(3, 2_000)]);
    expect(outcome.state === 'read' && outcome.fromArchive?.record.fetchedAt).toBe(1_000);
  });

  it('misses that disagree are said as the weaker claim: the endpoint failed to answer', () => {
    const timedOut = { data: undefined, error: new RpcTimeoutError(15_000) };
    const outcome = storageReads([refused, timedOut], 5n, [kept(1), kept(2)]);
    expect(outcome.state === 'read' && outcome.fromArchive?.miss).toBe('error');
  });

  it('a refused word the archive does not hold shows its error: never a string with a hole in it', () => {
    expect(storageReads([refused, refused, served(3)], 5n, [kept(1), null, undefined])).toEqual({
      state: 'failed',
      index: 1,
    });
  });

  it('a read at a tag never falls back, whatever the archive holds', () => {
    expect(storageReads([refused], null, [kept(1)])).toEqual({ state: 'failed', index: 0 });
  });

  it('a block beyond the head the node names is an answer: its error shows', () => {
    const ahead = new RpcResponseError(-32602, 'BlockOutOfRangeError: block height is 120 but requested was 5000');
    expect(storageReads([{ data: undefined, error: ahead }], 5000n, [kept(1)])).toEqual({
      state: 'failed',
      index: 0,
    });
  });

  it('waits for the endpoint and for the archive, but a failure it cannot cover is shown at once', () => {
    expect(storageReads([served(1), waiting], 5n, [])).toEqual({ state: 'pending' });
    expect(storageReads([refused], 5n, [undefined])).toEqual({ state: 'pending' });
    expect(storageReads([waiting, refused], 5n, [undefined, null])).toEqual({ state: 'failed', index: 1 });
  });

  it('no words: nothing to wait for', () => {
    expect(storageReads([], 5n, [])).toEqual({ state: 'read', words: [], fromArchive: null });
  });
});
