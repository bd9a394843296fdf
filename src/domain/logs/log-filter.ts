/**
 * The logs filter of the receipt page: an address and a topic typed as hex prefixes, matched
 * case-insensitively — the address against the emitter, the topic against every position (a
 * whole 20-byte address typed as a topic also matches the 32-byte topic that holds it) — and,
 * once logs are decoded, the event's name.
 */
import { findNonHexDigit, type Address, type Hash } from '../hex.ts';
import type { EventTable } from '../abi/signature.ts';
import { parsed, type ParseResult } from '../parse-result.ts';

export interface LogFilterInput {
  address: string;
  topic: string;
}

/** Lowercase hex digits without `0x`; an empty string matches everything. */
export interface LogFilter {
  address: string;
  topic: string;
}

/** A failure names the box it belongs to. */
export type LogFilterParse = ParseResult<LogFilter, { field: 'address' | 'topic' }>;

interface FilterableLog {
  address: Address;
  topics: readonly Hash[];
}

function hexPrefix(
  text: string,
  field: 'address' | 'topic',
  maxDigits: number,
): { ok: true; digits: string } | { ok: false; message: string } {
  const trimmed = text.trim();
  const body = /^0x/i.test(trimmed) ? trimmed.slice(2) : trimmed;
  if (findNonHexDigit(body)) {
    return { ok: false, message: `The ${field} filter takes hex digits (0-9, a-f), optionally after 0x` };
  }
  if (body.length > maxDigits) {
    return {
      ok: false,
      message: `Too long for a${field === 'address' ? 'n address' : ' topic'}: ${body.length} hex digits, at most ${maxDigits}`,
    };
  }
  return { ok: true, digits: body.toLowerCase() };
}

export function parseLogFilter(input: LogFilterInput): LogFilterParse {
  const address = hexPrefix(input.address, 'address', 40);
  if (!address.ok) return { ok: false, field: 'address', message: address.message };
  const topic = hexPrefix(input.topic, 'topic', 64);
  if (!topic.ok) return { ok: false, field: 'topic', message: topic.message };
  return parsed({ address: address.digits, topic: topic.digits });
}

export function isEmptyLogFilter(filter: LogFilter): boolean {
  return filter.address === '' && filter.topic === '';
}

/** An indexed address sits in its topic right-aligned: 12 zero bytes, then its 20. */
const ADDRESS_DIGITS = 40;
const PADDING = '0'.repeat(64 - ADDRESS_DIGITS);

/** The event name of each log (null when its topic0 is in no table); one table per emitter. */
export function logEventNames(
  logs: readonly FilterableLog[],
  tableFor: (address: Address) => EventTable,
): (string | null)[] {
  return logs.map((log) => {
    const topic0 = log.topics[0]?.toLowerCase() as Hash | undefined;
    // one topic0 is one signature text, so every candidate for it carries the same name
    return topic0 === undefined ? null : (tableFor(log.address).get(topic0)?.[0]?.name ?? null);
  });
}

/** The names to offer in the event filter, most frequent first, with how many logs each has. */
export function eventNameCounts(names: readonly (string | null)[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const name of names) if (name !== null) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * Positions (in the receipt's order) of the logs the filter keeps. `event`: only logs whose event
 * name (from `logEventNames`, same order as `logs`) is `wanted`.
 */
export function filterLogs(
  logs: readonly FilterableLog[],
  filter: LogFilter,
  event?: { names: readonly (string | null)[]; wanted: string },
): number[] {
  const address = `0x${filter.address}`;
  const topic = `0x${filter.topic}`;
  const paddedAddress = filter.topic.length === ADDRESS_DIGITS ? `0x${PADDING}${filter.topic}` : null;
  const out: number[] = [];
  logs.forEach((log, i) => {
    if (filter.address && !log.address.toLowerCase().startsWith(address)) return;
    if (filter.topic && !log.topics.some((t) => t.toLowerCase().startsWith(topic) || t.toLowerCase() === paddedAddress))
      return;
    if (event && event.names[i] !== event.wanted) return;
    out.push(i);
  });
  return out;
}
