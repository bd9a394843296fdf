/**
 * Reading an archive file that may be hostile: 1 GB, binary, cut in the middle, ten million lines.
 * The size is checked before a byte is read; the rest streams (`stream()` through a fatal UTF-8
 * decoder, a chunk at a time), never `text()` on the whole file, and stops at the first cap it
 * meets. A problem with the file as a whole refuses all of it (nothing imported); a record line
 * that is not a record is refused alone, with its line number.
 */
import {
  ARCHIVE_FILE_LIMITS,
  NOT_JSON,
  parseArchiveHeader,
  parseArchiveRecordLine,
  type ArchiveFileHeader,
  type ArchiveFileRecord,
} from './archive-file.ts';
import { formatCount } from '../units.ts';
import { formatByteSize } from '../byte-size.ts';
import { parsed, rejected, type ParseResult } from '../parse-result.ts';

type Limits = { [Name in keyof typeof ARCHIVE_FILE_LIMITS]: number };

/** What a file picker hands over (a File, a Blob). */
export interface ArchiveFileSource {
  size: number;
  stream(): ReadableStream<Uint8Array<ArrayBuffer>>;
}

export interface ArchiveFileLine {
  /** 1-based, as an editor shows it */
  number: number;
  text: string;
  /** false for a last line with no newline after it */
  terminated: boolean;
}

/** The whole file is refused; `message` says why, for the person. */
export class ArchiveFileRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveFileRefusal';
  }
}

/** The lines of `stream`, decoded as UTF-8; throws ArchiveFileRefusal at the first cap crossed. */
export async function* archiveFileLines(
  stream: ReadableStream<Uint8Array<ArrayBuffer>>,
  limits: Limits = ARCHIVE_FILE_LIMITS,
): AsyncGenerator<ArchiveFileLine> {
  const reader = stream.pipeThrough(new TextDecoderStream('utf-8', { fatal: true })).getReader();
  let pending = '';
  let number = 0;
  const next = (text: string, terminated: boolean): ArchiveFileLine => {
    number += 1;
    if (number > limits.lines)
      throw new ArchiveFileRefusal(
        `The file has more than ${formatCount(limits.lines)} lines; an archive file holds at most ${formatCount(limits.lines)} records. Nothing was imported.`,
      );
    return { number, text: text.endsWith('\r') ? text.slice(0, -1) : text, terminated };
  };
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch {
        throw new ArchiveFileRefusal(
          `This is not a Hexray archive file: it is not text (invalid UTF-8 after line ${formatCount(number)}). Nothing was imported.`,
        );
      }
      if (chunk.done) break;
      pending += chunk.value;
      let start = 0;
      for (let end = pending.indexOf('\n'); end !== -1; end = pending.indexOf('\n', start)) {
        yield next(pending.slice(start, end), true);
        start = end + 1;
      }
      pending = pending.slice(start);
      if (pending.length > limits.lineChars)
        throw new ArchiveFileRefusal(
          `Line ${formatCount(number + 1)} is longer than ${formatByteSize(limits.lineChars)}, more than any record. Nothing was imported.`,
        );
    }
    if (pending !== '') yield next(pending, false);
  } finally {
    // a refusal leaves the rest of the file unread
    await reader.cancel().catch(() => undefined);
  }
}

export interface ArchiveFileContents {
  header: ArchiveFileHeader;
  records: Array<{ line: number; record: ArchiveFileRecord }>;
  /** lines that are not records, each with why */
  refused: Array<{ line: number; reason: string }>;
}

/**
 * The file's header and records, or why the whole file is refused: too large, not an archive, not
 * text, cut short (the header counts the records), too many lines or a line too long.
 */
export async function readArchiveFile(
  file: ArchiveFileSource,
  limits: Limits = ARCHIVE_FILE_LIMITS,
): Promise<ParseResult<ArchiveFileContents>> {
  if (file.size > limits.bytes)
    return rejected(
      `The file is ${formatByteSize(file.size)}; an archive file may be at most ${formatByteSize(limits.bytes)}. Nothing was read.`,
    );
  if (file.size === 0) return rejected('The file is empty. Nothing was imported.');
  let header: ArchiveFileHeader | null = null;
  const records: ArchiveFileContents['records'] = [];
  const refused: ArchiveFileContents['refused'] = [];
  let recordLines = 0;
  try {
    for await (const line of archiveFileLines(file.stream(), limits)) {
      if (header === null) {
        const read = parseArchiveHeader(line.text);
        if (!read.ok) return rejected(`${read.message} Nothing was imported.`);
        header = read.value;
        continue;
      }
      if (line.text.trim() === '') continue;
      recordLines += 1;
      const record = parseArchiveRecordLine(line.text);
      if (record.ok) records.push({ line: line.number, record: record.value });
      else if (!line.terminated && record.message === NOT_JSON)
        return rejected(
          `The file ends in the middle of a record (line ${formatCount(line.number)}): it was not written completely. Nothing was imported.`,
        );
      else refused.push({ line: line.number, reason: record.message });
    }
  } catch (error) {
    if (error instanceof ArchiveFileRefusal) return rejected(error.message);
    throw error;
  }
  if (header === null)
    return rejected('This is not a Hexray archive file: it has no header line. Nothing was imported.');
  if (recordLines < header.records)
    return rejected(
      `The file holds ${formatCount(recordLines)} of the ${formatCount(header.records)} records its header announces: it was cut short. Nothing was imported.`,
    );
  if (recordLines > header.records)
    return rejected(
      `The file holds ${formatCount(recordLines)} records but its header announces ${formatCount(header.records)}: lines were added after it was written. Nothing was imported.`,
    );
  return parsed({ header, records, refused });
}
