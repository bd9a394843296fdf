/**
 * What every benchmark module returns, and the statistics they share. A measurement is a number
 * we report, never a pass/fail assertion: `target` says what we aim for, `ratio` how far we are.
 */

export interface Measurement {
  /** e.g. "rpc: http seq 2000 getTransactionByHash (gateway)" */
  measure: string;
  value: number;
  /** "ms", "µs/op", "KB", "nodes", … */
  unit: string;
  /** what we compared against, or null */
  peer: string | null;
  peerValue: number | null;
  /** value / peerValue, or null without a peer */
  ratio: number | null;
  /** what we aim for, as a person reads it ("≤ 0.8× viem", "≤ 110 KB"), or null */
  target: string | null;
  /** true/false when a target applies, null otherwise */
  met?: boolean | null;
  /** anything a reader needs to interpret the number (spread, rounds) */
  note?: string;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "min–max" of a sample, for the note beside a median. */
export function spread(values: readonly number[], digits = 1): string {
  if (values.length === 0) return '';
  return `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
}

/**
 * A distribution-free interval for the median of `values` (from the binomial distribution of
 * how many fall below it): the interval holds the true median with at least `confidence`,
 * whatever the shape of the sample. Null when the sample is too small for that confidence.
 */
export function medianInterval(values: readonly number[], confidence = 0.95): { low: number; high: number } | null {
  const n = values.length;
  const sorted = [...values].sort((a, b) => a - b);
  const tail = (1 - confidence) / 2;
  // P(X ≤ k) for X ~ Binomial(n, 1/2), summed in logs so large n does not overflow
  const logChoose = (k: number) => {
    let sum = 0;
    for (let i = 1; i <= k; i++) sum += Math.log(n - k + i) - Math.log(i);
    return sum;
  };
  let cumulative = 0;
  let k = 0; // the largest k with P(X ≤ k - 1) ≤ tail: the interval is the k-th to the (n-k+1)-th value
  while (k < n) {
    const next = cumulative + Math.exp(logChoose(k) - n * Math.LN2);
    if (next > tail) break;
    cumulative = next;
    k++;
  }
  if (k === 0) return null;
  return { low: sorted[k - 1]!, high: sorted[n - k]! };
}

export function round(value: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A measurement against a peer, with the ratio worked out and the target judged. */
export function versus(
  fields: Omit<Measurement, 'ratio' | 'met'> & { peerValue: number; maxRatio?: number },
): Measurement {
  const { maxRatio, ...rest } = fields;
  const ratio = round(fields.value / fields.peerValue, 3);
  return { ...rest, ratio, met: maxRatio === undefined ? null : ratio <= maxRatio };
}

/** A measurement on its own, judged against an upper bound when one applies. */
export function alone(
  fields: Omit<Measurement, 'ratio' | 'met' | 'peer' | 'peerValue'> & { max?: number; exclusive?: boolean },
): Measurement {
  const { max, exclusive, ...rest } = fields;
  const met = max === undefined ? null : exclusive ? fields.value < max : fields.value <= max;
  return { ...rest, peer: null, peerValue: null, ratio: null, met };
}

/**
 * Deterministic pseudo-random bytes (xorshift32): the same workload on every run, so rounds and
 * machines compare.
 */
export function seededBytes(seed: number): (length: number) => Uint8Array {
  let state = seed >>> 0 || 1;
  return (length) => {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      state ^= state << 13;
      state >>>= 0;
      state ^= state >>> 17;
      state ^= state << 5;
      state >>>= 0;
      out[i] = state & 0xff;
    }
    return out;
  };
}

export const toHex = (bytes: Uint8Array): `0x${string}` => `0x${Buffer.from(bytes).toString('hex')}`;

/**
 * Round trips in a list of requests (their send and answer times): concurrent ones are one; a
 * request sent after an answer of the wave before it came back starts a new one.
 */
export function waves(posts: ReadonlyArray<{ sent: number; answered: number }>): number {
  let count = 0;
  let firstAnswer = -Infinity;
  for (const post of [...posts].sort((a, b) => a.sent - b.sent)) {
    if (post.sent >= firstAnswer) {
      count++;
      firstAnswer = post.answered;
    } else firstAnswer = Math.min(firstAnswer, post.answered);
  }
  return count;
}

/**
 * CPU time of `fn` over all items (user + system of this process, which runs nothing else now):
 * on a shared machine wall time mostly measures who else got the core. The sink keeps the work
 * observable so nothing is optimised away.
 */
function time(fn: () => number): { ms: number; sink: number } {
  const start = process.cpuUsage();
  const sink = fn();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, sink };
}

export type Contenders = Record<string, () => number>;

/** Alternates the contenders' order round by round; returns each one's ms per round. */
export function race(contenders: Contenders, rounds: number): Record<string, number[]> {
  const names = Object.keys(contenders);
  const out: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (const name of names) contenders[name]!(); // warm-up: JIT and caches
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? names : [...names].reverse();
    for (const name of order) out[name]!.push(time(contenders[name]!).ms);
  }
  return out;
}
