import { describe, expect, it } from 'vitest';
import { blockTimestampOf, formatRelative, formatUnixSeconds } from '../../src/domain/timestamp.ts';

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
