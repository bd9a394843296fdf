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

/** A topic word holding the number `n`, as the indexed `uint256 index` of a Tick log. */
const numberTopic = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

test('the logs filter and the marked log survive a reload and the copied link; typing adds no history entry', async ({
  page,
  context,
  manifest,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const key = scopedKey(manifest, 'links-log-filter');
  await connectWithKey(page, manifest.base, key);
  const { manyLogs } = manifest.roles;
  const log = (p: Page, n: number) => p.locator(`[data-testid="log"][data-log-index="${n}"]`);
  await page.goto(`/tx/${manyLogs.hash}/receipt`);
  await expect(page.getByTestId('log-count')).toHaveText('2,000 logs');
  const emitter = await log(page, 0).getByTestId('log-address').getAttribute('data-value');
  const historyBefore = await page.evaluate(() => history.length);

  // every index from 0x700 (1792) to the last, 1999, from the one emitter
  const topicPrefix = numberTopic(0x700).slice(0, 64);
  await page.getByTestId('filter-topic').pressSequentially(topicPrefix);
  await page.getByTestId('filter-address').fill(emitter!.slice(0, 8));
  await expect(page.getByTestId('filter-count')).toHaveText('208 of 2,000 logs');
  await page.getByTestId('jump-input').fill('1800');
  await page.getByTestId('jump-input').press('Enter');
  await expect(log(page, 1800)).toHaveAttribute('data-selected', 'true');
  const url = new URL(page.url());
  expect(url.searchParams.get('topic')).toBe(topicPrefix);
  expect(url.searchParams.get('address')).toBe(emitter!.slice(0, 8));
  expect(url.hash).toBe('#log-1800');
  // each keystroke replaced the entry: Back still leaves the receipt for the page before it
  expect(await page.evaluate(() => history.length)).toBe(historyBefore);

  await page.reload();
  await expect(page.getByTestId('filter-topic')).toHaveValue(topicPrefix);
  await expect(page.getByTestId('filter-address')).toHaveValue(emitter!.slice(0, 8));
  await expect(page.getByTestId('filter-count')).toHaveText('208 of 2,000 logs');
  await expect(log(page, 1800)).toBeInViewport();
  await expect(log(page, 1800)).toHaveAttribute('data-selected', 'true');
  await expect(log(page, 0)).toHaveCount(0);
  await expect(log(page, 1791)).toHaveCount(0);

  await page.getByRole('button', { name: 'Copy link to log 1800' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).not.toContain(key);
  expect(new URL(link).searchParams.get('topic')).toBe(topicPrefix);
  await page.getByRole('button', { name: 'Copy link to these logs' }).click();
  const viewLink = await page.evaluate(() => navigator.clipboard.readText());
  expect(viewLink).not.toContain(key);
  expect(viewLink).not.toContain('#');

  // opened in this tab (a new tab has no connection: the link carries none, by design)
  await page.goto(`/tx/${manyLogs.hash}/receipt`);
  await expect(page.getByTestId('filter-count')).toHaveText('2,000 logs');
  await page.goto(link);
  await expect(page.getByTestId('filter-count')).toHaveText('208 of 2,000 logs');
  await expect(log(page, 1800)).toBeInViewport();
  await expect(log(page, 1800)).toHaveAttribute('data-selected', 'true');
  await page.goto(viewLink);
  await expect(page.getByTestId('filter-count')).toHaveText('208 of 2,000 logs');
  await expect(log(page, 1792)).toBeVisible();
  await expect(page.locator('[data-testid="log"][data-selected="true"]')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a link with a bad logs filter says what is wrong and shows every log, not an empty list', async ({
  page,
  manifest,
}) => {
  await connectWithKey(page, manifest.base, scopedKey(manifest, 'links-log-filter-bad'));
  const { manyLogs } = manifest.roles;
  await page.goto(`/tx/${manyLogs.hash}/receipt?topic=0xnope&event=NoSuchEvent`);
  await expect(page.getByTestId('filter-error')).toHaveText(
    'The topic filter takes hex digits (0-9, a-f), optionally after 0x',
  );
  await expect(page.getByTestId('filter-topic')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('filter-event-error')).toContainText('No log here decodes as a “NoSuchEvent” event');
  await expect(page.getByTestId('filter-count')).toHaveText('2,000 logs');
  await expect(page.locator('[data-testid="log"][data-log-index="0"]')).toBeVisible();
  await expect(page.getByTestId('no-matching-logs')).toHaveCount(0);

  // mending the filter in place keeps the link in step
  await page.getByTestId('filter-topic').fill(numberTopic(7));
  await expect(page.getByTestId('filter-count')).toHaveText('1 of 2,000 logs');
  await expect(page).toHaveURL(new RegExp(`[?&]topic=${numberTopic(7)}(&|$)`));
});
