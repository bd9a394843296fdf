/**
 * Token amounts in the token's own units: where the endpoint serves eth_call (a bare anvil through
 * its full URL) a transfer reads "1,000 HXR" from the contract's decimals() and symbol(), on the
 * transaction page and the receipt page; an old bytes32 symbol reads too; a contract whose symbol()
 * reverts is no token (raw units); a hostile symbol is cleaned and bounded, and always beside its
 * contract's address; what the person sets wins; on the four methods amounts stay raw.
 */
import type { Page } from '@playwright/test';
import { connectWithUrl, expect, test, useDevnet } from './support/fixtures.ts';

/** `amount` (whole units of the smallest denomination) in `decimals`, grouped as the page groups it. */
function inUnits(amount: string, decimals: number): string {
  const padded = amount.padStart(decimals + 1, '0');
  const whole = padded.slice(0, padded.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

async function amountOn(page: Page, path: string) {
  await page.goto(path);
  const movement = page.getByTestId('token-movements').getByTestId('token-movement').first();
  await expect(movement).toBeVisible();
  return movement.getByTestId('token-amount');
}

test('a bare anvil: amounts in the contract’s decimals and symbol, on the transaction and the receipt', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithUrl(page, manifest.nodeUrl);
  const { standard, bytes32, revertingSymbol } = manifest.tokenContracts;

  for (const path of [`/tx/${standard.transfer.hash}`, `/tx/${standard.transfer.hash}/receipt`]) {
    const amount = await amountOn(page, path);
    await expect(amount).toHaveAttribute('data-source', 'chain');
    await expect(amount).toContainText(`${inUnits(standard.transfer.amount, standard.decimals)} ${standard.symbol}`);
    await expect(amount).toContainText('as the contract says');
  }

  const old = await amountOn(page, `/tx/${bytes32.transfer.hash}`);
  await expect(old.getByTestId('token-symbol')).toHaveText(bytes32.symbol!);

  // symbol() reverts: not taken for a token, the amount stays in raw units
  const raw = await amountOn(page, `/tx/${revertingSymbol.transfer.hash}`);
  await expect(raw).toContainText('raw units');
  expect(consoleErrors).toEqual([]);
});

test('a hostile symbol is cleaned, bounded and shown beside its contract; what the person sets wins', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithUrl(page, manifest.nodeUrl);
  const { hostileSymbol } = manifest.tokenContracts;
  const amount = await amountOn(page, `/tx/${hostileSymbol.transfer.hash}`);
  const symbol = await amount.getByTestId('token-symbol').innerText();
  expect(symbol).not.toMatch(/[\u202a-\u202e\u2066-\u2069\n]/);
  expect([...symbol].length).toBeLessThanOrEqual(32);
  expect(symbol.length).toBeGreaterThan(0);
  const movement = page.getByTestId('token-movement').first();
  await expect(movement.locator(`[data-value="${hostileSymbol.address.toLowerCase()}"]`)).toBeVisible();

  await movement.getByRole('button', { name: /set decimals/ }).click();
  await movement.getByLabel('Symbol', { exact: true }).fill('MINE');
  await movement.getByRole('button', { name: 'Save' }).click();
  await expect(amount).toHaveAttribute('data-source', 'user');
  await expect(amount.getByTestId('token-symbol')).toHaveText('MINE');
  expect(consoleErrors).toEqual([]);
});

test('the four methods: amounts stay in raw units, nothing is asked of the token', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/v3/')) calls.push(request.postData() ?? '');
  });
  const amount = await amountOn(page, `/tx/${manifest.tokenContracts.standard.transfer.hash}`);
  await expect(amount).toContainText('raw units');
  expect(calls.join('')).not.toContain('eth_call');
  expect(consoleErrors).toEqual([]);
});
