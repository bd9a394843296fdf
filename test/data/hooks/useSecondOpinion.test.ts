/**
 * What the second-opinion line shows (opinionOf, the hook's state), from the devnet's real answers:
 * the full-mode key's block agrees with the node's hash and disagrees with another; a number the
 * endpoint has no block at is "does not serve"; the four-method key's refusal of
 * eth_getBlockByNumber is "does not serve the method", not an error; an ordinary failure is an
 * error with a retry. The line itself is exercised in real Chromium (test/e2e/second-opinion.spec.ts).
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { opinionOf } from '../../../src/data/hooks/useSecondOpinion.ts';
import type { Block } from '../../../src/domain/block.ts';
import type { Hash } from '../../../src/domain/hex.ts';
import { createRpcClient } from '../../../src/rpc/client.ts';
import { RpcTimeoutError } from '../../../src/rpc/errors.ts';
import { rejectionOf } from '../../rpc/support/collect.ts';

const manifest = inject('manifest');
const full = createRpcClient({ base: manifest.base, apiKey: manifest.fullKey, transport: 'http' });
const fourMethods = createRpcClient({ base: manifest.base, apiKey: manifest.apiKey, transport: 'http' });
afterAll(() => {
  full.close();
  fourMethods.close();
});

const HOST = 'second.example.org';
const number = BigInt(manifest.block.number);
const at = `0x${number.toString(16)}`;
const answered = (data: Block | null) => ({ data, error: null, refetch: () => undefined });
const failed = (error: Error) => ({ data: undefined, error, refetch: () => undefined });
const waiting = { data: undefined, error: null, refetch: () => undefined };

describe('the second opinion on the devnet’s answers', () => {
  it('agrees with the proved hash of the block at that number', async () => {
    const answer = await full.readOptional('eth_getBlockByNumber', at);
    expect(opinionOf(HOST, { number, hash: manifest.block.hash }, true, answered(answer))).toEqual({
      host: HOST,
      status: 'done',
      data: { kind: 'agrees', block: number, hash: manifest.block.hash },
    });
  });

  it('disagrees with a page that rests on another hash at that number', async () => {
    const answer = await full.readOptional('eth_getBlockByNumber', at);
    const other: Hash = `0x${'ee'.repeat(32)}`;
    expect(opinionOf(HOST, { number, hash: other }, true, answered(answer))).toMatchObject({
      status: 'done',
      data: { kind: 'disagrees', ours: other, theirs: manifest.block.hash },
    });
  });

  it('a number it has no block at: it does not serve that block', async () => {
    const answer = await full.readOptional('eth_getBlockByNumber', '0xffffff');
    expect(answer).toBeNull();
    expect(opinionOf(HOST, { number: 0xffffffn, hash: manifest.block.hash }, true, answered(answer))).toMatchObject({
      status: 'done',
      data: { kind: 'no-block', block: 0xffffffn },
    });
  });

  it('the four-method key refuses eth_getBlockByNumber: the method is not served, no error panel', async () => {
    const error = await rejectionOf(fourMethods.readOptional('eth_getBlockByNumber', at));
    expect(opinionOf(HOST, { number, hash: manifest.block.hash }, null, failed(error as Error))).toEqual({
      host: HOST,
      status: 'absent',
    });
    // once known, it is not asked again: absent before any answer
    expect(opinionOf(HOST, { number, hash: manifest.block.hash }, false, waiting)).toEqual({
      host: HOST,
      status: 'absent',
    });
  });

  it('an ordinary failure is an error that can be retried; nothing proved yet is not asked', () => {
    let retried = 0;
    const opinion = opinionOf(HOST, { number, hash: manifest.block.hash }, true, {
      data: undefined,
      error: new RpcTimeoutError(15_000),
      refetch: () => retried++,
    });
    expect(opinion.status).toBe('error');
    if (opinion.status === 'error') opinion.retry();
    expect(retried).toBe(1);
    expect(opinionOf(HOST, { number, hash: manifest.block.hash }, true, waiting)).toEqual({
      host: HOST,
      status: 'pending',
    });
    expect(opinionOf(HOST, null, true, waiting)).toEqual({ host: HOST, status: 'unasked' });
  });
});
