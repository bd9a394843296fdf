/**
 * Block timestamps (Unix seconds). Not a spec field, but nodes (anvil, reth, op-geth) add
 * `blockTimestamp` to transactions and logs; shown as a date, in UTC, so two people read the same.
 */
import { isQuantity } from './hex.ts';
import { formatUtc } from './utc-time.ts';

/**
 * `2026-11-22 01:53:30 UTC`, or null when the value is not a plausible timestamp. A hex quantity, a
 * decimal string or a JSON number: anvil sends the receipt's `blockTimestamp` as a number.
 */
export function formatUnixSeconds(value: unknown): string | null {
  const seconds = secondsOf(value);
  if (seconds === null) return null;
  // after 2015 (Ethereum's genesis) and before the year 10000: anything else is not a timestamp
  if (seconds < 1_438_269_973n || seconds > 253_402_300_799n) return null;
  return formatUtc(Number(seconds) * 1000);
}

function secondsOf(value: unknown): bigint | null {
  if (isQuantity(value) || (typeof value === 'string' && /^\d+$/.test(value))) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  return null;
}

/** Seconds since the Unix epoch, when `value` is a plausible block timestamp; else null. */
export function unixSeconds(value: unknown): bigint | null {
  return formatUnixSeconds(value) === null ? null : secondsOf(value);
}

/** When the receipt's block was made, if the node says: on the receipt itself or on any of its logs. */
export function receiptTimestampOf(receipt: {
  extra?: Record<string, unknown>;
  logs: ReadonlyArray<{ extra: Record<string, unknown> }>;
}): bigint | null {
  return blockTimestampOf({ extra: {} }, receipt);
}

/**
 * When the transaction's block was made, if the node says: `blockTimestamp` on the transaction
 * (anvil, reth, op-geth send it), on its receipt (anvil) or on any of the receipt's logs.
 */
export function blockTimestampOf(
  tx: { extra: Record<string, unknown> },
  receipt:
    { extra?: Record<string, unknown>; logs: ReadonlyArray<{ extra: Record<string, unknown> }> } | null | undefined,
): bigint | null {
  const own = unixSeconds(tx.extra.blockTimestamp) ?? unixSeconds(receipt?.extra?.blockTimestamp);
  if (own !== null) return own;
  for (const log of receipt?.logs ?? []) {
    const fromLog = unixSeconds(log.extra.blockTimestamp);
    if (fromLog !== null) return fromLog;
  }
  return null;
}

/** `3 min ago`, `in 2 h` (clock skew), `just now`: a rough reading beside the exact UTC date. */
export function formatRelative(seconds: bigint, nowMs: number): string {
  const delta = Math.round(nowMs / 1000 - Number(seconds));
  const ago = delta >= 0;
  const abs = Math.abs(delta);
  if (abs < 45) return 'just now';
  let text: string;
  if (abs < 3600) text = `${Math.round(abs / 60)} min`;
  else if (abs < 86_400) text = `${Math.round(abs / 3600)} h`;
  else if (abs < 86_400 * 365) text = `${Math.round(abs / 86_400)} d`;
  else text = `${Math.round(abs / (86_400 * 365))} y`;
  return ago ? `${text} ago` : `in ${text}`;
}
