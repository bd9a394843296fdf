/**
 * Input data that is printable UTF-8 (a note sent with a transfer) opens on the UTF-8 view; a call
 * the built-in table decodes still opens Decoded, and binary data Raw.
 */
import { expect, test, useDevnet, screenshotAllModes } from './support/fixtures.ts';

test.beforeEach(async ({ page }) => {
  await useDevnet(page, 'http');
});

test('"hexray!" opens on UTF-8 and says it looks like text', async ({ page, manifest }) => {
  await page.goto(`/tx/${manifest.roles.eip1559.hash}`);
  await expect(page.getByRole('tab', { name: 'UTF-8' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('input-utf8')).toHaveText('hexray!');
  await expect(page.getByTestId('input-data')).toContainText('looks like text');
  // its first four bytes are text, not a function selector
  await expect(page.getByTestId('selector')).toHaveCount(0);
  await screenshotAllModes(page, 'input-looks-like-text', {
    fullPage: false,
    beforeEach: () => page.getByTestId('input-data').scrollIntoViewIfNeeded(),
  });
  await page.getByRole('tab', { name: 'Raw' }).click();
  await expect(page.getByTestId('input-raw')).toContainText('68657872617921');
});

test('a decoded call still opens on Decoded', async ({ page, manifest }) => {
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}`);
  await expect(page.getByRole('tab', { name: 'Decoded' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('input-data')).not.toContainText('looks like text');
});
