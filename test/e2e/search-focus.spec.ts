/**
 * After a search from the header, a screen reader must hear the new page: focus moves to its
 * heading once the page is there, wherever the search started, and whether the person typed or
 * pasted. A person who has started typing in the box again keeps the box.
 */
import type { Page } from '@playwright/test';
import { expect, test, useDevnet } from './support/fixtures.ts';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function searchWithMouse(page: Page, text: string) {
  const box = page.getByRole('searchbox');
  await box.click();
  await box.pressSequentially(text, { delay: 0 });
  await box.press('Enter');
}

test.beforeEach(async ({ page }) => {
  await useDevnet(page, 'http');
});

test('from the home page: focus lands on the transaction page heading', async ({ page, manifest }) => {
  const { transfer } = manifest.roles.tokens;
  await searchWithMouse(page, transfer.hash);
  await expect(page).toHaveURL(`/tx/${transfer.hash}`);
  await expect(heading(page, 'Transaction')).toBeFocused();
});

test('from one transaction page to another: focus lands on the new page heading', async ({ page, manifest }) => {
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}`);
  await expect(page.getByTestId('tx-hash')).toBeVisible();
  await searchWithMouse(page, manifest.roles.legacy.hash);
  await expect(page).toHaveURL(`/tx/${manifest.roles.legacy.hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.legacy.hash);
  await expect(heading(page, 'Transaction')).toBeFocused();
});

test('from a receipt page to a search of an address: focus lands on the Address heading', async ({
  page,
  manifest,
}) => {
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}/receipt`);
  await expect(heading(page, 'Transaction receipt')).toBeVisible();
  await searchWithMouse(page, manifest.storage.address);
  await expect(page).toHaveURL(`/address/${manifest.storage.address}`);
  await expect(heading(page, 'Address')).toBeFocused();
});

test('typing a new search while the last one is starting keeps the search box and what was typed', async ({
  page,
  manifest,
}) => {
  // The search's parser is a chunk of its own: held here, the search cannot finish before the person
  // has typed again, whatever the machine's speed (it is fetched when the box gets focus, and the
  // submit awaits it). Routing also keeps the chunk out of the HTTP cache of the page before.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search-query*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/tx/${manifest.roles.legacy.hash}`);
  await expect(page.getByTestId('tx-hash')).toBeVisible();
  const box = page.getByRole('searchbox');
  await box.click();
  await box.fill(manifest.roles.tokens.transfer.hash);
  await box.press('Enter');
  await box.press('ControlOrMeta+a');
  await box.pressSequentially('0xab');
  release();
  await expect(page).toHaveURL(`/tx/${manifest.roles.tokens.transfer.hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.tokens.transfer.hash);
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('0xab');
});

test('a search for the page already open (the same address) still moves focus to the heading', async ({
  page,
  manifest,
}) => {
  await page.goto(`/address/${manifest.storage.address}`);
  await expect(heading(page, 'Address')).toBeVisible();
  await searchWithMouse(page, manifest.storage.address);
  await expect(page).toHaveURL(`/address/${manifest.storage.address}`);
  await expect(heading(page, 'Address')).toBeFocused();
});
