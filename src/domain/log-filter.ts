/**
 * The logs filter of the receipt page: an address and a topic typed as hex prefixes, matched
 * case-insensitively — the address against the emitter, the topic against every position.
 */
import type { Address, Hash } from './hex.ts';

export interface LogFilterInput {
  address: string;
  topic: string;
}

/** Lowercase hex digits without `0x`; an empty string matches everything. */
export interface LogFilter {
  address: string;
  topic: string;
}

export type LogFilterParse = { ok: true; filter: LogFilter } | { ok: false; field: 'address' | 'topic'; message: string };

interface FilterableLog {
  address: Address;
  topics: readonly Hash[];
}

function hexPrefix(text: string, field: 'address' | 'topic', maxDigits: number): { ok: true; digits: string } | { ok: false; message: string } {
  const trimmed = text.trim();
  const body = /^0x/i.test(trimmed) ? trimmed.slice(2) : trimmed;
  if (!/^[0-9a-fA-F]*$/.test(body)) {
    return { ok: false, message: `The ${field} filter takes hex digits (0-9, a-f), optionally after 0x` };
  }
  if (body.length > maxDigits) {
    return { ok: false, message: `Too long for a${field === 'address' ? 'n address' : ' topic'}: ${body.length} hex digits, at most ${maxDigits}` };
  }
  return { ok: true, digits: body.toLowerCase() };
}

export function parseLogFilter(input: LogFilterInput): LogFilterParse {
  const address = hexPrefix(input.address, 'address', 40);
  if (!address.ok) return { ok: false, field: 'address', message: address.message };
  const topic = hexPrefix(input.topic, 'topic', 64);
  if (!topic.ok) return { ok: false, field: 'topic', message: topic.message };
  return { ok: true, filter: { address: address.digits, topic: topic.digits } };
}

export function isEmptyLogFilter(filter: LogFilter): boolean {
  return filter.address === '' && filter.topic === '';
}

/** Positions (in the receipt's order) of the logs the filter keeps. */
export function filterLogs(logs: readonly FilterableLog[], filter: LogFilter): number[] {
  const address = `0x${filter.address}`;
  const topic = `0x${filter.topic}`;
  const out: number[] = [];
  logs.forEach((log, i) => {
    if (filter.address && !log.address.toLowerCase().startsWith(address)) return;
    if (filter.topic && !log.topics.some((t) => t.toLowerCase().startsWith(topic))) return;
    out.push(i);
  });
  return out;
}
