/**
 * Links that carry the state: the slot calculator's inputs live in the URL, so a reload or a copied
 * link shows the same derivation; no link ever holds the API key.
 */
import type { Page } from '@playwright/test';
import { connectWithKey, expect, scopedKey, test } from './support/fixtures.ts';

const result = (page: Page) => page.getByTestId('calc-result');

test('a nested mapping derivation survives a reload and its copied link, without the key', async ({
  page,
  context,
  manifest,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const key = scopedKey(manifest, 'links');
  await connectWithKey(page, manifest.base, key);
  await page.goto('/slots');
  await page.getByRole('tab', { name: 'Mapping' }).click();
  await page.getByTestId('calc-slot').fill('0x5');
  await page.getByTestId('calc-key-value').fill(manifest.accounts[0]!);
  await page.getByTestId('calc-add-key').click();
  await page.getByTestId('calc-key-type').nth(1).fill('string');
  // a colon and an ampersand in a key must come back as typed
  await page.getByTestId('calc-key-value').nth(1).fill('a:b&c');
  await expect(result(page)).toHaveAttribute('data-value', /^0x[0-9a-f]{64}$/);
  const slot = await result(page).getAttribute('data-value');
  const steps = await page.getByTestId('step-preimage').allTextContents();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Mapping' })).toHaveAttribute('aria-selected', 'true');
  await expect(result(page)).toHaveAttribute('data-value', slot!);
  await expect(page.getByTestId('calc-key-value').nth(1)).toHaveValue('a:b&c');
  await expect(page.getByTestId('calc-key-type').nth(1)).toHaveValue('string');
  await expect(page.getByTestId('step-preimage')).toHaveText(steps);

  await page.getByRole('button', { name: 'Copy link to this derivation' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).not.toContain(key);
  expect(page.url()).not.toContain(key);
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByTestId('calc-result')).toHaveAttribute('data-value', slot!);
  await expect(other.getByTestId('calc-slot')).toHaveValue('0x5');
  await other.close();
  expect(consoleErrors).toEqual([]);
});

test('array element, ERC-7201 and ERC-1967 inputs come back from the URL', async ({ page }) => {
  await page.goto('/slots');
  await page.getByRole('tab', { name: 'Array element' }).click();
  await page.getByTestId('calc-slot').fill('3');
  await page.getByTestId('calc-index').fill('5');
  await page.getByTestId('calc-element-size').fill('8');
  await expect(page.getByTestId('calc-packing')).toBeVisible();
  const arraySlot = await result(page).getAttribute('data-value');
  await page.reload();
  await expect(page.getByTestId('calc-index')).toHaveValue('5');
  await expect(page.getByTestId('calc-element-size')).toHaveValue('8');
  await expect(result(page)).toHaveAttribute('data-value', arraySlot!);
  await expect(page.getByTestId('calc-packing')).toContainText('8 bytes at byte offset 8');

  await page.getByRole('tab', { name: 'ERC-7201' }).click();
  await page.getByTestId('calc-namespace').fill('openzeppelin.storage.ERC20');
  await page.reload();
  // the published constant for this namespace (ERC-7201's example)
  await expect(result(page)).toHaveAttribute(
    'data-value',
    '0x52c63247e1f47db19d5ce0460030c497f067ca4cebf71ba98eeadabe20bace00',
  );

  await page.getByRole('tab', { name: 'ERC-1967' }).click();
  await page.getByLabel('admin').check();
  await page.reload();
  await expect(page.getByLabel('admin')).toBeChecked();
  await expect(result(page)).toHaveAttribute(
    'data-value',
    '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103',
  );
});

test('on the storage page the calculator keeps its inputs beside the read slot and block', async ({
  page,
  manifest,
}) => {
  await connectWithKey(page, manifest.base, scopedKey(manifest, 'links-storage'));
  await page.goto(`/address/${manifest.storage.address}/storage?slot=0x1`);
  const calculator = page.getByTestId('calculator-section');
  await calculator.getByRole('tab', { name: 'Struct member' }).click();
  await calculator.getByTestId('calc-slot').fill('4');
  await calculator.getByTestId('calc-member-slot').fill('2');
  await expect(calculator.getByTestId('calc-result')).toHaveAttribute('data-value', `0x${'6'.padStart(64, '0')}`);
  await calculator.getByTestId('calc-read').click();
  await expect(page).toHaveURL(/[?&]slot=0x6(&|$)/);
  await expect(page).toHaveURL(/[?&]member=2(&|$)/);
  await page.reload();
  await expect(page.getByTestId('position-input')).toHaveValue('0x6');
  await expect(calculator.getByTestId('calc-member-slot')).toHaveValue('2');
  await expect(calculator.getByRole('tab', { name: 'Struct member' })).toHaveAttribute('aria-selected', 'true');
});

test('a receipt link to a log (#log-1200) scrolls to it and marks it, after a reload and from its copied link', async ({
  page,
  context,
  manifest,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const key = scopedKey(manifest, 'links-log');
  await connectWithKey(page, manifest.base, key);
  const { manyLogs } = manifest.roles;
  const log = (p: Page, n: number) => p.locator(`[data-testid="log"][data-log-index="${n}"]`);

  await page.goto(`/tx/${manyLogs.hash}/receipt#log-1200`);
  await expect(log(page, 1200)).toBeInViewport();
  await expect(log(page, 1200)).toHaveAttribute('data-selected', 'true');
  await expect(page.locator('[data-testid="log"][data-selected="true"]')).toHaveCount(1);
  await page.reload();
  await expect(log(page, 1200)).toBeInViewport();
  await expect(log(page, 1200)).toHaveAttribute('aria-current', 'location');

  // the jump box writes its log into the address bar, so the jump is a link too
  await page.getByTestId('jump-input').fill('1500');
  await page.getByTestId('jump-input').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tx/${manyLogs.hash}/receipt#log-1500$`));
  await expect(log(page, 1500)).toHaveAttribute('data-selected', 'true');
  await expect(log(page, 1200)).toHaveCount(0);

  await page.getByRole('button', { name: 'Copy link to log 1500' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/tx/${manyLogs.hash}/receipt#log-1500$`));
  expect(link).not.toContain(key);
  // opened in this tab (a new tab has no connection: the link carries none, by design)
  await page.goto(`/tx/${manyLogs.hash}/receipt`);
  await expect(log(page, 0)).toBeVisible();
  await expect(page.locator('[data-testid="log"][data-selected="true"]')).toHaveCount(0);
  await page.goto(link);
  await expect(log(page, 1500)).toBeInViewport();
  await expect(log(page, 1500)).toHaveAttribute('data-selected', 'true');
  expect(consoleErrors).toEqual([]);
});
