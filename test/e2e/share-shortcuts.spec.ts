/**
 * `c` copies the page's main value and says so in a polite live region; `?` opens an accessible
 * dialog listing every shortcut (Escape closes it, focus goes back). Nothing fires while typing in a
 * field or with a modifier held. The clipboard is Chromium's own (permissions granted).
 */
import type { Page } from '@playwright/test';
import { axeFindings } from './support/axe.ts';
import { expect, test, useDevnet } from './support/fixtures.ts';

// axe is injected as a script, which the app's CSP would refuse
test.use({ bypassCSP: true });

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useDevnet(page, 'http');
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const setClipboard = (page: Page, text: string) => page.evaluate((t) => navigator.clipboard.writeText(t), text);
/** Leaves every field: the keys go to the page. */
const leaveFields = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** Presses `c` with nothing focused but the page, and checks what was copied and said. */
async function pressCopy(page: Page, expected: string, said: string): Promise<void> {
  await setClipboard(page, 'before');
  await leaveFields(page);
  await page.keyboard.press('c');
  await expect.poll(() => clipboard(page)).toBe(expected);
  const region = page.getByTestId('copy-announcement');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toContainText(`Copied ${said}`);
}

test('c copies the transaction hash, the receipt’s hash, the storage word and the calculator’s slot', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const hash = manifest.roles.legacy.hash;
  await page.goto(`/tx/${hash}`);
  await page.reload();
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  await pressCopy(page, hash, 'the transaction hash');

  await page.goto(`/tx/${hash}/receipt`);
  await page.reload();
  await expect(page.getByTestId('receipt-tx-hash')).toHaveAttribute('data-value', hash);
  await pressCopy(page, hash, 'the receipt’s transaction hash');

  await page.goto(`/block/${manifest.block.hash}/tx/1`);
  await page.reload();
  await expect(page.getByTestId('current-index')).toHaveText('index 1');
  const atIndex1 = await page.getByTestId('tx-hash').getAttribute('data-value');
  expect(atIndex1).toMatch(/^0x[0-9a-f]{64}$/);
  await pressCopy(page, atIndex1!, 'the transaction hash');

  const variable = manifest.storage.variables.find((v) => v.word !== undefined && v.entries === undefined);
  if (!variable?.word) throw new Error('the manifest has no plain storage variable with its word');
  await page.goto(`/address/${manifest.storage.address}/storage?slot=${variable.slot}&block=${manifest.headAtSeed}`);
  await page.reload();
  await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', variable.word);
  await pressCopy(page, variable.word, 'the storage word');

  await page.goto('/slots?calc=mapping&p=5&key=uint256:7');
  await page.reload();
  const slot = await page.getByTestId('calc-result').getAttribute('data-value');
  expect(slot).toMatch(/^0x[0-9a-f]{64}$/);
  await pressCopy(page, slot!, 'the slot');
  expect(consoleErrors).toEqual([]);
});

test('c does nothing while typing in a field or with a modifier held', async ({ page, manifest }) => {
  const hash = manifest.roles.legacy.hash;
  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  await setClipboard(page, 'untouched');
  await page.getByRole('searchbox').click();
  await page.keyboard.press('c');
  await expect(page.getByRole('searchbox')).toHaveValue('c');
  await leaveFields(page);
  for (const chord of ['Control+c', 'Alt+c', 'Meta+c']) await page.keyboard.press(chord);
  // a real press of c afterwards does copy: the presses above were heard, and ignored
  expect(await clipboard(page)).toBe('untouched');
  await expect(page.getByTestId('copy-announcement')).toHaveText('');
  await expect(page.getByRole('searchbox')).not.toBeFocused();
  await page.keyboard.press('c');
  await expect.poll(() => clipboard(page)).toBe(hash);
});

test('? lists every shortcut in a modal dialog; Escape closes it and focus returns', async ({ page, manifest }) => {
  await page.goto(`/tx/${manifest.roles.legacy.hash}/receipt`);
  await page.reload();
  await expect(page.getByTestId('receipt-status')).toHaveAttribute('data-status', 'success');
  // typed into a field, ? is just a character
  await page.getByRole('searchbox').fill('');
  await page.getByRole('searchbox').press('Shift+?');
  await expect(page.getByRole('searchbox')).toHaveValue('?');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const settings = page.getByRole('link', { name: 'Settings' });
  await settings.focus();
  await page.keyboard.press('Shift+?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  for (const key of ['/', '?', 'c', '←', '→', 'j', 'k', 'Esc'])
    await expect(dialog.locator('kbd', { hasText: new RegExp(`^${key.replace(/[?/]/g, '\\$&')}$`) })).toHaveCount(1);
  await expect(dialog).toContainText('Copy the page’s main value');
  expect(await axeFindings(page), 'axe finds nothing with the dialog open').toEqual([]);
  // focus is inside the dialog, and a shortcut key there does nothing else
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('j');
  await expect(page).not.toHaveURL(/#log-/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(settings).toBeFocused();

  // the Close button closes it too
  await page.keyboard.press('Shift+?');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(settings).toBeFocused();
});
