/**
 * The core journeys with the keyboard alone — no click, no fill — asserting where focus lands after
 * every navigation: on the new page's heading, so a screen reader says where the user is and the
 * next Tab starts at the top of the content, never lost on <body> or left in the search box.
 */
import type { Locator, Page } from '@playwright/test';
import type { DevnetManifest, StorageVariable } from '../devnet/manifest.ts';
import { expect, test, useDevnet } from './support/fixtures.ts';

/**
 * Presses Tab until `target` has focus; how many presses it took (fails past `limit`: a trap or too
 * far). The transaction page's summary, verification mark and copy buttons come before its input
 * data: about 45 stops on the token transfer.
 */
async function tabTo(page: Page, target: Locator, limit = 60, key = 'Tab'): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return presses;
  }
  throw new Error(`${target.toString()} not reached in ${limit} presses of ${key}`);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

function variable(manifest: DevnetManifest, name: string): StorageVariable {
  const found = manifest.storage.variables.find((v) => v.label.endsWith(` ${name}`));
  if (!found) throw new Error(`the manifest has no storage variable ${name}`);
  return found;
}

test.describe('keyboard only', () => {
  test.beforeEach(async ({ page }) => {
    await useDevnet(page, 'http');
  });

  test('the first Tab offers "Skip to content", which lands past the header', async ({ page, consoleErrors }) => {
    await page.goto('/');
    // a person presses Tab once the page is there
    await expect(heading(page, 'Hexray')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page).toHaveURL('/');
    // the next stop is the page's first control, not the search box or the header links
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('paste a hash: "/" focuses the search, Enter opens the transaction and focus is on its heading', async ({
    page,
    manifest,
  }) => {
    const { transfer } = manifest.roles.tokens;
    await page.goto('/');
    await expect(page).toHaveTitle('Hexray');
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.insertText(transfer.hash);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/tx/${transfer.hash}`);
    await expect(heading(page, 'Transaction')).toBeFocused();
    await expect(page).toHaveTitle(/^Transaction 0x.*· Hexray$/);
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', transfer.hash);

    // the input data's views are one tab group: one stop, arrows switch and show the panel
    const decoded = page.getByRole('tab', { name: 'Decoded' });
    await tabTo(page, decoded);
    await expect(decoded).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    const raw = page.getByRole('tab', { name: 'Raw' });
    await expect(raw).toBeFocused();
    await expect(raw).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('selector  a9059cbb');
    // Tab leaves the group (no stop on the other tabs) and goes into the panel
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
  });

  test("browse a receipt's logs: from the transaction to the receipt, through a log's views, and past the logs", async ({
    page,
    manifest,
  }) => {
    const { transfer } = manifest.roles.tokens;
    await page.goto(`/tx/${transfer.hash}`);
    await expect(page.getByTestId('tx-hash')).toBeVisible();
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByTestId('receipt-link'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/tx/${transfer.hash}/receipt`);
    await expect(heading(page, 'Transaction receipt')).toBeFocused();
    await expect(page).toHaveTitle(/^Transaction receipt 0x.*· Hexray$/);

    // the log's own views: Decoded (the Transfer) → Topics & data by arrow
    const log = page.getByTestId('log').first();
    const decodedTab = log.getByRole('tab', { name: 'Decoded' });
    await tabTo(page, decodedTab);
    await expect(log.getByTestId('log-event')).toContainText('Transfer');
    await page.keyboard.press('ArrowRight');
    await expect(log.getByRole('tab', { name: 'Topics & data' })).toBeFocused();
    await expect(log.getByTestId('topic')).toHaveCount(3);

    // the first topic (the event's hash) cannot be an address: the arrow still reaches that tab,
    // which is not selected, and its reason is shown while it has focus
    const topic0 = log.getByTestId('topic').nth(0);
    await tabTo(page, topic0.getByRole('tab', { name: 'Hex' }), 5);
    await page.keyboard.press('ArrowRight');
    const address0 = topic0.getByRole('tab', { name: 'Address' });
    await expect(address0).toBeFocused();
    await expect(address0).toHaveAttribute('aria-selected', 'false');
    await expect(topic0.getByText('The first 12 bytes are not zero: not an address')).toBeVisible();
    // the second topic (from) reads as an address by arrow
    const topic1 = log.getByTestId('topic').nth(1);
    await tabTo(page, topic1.getByRole('tab', { name: 'Hex' }), 5);
    await page.keyboard.press('ArrowRight');
    await expect(topic1.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
    await expect(topic1).toHaveAttribute('data-topic-mode', 'address');
  });

  test('on the 2,000-log receipt, "Skip past logs" brings the logs bloom one Tab away', async ({ page, manifest }) => {
    await page.goto(`/tx/${manifest.roles.manyLogs.hash}/receipt`);
    await expect(page.getByTestId('log').first()).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip past logs' });
    await tabTo(page, skip, 60);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#after-logs')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('[data-testid=logs-bloom]')!.contains(document.activeElement)),
    ).toBe(true);
  });

  test('find and read a mapping slot: search the contract, work the slot out in the calculator, read it', async ({
    page,
    manifest,
  }) => {
    const balances = variable(manifest, 'balances');
    const entry = balances.entries![0]!;
    await page.goto('/');
    await expect(page).toHaveTitle('Hexray');
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.insertText(manifest.storage.address);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/address/${manifest.storage.address}/storage`);
    await expect(heading(page, 'Storage')).toBeFocused();
    await expect(page).toHaveTitle(/^Storage 0x.*· Hexray$/);

    const calc = page.getByTestId('calculator-section');
    const mapping = calc.getByRole('tab', { name: 'Mapping' });
    await tabTo(page, mapping, 60);
    await expect(mapping).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, calc.getByTestId('calc-slot'), 3);
    await page.keyboard.insertText(balances.slot);
    await tabTo(page, calc.getByTestId('calc-key-type'), 3);
    await page.keyboard.insertText('address');
    await tabTo(page, calc.getByTestId('calc-key-value'), 3);
    await page.keyboard.insertText(entry.keys[0]!);
    await expect(calc.getByTestId('calc-result')).toHaveAttribute('data-value', entry.slot);
    await tabTo(page, calc.getByTestId('calc-read'), 20);
    await page.keyboard.press('Enter');

    // the read happens at the top of the page; focus goes there with it
    await expect(page).toHaveURL(new RegExp(`\\?slot=`));
    await expect(page.getByRole('heading', { level: 2, name: 'Read a slot' })).toBeFocused();
    await expect(page.getByTestId('current-slot')).toHaveAttribute('data-value', entry.slot);
    await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', entry.word!);
  });

  test('Previous / Next in a block keep focus on the control and announce the new position', async ({
    page,
    manifest,
  }) => {
    await page.goto(`/block/${manifest.block.hash}/tx/0`);
    await expect(page.getByTestId('tx-hash')).toBeVisible();
    const next = page.getByTestId('next-tx');
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/block/${manifest.block.hash}/tx/1`);
    await expect(page.getByTestId('current-index')).toContainText('1');
    await expect(next).toBeFocused();
    await expect(page.getByTestId('route-announcement')).toHaveText(/^Transaction 1 in block 0x.*· Hexray$/);
  });

  test('the theme switch is one stop; arrows choose', async ({ page }) => {
    await page.goto('/');
    const system = page.getByRole('radio', { name: 'System theme' });
    await tabTo(page, system);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Dark theme' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('radio');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Light theme' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});
