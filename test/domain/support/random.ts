// A seeded generator so failing vectors reproduce.
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const bytes = (n: number): Uint8Array => Uint8Array.from({ length: n }, () => int(256));
  const hex = (n: number): `0x${string}` =>
    `0x${Array.from(bytes(n), (b) => b.toString(16).padStart(2, '0')).join('')}`;
  /** Unsigned of `bits`, biased towards the edges (0, max) and every magnitude in between. */
  const bigUint = (bits: number): bigint => {
    const pick = int(6);
    const max = (1n << BigInt(bits)) - 1n;
    if (pick === 0) return 0n;
    if (pick === 1) return max;
    const width = 1 + int(bits);
    return BigInt(hex(Math.ceil(bits / 8))) & ((1n << BigInt(width)) - 1n);
  };
  /** Signed of `bits`: min, max, −1, 0, and random values of both signs. */
  const bigInt = (bits: number): bigint => {
    const half = 1n << BigInt(bits - 1);
    const pick = int(7);
    if (pick === 0) return -half;
    if (pick === 1) return half - 1n;
    if (pick === 2) return -1n;
    if (pick === 3) return 0n;
    const magnitude = bigUint(bits - 1) % half;
    return pick % 2 ? magnitude : -magnitude - 1n;
  };
  const pickOne = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, bytes, hex, bigUint, bigInt, pickOne };
}
