import { describe, expect, it } from 'vitest';
import { chooseFork } from '../../../src/domain/trace/reexec-fork.ts';

const block = (number: bigint, timestamp: bigint) => ({ number, timestamp });

describe('chooseFork', () => {
  it('takes the fork a link names, whatever the network', () => {
    expect(chooseFork(1n, block(20_000_000n, 1717000000n), 'berlin', 'osaka')).toEqual({ fork: 'berlin', by: 'link' });
  });

  it('takes the rules in force at the block on a known schedule, by number before the Merge and by time after', () => {
    expect(chooseFork(1n, block(12_965_000n, 1628166822n), null, 'osaka')).toEqual({
      fork: 'london',
      by: 'schedule',
      upgrade: 'london',
    });
    expect(chooseFork(1n, block(20_000_000n, 1717000000n), null, 'osaka')).toEqual({
      fork: 'cancun',
      by: 'schedule',
      upgrade: 'cancun',
    });
  });

  it('names an OP-stack upgrade beside the Ethereum rules it carries', () => {
    expect(chooseFork(10n, block(130_000_000n, 1736445601n), null, 'osaka')).toEqual({
      fork: 'cancun',
      by: 'schedule',
      upgrade: 'Holocene',
    });
  });

  it('gives the newest rules the engine knows for a chain without a schedule, or an unknown chain id', () => {
    expect(chooseFork(31337n, block(100n, 1700000000n), null, 'osaka')).toEqual({ fork: 'osaka', by: 'newest' });
    expect(chooseFork(null, block(100n, 1700000000n), null, 'osaka')).toEqual({ fork: 'osaka', by: 'newest' });
    // OP Mainnet before Bedrock ran the legacy OVM, whose rules are none of these
    expect(chooseFork(10n, block(1n, 1600000000n), null, 'osaka')).toEqual({ fork: 'osaka', by: 'newest' });
  });
});
