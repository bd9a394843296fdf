/**
 * Token units beyond the token movements: the decoded input of a token call and the decoded
 * Transfer / Approval logs read "1,000 HXR" where the endpoint serves eth_call (the gateway's full
 * mode), with the raw integer one click away; on the four methods they stay raw, and decimals and
 * a symbol the person types apply to every place the token's amounts appear.
 */
import type { Locator, Page } from '@playwright/test';
import { connectWithUrl, expect, test, useDevnet } from './support/fixtures.ts';

/** The decoded argument named `name` in `scope`. */
function argument(scope: Locator, name: string): Locator {
  return scope
    .getByTestId('decoded-params')
    .locator('tbody tr')
    .filter({ has: scope.page().locator('td:first-child', { hasText: new RegExp(`^${name}$`) }) })
    .getByTestId('token-amount-argument');
}

async function transferInput(page: Page, hash: string): Promise<Locator> {
  await page.goto(`/tx/${hash}`);
  const input = page.getByTestId('input-data');
  await expect(input.getByTestId('selector')).toContainText('transfer(address,uint256)');
  return argument(input, 'value');
}

test('the full-mode gateway: a transfer’s decoded input and its receipt’s Transfer log read in the token’s units', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithUrl(page, `${manifest.base}/v3/${manifest.fullKey}`);
  const { standard } = manifest.tokenContracts;
  // DemoToken.transfer(a1, 1000 HXR)
  expect(standard.transfer.amount).toBe(`1000${'0'.repeat(18)}`);

  const amount = await transferInput(page, standard.transfer.hash);
  await expect(amount.getByTestId('token-amount')).toHaveAttribute('data-source', 'chain');
  await expect(amount.getByTestId('token-amount')).toContainText(`1,000 ${standard.symbol}`);
  await expect(amount.getByTestId('token-amount')).toContainText('as the contract says');
  // always beside the contract that said it
  await expect(amount.locator(`[data-value="${standard.address.toLowerCase()}"]`)).toBeVisible();
  // the raw integer, as an Etherscan user checks it
  await amount.getByRole('button', { name: 'raw' }).click();
  await expect(amount.getByTestId('token-amount-raw')).toHaveText('1,000,000,000,000,000,000,000');
  await amount.getByRole('button', { name: 'raw' }).click();
  await expect(amount.getByTestId('token-amount')).toContainText(`1,000 ${standard.symbol}`);

  await page.goto(`/tx/${standard.transfer.hash}/receipt`);
  const log = page.getByTestId('log').first();
  await expect(log.getByTestId('log-signature')).toHaveText('Transfer(address,address,uint256)');
  const value = argument(log, 'value');
  await expect(value.getByTestId('token-amount')).toContainText(`1,000 ${standard.symbol}`);
  await expect(value.getByTestId('token-amount')).toHaveAttribute('data-raw', standard.transfer.amount);

  // an approval's input and its Approval log: 500 HXR
  await page.goto(`/tx/${manifest.roles.tokens.approval.hash}`);
  const input = page.getByTestId('input-data');
  await expect(input.getByTestId('selector')).toContainText('approve(address,uint256)');
  await expect(argument(input, 'value').getByTestId('token-amount')).toContainText(`500 ${standard.symbol}`);
  await page.goto(`/tx/${manifest.roles.tokens.approval.hash}/receipt`);
  await expect(argument(page.getByTestId('log').first(), 'value').getByTestId('token-amount')).toContainText(
    `500 ${standard.symbol}`,
  );
  expect(consoleErrors).toEqual([]);
});

test('the four methods: the decoded amount stays raw and says so; typed decimals and symbol read everywhere', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/v3/')) calls.push(request.postData() ?? '');
  });
  const { standard } = manifest.tokenContracts;
  const amount = await transferInput(page, standard.transfer.hash);
  await expect(amount.getByTestId('token-amount-raw')).toHaveText('1,000,000,000,000,000,000,000');
  await expect(amount).toContainText('raw units');

  // what the person can do: say the token's decimals and symbol, here or in the token movements
  await amount.getByRole('button', { name: 'set decimals / symbol' }).click();
  await amount.getByLabel('Symbol', { exact: true }).fill('HXR');
  await amount.getByLabel('Decimals', { exact: true }).fill('18');
  await amount.getByRole('button', { name: 'Save' }).click();
  await expect(amount.getByTestId('token-amount')).toHaveText('1,000 HXR');
  await expect(amount.getByTestId('token-amount')).toHaveAttribute('data-source', 'user');
  await expect(page.getByTestId('token-movement').getByTestId('token-amount')).toHaveText('1,000 HXR');

  await page.getByTestId('summary-receipt-link').click();
  const value = argument(page.getByTestId('log').first(), 'value');
  await expect(value.getByTestId('token-amount')).toHaveText('1,000 HXR');
  expect(calls.join('')).not.toContain('eth_call');
  expect(consoleErrors).toEqual([]);
});
