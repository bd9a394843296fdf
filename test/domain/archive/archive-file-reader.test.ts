/**
 * Hostile archive files, each refused with its own message at a bounded cost: the size before a
 * byte is read, the lines as they stream.
 */
import { describe, expect, it } from 'vitest';
import {
  archiveHeaderLine,
  archiveRecordLine,
  type ArchiveFileRecord,
} from '../../../src/domain/archive/archive-file.ts';
import { readArchiveFile, type ArchiveFileSource } from '../../../src/domain/archive/archive-file-reader.ts';

const record = (n: number): ArchiveFileRecord => ({
  kind: 'storage',
  chain: '31337',
  endpoint: 'http://127.0.0.1:8545/v3/<API_KEY>',
  key: `0x${'cd'.repeat(20)}:0x${n.toString(16).padStart(64, '0')}@0x10`,
  fetchedAt: 1_000 + n,
  result: `0x${n.toString(16).padStart(64, '0')}`,
});

const exported = (records: ArchiveFileRecord[]) =>
  `${[archiveHeaderLine(records.length, 5), ...records.map(archiveRecordLine)].join('\n')}\n`;

const fileOf = (text: string | Uint8Array<ArrayBuffer>): ArchiveFileSource => new Blob([text]);

/** A source that streams `prefix`, then `lines` lines of `line`, lazily, counting the chunks pulled. */
function manyLines(prefix: string, line: string, lines: number): ArchiveFileSource & { pulled: () => number } {
  const chunkLines = 10_000;
  const chunk = new TextEncoder().encode(`${line}\n`.repeat(chunkLines));
  let pulled = 0;
  return {
    size: prefix.length + (line.length + 1) * lines,
    pulled: () => pulled,
    stream: () =>
      new ReadableStream<Uint8Array<ArrayBuffer>>({
        start(controller) {
          if (prefix) controller.enqueue(new TextEncoder().encode(prefix));
        },
        pull(controller) {
          if (pulled * chunkLines >= lines) controller.close();
          else {
            pulled += 1;
            controller.enqueue(chunk);
          }
        },
      }),
  };
}

const message = async (file: ArchiveFileSource) => {
  const read = await readArchiveFile(file);
  return read.ok ? 'accepted' : read.message;
};

describe('reading an archive file', () => {
  it('reads back what an export wrote, line numbers kept', async () => {
    const records = [record(1), record(2), record(3)];
    const read = await readArchiveFile(fileOf(exported(records)));
    expect(read.ok && read.value.records).toEqual(records.map((r, i) => ({ line: i + 2, record: r })));
    expect(read.ok && read.value.header.records).toBe(3);
  });

  it('1 GB: refused by its size before a byte is read', async () => {
    const huge: ArchiveFileSource = {
      size: 1_000_000_000,
      stream: () => {
        throw new Error('the file was read');
      },
    };
    expect(await message(huge)).toBe('The file is 1.0 GB; an archive file may be at most 250 MB. Nothing was read.');
  });

  it('not JSON, not text, not an archive, empty: each says so', async () => {
    expect(await message(fileOf('name,hash\nalice,0x1\n'))).toBe(
      'This is not a Hexray archive file: its first line is not JSON. Nothing was imported.',
    );
    expect(await message(fileOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe])))).toBe(
      'This is not a Hexray archive file: it is not text (invalid UTF-8 after line 0). Nothing was imported.',
    );
    expect(await message(fileOf('{"logs":[]}\n'))).toContain('does not name the format “hexray-archive”');
    expect(await message(fileOf(''))).toBe('The file is empty. Nothing was imported.');
  });

  it('half-written: a last line cut in the middle, or a file cut at a line’s end, is refused whole', async () => {
    const text = exported([record(1), record(2), record(3)]);
    expect(await message(fileOf(text.slice(0, text.length - 30)))).toBe(
      'The file ends in the middle of a record (line 4): it was not written completely. Nothing was imported.',
    );
    const atLineEnd = text.slice(0, text.lastIndexOf('\n', text.length - 2) + 1);
    expect(await message(fileOf(atLineEnd))).toBe(
      'The file holds 2 of the 3 records its header announces: it was cut short. Nothing was imported.',
    );
    expect(await message(fileOf(text + archiveRecordLine(record(4))))).toBe(
      'The file holds 4 records but its header announces 3: lines were added after it was written. Nothing was imported.',
    );
  });

  it('a last line without a newline is read when it is whole', async () => {
    const read = await readArchiveFile(fileOf(exported([record(1)]).trimEnd()));
    expect(read.ok && read.value.records.length).toBe(1);
  });

  it('a broken line inside is refused alone, with its line number and why', async () => {
    const lines = exported([record(1), record(2)]).split('\n');
    lines[1] = '{"kind":"block"}';
    const read = await readArchiveFile(fileOf(lines.join('\n')));
    expect(read.ok && read.value.refused).toEqual([
      { line: 2, reason: 'its kind “block” is not transaction, receipt, storage or trace' },
    ]);
    expect(read.ok && read.value.records.map((r) => r.line)).toEqual([3]);
  });

  it('10 million lines: refused at the line cap, having read only the first chunks', async () => {
    const file = manyLines(`${archiveHeaderLine(10_000_000, 0)}\n`, '', 10_000_000);
    expect(await message(file)).toBe(
      'The file has more than 500,000 lines; an archive file holds at most 500,000 records. Nothing was imported.',
    );
    // 50 chunks hold the cap; the decoder's pipe reads a few ahead; the other 950 are never read
    expect(file.pulled()).toBeLessThan(56);
  });

  it('a line longer than any record is refused before it is held whole', async () => {
    const file = manyLines('', 'x'.repeat(1000), 100_000);
    const limits = { bytes: 1e9, lineChars: 1_000_000, lines: 1e6, endpointChars: 512 };
    const joined: ArchiveFileSource = {
      size: file.size,
      stream: () =>
        file.stream().pipeThrough(
          new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
            // newlines out: one line that never ends
            transform: (chunk, controller) => controller.enqueue(chunk.map((b) => (b === 10 ? 120 : b))),
          }),
        ),
    };
    const read = await readArchiveFile(joined, limits);
    expect(read.ok ? '' : read.message).toBe(
      'Line 1 is longer than 1.0 MB, more than any record. Nothing was imported.',
    );
    // the first chunk crosses the cap (the decoder's pipe reads a few ahead of it); 100 MB never are
    expect(file.pulled()).toBeLessThan(5);
  });
});
