/**
 * Why a transaction failed: on an endpoint that serves eth_call (a bare anvil through its full URL)
 * the page replays the call on the state before its block and names the revert data; on the
 * service's four methods it says so and names revert data the person pastes, sending nothing.
 */
import type { Page } from '@playwright/test';
import { expect, gatewayRequests, test, useDevnet } from './support/fixtures.ts';

async function connectWithUrl(page: Page, url: string): Promise<void> {
  await page.goto('/settings');
  await page.getByLabel('Full RPC URL').check();
  await page.getByLabel('RPC URL (http, https, ws or wss)').fill(url);
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByTestId('connection-badge')).toContainText('HTTP');
}

/** `Panic(uint256)` with code 0x11, as a checked `a + b` that overflows reverts. */
const PANIC_OVERFLOW = `0x4e487b71${'11'.padStart(64, '0')}`;

test('a bare anvil: the failed transaction’s replay names its reason, with what a replay is', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithUrl(page, manifest.nodeUrl);
  await page.goto(`/tx/${manifest.roles.reverted.hash}`);
  await expect(page.getByTestId('summary-outcome')).toHaveAttribute('data-status', 'failed');
  const reason = page.getByTestId('revert-reason');
  await expect(reason).toHaveAttribute('data-state', 'reason');
  await expect(reason.getByTestId('revert-reason-text')).toHaveAttribute('data-kind', 'message');
  await expect(reason.getByTestId('revert-message')).toHaveText('Reverter: this call always fails');
  await expect(reason).toContainText('the transactions before it in its own block are not applied');
  expect(consoleErrors).toEqual([]);
});

test('the four methods: the page says eth_call is not served and names pasted revert data, sending nothing', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.reverted.hash}`);
  const reason = page.getByTestId('revert-reason');
  await expect(reason).toHaveAttribute('data-state', 'not-served');
  await expect(reason).toContainText('which this endpoint does not serve');
  const before = await gatewayRequests(manifest);

  const box = reason.getByLabel('Revert data');
  await box.fill('0x123');
  await reason.getByRole('button', { name: 'Name it' }).click();
  await expect(page.getByTestId('revert-data-error')).toContainText('odd number of hex digits');

  await box.fill(PANIC_OVERFLOW);
  await reason.getByRole('button', { name: 'Name it' }).click();
  await expect(reason.getByTestId('revert-reason-text')).toHaveAttribute('data-kind', 'panic');
  await expect(reason.getByTestId('revert-reason-text')).toContainText('Panic 0x11: arithmetic overflow or underflow');
  expect(await gatewayRequests(manifest)).toBe(before);
  expect(consoleErrors).toEqual([]);
});
