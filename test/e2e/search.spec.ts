import {
  test,
  expect,
  useDevnet,
  gatewayRequests,
  connectWithKey,
  scopedKey,
  gatewayRequestsFor,
} from './support/fixtures.ts';

async function search(page: import('@playwright/test').Page, text: string) {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
}

test.describe('search box', () => {
  test.beforeEach(async ({ page }) => {
    await useDevnet(page, 'http');
  });

  test('"/" focuses it from anywhere on the page', async ({ page }) => {
    await page.locator('body').click();
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox')).toBeFocused();
  });

  test('a transaction hash opens the transaction', async ({ page, manifest }) => {
    await search(page, manifest.roles.legacy.hash);
    await expect(page).toHaveURL(`/tx/${manifest.roles.legacy.hash}`);
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.legacy.hash);
  });

  test('sloppy pastes are forgiven: whitespace, zero-width characters, 0X, no 0x', async ({ page, manifest }) => {
    const hash = manifest.roles.legacy.hash;
    for (const text of [`  ${hash}\n`, `\u200b${hash}\u200b`, `0X${hash.slice(2).toUpperCase()}`, hash.slice(2)]) {
      await search(page, text);
      await expect(page).toHaveURL(`/tx/${hash}`);
      await page.getByRole('link', { name: '0xhexray' }).click();
      await expect(page).toHaveURL('/');
    }
  });

  test('an address opens its address page', async ({ page, manifest }) => {
    await search(page, manifest.storage.address);
    await expect(page).toHaveURL(`/address/${manifest.storage.address}`);
  });

  test('a block hash with an index, as 0x…:N and 0x…/N, opens that position', async ({ page, manifest }) => {
    await search(page, `${manifest.block.hash}:2`);
    await expect(page).toHaveURL(`/block/${manifest.block.hash}/tx/2`);
    await expect(page.getByTestId('tx-index')).toHaveAttribute('data-value', '2');
    await search(page, `${manifest.block.hash}/1`);
    await expect(page).toHaveURL(`/block/${manifest.block.hash}/tx/1`);
  });

  test('an explorer link opens the matching page', async ({ page, manifest }) => {
    await search(page, `https://etherscan.io/tx/${manifest.roles.eip1559.hash}`);
    await expect(page).toHaveURL(`/tx/${manifest.roles.eip1559.hash}`);
    await search(page, `https://etherscan.io/address/${manifest.storage.address}#code`);
    await expect(page).toHaveURL(`/address/${manifest.storage.address}`);
  });

  test('a receipt link or an Etherscan #eventlog link opens the receipt with its logs', async ({ page, manifest }) => {
    const { hash } = manifest.roles.tokens.transfer;
    for (const link of [
      `${new URL(page.url()).origin}/tx/${hash}/receipt`,
      `https://etherscan.io/tx/${hash}#eventlog`,
    ]) {
      await search(page, link);
      await expect(page).toHaveURL(`/tx/${hash}/receipt`);
      await expect(page.getByTestId('log-event')).toContainText('Transfer');
      await page.getByRole('link', { name: '0xhexray' }).click();
      await expect(page).toHaveURL('/');
    }
  });

  test('a block hash searched as a transaction is offered as block position 0', async ({ page, manifest }) => {
    await search(page, manifest.block.hash);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.getByTestId('try-as-block').click();
    await expect(page).toHaveURL(`/block/${manifest.block.hash}/tx/0`);
    await expect(page.getByTestId('tx-block-hash')).toHaveAttribute('data-value', manifest.block.hash);
  });

  const bad: Array<[string, string | RegExp]> = [
    ['', 'Type or paste'],
    ['0x', 'Just “0x”'],
    [`0x${'12'.repeat(10)}`, 'too short'],
    [`0x${'a'.repeat(63)}`, '63 hex digits'],
    [`0x${'a'.repeat(42)}`, 'one byte too long for an address'],
    [`0x${'a'.repeat(66)}`, 'one byte too long for a hash'],
    [`0x${'g'.repeat(64)}`, 'is not a hex digit'],
    ['hello world', 'space inside'],
    ['-12345', 'A block number cannot be negative'],
    ['9'.repeat(21), 'beyond any block'],
    ['1e5', 'scientific notation'],
    ['<script>alert(1)</script>', 'Paste a transaction hash'],
    ['🦄', 'Paste a transaction hash'],
    [`0x${'a'.repeat(64)}:-1`, 'cannot be negative'],
    [`0x${'a'.repeat(64)}:abc`, 'not a transaction index'],
    ['x'.repeat(5000), 'characters long'],
  ];
  test('anything else gets a specific message and sends nothing', async ({ page, manifest }) => {
    // the home page sends nothing by itself (its transport check runs when asked)
    await expect(page.getByTestId('home-endpoint')).toBeVisible();
    await expect(page.getByTestId('transport-check-http')).toHaveAttribute('data-state', 'idle');
    const before = await gatewayRequests(manifest);
    for (const [text, message] of bad) {
      await search(page, text);
      await expect(page.getByTestId('search-error')).toContainText(message);
      await expect(page).toHaveURL('/');
    }
    expect(await gatewayRequests(manifest)).toBe(before);
  });
});

test('a search costs one lookup of the transaction and one of its receipt, both started by the search, and the page reuses them', async ({
  page,
  manifest,
}) => {
  const key = scopedKey(manifest, 'one-request');
  await connectWithKey(page, manifest.base, key, 'http');
  // the endpoint probe's request (and its preflight) came with connecting
  const atStart = await gatewayRequestsFor(manifest, key);
  // out of the way: pointing at the receipt link would (rightly) start loading the receipt
  await page.mouse.move(0, 0);
  await search(page, manifest.roles.legacy.hash);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.legacy.hash);
  await expect(page.getByTestId('summary-outcome')).toHaveAttribute('data-status', 'success');
  // every request the page started is answered, and no new one for half a second
  await page.waitForLoadState('networkidle');
  // the two requests leave together, so each may bring the browser's CORS preflight; later ones reuse it
  const afterFirst = await gatewayRequestsFor(manifest, key);
  expect(afterFirst - atStart).toBeLessThanOrEqual(4);
  await search(page, manifest.roles.outsideWindow.hash);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await gatewayRequestsFor(manifest, key)).toBe(afterFirst + 2);
  await page.getByTestId('request-inspector').locator('summary').first().click();
  await expect(page.getByTestId('exchange').filter({ hasText: /eth_getTransaction(ByHash|Receipt)/ })).toHaveCount(4);
});
