/**
 * Smoke tests against the dev server (`npm start`: Vite dev, React StrictMode). StrictMode mounts,
 * unmounts and mounts again on purpose; a client closed in that unmount once made every lookup
 * after a reload say "client is closed". The production-build suite cannot see such bugs.
 */
import type { Page } from '@playwright/test';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { expect, test } from './support/fixtures.ts';
import { lineBreaks } from '../e2e/support/line-breaks.ts';

async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
}

async function connectWithKey(
  page: Page,
  manifest: DevnetManifest,
  remember: boolean,
  apiKey = manifest.apiKey,
  transport: 'HTTPS' | 'WebSocket' = 'HTTPS',
) {
  await page.goto('/settings');
  await page.getByLabel('Provider base URL + API key').check();
  await page.getByLabel('Base URL', { exact: true }).fill(manifest.base);
  await page.getByLabel('API key', { exact: true }).fill(apiKey);
  await page.getByLabel(transport).check();
  if (remember) await page.getByLabel(/Remember the key/).check();
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByTestId('connection-badge')).toContainText(transport === 'HTTPS' ? 'HTTP' : 'WS');
}

test('home: the devnet examples and the connection', async ({ page, manifest, consoleErrors }) => {
  await page.goto('/');
  await expect(page.getByTestId('devnet-examples')).toBeVisible();
  await expect(page.getByTestId('home-endpoint')).toContainText(manifest.base.replace('http://', ''));
  await page.getByTestId('run-transport-check').click();
  await expect(page.getByTestId('transport-check-http')).toHaveAttribute('data-state', 'ok');
  await expect(page.getByTestId('transport-check-websocket')).toHaveAttribute('data-state', 'ok');
  expect(consoleErrors).toEqual([]);
});

test('a transaction lookup, then its receipt', async ({ page, manifest, consoleErrors }) => {
  await page.goto('/');
  await search(page, manifest.roles.tokens.transfer.hash);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.tokens.transfer.hash);
  await page.getByTestId('receipt-link').click();
  await expect(page.getByTestId('receipt-status')).toHaveAttribute('data-status', 'success');
  await expect(page.getByTestId('receipt-logs')).toBeVisible();
  // the four methods: no block to rebuild a root from, said in the inclusion line
  await expect(page.getByTestId('inclusion')).toHaveAttribute('data-status', 'absent');
  expect(consoleErrors).toEqual([]);
});

test('with blocks served, the transaction and its receipt are proved at their index under StrictMode', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const { hash, blockNumber, transactionIndex } = manifest.roles.tokens.transfer;
  await connectWithKey(page, manifest, false, manifest.fullKey);
  await page.goto(`/tx/${hash}`);
  const line = page.getByTestId('inclusion');
  await expect(line).toHaveAttribute('data-status', 'proved');
  await expect(line).toContainText(
    `✓ Proved at index ${transactionIndex} of block ${blockNumber!.toLocaleString('en-US')}’s transactions`,
  );
  await page.getByTestId('receipt-link').click();
  await expect(line).toHaveAttribute('data-status', 'proved');
  await expect(line).toContainText('✓ Status, gas used, logs and bloom proved at index');
  expect(consoleErrors).toEqual([]);
});

for (const remember of [true, false]) {
  test(`reload with a connection ${remember ? 'remembered on this device' : 'kept for the tab'}: lookups still answer`, async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connectWithKey(page, manifest, remember);
    await search(page, manifest.roles.eip1559.hash);
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.eip1559.hash);
    await page.reload();
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.eip1559.hash);
    await page.goto(`/tx/${manifest.roles.legacy.hash}/receipt`);
    await expect(page.getByTestId('receipt-status')).toBeVisible();
    await expect(page.getByText('client is closed')).toHaveCount(0);
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'working');
    expect(consoleErrors).toEqual([]);
  });
}

test('home at 1280 × 900: the search’s words, the connection in one line, and the latest blocks or why there are none', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('home-hint')).toContainText('a block number or latest');
  await expect(page.getByTestId('home-connection-state')).toHaveAttribute('data-state', /configured|working/);
  const [connection] = await lineBreaks(page.getByTestId('home-connection'));
  expect(connection!.lines, 'the connection is one line').toHaveLength(1);
  // the devnet's demo key: the four methods only, so one line in the place of the latest blocks
  const absent = page.getByTestId('latest-blocks-absent');
  await expect(absent).toContainText('does not serve eth_blockNumber');
  await expect(absent).toBeInViewport({ ratio: 1 });
  const [line] = await lineBreaks(absent);
  expect(line!.lines, 'one line').toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('storage at 390 px: a word read as a number breaks only between digit groups', async ({ page, manifest }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/address/${manifest.storage.address}/storage?slot=0x0`);
  await expect(page.getByTestId('word-hex')).toBeVisible();
  for (const row of ['view-uint256', 'view-int256']) {
    const [number] = await lineBreaks(page.getByTestId(row).locator('dd'));
    expect(number!.lines.length, `the ${row} reading is long enough to wrap`).toBeGreaterThan(1);
    for (const char of number!.after) expect(char, `${row}: "${number!.text}" breaks after a separator`).toBe(',');
  }
});

test('the Trace page under StrictMode: the swap’s calls, checked against its receipt, at 1280 and 390 px, light and dark', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithKey(page, manifest, false, manifest.fullKey);
  const { hash } = manifest.trace.swap;
  await page.goto(`/tx/${hash}`);
  await page.getByRole('navigation', { name: 'Transaction views' }).getByRole('link', { name: 'Trace' }).click();
  await expect(page).toHaveURL(`/tx/${hash}/trace`);
  const check = page.getByTestId('receipt-check');
  await expect(check).toHaveAttribute('data-matches', 'true');
  await expect(page.getByTestId('call-tree-count')).toHaveText('7 calls');
  for (const [scheme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    await expect(check).toBeVisible();
    // nothing wider than the screen: the page never scrolls sideways
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      `${scheme} at ${width} px`,
    ).toBe(true);
  }
  // a reload (StrictMode mounts twice) asks again and shows the same
  await page.reload();
  await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
  expect(consoleErrors).toEqual([]);
});

test('the Trace page re-executing in this browser under StrictMode: the worker from the dev server, the swap checked, a reload runs it again', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithKey(page, manifest, false, manifest.fullKey);
  const { hash } = manifest.trace.swap;
  await page.goto(`/tx/${hash}/trace?source=browser`);
  await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
  await expect(page.getByTestId('call-tree-count')).toHaveText('7 calls');
  await expect(page.getByTestId('reexec-fork')).toContainText('Rules: osaka');
  await page.reload();
  await expect(page.getByTestId('receipt-check')).toHaveAttribute('data-matches', 'true');
  expect(consoleErrors).toEqual([]);
});

test('the Read tab under StrictMode: a token read at once, a read by its link, a reload, at 1280 and 390 px', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithKey(page, manifest, false, manifest.fullKey);
  const token = manifest.tokenContracts.standard;
  const holder = manifest.accounts[0]!;
  await page.goto(`/address/${token.address}`);
  await page.getByRole('navigation', { name: 'Address views' }).getByRole('link', { name: 'Read' }).click();
  const symbol = page.locator('[data-testid="read-row"][data-signature="symbol()"]').getByTestId('call-answer');
  await expect(symbol).toContainText(token.symbol!);
  const balanceOf = page.locator('[data-testid="read-function"][data-signature="balanceOf(address)"]');
  await balanceOf.getByTestId('read-argument').fill(holder);
  await balanceOf.getByRole('button', { name: 'Read' }).click();
  await expect(balanceOf.getByTestId('call-answer')).toHaveAttribute('data-state', 'decoded');
  for (const [scheme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      `${scheme} at ${width} px`,
    ).toBe(true);
  }
  // a reload (StrictMode mounts twice) calls again from the link and shows the same
  await page.reload();
  await expect(balanceOf.getByTestId('call-answer')).toHaveAttribute('data-state', 'decoded');
  await expect(symbol).toContainText(token.symbol!);
  expect(consoleErrors).toEqual([]);
});

test('the Activity tab under StrictMode: the seeded transfers in and out, a transaction sent, the coverage line, a reload', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await connectWithKey(page, manifest, false, manifest.fullKey);
  const { activity } = manifest;
  const row = (kind: string, hash: string) =>
    page.locator(`[data-testid="activity-row"][data-kind="${kind}"][data-transaction="${hash}"]`);
  await page.goto(`/address/${activity.account}`);
  await page.getByRole('navigation', { name: 'Address views' }).getByRole('link', { name: 'Activity' }).click();
  // StrictMode's second mount must read the range again, not leave it half read
  for (const pass of ['first', 'after a reload']) {
    await expect(row('transfer', activity.erc20In.hash).getByTestId('token-amount'), pass).toContainText(
      `25 ${manifest.tokenContracts.standard.symbol!}`,
    );
    await expect(row('transfer', activity.erc721Out), pass).toHaveAttribute('data-standard', 'ERC-721');
    await expect(row('transfer', activity.erc1155In.hash), pass).toHaveAttribute('data-standard', 'ERC-1155');
    await expect(row('transaction', activity.erc20Out), pass).toHaveAttribute('data-direction', 'sent');
    await expect(page.getByTestId('activity-scan'), pass).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('activity-coverage'), pass).toContainText('The last 128 blocks');
    if (pass === 'first') await page.reload();
  }
  expect(consoleErrors).toEqual([]);
});

test('the Activity tab over a WebSocket under StrictMode: one live subscription to new heads, after a reload too', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  // the subscriptions alive on each socket: StrictMode's second mount must not leave two, or none
  const alive: number[] = [];
  page.on('websocket', (socket) => {
    const index = alive.push(0) - 1;
    socket.on('framesent', (frame) => {
      for (const call of [JSON.parse(String(frame.payload)) as { method: string }].flat()) {
        if (call.method === 'eth_subscribe') alive[index]!++;
        if (call.method === 'eth_unsubscribe') alive[index]!--;
      }
    });
  });
  await connectWithKey(page, manifest, false, manifest.fullKey, 'WebSocket');
  for (const pass of ['first', 'after a reload']) {
    if (pass !== 'first') await page.reload();
    else await page.goto(`/address/${manifest.activity.account}/activity`);
    await expect(page.getByTestId('activity-scan'), pass).toHaveAttribute('data-done', 'true');
    await expect.poll(() => alive.at(-1), { message: pass }).toBe(1);
  }
  expect(consoleErrors).toEqual([]);
});
