/**
 * The archive file: what "Export" writes and "Import" reads, so a colleague can open what this
 * browser kept. JSON lines: a header naming the format, its version and how many records follow,
 * then one record per line, `{"kind","chain","endpoint","key","fetchedAt","result"}`, and a
 * receipt's `"proof"` when its page had proved it (the snapshot's proof format, checked on import;
 * a reader that predates it imports the record without it, so the version stays 1). Lines, not
 * one JSON document: a file of 100,000 records is read a line at a time (archive-file-reader.ts),
 * and a cut file shows where it was cut.
 *
 * The endpoint in a record is the redacted label the archive holds (`https://…/v3/<API_KEY>`),
 * never the key. The result is the JSON-RPC `result` as the endpoint sent it: the importer parses
 * and verifies it again (archive-record-check.ts), as a page does a fresh answer.
 */
import { isHash, isHexOfBytes, isQuantity } from '../hex.ts';
import { parsed, rejected, type ParseResult } from '../parse-result.ts';
import { networkByChainId } from '../network/networks.ts';

export const ARCHIVE_FORMAT = 'hexray-archive';
export const ARCHIVE_FORMAT_VERSION = 1;

export type ArchiveFileKind = 'transaction' | 'receipt' | 'storage' | 'trace';

/** One line of the file (the store's ArchiveEntry, which has the same fields). */
export interface ArchiveFileRecord {
  kind: ArchiveFileKind;
  /** decimal chain id, or 'unknown' */
  chain: string;
  /** the endpoint's redacted label */
  endpoint: string;
  /** transaction/receipt/trace: the hash; storage: `${address}:${slot}@${block}` (all lower-case hex) */
  key: string;
  /** ms since the epoch */
  fetchedAt: number;
  result: unknown;
  /** a receipt's proof, when the page that showed it had proved it: the snapshot's proof format
   *  (domain/snapshot/snapshot-proof.ts), checked again on import; absent otherwise */
  proof?: unknown;
}

export interface ArchiveFileHeader {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  /** the number of record lines that follow: a file cut at a line's end is still found out */
  records: number;
  exportedAt: number;
}

/**
 * What an import reads at most, checked before the work it bounds: the size before a byte is read,
 * the lines as they stream. 100 MB of archive (the default budget) exports to about that much.
 */
export const ARCHIVE_FILE_LIMITS = {
  bytes: 250_000_000,
  /** a 2,000-log receipt is about 1.5 MB of JSON */
  lineChars: 16_000_000,
  /** 100 MB of small storage records; every record is verified, so this also bounds the time */
  lines: 500_000,
  /** an endpoint label is a URL with the key taken out */
  endpointChars: 512,
} as const;

const KINDS: readonly string[] = ['transaction', 'receipt', 'storage', 'trace'] satisfies ArchiveFileKind[];

/** The first line of an export of `records` records. */
export function archiveHeaderLine(records: number, exportedAt: number): string {
  const header: ArchiveFileHeader = { format: ARCHIVE_FORMAT, version: ARCHIVE_FORMAT_VERSION, records, exportedAt };
  return JSON.stringify(header);
}

/**
 * One record's line; only the file's fields, in the file's order (the store's own fields stay
 * home): the six, and a receipt's proof when it keeps one.
 */
export function archiveRecordLine(record: ArchiveFileRecord): string {
  const { kind, chain, endpoint, key, fetchedAt, result, proof } = record;
  return JSON.stringify({ kind, chain, endpoint, key, fetchedAt, result, proof } satisfies ArchiveFileRecord);
}

/** `JSON.parse`, or undefined when the text is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecordObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The header line, or why the file is not an archive this version reads. */
export function parseArchiveHeader(line: string): ParseResult<ArchiveFileHeader> {
  const value = parseJson(line);
  if (value === undefined) return rejected('This is not a Hexray archive file: its first line is not JSON.');
  if (!isRecordObject(value) || value.format !== ARCHIVE_FORMAT)
    return rejected(`This is not a Hexray archive file: its first line does not name the format “${ARCHIVE_FORMAT}”.`);
  if (value.version !== ARCHIVE_FORMAT_VERSION)
    return rejected(
      typeof value.version === 'number' && value.version > ARCHIVE_FORMAT_VERSION
        ? `The file is archive format version ${value.version}, written by a newer Hexray; this one reads version ${ARCHIVE_FORMAT_VERSION}.`
        : `The file's archive format version is ${JSON.stringify(value.version) ?? 'missing'}; this Hexray reads version ${ARCHIVE_FORMAT_VERSION}.`,
    );
  if (!isCount(value.records)) return rejected('The file’s header does not say how many records it holds.');
  return parsed({
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_FORMAT_VERSION,
    records: value.records,
    exportedAt: isCount(value.exportedAt) ? value.exportedAt : 0,
  });
}

const CHAIN = /^(?:unknown|0|[1-9][0-9]{0,19})$/;
/** `${address}:${slot as 32 bytes}@${block as a hex quantity}`, lower case */
const STORAGE_KEY = /^(0x[0-9a-f]{40}):(0x[0-9a-f]{64})@(0x[0-9a-f]+)$/;

/** The parts of a storage record's key, or null when it is not one. */
export function parseStorageKey(key: string): { address: string; slot: string; block: string } | null {
  const match = STORAGE_KEY.exec(key);
  return match ? { address: match[1]!, slot: match[2]!, block: match[3]! } : null;
}

/** Why `key` is not a key of its kind, or null when it is. */
function keyProblem(kind: ArchiveFileKind, key: unknown): string | null {
  if (typeof key !== 'string') return 'its key is not text';
  if (kind === 'storage') {
    const match = STORAGE_KEY.exec(key);
    return match && isQuantity(match[3]) ? null : `its key ${preview(key)} is not address:slot@block in lower-case hex`;
  }
  return isHash(key) && key === key.toLowerCase()
    ? null
    : `its key ${preview(key)} is not a lower-case transaction hash`;
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return `“${text.length > 80 ? `${text.slice(0, 80)}…` : text}”`;
}

/** The reason a record line gives when it is not JSON at all (a last line cut short says this). */
export const NOT_JSON = 'it is not JSON';

/**
 * One record line, checked for shape (not yet verified: archive-record-check.ts proves what the
 * record's result says). The message says what is wrong, for "line 12: …".
 */
export function parseArchiveRecordLine(line: string): ParseResult<ArchiveFileRecord> {
  const value = parseJson(line);
  if (value === undefined) return rejected(NOT_JSON);
  if (!isRecordObject(value)) return rejected('it is not a record (a JSON object)');
  const { kind, chain, endpoint, key, fetchedAt, result, proof } = value;
  if (typeof kind !== 'string' || !KINDS.includes(kind))
    return rejected(`its kind ${preview(kind)} is not transaction, receipt, storage or trace`);
  if (typeof chain !== 'string' || !CHAIN.test(chain))
    return rejected(`its chain ${preview(chain)} is not a decimal chain id or “unknown”`);
  if (typeof endpoint !== 'string' || endpoint.length > ARCHIVE_FILE_LIMITS.endpointChars)
    return rejected(`its endpoint is not a label of at most ${ARCHIVE_FILE_LIMITS.endpointChars} characters`);
  const badKey = keyProblem(kind as ArchiveFileKind, key);
  if (badKey !== null) return rejected(badKey);
  if (!isCount(fetchedAt)) return rejected('its fetchedAt is not a time (milliseconds since 1970)');
  if (result === undefined || result === null) return rejected('it has no result');
  if (kind === 'storage' && !isHexOfBytes(result, 32)) return rejected('its result is not a 32-byte storage word');
  // read and checked with the receipt (archive-record-check.ts); only a receipt is proved so
  if (proof !== undefined && kind !== 'receipt') return rejected(`it is a ${kind}, and carries a receipt’s proof`);
  return parsed({
    kind: kind as ArchiveFileKind,
    chain,
    endpoint,
    key: key as string,
    fetchedAt,
    result,
    ...(proof === undefined ? {} : { proof }),
  });
}

/** The network a record is kept under, as a person reads it: “opBNB Mainnet (chain 204)”. */
export function describeArchiveChain(chain: string): string {
  if (chain === 'unknown') return 'an unknown network';
  const name = networkByChainId(BigInt(chain))?.name;
  if (!name) return `chain ${chain}`;
  return name.includes(chain) ? name : `${name} (chain ${chain})`;
}
