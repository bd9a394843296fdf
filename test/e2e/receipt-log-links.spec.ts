/**
 * A link to one log of a receipt reproduces what was on screen: opened in a tab with no
 * connection yet, it still lands on its log once connected; with a filter that hides its log, a
 * reload keeps the filter (and says the linked log is hidden) instead of dropping it.
 */
import type { Page } from '@playwright/test';
import { test, expect, useDevnet, screenshotAllModes, connectWithKey, scopedKey } from './support/fixtures.ts';

const log = (page: Page, number: number) => page.locator(`[data-testid=log][data-log-index="${number}"]`);
const numberTopic = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

test('a #log-N link opened in a new tab: "Connect first", then "Save and connect" returns to that log, on screen', async ({
  page: first,
  context,
  manifest,
}) => {
  // a person who chose their own key: a new tab has no key yet (it is kept per tab) and asks for it
  const key = scopedKey(manifest, 'log-link');
  await connectWithKey(first, manifest.base, key);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { manyLogs } = manifest.roles;
  await page.goto(`/tx/${manyLogs.hash}/receipt#log-1200`);
  await expect(page.getByTestId('needs-connection')).toBeVisible();
  await page.getByRole('link', { name: 'Open connection settings →' }).click();
  await expect(page.getByTestId('settings-return')).toContainText(`/tx/${manyLogs.hash}/receipt#log-1200`);
  await page.getByLabel('Provider base URL + API key').check();
  await page.getByLabel('Base URL', { exact: true }).fill(manifest.base);
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByRole('button', { name: 'Save and connect' }).click();

  await expect(page).toHaveURL(`/tx/${manyLogs.hash}/receipt#log-1200`);
  await expect(log(page, 1200)).toBeInViewport();
  await expect(log(page, 1200)).toHaveAttribute('data-selected', 'true');
  await screenshotAllModes(page, 'receipt-log-link-after-connecting', { fullPage: false });
  expect(errors).toEqual([]);
});

test('a filter that hides the linked log survives a reload: same URL, same logs, and a way to the log', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  const { manyLogs } = manifest.roles;
  await page.goto(`/tx/${manyLogs.hash}/receipt`);
  await page.getByTestId('jump-input').fill('1500');
  await page.getByTestId('jump-input').press('Enter');
  await expect(log(page, 1500)).toBeInViewport();
  await page.getByTestId('filter-topic').fill(numberTopic(7));
  await expect(page.getByTestId('filter-count')).toHaveText('1 of 2,000 logs');
  await expect(page).toHaveURL(`/tx/${manyLogs.hash}/receipt?topic=${numberTopic(7)}#log-1500`);
  const before = page.url();

  await page.reload();
  await expect(page.getByTestId('filter-count')).toHaveText('1 of 2,000 logs');
  await expect(page.getByTestId('filter-topic')).toHaveValue(numberTopic(7));
  await expect(log(page, 7)).toBeVisible();
  await expect(log(page, 1500)).toHaveCount(0);
  await expect(page.getByTestId('linked-log-hidden')).toContainText('Log #1500');
  expect(page.url()).toBe(before);
  await screenshotAllModes(page, 'receipt-linked-log-hidden', {
    fullPage: false,
    beforeEach: () =>
      page.getByTestId('linked-log-hidden').evaluate((note) => note.scrollIntoView({ block: 'center' })),
  });

  // asked for, the log is shown: the filter goes, the link stays
  await page.getByRole('button', { name: 'Show log #1500 (clears the filter)' }).click();
  await expect(log(page, 1500)).toBeInViewport();
  await expect(page.getByTestId('filter-topic')).toHaveValue('');
  await expect(page).toHaveURL(`/tx/${manyLogs.hash}/receipt#log-1500`);
  await expect(page.getByTestId('linked-log-hidden')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
