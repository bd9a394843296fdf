/**
 * An archived receipt keeps the proof its page made (the snapshot's format): kept when the page
 * proves it (before or after the receipt is written), kept through a re-fetch that carries none
 * (dropped when the re-fetch names another block), written into the exported file as one more
 * field of the record, and checked again on import: a record whose proof does not check out is
 * refused, named, with the part that failed; one that checks out is imported with it, its header
 * said to be the file's word. The archive here is the store's own, in memory (IndexedDB is the
 * browser suite's: test/browser/archive-store.browser.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { archiveFileBlob, allArchiveRecords } from '../../../src/data/archive/archive-export.ts';
import { importArchiveFile } from '../../../src/data/archive/archive-import.ts';
import type { ArchiveEntry } from '../../../src/data/archive/archive-record.ts';
import { createArchive } from '../../../src/data/archive/archive-store.ts';
import { PROOF_REFUSED } from '../../../src/domain/archive/archive-record-check.ts';
import { carriedJson, header, raws } from '../../domain/support/proved-block.ts';

/** The third receipt: it has a predecessor, whose proof its gas used needs; its logs make its bloom. */
/** A node with its last byte changed (to another value, whatever it was). */
const changedByte = (node: string) => `${node.slice(0, -2)}${node.endsWith('00') ? '01' : '00'}`;

const INDEX = 2;
const raw = raws[INDEX]!;
const KEY = (raw['transactionHash'] as string).toLowerCase();
const proof = carriedJson(INDEX);
type Carried = typeof proof;

const memoryArchive = () => createArchive(() => Promise.resolve(null));

function entry(extra: Partial<ArchiveEntry> = {}): ArchiveEntry {
  return {
    kind: 'receipt',
    chain: '1',
    endpoint: 'https://node.example/<API_KEY>',
    key: KEY,
    result: raw,
    fetchedAt: 1_000,
    ...extra,
  };
}

async function exported(records: ArchiveEntry[]): Promise<string> {
  const from = memoryArchive();
  await from.put(records);
  return archiveFileBlob(await allArchiveRecords(from), 5_000).text();
}

const fileOf = (text: string) => new Blob([text]);

/** The file's record lines with `change` made to each record's proof. */
function tampered(text: string, change: (proof: Carried) => unknown): string {
  const [head, ...lines] = text.trim().split('\n');
  const records = lines.map((line) => {
    const record = JSON.parse(line) as Record<string, unknown>;
    return JSON.stringify({ ...record, proof: change(structuredClone(record['proof']) as Carried) });
  });
  return [head, ...records].join('\n') + '\n';
}

describe('an archived receipt’s proof', () => {
  it('round-trips through export and import: one more field of the record, proved again, the header the file’s word', async () => {
    const text = await exported([entry({ proof })]);
    const line = JSON.parse(text.split('\n')[1]!) as Record<string, unknown>;
    expect(Object.keys(line)).toEqual(['kind', 'chain', 'endpoint', 'key', 'fetchedAt', 'result', 'proof']);
    expect(line['proof']).toEqual(proof);

    const into = memoryArchive();
    const report = await importArchiveFile(into, fileOf(text));
    if (!report.ok) throw new Error(report.message);
    expect(report.value).toMatchObject({ imported: 1, refused: [] });
    expect([...report.value.unproved.keys()]).toContain(
      'The block header its receipt’s proof rests on: the file’s word until an endpoint sees the same hash (its status, gas used and logs are proved against that header’s receipts root).',
    );
    expect((await into.get('receipt', '1', KEY))?.proof).toEqual(proof);
  });

  it('a record without a proof exports none and imports as before', async () => {
    const text = await exported([entry()]);
    expect(text).not.toContain('"proof"');
    const report = await importArchiveFile(memoryArchive(), fileOf(text));
    expect(report.ok && report.value.imported).toBe(1);
  });

  it.each([
    [
      'a proof node changed',
      (p: Carried) => ({ ...p, receipt: p.receipt.map((n, i) => (i === 0 ? changedByte(n) : n)) }),
      'proof',
    ],
    ['a header field changed', (p: Carried) => ({ ...p, header: { ...p.header, gasLimit: '0x1' } }), 'header'],
    ['the previous receipt’s proof left out', (p: Carried) => ({ ...p, previous: null }), 'previous'],
  ] as const)('%s: the record refused at import, named, with the part that failed', async (_, change, part) => {
    const into = memoryArchive();
    const report = await importArchiveFile(into, fileOf(tampered(await exported([entry({ proof })]), change)));
    if (!report.ok) throw new Error(report.message);
    expect(report.value.imported).toBe(0);
    expect(report.value.refused).toEqual([
      {
        line: 2,
        what: `receipt ${KEY}`,
        reason: PROOF_REFUSED,
        proof: expect.objectContaining({ status: 'refused', part }),
      },
    ]);
    expect(await into.get('receipt', null, KEY)).toBeNull();
  });

  it('a proof that is not one, or on a record that is not a receipt, is refused with the reason', async () => {
    const text = await exported([entry({ proof })]);
    const notAProof = await importArchiveFile(memoryArchive(), fileOf(tampered(text, () => 'proved, honest')));
    expect(notAProof.ok && notAProof.value.refused[0]?.reason).toBe(
      `${PROOF_REFUSED}: The snapshot’s proof is not an object.`,
    );
    const onStorage = text.replace('"kind":"receipt"', '"kind":"transaction"');
    const refused = await importArchiveFile(memoryArchive(), fileOf(onStorage));
    expect(refused.ok && refused.value.refused[0]?.reason).toBe('it is a transaction, and carries a receipt’s proof');
  });

  it('a re-fetch of the same receipt keeps the kept proof; one naming another block does not', async () => {
    const archive = memoryArchive();
    await archive.put([entry({ proof })]);
    await archive.put([entry({ fetchedAt: 2_000 })]);
    const kept = await archive.get('receipt', '1', KEY);
    expect(kept).toMatchObject({ fetchedAt: 2_000, proof });
    expect(kept!.size).toBe(JSON.stringify(raw).length + JSON.stringify(proof).length);

    const reorged = { ...raw, blockHash: `0x${'ee'.repeat(32)}` };
    await archive.put([entry({ fetchedAt: 3_000, result: reorged })]);
    expect((await archive.get('receipt', '1', KEY))?.proof).toBeUndefined();
  });

  it('is kept when the page proves the receipt, whether its record is written before or after', async () => {
    const before = memoryArchive();
    await before.put([entry()]);
    await before.keepProof(KEY, header.hash!, proof);
    expect((await before.get('receipt', '1', KEY))?.proof).toEqual(proof);

    const after = memoryArchive();
    await after.keepProof(KEY, header.hash!, proof);
    await after.put([entry()]);
    expect((await after.get('receipt', '1', KEY))?.proof).toEqual(proof);

    const elsewhere = memoryArchive();
    await elsewhere.keepProof(KEY, `0x${'ee'.repeat(32)}`, proof);
    await elsewhere.put([entry()]);
    expect((await elsewhere.get('receipt', '1', KEY))?.proof).toBeUndefined();
  });
});
