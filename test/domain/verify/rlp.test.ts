/**
 * Our RLP encoder against ox's as the oracle: the boundaries where the header changes form
 * (one byte below/at 0x80, 55/56-byte payloads, multi-byte lengths) and seeded random trees.
 */
import { Rlp } from 'ox';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../../../src/domain/hex.ts';
import { encodeRlp, integerBytes, type RlpItem } from '../../../src/domain/verify/rlp.ts';
import { seededRandom } from '../support/random.ts';

const oracle = (item: RlpItem) => Rlp.fromBytes(item, { as: 'Hex' });
const ours = (item: RlpItem) => bytesToHex(encodeRlp(item));
const filled = (n: number, byte = 0xab) => new Uint8Array(n).fill(byte);

describe('encodeRlp', () => {
  it('encodes the textbook examples', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(ours(text('dog'))).toBe('0x83646f67');
    expect(ours([text('cat'), text('dog')])).toBe('0xc88363617483646f67');
    expect(ours(new Uint8Array(0))).toBe('0x80');
    expect(ours([])).toBe('0xc0');
    expect(ours(Uint8Array.of(0x00))).toBe('0x00');
    expect(ours(Uint8Array.of(0x0f))).toBe('0x0f');
    expect(ours(Uint8Array.of(0x04, 0x00))).toBe('0x820400');
    expect(ours([[], [[]], [[], [[]]]])).toBe('0xc7c0c1c0c3c0c1c0');
  });

  it.each([0, 1, 2, 55, 56, 255, 256, 1024, 65_535, 65_536])('agrees with ox on a %i-byte string', (n) => {
    expect(ours(filled(n))).toBe(oracle(filled(n)));
  });

  it.each([0x00, 0x7f, 0x80, 0xff])('agrees with ox on the single byte 0x%s', (b) => {
    expect(ours(Uint8Array.of(b))).toBe(oracle(Uint8Array.of(b)));
  });

  it.each([54, 55, 56, 57, 300])('agrees with ox on a list whose payload is about %i bytes', (n) => {
    const list = [filled(n - 1)];
    expect(ours(list)).toBe(oracle(list));
  });

  it('agrees with ox on 300 seeded random trees', () => {
    const random = seededRandom(15);
    const tree = (depth: number): RlpItem => {
      if (depth > 3 || random.int(3) === 0) {
        const sizes = [0, 1, 1, 20, 32, 55, 56, 57, 200];
        return random.bytes(sizes[random.int(sizes.length)]!);
      }
      return Array.from({ length: random.int(6) }, () => tree(depth + 1));
    };
    for (let i = 0; i < 300; i++) {
      const item = tree(0);
      expect(ours(item)).toBe(oracle(item));
    }
  });
});

describe('integerBytes', () => {
  it('writes integers big-endian without leading zeros, zero as the empty string', () => {
    expect(bytesToHex(integerBytes(0n))).toBe('0x');
    expect(bytesToHex(integerBytes(1n))).toBe('0x01');
    expect(bytesToHex(integerBytes(0x100n))).toBe('0x0100');
    expect(bytesToHex(integerBytes((1n << 256n) - 1n))).toBe(`0x${'ff'.repeat(32)}`);
  });

  it('refuses a negative integer', () => {
    expect(() => integerBytes(-1n)).toThrow(RangeError);
  });
});
