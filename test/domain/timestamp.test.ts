import { describe, expect, it } from 'vitest';
import { formatUnixSeconds } from '../../src/domain/timestamp.ts';

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
