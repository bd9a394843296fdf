/**
 * The endpoints that serve more than the four methods, as a browser page meets them: the bare
 * anvil by its URL (cross-origin from the explorer's page: anvil answers the preflight) and the
 * gateway's full-mode key. Each opens a seeded failed transaction and a token transfer.
 */
import { test, expect, connectWithKey, connectWithUrl } from './support/fixtures.ts';

test('the bare anvil, connected by its URL, serves the seeded failure and token transfer', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithUrl(page, manifest.nodeUrl);
  await page.goto(`/tx/${manifest.failedCalls.customError.hash}`);
  await expect(page.getByTestId('tx-receipt-status')).toHaveAttribute('data-status', 'failed');
  await page.goto(`/tx/${manifest.tokenContracts.bytes32.transfer.hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute(
    'data-value',
    manifest.tokenContracts.bytes32.transfer.hash,
  );
  await expect(page.getByTestId('tx-receipt-status')).toHaveAttribute('data-status', 'success');
  expect(consoleErrors).toEqual([]);
});

test('the gateway’s full-mode key serves them as the demo key does', async ({ page, manifest, consoleErrors }) => {
  await connectWithKey(page, manifest.base, manifest.fullKey);
  await page.goto(`/tx/${manifest.failedCalls.panic.hash}`);
  await expect(page.getByTestId('tx-receipt-status')).toHaveAttribute('data-status', 'failed');
  await page.goto(`/tx/${manifest.tokenContracts.hostileSymbol.transfer.hash}`);
  await expect(page.getByTestId('tx-receipt-status')).toHaveAttribute('data-status', 'success');
  expect(consoleErrors).toEqual([]);
});
