/**
 * One rule for addresses on screen: EIP-55 checksummed wherever one is shown (fields, decoded
 * parameters, token movements, logs, storage views), so the case never changes within a page.
 * URLs stay lowercase. viem's getAddress is the independent oracle for the checksum.
 */
import type { Page } from '@playwright/test';
import { getAddress } from 'viem';
import { expect, test, useDevnet, screenshotAllModes } from './support/fixtures.ts';

/** Every whole 20-byte 0x-address in the visible text of the page's main area. */
async function addressesShown(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text.match(/(?<![0-9a-fA-F])0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g) ?? [];
}

async function expectAllChecksummed(page: Page, atLeast: number) {
  const shown = await addressesShown(page);
  expect(shown.length, 'addresses on the page').toBeGreaterThanOrEqual(atLeast);
  expect(shown.filter((a) => a !== getAddress(a))).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await useDevnet(page, 'http');
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('transaction page: fields, summary, decoded parameters and token movements all checksummed', async ({
  page,
  manifest,
}) => {
  const { transfer, token } = manifest.roles.tokens;
  await page.goto(`/tx/${transfer.hash}`);
  await expect(page.getByTestId('token-movement')).toBeVisible();
  await expect(page.getByTestId('decoded-params')).toBeVisible();
  // from, to (twice: summary and details), the recipient decoded, the movement's parties and token
  await expectAllChecksummed(page, 6);
  await screenshotAllModes(page, 'address-case-transaction', { fullPage: false });
  await expect(page.getByTestId('tx-to')).toContainText(getAddress(token));
  // the link still leads to the lowercase URL
  await expect(page.getByTestId('tx-to').getByRole('link')).toHaveAttribute('href', `/address/${token}`);
});

test('receipt page: from, to, the log emitter and the decoded Transfer all checksummed', async ({ page, manifest }) => {
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}/receipt`);
  await expect(page.getByTestId('log').first()).toBeVisible();
  await expectAllChecksummed(page, 4);
  await page.getByTestId('abi-toggle').click();
  await expect(page.getByTestId('abi-address')).toContainText(getAddress(manifest.roles.tokens.token));
});

test('storage page: the heading and the address word view use the same case', async ({ page, manifest }) => {
  const { address } = manifest.storage;
  await page.goto(`/address/${address}/storage`);
  await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
  await expect(page.locator('main')).toContainText(getAddress(address));
  await expectAllChecksummed(page, 1);
});
