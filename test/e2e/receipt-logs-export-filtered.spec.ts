/**
 * Exporting a filtered receipt's logs: both sets are offered by name on screen — the logs shown
 * and all of them — and each file holds what its button says.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, useDevnet, screenshotAllModes } from './support/fixtures.ts';

const numberTopic = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

async function exported(page: Page, name: string): Promise<{ file: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  return { file: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

const csvRows = (text: string) => text.trimEnd().split('\r\n');

test('with 1 of 2,000 logs shown, "the 1 log shown" and "all 2,000" are both offered, visibly, and keep their word', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  const { manyLogs } = manifest.roles;
  await page.goto(`/tx/${manyLogs.hash}/receipt`);
  const exportBox = page.getByTestId('logs-export');
  await expect(exportBox).toBeVisible();
  await expect(exportBox).not.toContainText('shown');

  await page.getByTestId('filter-topic').fill(numberTopic(7));
  await expect(page.getByTestId('filter-count')).toHaveText('1 of 2,000 logs');
  // said in the visible text, not only in a hidden label
  await expect(exportBox).toContainText('Export the 1 log shown');
  await expect(exportBox).toContainText('all 2,000');
  await expect(page.getByTestId('logs-export-shown')).toBeVisible();
  await expect(page.getByTestId('logs-export-all')).toBeVisible();

  const shown = await exported(page, 'Export the 1 log shown as CSV');
  expect(shown.file).toBe(`logs-${manyLogs.hash}-filtered.csv`);
  const rows = csvRows(shown.text);
  expect(rows).toHaveLength(2);
  expect(rows[1]!.split(',')[0]).toBe('7');
  const shownJson = await exported(page, 'Export the 1 log shown as JSON');
  expect(JSON.parse(shownJson.text)).toHaveLength(1);

  const all = await exported(page, 'Export all 2,000 logs as CSV');
  expect(all.file).toBe(`logs-${manyLogs.hash}.csv`);
  expect(csvRows(all.text)).toHaveLength(2001);

  await screenshotAllModes(page, 'receipt-logs-export-filtered', {
    fullPage: false,
    beforeEach: () => exportBox.evaluate((box) => box.scrollIntoView({ block: 'center' })),
  });
  expect(consoleErrors).toEqual([]);
});
