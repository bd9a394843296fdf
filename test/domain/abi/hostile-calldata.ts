/**
 * Calldata built to be expensive to decode, shared by the decoder's tests, the hostile suite, the
 * devnet seed and the benchmark. Every builder returns 0x-hex ABI data; `withSelector` prefixes a
 * function selector. Offsets in ABI data are relative to the start of the sequence that holds them
 * and nothing forbids them to alias, overlap or point back into the heads they sit in.
 */
import type { Hex } from '../../../src/domain/hex.ts';

/** multicall(bytes[]): in the built-in table, and the shape of the input that froze the tab. */
export const MULTICALL_SELECTOR = '0xac9650d8';

const word = (n: number | bigint): string => BigInt(n).toString(16).padStart(64, '0');

export const withSelector = (selector: string, data: Hex): Hex => `${selector}${data.slice(2)}` as Hex;

/**
 * `bytes[]` of `count` elements whose offsets all point at one element of `elementBytes` bytes:
 * about 32 × count + elementBytes bytes of data that a naive decoder reads as count × elementBytes.
 */
export function aliasingBytesArray(count: number, elementBytes: number): Hex {
  const heads = word(count * 32).repeat(count); // every element at the same place, right after the heads
  const element = word(elementBytes) + 'ab'.repeat(elementBytes) + '00'.repeat((32 - (elementBytes % 32)) % 32);
  return `0x${word(32)}${word(count)}${heads}${element}`;
}

/** The tab-freezing input, at about `totalBytes` of calldata (half heads, half one shared element). */
export function aliasingMulticall(totalBytes = 120_000): Hex {
  const count = Math.floor(totalBytes / 2 / 32);
  return withSelector(MULTICALL_SELECTOR, aliasingBytesArray(count, totalBytes - 100 - count * 32));
}

/**
 * `bytes[]` whose elements point back into the array's own heads: every offset is the same value
 * V aimed at the last head word, so each element's length word is an offset (V) of the array that
 * holds it, and every element's content is the V bytes after the heads.
 */
export function cyclicBytesArray(count: number): Hex {
  const v = (count - 1) * 32;
  return `0x${word(32)}${word(count)}${word(v).repeat(count)}${'00'.repeat(v)}`;
}

/**
 * `uint256[][]` of `count` inner arrays that overlap: inner i starts one word after inner i−1 and
 * each claims `count` elements, so the same words are read about count/2 times over.
 */
export function overlappingNestedArrays(count: number): Hex {
  const heads = Array.from({ length: count }, (_, i) => word(count * 32 + i * 32)).join('');
  // From the end of the heads on: words that read as a length `count` and as elements alike.
  return `0x${word(32)}${word(count)}${heads}${word(count).repeat(2 * count + 1)}`;
}

/** One `bytes` whose length word claims 2^255 bytes. */
export const hugeLengthBytes = (): Hex => `0x${word(32)}${word(1n << 255n)}`;

/** A canonical multicall of `count` distinct elements of `elementBytes` each: large, honest, decodable. */
export function honestMulticall(count: number, elementBytes: number): Hex {
  const padded = Math.ceil(elementBytes / 32) * 32;
  const heads = Array.from({ length: count }, (_, i) => word(count * 32 + i * (32 + padded))).join('');
  const elements = Array.from(
    { length: count },
    (_, i) =>
      word(elementBytes) +
      (i % 256).toString(16).padStart(2, '0').repeat(elementBytes) +
      '00'.repeat(padded - elementBytes),
  ).join('');
  return withSelector(MULTICALL_SELECTOR, `0x${word(32)}${word(count)}${heads}${elements}`);
}
