import { describe, expect, it } from 'vitest';
import {
  BLOCK_TIME_SPAN,
  HEAD_POLL_CEILING_MS,
  HEAD_POLL_FLOOR_MS,
  HEAD_POLL_UNKNOWN_MS,
  blockTimeMs,
  blocksBehindAtMost,
  formatAboutDuration,
  formatSeconds,
  headPollIntervalMs,
} from '../../src/domain/block-time.ts';

const at = (number: number, timestamp: number) => ({ number: BigInt(number), timestamp: BigInt(timestamp) });

describe('blockTimeMs: the mean gap between two blocks', () => {
  it('Ethereum: 32 blocks over 384 s is 12 s', () => {
    expect(blockTimeMs(at(1032, 10_384), at(1000, 10_000))).toBe(12_000);
  });

  it('opBNB: whole-second timestamps over the span still give 250 ms (32 blocks in 8 s)', () => {
    expect(Number(BLOCK_TIME_SPAN)).toBe(32);
    expect(blockTimeMs(at(5032, 2008), at(5000, 2000))).toBe(250);
  });

  it('says nothing for the same block, blocks in the wrong order or time running backwards', () => {
    expect(blockTimeMs(at(7, 70), at(7, 70))).toBeNull();
    expect(blockTimeMs(at(6, 60), at(7, 70))).toBeNull();
    expect(blockTimeMs(at(8, 60), at(7, 70))).toBeNull();
  });

  it('blocks in the same second (anvil mining on demand): 0 ms, which the poll floor then bounds', () => {
    expect(blockTimeMs(at(40, 100), at(8, 100))).toBe(0);
  });
});

describe('headPollIntervalMs: once per block, never faster than once a second', () => {
  it('opBNB (250 ms) is asked once a second, Ethereum (12 s) every 12 s, a 2 s chain every 2 s', () => {
    expect(HEAD_POLL_FLOOR_MS).toBe(1_000);
    expect(headPollIntervalMs(250)).toBe(1_000);
    expect(headPollIntervalMs(0)).toBe(1_000);
    expect(headPollIntervalMs(12_000)).toBe(12_000);
    expect(headPollIntervalMs(2_000)).toBe(2_000);
  });

  it('a chain slower than Ethereum, or idle (anvil), is still asked every 12 s', () => {
    expect(HEAD_POLL_CEILING_MS).toBe(12_000);
    expect(headPollIntervalMs(3_600_000)).toBe(12_000);
    expect(headPollIntervalMs(12_001)).toBe(12_000);
  });

  it('before the block time is known: every 2 s', () => {
    expect(headPollIntervalMs(null)).toBe(HEAD_POLL_UNKNOWN_MS);
    expect(HEAD_POLL_UNKNOWN_MS).toBe(2_000);
  });
});

describe('blocksBehindAtMost: what a poll slower than the chain may miss', () => {
  it('opBNB asked once a second may be 3 blocks behind; a poll that keeps up is never behind', () => {
    expect(blocksBehindAtMost(250, 1_000)).toBe(3);
    expect(blocksBehindAtMost(12_000, 12_000)).toBe(0);
    expect(blocksBehindAtMost(2_000, 2_000)).toBe(0);
    expect(blocksBehindAtMost(400, 1_000)).toBe(2);
  });

  it('unknown or zero block time: nothing to say', () => {
    expect(blocksBehindAtMost(null, 1_000)).toBe(0);
    expect(blocksBehindAtMost(0, 1_000)).toBe(0);
  });
});

describe('formatting', () => {
  it('formatAboutDuration: seconds up to 89 s, then minutes, then hours; never "0 s"', () => {
    expect(formatAboutDuration(20_000)).toBe('about 20 s');
    expect(formatAboutDuration(89_000)).toBe('about 89 s');
    expect(formatAboutDuration(90_000)).toBe('about 2 min');
    expect(formatAboutDuration(25 * 60_000)).toBe('about 25 min');
    expect(formatAboutDuration(3 * 3_600_000)).toBe('about 3 h');
    expect(formatAboutDuration(100)).toBe('about 1 s');
  });

  it('formatSeconds: 0.25 s, 1 s, 12 s', () => {
    expect(formatSeconds(250)).toBe('0.25 s');
    expect(formatSeconds(1_000)).toBe('1 s');
    expect(formatSeconds(12_000)).toBe('12 s');
  });
});
