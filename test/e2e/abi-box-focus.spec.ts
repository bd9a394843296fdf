/**
 * "Decode with ABI…" opens its box where the person can see it: the box is brought into view and
 * its text area takes focus, on the receipt page and for a transaction's input, wide and narrow.
 */
import { expect, test, useDevnet } from './support/fixtures.ts';

for (const [label, width, height] of [
  ['desktop', 1280, 900],
  ['phone', 390, 844],
] as const) {
  test.describe(label, () => {
    test.beforeEach(async ({ page }) => {
      await useDevnet(page, 'http');
      await page.setViewportSize({ width, height });
    });

    test('receipt: the opened box is in view with focus in its text area', async ({ page, manifest }) => {
      await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}/receipt`);
      await expect(page.getByTestId('log').first()).toBeVisible();
      await page.getByTestId('abi-toggle').click();
      const box = page.getByTestId('abi-panel').getByTestId('abi-json');
      await expect(box).toBeFocused();
      await expect(box).toBeInViewport();
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({ path: `artifacts/screenshots/abi-box-open-${scheme}-${label}.png` });
      }
      await page.emulateMedia({ colorScheme: 'light' });
      // closing it puts focus back on the toggle, not on <body>
      await page.getByTestId('abi-toggle').click();
      await expect(page.getByTestId('abi-toggle')).toBeFocused();
    });

    test('transaction input: "decode with an ABI" opens in view with focus in its text area', async ({
      page,
      manifest,
    }) => {
      await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}`);
      await page.getByTestId('call-abi-toggle').click();
      const box = page.getByTestId('input-data').getByTestId('abi-json');
      await expect(box).toBeFocused();
      await expect(box).toBeInViewport();
    });
  });
}
