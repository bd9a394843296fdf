/**
 * Keyboard: ← / → walk a block's transactions, j / k step through a receipt's logs (each step a
 * link, #log-N, marked); nothing fires while typing in a field.
 */
import { expect, test, useDevnet } from './support/fixtures.ts';

test.beforeEach(async ({ page }) => {
  await useDevnet(page, 'http');
});

test('← and → walk the block; typing in the search box does not', async ({ page, manifest }) => {
  expect(manifest.block.transactionCount).toBeGreaterThanOrEqual(3);
  await page.goto(`/block/${manifest.block.hash}/tx/1`);
  await expect(page.getByTestId('current-index')).toHaveText('index 1');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(`/block/${manifest.block.hash}/tx/2`);
  await expect(page.getByTestId('current-index')).toHaveText('index 2');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(`/block/${manifest.block.hash}/tx/0`);
  // at the first transaction there is nothing before it
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(`/block/${manifest.block.hash}/tx/0`);

  await page.getByRole('searchbox').fill('0xab');
  await page.getByRole('searchbox').press('ArrowRight');
  await expect(page.getByTestId('current-index')).toHaveText('index 0');
  await expect(page).toHaveURL(`/block/${manifest.block.hash}/tx/0`);
});

test('j and k step through the logs, each step a link that marks its log; typing j in a filter does not', async ({
  page,
  manifest,
}) => {
  const { manyLogs } = manifest.roles;
  const log = (n: number) => page.locator(`[data-testid="log"][data-log-index="${n}"]`);
  await page.goto(`/tx/${manyLogs.hash}/receipt#log-1000`);
  await expect(log(1000)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`#log-1001$`));
  await expect(log(1001)).toHaveAttribute('data-selected', 'true');
  await expect(log(1001)).toBeInViewport();
  await page.keyboard.press('k');
  await page.keyboard.press('k');
  await expect(page).toHaveURL(new RegExp(`#log-999$`));
  await expect(log(999)).toHaveAttribute('data-selected', 'true');

  await page.getByTestId('filter-address').click();
  await page.keyboard.press('j');
  await expect(page.getByTestId('filter-address')).toHaveValue('j');
  await expect(page).toHaveURL(new RegExp(`#log-999$`));
});
