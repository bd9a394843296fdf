import { describe, expect, it } from 'vitest';
import { OPBNB_BLOCK_TIME } from '../devnet/opbnb.ts';
import { isOutsideWindow } from '../devnet/window.ts';
import { NEAR_HEAD_WINDOW_BLOCKS, msUntilLeavingWindow, windowStanding } from '../../src/domain/near-head-window.ts';

describe('windowStanding: when a record leaves the latest 128 blocks', () => {
  it('a record in the head block has 128 blocks to go; at head − 128 it is the last one served', () => {
    expect(windowStanding(1000n, 1000n)).toEqual({ served: true, blocksLeft: 128n });
    expect(windowStanding(872n, 1000n)).toEqual({ served: true, blocksLeft: 0n });
    expect(windowStanding(871n, 1000n)).toEqual({ served: false });
  });

  it('agrees with the devnet gateway’s boundary (test/devnet/window.ts) on every block around it', () => {
    const head = 5000;
    for (let block = head - NEAR_HEAD_WINDOW_BLOCKS - 3; block <= head; block++) {
      const standing = windowStanding(BigInt(block), BigInt(head));
      expect(standing.served, `block ${block}`).toBe(!isOutsideWindow(block, head));
    }
  });

  it('another window size counts the same way', () => {
    expect(windowStanding(90n, 100n, 10)).toEqual({ served: true, blocksLeft: 0n });
    expect(windowStanding(89n, 100n, 10)).toEqual({ served: false });
  });
});

describe('msUntilLeavingWindow', () => {
  it('opBNB: a record in the head block leaves after 129 blocks of 250 ms, about 32 s', () => {
    expect(msUntilLeavingWindow(128n, OPBNB_BLOCK_TIME * 1000)).toBe(32_250);
  });

  it('the last served block leaves with the next block', () => {
    expect(msUntilLeavingWindow(0n, 12_000)).toBe(12_000);
  });

  it('80 blocks left on a 250 ms chain: about 20 s', () => {
    expect(msUntilLeavingWindow(79n, 250)).toBe(20_000);
  });
});
