/**
 * The archive page's import journey and helpers, shared by the production-build spec
 * (test/e2e/archive-page.spec.ts) and the dev-server one (test/e2e-dev/window-journeys.spec.ts):
 * a good file accepted, every record verified; a tampered file refused with the reason and nothing
 * else touched; a half-written one refused whole.
 */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import type { DevnetManifest } from '../../devnet/manifest.ts';
import { archiveText, devnetRecords, importArchive, type ArchiveLine } from './archive-files.ts';

export const row = (page: Page, kind: string, key: string): Locator =>
  page.locator(`[data-testid="archive-row"][data-kind="${kind}"][data-key="${key}"]`);

/** A page in a browser context of its own: nothing kept, no connection. */
export async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** On `page`, a browser that has kept nothing yet: imports accepted, refused, and the archive as it was. */
export async function importJourney(page: Page, manifest: DevnetManifest): Promise<void> {
  const { legacy } = manifest.roles;
  const text = archiveText(await devnetRecords(manifest, legacy.hash));

  await page.goto('/archive');
  await importArchive(page, 'clean.jsonl', text);
  await expect(page.getByTestId('archive-import-report')).toContainText(
    'clean.jsonl: 2 records imported, each verified.',
  );
  await page.getByRole('button', { name: `Pin Transaction ${legacy.hash}` }).click();
  const kept = row(page, 'transaction', legacy.hash);
  await expect(kept.getByTestId('archive-pinned')).toBeVisible();
  const keptText = await kept.textContent();

  // the transaction's value changed, and a later fetch time so that it would replace the one kept
  const [header, ...lines] = text.trimEnd().split('\n');
  const changed = lines.map((line) => {
    const record = JSON.parse(line) as ArchiveLine;
    if (record.kind !== 'transaction') return line;
    return JSON.stringify({
      ...record,
      fetchedAt: record.fetchedAt + 60_000,
      result: { ...record.result, value: '0x1' },
    });
  });
  await importArchive(page, 'tampered.jsonl', `${[header, ...changed].join('\n')}\n`);
  await expect(page.getByTestId('archive-import-report')).toContainText(
    'tampered.jsonl: 0 records imported, each verified; 1 record already in this archive from a fetch as recent; 1 record refused.',
  );
  await expect(page.getByTestId('archive-import-refusals')).toContainText(
    `Line 2 (transaction ${legacy.hash}): its hash does not match its fields (keccak-256 of them is 0x`,
  );
  await expect(page.getByTestId('archive-import-refusals')).toContainText(
    'the record was changed after it was fetched',
  );
  // the record kept before is as it was: same fetch, still pinned
  await expect(kept).toHaveText(keptText!);
  await expect(kept.getByTestId('archive-pinned')).toBeVisible();

  // half-written: refused whole, the archive as it was
  await importArchive(page, 'cut.jsonl', text.slice(0, text.length - 40));
  await expect(page.getByTestId('archive-import-refused')).toHaveText(
    'cut.jsonl was not imported. The file ends in the middle of a record (line 3): it was not written completely. Nothing was imported.',
  );
  await expect(page.getByTestId('archive-usage')).toContainText(/^2 records, /);
  await expect(page.getByTestId('archive-row')).toHaveCount(2);
}
