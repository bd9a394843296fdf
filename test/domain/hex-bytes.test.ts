/** hexToBytes / bytesToHex, both paths (short strings, and large values filled as ASCII), against viem. */
import { describe, expect, it } from 'vitest';
import { bytesToHex as viemBytesToHex, hexToBytes as viemHexToBytes } from 'viem';
import { bytesToHex, hexToBytes, type Hex } from '../../src/domain/hex.ts';
import { seededRandom } from './support/random.ts';

const rnd = seededRandom(0x4e7);

describe('hex ⇄ bytes', () => {
  it('round-trips random data of every size class exactly as viem does', () => {
    for (const size of [0, 1, 31, 32, 64, 65, 1_000, 100_000]) {
      const hex = rnd.hex(size) as Hex;
      const bytes = hexToBytes(hex);
      expect(bytes, `${size} bytes`).toEqual(viemHexToBytes(hex));
      expect(bytesToHex(bytes), `${size} bytes`).toBe(viemBytesToHex(bytes));
    }
  });

  it('reads upper- and lower-case digits, refuses anything else', () => {
    expect([...hexToBytes('0xAbCdEf09')]).toEqual([0xab, 0xcd, 0xef, 0x09]);
    for (const bad of ['0x0g', '0x 1', '0x1 ', '0x+1', '0x-1', '0x€0', '0xz0'])
      expect(() => hexToBytes(bad as Hex), bad).toThrow('Not hex');
    expect(() => hexToBytes('0x123')).toThrow('Odd-length hex: 3 digits');
  });
});
