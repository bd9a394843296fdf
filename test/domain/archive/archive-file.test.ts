import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_FORMAT,
  archiveHeaderLine,
  archiveRecordLine,
  parseArchiveHeader,
  parseArchiveRecordLine,
  type ArchiveFileRecord,
} from '../../../src/domain/archive/archive-file.ts';

const HASH = `0x${'ab'.repeat(32)}`;
const record: ArchiveFileRecord = {
  kind: 'transaction',
  chain: '204',
  endpoint: 'https://opbnb-mainnet.infura.io/v3/<API_KEY>',
  key: HASH,
  fetchedAt: 1_790_000_000_000,
  result: { hash: HASH, nested: [1, '0x2'] },
};

describe('the archive file format', () => {
  it('a header names the format, its version and how many records follow', () => {
    expect(JSON.parse(archiveHeaderLine(3, 42))).toEqual({
      format: ARCHIVE_FORMAT,
      version: 1,
      records: 3,
      exportedAt: 42,
    });
    const read = parseArchiveHeader(archiveHeaderLine(3, 42));
    expect(read).toEqual({ ok: true, value: { format: 'hexray-archive', version: 1, records: 3, exportedAt: 42 } });
  });

  it('a record line holds the six fields in the file’s order, and nothing the store adds', () => {
    const withStoreFields = { ...record, id: 'x', usedAt: 1, pinned: true, size: 9, addresses: ['0x1'], block: '0x1' };
    const line = archiveRecordLine(withStoreFields);
    expect(Object.keys(JSON.parse(line) as object)).toEqual([
      'kind',
      'chain',
      'endpoint',
      'key',
      'fetchedAt',
      'result',
    ]);
    expect(parseArchiveRecordLine(line)).toEqual({ ok: true, value: record });
  });

  it('a first line that is not an archive header says which way it is not', () => {
    expect(parseArchiveHeader('hello, world')).toEqual({
      ok: false,
      message: 'This is not a Hexray archive file: its first line is not JSON.',
    });
    expect(parseArchiveHeader('{"format":"other"}')).toMatchObject({
      message: expect.stringContaining('does not name the format “hexray-archive”'),
    });
    expect(parseArchiveHeader('[1,2]')).toMatchObject({ ok: false });
    expect(parseArchiveHeader('{"format":"hexray-archive","version":2,"records":1}')).toMatchObject({
      message: expect.stringContaining('version 2, written by a newer Hexray; this one reads version 1'),
    });
    expect(parseArchiveHeader('{"format":"hexray-archive","version":1}')).toMatchObject({
      message: 'The file’s header does not say how many records it holds.',
    });
  });

  it('a record line of the wrong shape names the field at fault', () => {
    const line = (change: Record<string, unknown>) => JSON.stringify({ ...record, ...change });
    const reason = (text: string) => {
      const read = parseArchiveRecordLine(text);
      return read.ok ? 'accepted' : read.message;
    };
    expect(reason('{"kind":')).toBe('it is not JSON');
    expect(reason('[]')).toBe('it is not a record (a JSON object)');
    expect(reason(line({ kind: 'block' }))).toBe('its kind “block” is not transaction, receipt, storage or trace');
    expect(reason(line({ chain: '0x38' }))).toBe('its chain “0x38” is not a decimal chain id or “unknown”');
    expect(reason(line({ chain: 'unknown' }))).toBe('accepted');
    expect(reason(line({ endpoint: 'x'.repeat(513) }))).toContain('its endpoint is not a label');
    expect(reason(line({ key: HASH.toUpperCase().replace('0X', '0x') }))).toContain(
      'is not a lower-case transaction hash',
    );
    expect(reason(line({ fetchedAt: -1 }))).toContain('its fetchedAt is not a time');
    expect(reason(line({ result: null }))).toBe('it has no result');
    const storage = {
      kind: 'storage',
      key: `0x${'cd'.repeat(20)}:0x${'0'.repeat(63)}1@0x10`,
      result: `0x${'00'.repeat(32)}`,
    };
    expect(reason(line(storage))).toBe('accepted');
    expect(reason(line({ ...storage, key: `0x${'cd'.repeat(20)}:0x1@0x10` }))).toContain('is not address:slot@block');
    expect(reason(line({ ...storage, key: `0x${'cd'.repeat(20)}:0x${'0'.repeat(64)}@latest` }))).toContain(
      'is not address:slot@block',
    );
    expect(reason(line({ ...storage, key: `0x${'cd'.repeat(20)}:0x${'0'.repeat(64)}@0x010` }))).toContain(
      'is not address:slot@block',
    );
    expect(reason(line({ ...storage, result: '0x01' }))).toBe('its result is not a 32-byte storage word');
  });
});
