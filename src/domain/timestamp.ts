/**
 * Block timestamps (Unix seconds). Not a spec field, but nodes (anvil, reth, op-geth) add
 * `blockTimestamp` to transactions and logs; shown as a date, in UTC, so two people read the same.
 */
import { isQuantity } from './hex.ts';

/** `2026-11-22 01:53:30 UTC`, or null when the value is not a plausible timestamp. */
export function formatUnixSeconds(value: unknown): string | null {
  if (!isQuantity(value) && !(typeof value === 'string' && /^\d+$/.test(value))) return null;
  const seconds = BigInt(value);
  // after 2015 (Ethereum's genesis) and before the year 10000: anything else is not a timestamp
  if (seconds < 1_438_269_973n || seconds > 253_402_300_799n) return null;
  return `${new Date(Number(seconds) * 1000).toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, '')} UTC`;
}
