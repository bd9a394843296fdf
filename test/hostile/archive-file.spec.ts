/**
 * Hostile archive files chosen in the archive page's import: each refused with its own message,
 * nothing kept before is lost, and the page still answers (a search right after finds what it
 * should). The 1 GB and ten-million-line files are real files on disk (the first sparse), handed
 * to the file input as a person's file picker would.
 */
import { mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { expect, test } from '../e2e/support/fixtures.ts';
import {
  FETCHED_AT,
  archiveText,
  devnetRecords,
  importArchive,
  type ArchiveLine,
} from '../e2e/support/archive-files.ts';
import { printSummary, runCases, summaryScope } from './support.ts';

summaryScope('e2e-hostile-archive-file');

const DIR = 'artifacts/hostile-archive-files';

test.afterAll(() => {
  printSummary('archive-file.spec.ts');
});

interface HostileFile {
  name: string;
  /** the file's text, or one written to disk (too large to hand over as a buffer) */
  file: () => string | { path: string };
  /** what the page says: a whole-file refusal, or a line of the import's report */
  expected: { refused: string } | { report: string[] };
}

test('hostile archive files: a specific message each, nothing kept is lost, the tab answers', async ({
  page,
  manifest,
}) => {
  test.setTimeout(180_000);
  mkdirSync(DIR, { recursive: true });
  const { legacy, accessList } = manifest.roles;
  const [tx, receipt] = await devnetRecords(manifest, legacy.hash);
  const clean = archiveText([tx!, receipt!]);
  // recorded on OP Mainnet (chain 10): a colleague's record from another network
  const opTx = (
    JSON.parse(readFileSync('test/fixtures/recorded/op-mainnet-type2-tx.json', 'utf8')) as {
      result: Record<string, unknown>;
    }
  ).result;
  const opRecord: ArchiveLine = {
    kind: 'transaction',
    chain: '10',
    endpoint: 'https://optimism-mainnet.infura.io/v3/<API_KEY>',
    key: opTx.hash as string,
    fetchedAt: FETCHED_AT,
    result: opTx,
  };

  await page.goto('/archive');
  await importArchive(page, 'kept.jsonl', archiveText(await devnetRecords(manifest, accessList.hash)));
  await expect(page.getByTestId('archive-import-report')).toContainText('kept.jsonl: 2 records imported');

  const cases: HostileFile[] = [
    {
      name: '1 GB',
      file: () => {
        const path = `${DIR}/1 GB.jsonl`;
        writeFileSync(path, '');
        truncateSync(path, 1_000_000_000);
        return { path };
      },
      expected: { refused: 'The file is 1.0 GB; an archive file may be at most 250 MB. Nothing was read.' },
    },
    {
      name: 'not JSON',
      file: () => 'hash,block\n0x1,2\n',
      expected: { refused: 'This is not a Hexray archive file: its first line is not JSON. Nothing was imported.' },
    },
    {
      name: 'half-written',
      file: () => clean.slice(0, clean.length - 50),
      expected: {
        refused:
          'The file ends in the middle of a record (line 3): it was not written completely. Nothing was imported.',
      },
    },
    {
      name: '10 million lines',
      file: () => {
        const path = `${DIR}/10 million lines.jsonl`;
        writeFileSync(path, `${JSON.stringify({ format: 'hexray-archive', version: 1, records: 10_000_000 })}\n`);
        const block = '\n'.repeat(1_000_000);
        for (let i = 0; i < 10; i++) writeFileSync(path, block, { flag: 'a' });
        return { path };
      },
      expected: {
        refused:
          'The file has more than 500,000 lines; an archive file holds at most 500,000 records. Nothing was imported.',
      },
    },
    {
      name: 'a record whose fields were changed',
      file: () => archiveText([{ ...tx!, result: { ...tx!.result, to: `0x${'77'.repeat(20)}` } }, receipt!]),
      expected: {
        report: ['1 record refused', `Line 2 (transaction ${legacy.hash}): its hash does not match its fields`],
      },
    },
    {
      name: 'from another chain',
      file: () => archiveText([opRecord]),
      expected: {
        report: [
          '1 record imported, each verified',
          'Kept under the network each record names',
          '1 record on OP Mainnet (chain 10)',
        ],
      },
    },
    {
      name: 'relabelled to this chain',
      file: () => archiveText([{ ...opRecord, chain: String(manifest.chainId) }]),
      expected: {
        report: [`it is filed under chain ${manifest.chainId}, but the transaction is signed for chain 10`],
      },
    },
  ];

  await runCases(
    'hostile archive files',
    cases,
    (c) => c.name,
    async (c) => {
      await importArchive(page, `${c.name}.jsonl`, c.file());
      if ('refused' in c.expected) {
        await expect(page.getByTestId('archive-import-refused')).toHaveText(
          `${c.name}.jsonl was not imported. ${c.expected.refused}`,
        );
      } else {
        const report = page.getByTestId('archive-import-report');
        await expect(report).toContainText(`${c.name}.jsonl:`);
        for (const line of c.expected.report) await expect(report).toContainText(line);
      }
      // what was kept before is still there, and the page answers a search
      const search = page.getByLabel('Search the archive');
      await search.fill(accessList.hash);
      await expect(page.locator(`[data-testid="archive-row"][data-key="${accessList.hash}"]`)).toHaveCount(2);
      await search.fill('');
    },
  );
});
