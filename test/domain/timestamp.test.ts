import { describe, expect, it } from 'vitest';
import {
  blockTimestampOf,
  formatRelative,
  formatUnixSeconds,
  receiptTimestampOf,
  unixSeconds,
} from '../../src/domain/timestamp.ts';

describe('formatUnixSeconds', () => {
  it('reads a hex quantity of seconds as a UTC date', () => {
    // 0x6955b900 = 1767225600 = 2026-01-01T00:00:00Z
    expect(formatUnixSeconds('0x6955b900')).toBe('2026-01-01 00:00:00 UTC');
    expect(formatUnixSeconds('1438269973')).toBe('2015-07-30 15:26:13 UTC');
  });

  it('refuses what cannot be a block timestamp', () => {
    expect(formatUnixSeconds('0x1')).toBeNull();
    expect(formatUnixSeconds('0xffffffffffff')).toBeNull();
    expect(formatUnixSeconds('yesterday')).toBeNull();
    expect(formatUnixSeconds(12)).toBeNull();
  });
});

describe('blockTimestampOf and formatRelative', () => {
  it('takes blockTimestamp from the transaction, else from a receipt log', () => {
    expect(blockTimestampOf({ extra: { blockTimestamp: '0x6955b900' } }, null)).toBe(1_767_225_600n);
    expect(
      blockTimestampOf({ extra: {} }, { logs: [{ extra: {} }, { extra: { blockTimestamp: '0x6a04ca05' } }] }),
    ).toBe(0x6a04ca05n);
    expect(blockTimestampOf({ extra: { blockTimestamp: 'soon' } }, { logs: [] })).toBeNull();
  });

  it('says roughly how long ago', () => {
    const t = 1_767_225_600n;
    const at = (secondsLater: number) => (1_767_225_600 + secondsLater) * 1000;
    expect(formatRelative(t, at(10))).toBe('just now');
    expect(formatRelative(t, at(180))).toBe('3 min ago');
    expect(formatRelative(t, at(2 * 3600))).toBe('2 h ago');
    expect(formatRelative(t, at(3 * 86400))).toBe('3 d ago');
    expect(formatRelative(t, at(-600))).toBe('in 10 min');
  });
});

describe('the relative reading at its boundaries', () => {
  const now = 1_767_225_600_000; // 2026-01-01T00:00:00Z
  const at = (secondsAgo: number) => formatRelative(BigInt(1_767_225_600 - secondsAgo), now);

  it('changes unit exactly at 45 s, one hour, one day and one year', () => {
    expect(at(0)).toBe('just now');
    expect(at(44)).toBe('just now');
    expect(at(45)).toBe('1 min ago');
    expect(at(3599)).toBe('60 min ago');
    expect(at(3600)).toBe('1 h ago');
    expect(at(86_399)).toBe('24 h ago');
    expect(at(86_400)).toBe('1 d ago');
    expect(at(86_400 * 365 - 1)).toBe('365 d ago');
    expect(at(86_400 * 365)).toBe('1 y ago');
    expect(at(86_400 * 365 * 3)).toBe('3 y ago');
  });

  it('a block a little ahead of this clock reads "in …", as much ahead as behind', () => {
    expect(at(-45)).toBe('in 1 min');
    expect(at(-7200)).toBe('in 2 h');
    expect(at(-86_400 * 400)).toBe('in 1 y');
  });

  it('a date printed without its milliseconds, whatever the second', () => {
    expect(formatUnixSeconds('1767225659')).toBe('2026-01-01 00:00:59 UTC');
  });
});

describe('where the block time comes from', () => {
  const tx = (blockTimestamp?: string) => ({ extra: blockTimestamp === undefined ? {} : { blockTimestamp } });

  it('the transaction first, then the receipt, then the first log that has one', () => {
    const receipt = {
      extra: { blockTimestamp: '0x6955b901' },
      logs: [{ extra: {} }, { extra: { blockTimestamp: '0x6955b902' } }],
    };
    expect(blockTimestampOf(tx('0x6955b900'), receipt)).toBe(0x6955b900n);
    expect(blockTimestampOf(tx(), receipt)).toBe(0x6955b901n);
    expect(blockTimestampOf(tx(), { logs: receipt.logs })).toBe(0x6955b902n);
  });

  it('nothing to go on: no receipt yet, or none of them says', () => {
    expect(blockTimestampOf(tx(), null)).toBeNull();
    expect(blockTimestampOf(tx(), undefined)).toBeNull();
    expect(blockTimestampOf(tx('not a time'), { logs: [{ extra: { blockTimestamp: '0x1' } }] })).toBeNull();
  });
});

describe('a timestamp sent as a JSON number (anvil, on the receipt)', () => {
  it('reads as the same date as its hex form', () => {
    expect(formatUnixSeconds(1_767_225_600)).toBe('2026-01-01 00:00:00 UTC');
    expect(unixSeconds(1_767_225_600)).toBe(1_767_225_600n);
  });

  it('refuses a number that cannot be seconds since 2015', () => {
    expect(unixSeconds(12)).toBeNull();
    expect(unixSeconds(1_767_225_600.5)).toBeNull();
    expect(unixSeconds(Number.MAX_VALUE)).toBeNull();
    expect(unixSeconds(Number.NaN)).toBeNull();
  });

  it("a receipt's time: its own number first, then the first log that has one", () => {
    const logs = [{ extra: {} }, { extra: { blockTimestamp: '0x6955b902' } }];
    expect(receiptTimestampOf({ extra: { blockTimestamp: 1_767_225_601 }, logs })).toBe(0x6955b901n);
    expect(receiptTimestampOf({ extra: {}, logs })).toBe(0x6955b902n);
    expect(receiptTimestampOf({ logs: [] })).toBeNull();
  });
});
