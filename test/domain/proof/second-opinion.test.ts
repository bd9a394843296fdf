import { describe, expect, it } from 'vitest';
import type { Block } from '../../../src/domain/block.ts';
import type { Hash } from '../../../src/domain/hex.ts';
import { compareBlockHash } from '../../../src/domain/proof/second-opinion.ts';

const OURS: Hash = `0x${'ab'.repeat(32)}`;
const THEIRS: Hash = `0x${'cd'.repeat(32)}`;
const resting = { number: 1234n, hash: OURS };
const block = (number: bigint | null, hash: string | null) => ({ number, hash }) as Block;

describe('compareBlockHash', () => {
  it('agrees when the second endpoint’s block at that number has the proved hash, in either case', () => {
    expect(compareBlockHash(resting, block(1234n, OURS))).toEqual({ kind: 'agrees', block: 1234n, hash: OURS });
    expect(compareBlockHash(resting, block(1234n, OURS.toUpperCase().replace('0X', '0x')))).toMatchObject({
      kind: 'agrees',
    });
  });

  it('disagrees with another hash at that number, naming both', () => {
    expect(compareBlockHash(resting, block(1234n, THEIRS))).toEqual({
      kind: 'disagrees',
      block: 1234n,
      ours: OURS,
      theirs: THEIRS,
    });
  });

  it('an answer about another number is no agreement, even with the same hash', () => {
    expect(compareBlockHash(resting, block(1235n, OURS))).toMatchObject({ kind: 'disagrees' });
  });

  it('no block there (outside its window, or beyond its head), or one without a hash: no opinion', () => {
    expect(compareBlockHash(resting, null)).toEqual({ kind: 'no-block', block: 1234n });
    expect(compareBlockHash(resting, block(null, null))).toEqual({ kind: 'no-block', block: 1234n });
  });
});
