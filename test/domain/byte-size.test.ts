import { describe, expect, it } from 'vitest';
import { formatByteSize } from '../../src/domain/byte-size.ts';

describe('byte sizes', () => {
  it('in decimal units, as a budget of 100 MB counts them', () => {
    expect(formatByteSize(0)).toBe('0 bytes');
    expect(formatByteSize(1)).toBe('1 byte');
    expect(formatByteSize(999)).toBe('999 bytes');
    expect(formatByteSize(1_000)).toBe('1 KB');
    expect(formatByteSize(12_345)).toBe('12 KB');
    expect(formatByteSize(1_250_000)).toBe('1.3 MB');
    expect(formatByteSize(100_000_000)).toBe('100 MB');
    expect(formatByteSize(1_073_741_824)).toBe('1.1 GB');
  });
});
