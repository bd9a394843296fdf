import type { Page } from '@playwright/test';
import { test, expect, useDevnet, screenshotAllModes } from './support/fixtures.ts';
import { lineBreaks, PHONE, shortened } from './support/line-breaks.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';

/** What the node itself says about a transaction, read straight from anvil (not through Hexray). */
async function nodeTransaction(manifest: DevnetManifest, hash: string): Promise<Record<string, unknown>> {
  const response = await fetch(manifest.nodeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByHash', params: [hash] }),
  });
  return ((await response.json()) as { result: Record<string, unknown> }).result;
}

for (const transport of ['http', 'websocket'] as const) {
  test.describe(`transaction page over ${transport}`, () => {
    test.beforeEach(async ({ page }) => {
      await useDevnet(page, transport);
    });

    for (const role of ['legacy', 'accessList', 'eip1559', 'setCode'] as const) {
      test(`${role}: every field equals what the node holds`, async ({ page, manifest, consoleErrors }) => {
        const seeded = manifest.roles[role];
        const node = await nodeTransaction(manifest, seeded.hash);
        await page.goto(`/tx/${seeded.hash}`);
        await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', seeded.hash);
        await expect(page.getByTestId('tx-type')).toHaveAttribute('data-type', seeded.type);
        await expect(page.getByTestId('tx-block-hash')).toHaveAttribute('data-value', seeded.blockHash!);
        await expect(page.getByTestId('tx-block-number')).toHaveAttribute('data-value', String(seeded.blockNumber));
        await expect(page.getByTestId('tx-from')).toHaveAttribute('data-value', String(node.from));
        await expect(page.getByTestId('summary-value')).toHaveAttribute(
          'data-wei',
          BigInt(String(node.value)).toString(),
        );
        await expect(page.getByTestId('tx-nonce')).toHaveAttribute('data-value', BigInt(String(node.nonce)).toString());
        await expect(page.getByTestId('tx-gas')).toHaveAttribute('data-value', BigInt(String(node.gas)).toString());
        await expect(page.getByTestId('tx-r')).toHaveAttribute('data-value', String(node.r));
        await expect(page.getByTestId('tx-s')).toHaveAttribute('data-value', String(node.s));
        await expect(page.getByTestId('receipt-link')).toBeVisible();
        if (role === 'accessList') await expect(page.getByTestId('access-list')).toContainText('Access list (');
        if (role === 'setCode') await expect(page.getByTestId('authorization-list')).toContainText('Authorization 0');
        if (role === 'legacy')
          await expect(page.getByTestId('tx-v')).toHaveAttribute('data-value', BigInt(String(node.v)).toString());
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

test('amounts are exact: ETH and Gwei from bigint arithmetic', async ({ page, manifest }) => {
  await useDevnet(page, 'http');
  const node = await nodeTransaction(manifest, manifest.roles.eip1559.hash);
  await page.goto(`/tx/${manifest.roles.eip1559.hash}`);
  const wei = BigInt(String(node.value));
  const ether = `${wei / 10n ** 18n}.${(wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')}`.replace(
    /\.$/,
    '',
  );
  await expect(page.getByTestId('summary-value')).toContainText(`${ether} ETH`);
});

test('the input data of a token transfer is decoded with argument names', async ({ page, manifest }) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}`);
  await expect(page.getByTestId('selector')).toContainText('transfer(address,uint256)');
  await expect(page.getByTestId('decoded-params')).toContainText('address');
  await page.getByRole('tab', { name: 'Raw' }).click();
  await expect(page.getByTestId('input-raw')).toContainText('selector  a9059cbb');
});

test('contract creation shows "Contract creation" and links to the receipt', async ({ page, manifest }) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.creation.hash}`);
  await expect(page.getByTestId('tx-to')).toContainText('Contract creation');
});

test('a pending transaction shows its block fields as pending', async ({ page, manifest }) => {
  await useDevnet(page, 'websocket');
  await page.goto(`/tx/${manifest.roles.pending.hash}`);
  await expect(page.getByTestId('tx-status')).toContainText('Pending');
  await expect(page.getByTestId('pending-badge').first()).toBeVisible();
  await expect(page.getByTestId('receipt-link')).toHaveCount(0);
});

test('a transaction mined before the 128-block window answers null, explained', async ({ page, manifest }) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.outsideWindow.hash}`);
  await expect(page.getByTestId('not-found')).toContainText('No transaction with this hash');
  await expect(page.getByTestId('not-found')).toContainText('128 blocks');
  // the same hash may be a block hash: offered, not assumed
  await expect(page.getByTestId('try-as-block')).toBeVisible();
});

test('walking a block by index: previous / next, and the end of the block', async ({ page, manifest }) => {
  await useDevnet(page, 'websocket');
  const { hash, transactionCount } = manifest.block;
  await page.goto(`/block/${hash}/tx/0`);
  await expect(page.getByTestId('tx-index')).toHaveAttribute('data-value', '0');
  for (let i = 1; i < transactionCount; i++) {
    await page.getByTestId('next-tx').click();
    await expect(page.getByTestId('tx-index')).toHaveAttribute('data-value', String(i));
    await expect(page.getByTestId('tx-block-hash')).toHaveAttribute('data-value', hash);
  }
  // the last one: the index past the end is not offered, the control says why
  await expect(page.getByTestId('last-tx')).toHaveText(`last in block (no index ${transactionCount})`);
  await expect(page.getByTestId('next-tx')).toHaveCount(0);
  await expect(page.getByText(`Index ${transactionCount} →`)).toHaveCount(0);
  // a link past the end still explains itself
  await page.goto(`/block/${hash}/tx/${transactionCount}`);
  await expect(page.getByTestId('not-found')).toContainText(
    `No transaction at index ${transactionCount} in this block`,
  );
  await page.getByTestId('previous-tx').click();
  await expect(page.getByTestId('tx-index')).toHaveAttribute('data-value', String(transactionCount - 1));
  await expect(page.getByTestId('last-tx')).toBeVisible();
});

test('screenshots of the transaction and block pages', async ({ page, manifest }) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.setCode.hash}`);
  await expect(page.getByTestId('tx-hash')).toBeVisible();
  await screenshotAllModes(page, 'transaction');
  await page.goto(`/block/${manifest.block.hash}/tx/1`);
  await expect(page.getByTestId('tx-hash')).toBeVisible();
  await screenshotAllModes(page, 'block-index');
  await page.goto('/');
  await page.getByTestId('run-transport-check').click();
  await expect(page.getByTestId('transport-check-websocket')).toHaveAttribute('data-state', 'ok');
  await expect(page.getByTestId('transport-check-http')).toHaveAttribute('data-state', 'ok');
  await screenshotAllModes(page, 'home');
});

/**
 * The details card below the summary: it states the outcome the receipt gives (a reverted
 * transaction says "Failed" there too), and holds only what the summary does not (from, to,
 * value, block and the walk link are the summary's, once).
 */
test.describe('the details card', () => {
  /** The details card: the list that holds the transaction hash row. */
  const detailsCard = (page: Page) => page.locator('dl', { has: page.getByTestId('tx-hash') });

  test.beforeEach(async ({ page }) => {
    await useDevnet(page, 'http');
  });

  test('a reverted transaction: the details card says it failed, and repeats none of the summary', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const { reverted } = manifest.roles;
    await page.goto(`/tx/${reverted.hash}`);
    await expect(page.getByTestId('summary-outcome')).toHaveAttribute('data-status', 'failed');

    const status = page.getByTestId('tx-status');
    await expect(status).toContainText('Failed');
    await expect(status).toContainText('status 0x0');
    await expect(status).not.toContainText('Included in a block');
    await expect(page.getByTestId('tx-receipt-status')).toHaveAttribute('data-status', 'failed');
    // the way to every receipt field stays, by name
    await expect(page.getByTestId('receipt-link')).toHaveAttribute('href', `/tx/${reverted.hash}/receipt`);

    const labels = await detailsCard(page).locator(':scope > div > dt').allInnerTexts();
    expect(labels).toContain('Block hash');
    expect(labels).toContain('Nonce');
    for (const repeated of ['From', 'To', 'Value', 'Block number', 'Position in block'])
      expect(labels, `the summary shows ${repeated}`).not.toContain(repeated);
    // the summary holds them, once on the page
    await expect(page.getByTestId('tx-from')).toHaveCount(1);
    await expect(page.getByTestId('tx-block-number')).toHaveAttribute('data-value', String(reverted.blockNumber));
    await expect(page.getByTestId('tx-index')).toHaveAttribute('data-value', String(reverted.transactionIndex));
    await expect(page.getByRole('link', { name: /walk this block’s transactions/ })).toHaveCount(1);

    await screenshotAllModes(page, 'transaction-details-reverted');
    expect(consoleErrors).toEqual([]);
  });

  test('a successful transaction: the details card says so, from the receipt', async ({ page, manifest }) => {
    await page.goto(`/tx/${manifest.roles.eip1559.hash}`);
    await expect(page.getByTestId('tx-receipt-status')).toHaveAttribute('data-status', 'success');
    await expect(page.getByTestId('tx-status')).toContainText('Success (receipt status 0x1)');
  });
});

/** "Decode with an ABI" opens its box where the person can see it, wide and narrow. */
for (const [label, width, height] of [
  ['desktop', 1280, 900],
  ['phone', 390, 844],
] as const) {
  test(`${label}: the input's "decode with an ABI" opens in view with focus in its text area`, async ({
    page,
    manifest,
  }) => {
    await useDevnet(page, 'http');
    await page.setViewportSize({ width, height });
    await page.goto(`/tx/${manifest.roles.tokens.transfer.hash}`);
    await page.getByTestId('call-abi-toggle').click();
    const box = page.getByTestId('input-data').getByTestId('abi-json');
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
  });
}

test('a token transfer at 390 px: shortened values whole, its amounts broken between digit groups only', async ({
  page,
  manifest,
}) => {
  await useDevnet(page, 'http');
  await page.setViewportSize(PHONE);
  const { transfer } = manifest.roles.tokens;
  await page.goto(`/tx/${transfer.hash}`);
  await expect(page.getByTestId('decoded-params')).toBeVisible();
  await expect(page.getByTestId('token-movements')).toBeVisible();

  for (const value of await lineBreaks(shortened(page)))
    expect(value.after, `"${value.text}" is on one line`).toEqual([]);

  // a plain integer's cell, and a token amount's raw integer (the four methods give no units)
  const numbers = await lineBreaks(
    page
      .getByTestId('decoded-params')
      .locator('td, [data-testid="token-amount-raw"]')
      .filter({ hasText: /^[\d,]+$/ }),
  );
  expect(numbers.length).toBeGreaterThan(0);
  for (const value of numbers)
    for (const char of value.after) expect(char, `"${value.text}" breaks after a separator`).toBe(',');

  // the page title's hash: no short last line of two or three characters
  const [title] = await lineBreaks(page.locator('h1 + p'));
  expect(title!.lastLine.length).toBeGreaterThan(8);
});

test('at 390 px the address a contract creation made, as an endpoint sends it (`creates`), is on one line and leads to the contract', async ({
  page,
  manifest,
}) => {
  const { hash, contractAddress } = manifest.roles.creation;
  if (!contractAddress) throw new Error('the manifest names no created contract');
  await useDevnet(page, 'http');
  // Erigon, Nethermind and OpenEthereum add the created address to the transaction as `creates`;
  // anvil does not, so the answer anvil gave gets the field those nodes add
  await page.route(`${manifest.base}/**`, async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('eth_getTransactionByHash') || !body.includes(hash)) return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as unknown;
    const withCreates = (reply: { result?: { hash?: string } | null }) =>
      reply.result?.hash === hash ? { ...reply, result: { ...reply.result, creates: contractAddress } } : reply;
    await route.fulfill({
      response,
      json: Array.isArray(json) ? json.map(withCreates) : withCreates(json as { result?: { hash?: string } | null }),
    });
  });
  await page.setViewportSize(PHONE);
  await page.goto(`/tx/${hash}`);
  const creates = page.getByTestId('extra-creates');
  await expect(creates).toHaveAttribute('data-value', contractAddress.toLowerCase());
  const [shown] = await lineBreaks(creates.locator('[title^="0x"]'));
  expect(shown!.lines, `"${shown!.text}" is on one line`).toHaveLength(1);
  await creates.getByRole('link').click();
  await expect(page).toHaveURL(`/address/${contractAddress.toLowerCase()}`);
});
