/**
 * A provider refusing an `eth_getLogs` range says so in its own words, and none of them means the
 * method is missing: a smaller range may well be answered. The wordings below are the real ones
 * (each in the tests with where it was seen):
 *
 * - geth, Infura (-32005): "query returned more than 10000 results", "query timeout exceeded"
 * - Infura's live range cap (-32602): "range 1000000 exceeds limit of 10000"
 * - Alchemy: "Log response size exceeded. You can make eth_getLogs requests with up to a 2K block
 *   range and no limit on the response size, …", "You can make eth_getLogs requests with up to a
 *   500 block range. Based on your parameters, this block range should work: [0x…, 0x…]"
 * - QuickNode (-32614, HTTP 413): "eth_getLogs is limited to a 10,000 range"
 * - erigon: "query block range exceeds server limit, narrow your filter: 1000", "query returns too
 *   many logs, narrow your filter: 20000"; cdk-erigon: "block range too large, max range: 1000"
 * - reth (-32602): "query exceeds max results 20000, retry with the range 25766988-25775072"
 * - BSC-style geth forks: "exceed maximum block range: 5000"; scroll's geth: "block range is bigger
 *   than maxBlockRange"; others: "block range is larger than max block range, block range = 5120,
 *   max block range = 5000", "block range too high", "range 9009594 is bigger than range limit 2000"
 */

export interface RangeRefusal {
  /** the provider's cap when its words name one: a count of logs or a span of blocks */
  limit: { count: bigint; of: 'logs' | 'blocks' } | null;
}

const REFUSAL =
  /more than [\d,]+ results|too many (logs|results)|max(imum)? results|exceeds? (the )?limit|range limit|block range|range (is )?too (large|high|big)|maxBlockRange|limited to a [\d,]+k? range|response size exceeded|query timeout exceeded|retry with the range/i;
// a malformed range is the request's fault: smaller pieces of it are as wrong
const NOT_A_SIZE = /invalid (block )?range|fromBlock.*(greater|after|>)|toBlock.*(less|before|<)/i;

/** The cap named, first match wins: logs before blocks (a result cap names the range too). */
const LIMITS: readonly [RegExp, 'logs' | 'blocks'][] = [
  [/more than (\d[\d,]*) results/i, 'logs'],
  [/too many logs, narrow your filter: (\d[\d,]*)/i, 'logs'],
  [/max(?:imum)? results\s*[:=]?\s*(\d[\d,]*)/i, 'logs'],
  [/up to a (\d[\d,]*k?) block range/i, 'blocks'],
  [/limited to a (\d[\d,]*k?) range/i, 'blocks'],
  [/max(?:imum)? block range\s*[:=]?\s*(\d[\d,]*)/i, 'blocks'],
  [/max range\s*[:=]?\s*(\d[\d,]*)/i, 'blocks'],
  [/(?:exceeds limit of|range limit|narrow your filter:) (\d[\d,]*)/i, 'blocks'],
];

function count(text: string): bigint {
  const digits = text.replace(/,/g, '');
  return /k$/i.test(digits) ? BigInt(digits.slice(0, -1)) * 1000n : BigInt(digits);
}

/** The provider's words for a failed `eth_getLogs`, read as a refused range, or null when they are something else. */
export function rangeRefusal(message: string): RangeRefusal | null {
  if (!REFUSAL.test(message) || NOT_A_SIZE.test(message)) return null;
  for (const [pattern, of] of LIMITS) {
    const match = pattern.exec(message);
    if (match?.[1] !== undefined) return { limit: { count: count(match[1]), of } };
  }
  return { limit: null };
}
