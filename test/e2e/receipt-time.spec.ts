/**
 * The receipt page says when its block was made, as the transaction page does: the UTC date and
 * how long ago, read from the node's `blockTimestamp` (anvil sends it on the receipt as a JSON
 * number, on its logs as hex).
 */
import { test, expect, useDevnet, screenshotAllModes } from './support/fixtures.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';

async function nodeReceipt(manifest: DevnetManifest, hash: string): Promise<Record<string, unknown>> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }),
  });
  return ((await response.json()) as { result: Record<string, unknown> }).result;
}

const utc = (seconds: number) => `${new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19)} UTC`;

test.beforeEach(async ({ page }) => {
  await useDevnet(page, 'http');
});

for (const role of ['eip1559', 'reverted'] as const) {
  test(`${role}: the receipt's time in UTC and relative, the same as on its transaction page`, async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const { hash } = manifest.roles[role];
    const node = await nodeReceipt(manifest, hash);
    const seconds = Number(node.blockTimestamp);
    expect(Number.isSafeInteger(seconds), 'the node sends blockTimestamp on the receipt').toBe(true);

    await page.goto(`/tx/${hash}/receipt`);
    const time = page.getByTestId('receipt-time');
    await expect(time).toHaveAttribute('data-seconds', String(seconds));
    await expect(time).toContainText(utc(seconds));
    await expect(time).toContainText(/\((just now|in \d+ \w+|\d+ \w+ ago)\)/);
    // shown by name, not again as a bare number under "Other fields"
    await expect(page.getByTestId('extra-fields').getByText('blockTimestamp')).toHaveCount(0);

    await page.goto(`/tx/${hash}`);
    await expect(page.getByTestId('summary-time')).toHaveAttribute('data-seconds', String(seconds));
    expect(consoleErrors).toEqual([]);
  });
}

test('screenshots of the receipt with its time', async ({ page, manifest }) => {
  await page.goto(`/tx/${manifest.roles.eip1559.hash}/receipt`);
  await expect(page.getByTestId('receipt-time')).toBeVisible();
  await screenshotAllModes(page, 'receipt-time', { fullPage: false });
});
