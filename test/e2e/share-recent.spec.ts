/**
 * Recent lookups: the transactions, addresses and slots opened on this network, kept on this
 * device, listed on the home page, cleared in one click, and off when the browser blocks storage.
 */
import { expect, test, useDevnet } from './support/fixtures.ts';
import { getAddress } from 'viem';

test('lookups are listed newest first on the home page, survive a reload, never hold the key, and clear in one click', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  await expect(page.getByTestId('recent-lookups')).toContainText('None yet');
  const hash = manifest.roles.legacy.hash;
  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  await page.goto(`/address/${manifest.storage.address}/storage?slot=0x2`);
  await expect(page.getByTestId('word-hex')).toBeVisible();

  await page.goto('/');
  await page.reload();
  const items = page.getByTestId('recent-lookup');
  await expect(items).toHaveText([
    // addresses checksummed, as everywhere on screen (address-case.spec.ts)
    `${getAddress(manifest.storage.address)} · slot 0x2 @ latest`,
    getAddress(manifest.storage.address),
    hash,
  ]);
  const stored = await page.evaluate(() => localStorage.getItem('hexray.recent-lookups') ?? '');
  expect(stored).toContain(hash);
  for (const key of manifest.keys ?? []) expect(stored).not.toContain(key);

  await items.nth(2).click();
  await expect(page).toHaveURL(`/tx/${hash}`);
  await page.goto('/');
  await page.getByRole('button', { name: 'Clear recent lookups' }).click();
  await expect(items).toHaveCount(0);
  await expect(page.getByTestId('recent-lookups')).toContainText('None yet');
  await page.reload();
  await expect(page.getByTestId('recent-lookups')).toContainText('None yet');
  expect(consoleErrors).toEqual([]);
});

test('with site storage blocked, recent lookups are off and say so', async ({ page, manifest }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    }
  });
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.legacy.hash}`);
  await expect(page.getByTestId('tx-hash')).toBeVisible();
  await page.getByRole('link', { name: '0xhexray' }).click();
  await expect(page.getByTestId('recent-lookups')).toContainText('Off: this browser blocks site storage');
  await expect(page.getByTestId('recent-lookup')).toHaveCount(0);
});

test('the search box suggests recent lookups that match; arrow keys pick one and Enter opens it', async ({
  page,
  manifest,
}) => {
  await useDevnet(page, 'http');
  const legacy = manifest.roles.legacy.hash;
  const transfer = manifest.roles.tokens.transfer.hash;
  for (const hash of [legacy, transfer]) {
    await page.goto(`/tx/${hash}`);
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  }
  await page.goto('/');
  const box = page.getByRole('searchbox');
  await box.focus();
  const suggestions = page.getByTestId('search-suggestion');
  await expect(suggestions).toHaveText([transfer, legacy]);

  // typing filters: only the legacy transaction's hash holds these characters
  await box.fill(legacy.slice(2, 14));
  await expect(suggestions).toHaveText([legacy]);
  await box.fill('');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(suggestions.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', 'search-suggestion-1');
  await box.press('ArrowUp');
  await expect(suggestions.nth(0)).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(`/tx/${transfer}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', transfer);
});
