/**
 * The storage page's read: the word is the value, shown large; the slot is its label ("Slot 1 at
 * block …"), with the padded 32-byte key small and shortened, also when the read failed.
 */
import type { Locator } from '@playwright/test';
import { test, expect, useDevnet, screenshotAllModes } from './support/fixtures.ts';

const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

test.beforeEach(async ({ page }) => {
  await useDevnet(page, 'http');
});

test('a word read: larger than the slot it was read at, which is its label', async ({ page, manifest }) => {
  await page.goto(`/address/${manifest.storage.address}/storage?slot=0x1`);
  const word = page.getByTestId('word-hex');
  await expect(word).toBeVisible();
  await expect(page.getByTestId('slot-label')).toHaveText('Slot 1 at block latest');
  const slot = page.getByTestId('current-slot');
  await expect(slot).toHaveAttribute('data-value', `0x${'1'.padStart(64, '0')}`);
  // the padded key is not written out as if it were a value
  await expect(slot).not.toContainText(`0x${'1'.padStart(64, '0')}`);
  await expect(slot).toContainText('0x0000…0001');
  expect(await fontSize(word)).toBeGreaterThan(await fontSize(slot));
  expect(await fontSize(word)).toBeGreaterThanOrEqual(await fontSize(page.getByTestId('slot-label')));
  await screenshotAllModes(page, 'storage-slot-label', { fullPage: false });
});

test('a read that failed: the slot stays a small label above the reason', async ({ page, manifest }) => {
  await page.goto(`/address/${manifest.storage.address}/storage?slot=0x1&block=1`);
  await expect(page.getByTestId('slot-label')).toHaveText('Slot 1 at block 1');
  await expect(page.getByText('Block 1 is outside this endpoint’s window')).toBeVisible();
  const slot = page.getByTestId('current-slot');
  await expect(slot).not.toContainText(`0x${'1'.padStart(64, '0')}`);
  expect(await fontSize(slot)).toBeLessThan(await fontSize(page.getByTestId('slot-label')));
  await screenshotAllModes(page, 'storage-slot-label-failed', { fullPage: false });
});
