/**
 * The archive page: records kept by visiting pages are listed, searched, pinned and deleted; the
 * archive exported to a file that holds no API key; that file imported in a fresh browser (no
 * connection), every record verified; a tampered file refused with the reason, nothing else touched.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, useDevnet } from './support/fixtures.ts';
import { importArchive, type ArchiveLine } from './support/archive-files.ts';
import { freshPage, importJourney, row } from './support/archive-import.ts';

async function openInApp(page: Page, hash: string): Promise<void> {
  // in the app, not page.goto: a reload would drop what the writer has queued but not yet written
  await page.getByRole('searchbox').fill(hash);
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
}

async function exportAll(page: Page, records: number): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Export all ${records}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hexray-archive-\d{4}-\d\d-\d\dT\d{4}\.jsonl$/);
  return readFile(await download.path(), 'utf8');
}

test('records kept from visited pages: listed, searched, pinned, deleted, exported without the key, imported elsewhere', async ({
  page,
  manifest,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { legacy, accessList } = manifest.roles;
  await useDevnet(page, 'http');
  await openInApp(page, legacy.hash);
  await openInApp(page, accessList.hash);
  await page.getByRole('link', { name: 'Archive', exact: true }).click();
  await expect(page).toHaveURL('/archive');

  // each transaction page kept its transaction and its receipt
  for (const hash of [legacy.hash, accessList.hash])
    for (const kind of ['transaction', 'receipt']) await expect(row(page, kind, hash)).toBeVisible();
  await expect(page.getByTestId('archive-usage')).toContainText(/^4 records, /);
  await expect(row(page, 'transaction', legacy.hash)).toContainText(`block ${legacy.blockNumber}`);
  await expect(row(page, 'transaction', legacy.hash)).toContainText(`/v3/<API_KEY>`);

  // search: a hash finds its transaction and receipt; a block number, what is in that block
  const search = page.getByLabel('Search the archive');
  await search.fill(legacy.hash);
  await expect(page.getByTestId('archive-row')).toHaveCount(2);
  await expect(row(page, 'receipt', legacy.hash)).toBeVisible();
  await search.fill(String(accessList.blockNumber));
  await expect(row(page, 'transaction', accessList.hash)).toBeVisible();
  for (const shown of await page.getByTestId('archive-row').all())
    await expect(shown).toContainText(`block ${accessList.blockNumber}`);
  await search.fill('0x1234');
  await expect(page.getByTestId('archive-empty')).toContainText('Nothing in the archive matches “0x1234”');
  await search.fill('');

  // pin survives a reload; delete takes the record out
  await page.getByRole('button', { name: `Pin Transaction ${legacy.hash}` }).click();
  await expect(row(page, 'transaction', legacy.hash).getByTestId('archive-pinned')).toBeVisible();
  await page.getByRole('button', { name: `Delete Receipt ${accessList.hash}` }).click();
  await expect(row(page, 'receipt', accessList.hash)).toHaveCount(0);
  await page.reload();
  await expect(row(page, 'transaction', legacy.hash).getByTestId('archive-pinned')).toBeVisible();
  await expect(row(page, 'receipt', accessList.hash)).toHaveCount(0);
  await expect(page.getByTestId('archive-usage')).toContainText(/^3 records, /);

  // export: a header and three records, the endpoint as its label, the key nowhere
  const text = await exportAll(page, 3);
  expect(text).not.toContain(manifest.apiKey);
  const [header, ...lines] = text.trimEnd().split('\n');
  expect(JSON.parse(header!)).toMatchObject({ format: 'hexray-archive', version: 1, records: 3 });
  const records = lines.map((line) => JSON.parse(line) as ArchiveLine);
  expect(records.map((r) => `${r.kind} ${r.key}`).sort()).toEqual(
    [`transaction ${legacy.hash}`, `receipt ${legacy.hash}`, `transaction ${accessList.hash}`].sort(),
  );
  for (const record of records) {
    expect(record.endpoint).toBe(`${manifest.base}/v3/<API_KEY>`);
    expect(record.chain).toBe(String(manifest.chainId));
  }

  // a fresh browser with no connection: the file imported, every record verified
  const other = await freshPage(browser, baseURL);
  await other.goto('/archive');
  await expect(other.getByTestId('archive-empty')).toContainText('The archive is empty');
  await importArchive(other, 'from-a-colleague.jsonl', text);
  await expect(other.getByTestId('archive-import-report')).toContainText(
    'from-a-colleague.jsonl: 3 records imported, each verified.',
  );
  await expect(other.getByTestId('archive-row')).toHaveCount(3);
  await expect(other.getByTestId('archive-usage')).toContainText(/^3 records, /);
  // the transaction page opens it from the archive alone: no endpoint in this browser
  await other.getByRole('link', { name: accessList.hash }).first().click();
  await expect(other).toHaveURL(`/tx/${accessList.hash}`);
  await other.context().close();
  expect(consoleErrors).toEqual([]);
});

test('a tampered or half-written file is refused with the reason, and nothing else is touched', async ({
  manifest,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const other = await freshPage(browser, baseURL);
  await importJourney(other, manifest);
  await other.context().close();
});
