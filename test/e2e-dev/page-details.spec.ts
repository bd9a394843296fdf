/**
 * Focus after a search, the connection state kept over a reload, and the transaction and receipt
 * pages' details (checksummed addresses, a mint, text input, a pending transaction, the ABI box)
 * on the dev server (`npm start`: Vite dev, StrictMode), where some of them were first seen wrong;
 * the production build's specs for each are in test/e2e/.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function searchWithMouse(page: Page, text: string) {
  const box = page.getByRole('searchbox');
  await box.click();
  await box.pressSequentially(text, { delay: 0 });
  await box.press('Enter');
}

test('a search from the header moves focus to the new page heading', async ({ page, manifest, consoleErrors }) => {
  await page.goto('/');
  await expect(heading(page, 'Hexray')).toBeVisible();
  await searchWithMouse(page, manifest.roles.tokens.transfer.hash);
  await expect(page).toHaveURL(`/tx/${manifest.roles.tokens.transfer.hash}`);
  await expect(heading(page, 'Transaction')).toBeFocused();
  await searchWithMouse(page, manifest.roles.legacy.hash);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.legacy.hash);
  await expect(heading(page, 'Transaction')).toBeFocused();
  await searchWithMouse(page, manifest.storage.address);
  // an address opens its overview
  await expect(heading(page, 'Address')).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('a reload keeps the connection state the lookups found, with when it was checked', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await page.goto('/');
  await searchWithMouse(page, manifest.roles.legacy.hash);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'working');
  await page.goto('/');
  await page.reload();
  await expect(page.getByTestId('home-connection-state')).toHaveAttribute('data-state', 'working');
  await expect(page.getByTestId('home-connection-state')).toContainText('last checked');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'working');
  expect(consoleErrors).toEqual([]);
});

test('transaction pages: checksummed addresses, a mint, text input on UTF-8, pending said once', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const checksummed = (text: string) =>
    (text.match(/(?<![0-9a-fA-F])0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g) ?? []).every((a) => a !== a.toLowerCase());
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}`);
  await expect(page.getByTestId('token-movement')).toBeVisible();
  expect(checksummed(await page.locator('main').innerText())).toBe(true);

  await page.goto(`/tx/${manifest.roles.creation.hash}`);
  await expect(page.getByTestId('token-movement')).toHaveAttribute('data-direction', 'mint');

  await page.goto(`/tx/${manifest.roles.eip1559.hash}`);
  await expect(page.getByTestId('input-utf8')).toHaveText('hexray!');

  await page.goto(`/tx/${manifest.roles.pending.hash}`);
  await expect(page.getByTestId('verify-limits')).toContainText('that it will be mined');
  await expect(page.getByText('not yet in a block')).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('the ABI box opens in view with focus; the key type has its list', async ({ page, manifest, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}/receipt`);
  await expect(page.getByTestId('log').first()).toBeVisible();
  await page.getByTestId('abi-toggle').click();
  await expect(page.getByTestId('abi-json')).toBeFocused();
  await expect(page.getByTestId('abi-json')).toBeInViewport();

  await page.goto('/slots');
  await page.getByRole('tab', { name: 'Mapping' }).click();
  await page.getByRole('combobox', { name: 'Key 1 type: pick from the list' }).selectOption('bytes32');
  await expect(page.getByTestId('calc-key-type')).toHaveValue('bytes32');
  expect(consoleErrors).toEqual([]);
});
