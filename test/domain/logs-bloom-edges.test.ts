import { describe, expect, it } from 'vitest';
import {
  BloomInputError,
  bloomBits,
  bloomFor,
  bloomIndices,
  bloomMayContain,
  logsContaining,
  parseBloom,
} from '../../src/domain/logs-bloom.ts';
import { hexToBytes, type Address, type Hash } from '../../src/domain/hex.ts';

const A = `0x${'aB'.repeat(20)}` as Address;
const B = `0x${'cd'.repeat(20)}` as Address;
const T1 = `0x${'11'.repeat(32)}` as Hash;
const T2 = `0x${'22'.repeat(32)}` as Hash;

describe('logs bloom edges', () => {
  it('says what a bloom is when given something else', () => {
    let error: unknown;
    try {
      parseBloom('0x12');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BloomInputError);
    expect((error as Error).name).toBe('BloomInputError');
    expect((error as Error).message).toBe('A logs bloom is 0x followed by 512 hex digits (256 bytes)');
  });

  it('takes an item as hex or as bytes, and refuses what is neither', () => {
    const bloom = bloomFor([{ address: A, topics: [T1] }]);
    expect(bloomMayContain(bloom, hexToBytes(A))).toBe(true);
    expect(bloomMayContain(bloom, T1)).toBe(true);
    expect(() => bloomMayContain(bloom, '0x123' as Hash)).toThrow(
      new BloomInputError('An address or topic is even-length 0x-hex'),
    );
  });

  it('draws exactly 2048 bits, the item’s three among them', () => {
    const bits = bloomBits(bloomFor([{ address: B, topics: [] }]));
    expect(bits).toHaveLength(2048);
    const set = [...bits.keys()].filter((b) => bits[b] === 1);
    expect(set).toEqual([...new Set(bloomIndices(hexToBytes(B)))].sort((x, y) => x - y));
  });

  it('finds a log by its address in any case, or by any one of its topics', () => {
    const logs = [
      { address: B, topics: [T1, T2] },
      { address: A, topics: [] },
      { address: B, topics: [T2] },
    ];
    expect(logsContaining(logs, A.toLowerCase() as Address)).toEqual([1]);
    expect(logsContaining(logs, T1)).toEqual([0]);
    expect(logsContaining(logs, T2)).toEqual([0, 2]);
    expect(logsContaining(logs, `0x${'33'.repeat(32)}` as Hash)).toEqual([]);
  });
});
