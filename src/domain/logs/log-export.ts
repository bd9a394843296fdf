/**
 * A receipt's logs as CSV and JSON files: the raw fields always, the decoded event and its
 * arguments when a known event (built in, or the user's ABI) fits. Integers are written in decimal
 * text, never as JSON numbers (which would round anything past 2^53).
 */
import type { Address } from '../hex.ts';
import type { Log } from '../receipt.ts';
import { decodeLog, type LogDecoding } from '../abi/decode-log.ts';
import type { AbiValue } from '../abi/decode-abi-parameters.ts';
import type { EventTable } from '../abi/signature.ts';

type JsonValue = string | boolean | null | JsonValue[] | { [key: string]: JsonValue };

function jsonValue(value: AbiValue): JsonValue {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(jsonValue);
  return value;
}

/** An argument's column name: its declared name, or its place when the ABI left it unnamed. */
function argName(name: string, i: number): string {
  return name === '' ? `#${i}` : name;
}

interface DecodedLog {
  log: Log;
  logIndex: string;
  decoding: LogDecoding;
}

function decodeAll(logs: readonly Log[], tableFor: (address: Address) => EventTable): DecodedLog[] {
  return logs.map((log, position) => ({
    log,
    logIndex: (log.logIndex ?? BigInt(position)).toString(),
    decoding: decodeLog(log.topics, log.data, tableFor(log.address)),
  }));
}

export function logsToJson(logs: readonly Log[], tableFor: (address: Address) => EventTable): string {
  const rows = decodeAll(logs, tableFor).map(({ log, logIndex, decoding }) => ({
    logIndex,
    address: log.address,
    topics: log.topics,
    data: log.data,
    blockNumber: log.blockNumber?.toString() ?? null,
    blockHash: log.blockHash,
    transactionHash: log.transactionHash,
    removed: log.removed,
    decoded: decoding.ok
      ? {
          event: decoding.event.name,
          signature: decoding.event.signature,
          args: Object.fromEntries(decoding.args.map((arg, i) => [argName(arg.name, i), jsonValue(arg.value)])),
        }
      : null,
  }));
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/**
 * A cell as RFC 4180 wants it, and defused for spreadsheets: text from the chain that starts like a
 * formula (`=`, `+`, `@`, or `-` not followed by a number) gets a leading `'`.
 */
function csvCell(text: string): string {
  const safe = /^[=+@\t\r]/.test(text) || /^-(?!\d+$)/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A value as one cell: integers in decimal, arrays and tuples as JSON. */
function csvText(value: AbiValue): string {
  return Array.isArray(value) ? JSON.stringify(jsonValue(value)) : String(value);
}

const RAW_COLUMNS = [
  'log_index',
  'address',
  'topic0',
  'topic1',
  'topic2',
  'topic3',
  'data',
  'removed',
  'event',
  'signature',
];

/** One row per log; a column `arg.<name>` for every argument name any decoded log has. */
export function logsToCsv(logs: readonly Log[], tableFor: (address: Address) => EventTable): string {
  const decoded = decodeAll(logs, tableFor);
  const argColumns: string[] = [];
  for (const { decoding } of decoded) {
    if (!decoding.ok) continue;
    decoding.args.forEach((arg, i) => {
      const column = `arg.${argName(arg.name, i)}`;
      if (!argColumns.includes(column)) argColumns.push(column);
    });
  }
  const lines = [[...RAW_COLUMNS, ...argColumns].map(csvCell).join(',')];
  for (const { log, logIndex, decoding } of decoded) {
    const args = new Map(
      decoding.ok ? decoding.args.map((arg, i) => [`arg.${argName(arg.name, i)}`, csvText(arg.value)]) : [],
    );
    const row = [
      logIndex,
      log.address,
      ...[0, 1, 2, 3].map((i) => log.topics[i] ?? ''),
      log.data,
      String(log.removed),
      decoding.ok ? decoding.event.name : '',
      decoding.ok ? decoding.event.signature : '',
      ...argColumns.map((column) => args.get(column) ?? ''),
    ];
    lines.push(row.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
