/**
 * Issue 28's paper cuts (items 9–16) on the dev server (`npm start`: Vite dev, StrictMode), where
 * some of them were first seen; the production build's specs are in test/e2e/.
 */
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { E2E_DEV_MANIFEST } from '../../playwright.dev.config.ts';

const EXPECTED_CONSOLE = [
  /Failed to load resource/,
  /WebSocket connection to .* failed/,
  /Download the React DevTools/,
];

const test = base.extend<{ manifest: DevnetManifest; consoleErrors: string[] }>({
  manifest: async ({}, use) => {
    await use(JSON.parse(readFileSync(E2E_DEV_MANIFEST, 'utf8')) as DevnetManifest);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (
        (message.type() === 'error' || message.type() === 'warning') &&
        !EXPECTED_CONSOLE.some((re) => re.test(message.text()))
      )
        errors.push(message.text());
    });
    await use(errors);
    expect(errors, 'no uncaught exception, console error or React warning').toEqual([]);
  },
});

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
  await expect(heading(page, 'Storage')).toBeFocused();
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
