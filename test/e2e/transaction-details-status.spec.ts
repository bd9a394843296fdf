/**
 * The transaction page's details card below the summary: it states the outcome the receipt gives
 * (a reverted transaction says "Failed" there too), and holds only what the summary does not
 * (from, to, value, block and the walk link are the summary's, once).
 */
import type { Page } from '@playwright/test';
import { test, expect, useDevnet, screenshotAllModes } from './support/fixtures.ts';

/** The details card: the list that holds the transaction hash row. */
const detailsCard = (page: Page) => page.locator('dl', { has: page.getByTestId('tx-hash') });

test.beforeEach(async ({ page }) => {
  await useDevnet(page, 'http');
});

test('a reverted transaction: the details card says it failed, and repeats none of the summary', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const { reverted } = manifest.roles;
  await page.goto(`/tx/${reverted.hash}`);
  await expect(page.getByTestId('summary-outcome')).toHaveAttribute('data-status', 'failed');

  const status = page.getByTestId('tx-status');
  await expect(status).toContainText('Failed');
  await expect(status).toContainText('status 0x0');
  await expect(status).not.toContainText('Included in a block');
  await expect(page.getByTestId('tx-receipt-status')).toHaveAttribute('data-status', 'failed');
  // the way to every receipt field stays, by name
  await expect(page.getByTestId('receipt-link')).toHaveAttribute('href', `/tx/${reverted.hash}/receipt`);

  const labels = await detailsCard(page).locator(':scope > div > dt').allInnerTexts();
  expect(labels).toContain('Block hash');
  expect(labels).toContain('Nonce');
  for (const repeated of ['From', 'To', 'Value', 'Block number', 'Position in block'])
    expect(labels, `the summary shows ${repeated}`).not.toContain(repeated);
  // the summary holds them, once on the page
  await expect(page.getByTestId('tx-from')).toHaveCount(1);
  await expect(page.getByTestId('tx-block-number')).toHaveAttribute('data-value', String(reverted.blockNumber));
  await expect(page.getByTestId('tx-index')).toHaveAttribute('data-value', String(reverted.transactionIndex));
  await expect(page.getByRole('link', { name: /walk this block’s transactions/ })).toHaveCount(1);

  await screenshotAllModes(page, 'transaction-details-reverted');
  expect(consoleErrors).toEqual([]);
});

test('a successful transaction: the details card says so, from the receipt', async ({ page, manifest }) => {
  await page.goto(`/tx/${manifest.roles.eip1559.hash}`);
  await expect(page.getByTestId('tx-receipt-status')).toHaveAttribute('data-status', 'success');
  await expect(page.getByTestId('tx-status')).toContainText('Success (receipt status 0x1)');
});
