/**
 * A cold link (a pasted URL, a fresh tab) asks for its data from index.html's boot script, before
 * the app's code has loaded, and the app takes that answer instead of asking again: one request
 * to the endpoint, the preset fetched once, the exchange shown in the request inspector as any
 * other, and nothing refused by the Content-Security-Policy (the fixture fails on a console error).
 */
import type { Page } from '@playwright/test';
import { connectWithKey, expect, gatewayRequestsFor, scopedKey, test, useDevnet } from './support/fixtures.ts';

/** The page's fetches since its navigation: how many went to the endpoint and to the preset. */
async function fetched(page: Page): Promise<{ endpoint: number; preset: number; tookBoot: number | undefined }> {
  // a stray second request would leave soon after the data shows
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const paths = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
    return {
      endpoint: paths.filter((p) => p.includes('/v3/')).length,
      preset: paths.filter((p) => p === '/devnet.json').length,
      // what the boot script sent and the app has not taken (undefined: the script never ran)
      tookBoot: (window as unknown as { __hexrayBoot?: unknown[] }).__hexrayBoot?.length,
    };
  });
}

test('a cold link with nothing saved: the preset and the transaction with its receipt are each fetched once', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const { hash } = manifest.roles.eip1559;
  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  // the receipt came in the same batch: the summary shows its outcome
  await expect(page.getByTestId('summary-outcome')).toHaveAttribute('data-status', 'success');
  expect(await fetched(page)).toEqual({ endpoint: 1, preset: 1, tookBoot: 0 });
  await page.getByTestId('request-count').click();
  await expect(page.getByTestId('exchange')).toHaveCount(2);
  expect(consoleErrors).toEqual([]);
});

test('a cold link with the user’s own key: the receipt is asked for once, and only with that key', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const key = scopedKey(manifest, 'cold-link');
  await connectWithKey(page, manifest.base, key, 'http');
  const before = await gatewayRequestsFor(manifest, key);
  const { hash } = manifest.roles.tokens.transfer;
  await page.goto(`/tx/${hash}/receipt`);
  await expect(page.getByTestId('receipt-status')).toBeVisible();
  const seen = await fetched(page);
  expect(seen.endpoint).toBe(1);
  expect(seen.tookBoot).toBe(0);
  // the gateway saw the key's receipt lookup (a CORS preflight may come with it), not two lookups
  expect(await gatewayRequestsFor(manifest, key)).toBeLessThanOrEqual(before + 2);
  expect(consoleErrors).toEqual([]);
});

test('a cold link to a block position with the devnet remembered: the position is asked for once', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  await page.goto(`/block/${manifest.block.hash}/tx/0`);
  await expect(page.getByTestId('tx-hash')).toBeVisible();
  // then, in one batch, the receipt (once the transaction names its hash) and the next position
  // (for the Next link): each lookup asked for once
  expect(await fetched(page)).toEqual({ endpoint: 2, preset: 1, tookBoot: 0 });
  await page.getByTestId('request-count').click();
  const exchanges = page.getByTestId('exchange');
  await expect(exchanges).toHaveCount(3);
  await expect(exchanges.filter({ hasText: 'eth_getTransactionByBlockHashAndIndex' })).toHaveCount(2);
  await expect(exchanges.filter({ hasText: 'eth_getTransactionReceipt' })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('over WebSocket the boot script sends nothing: the app opens its socket and shows the page', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'websocket');
  const { hash } = manifest.roles.legacy;
  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  expect((await fetched(page)).endpoint).toBe(0);
  expect(consoleErrors).toEqual([]);
});
