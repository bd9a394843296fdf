/**
 * The block page and the ways to it: on a bare anvil through the full URL (every read method
 * served) a block shows its fields and its transactions, links to its parent, neighbours and
 * transactions, and a number beyond the head says "not produced yet"; search opens blocks by
 * number and `latest` and refuses what no block can be; the block-position page names its block
 * and count and stops at the last index. On the four-method gateway the page says what the
 * endpoint does not serve and offers the walk by index.
 */
import type { Page } from '@playwright/test';
import { connectWithUrl, expect, test, useDevnet } from './support/fixtures.ts';
import { axeFindings } from './support/axe.ts';
import { nodeCall } from '../devnet/gateway-client.ts';

/** The node's own block and transaction, as much of them as the page is checked against. */
interface NodeBlock {
  gasUsed: string;
  baseFeePerGas: string;
  miner: string;
  timestamp: string;
  size: string;
  stateRoot: string;
  parentHash: string;
  transactions: string[];
}
interface NodeTransaction {
  from: string;
  value: string;
}

async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox');
  await box.fill(text);
  await box.press('Enter');
}

test.describe('on a bare anvil through the full URL', () => {
  test('a block by number: its fields, its transactions, its parent and next block', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const { hash, number, transactionCount } = manifest.block;
    const block = await nodeCall<NodeBlock>(manifest.nodeUrl, 'eth_getBlockByHash', [hash, false]);
    await connectWithUrl(page, manifest.nodeUrl, { awaitProbe: true });
    await page.goto(`/block/${number}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${number}`);
    await expect(page.getByTestId('block-hash')).toHaveAttribute('data-value', hash);
    await expect(page.getByTestId('block-tx-count')).toHaveText(String(transactionCount));
    await expect(page.getByTestId('block-gas')).toHaveAttribute('data-used', String(BigInt(block.gasUsed)));
    await expect(page.getByTestId('block-gas')).toContainText('%');
    await expect(page.getByTestId('block-base-fee')).toHaveAttribute('data-wei', String(BigInt(block.baseFeePerGas)));
    await expect(page.getByTestId('block-base-fee')).toContainText('Gwei');
    await expect(page.getByTestId('block-miner')).toHaveAttribute('data-value', block.miner.toLowerCase());
    await expect(page.getByTestId('block-time')).toHaveAttribute('data-seconds', String(BigInt(block.timestamp)));
    await expect(page.getByTestId('block-size')).toHaveAttribute('data-value', String(BigInt(block.size)));
    // the fields without a row of their own are shown as sent
    await expect(page.getByTestId('extra-fields')).toContainText(block.stateRoot);

    // every transaction, in block order, read by block hash and index: from → to and value
    const rows = page.getByTestId('block-tx');
    await expect(rows).toHaveCount(transactionCount);
    for (let i = 0; i < transactionCount; i++) {
      const row = rows.nth(i);
      const hash = String(block.transactions[i]);
      await expect(row.getByTestId('block-tx-hash')).toHaveAttribute('data-value', hash);
      const tx = await nodeCall<NodeTransaction>(manifest.nodeUrl, 'eth_getTransactionByHash', [hash]);
      await expect(row.getByTestId('block-tx-from')).toHaveAttribute('data-value', tx.from.toLowerCase());
      await expect(row.getByTestId('block-tx-value')).toHaveAttribute('data-wei', String(BigInt(tx.value)));
      await expect(row.getByTestId('block-tx-method')).not.toBeEmpty();
    }
    await expect(page.getByTestId('block-pager')).toHaveCount(0);

    // the parent is the block before, whose next block (this one) exists, so it is offered
    await page.getByTestId('block-parent').getByRole('link').click();
    await expect(page).toHaveURL(`/block/${block.parentHash}`);
    await expect(page.getByTestId('block-number')).toHaveAttribute('data-value', String(number - 1));
    await expect(page.getByTestId('next-block')).toHaveText(`Block ${number} →`);
    await page.getByTestId('next-block').click();
    await expect(page).toHaveURL(`/block/${number}`);
    await expect(page.getByTestId('block-hash')).toHaveAttribute('data-value', hash);

    // a row's hash opens the transaction, whose block number leads back here
    await rows.first().getByTestId('block-tx-hash').getByRole('link').click();
    await expect(page).toHaveURL(`/tx/${block.transactions[0]}`);
    await page.getByTestId('tx-block-number').getByRole('link').click();
    await expect(page).toHaveURL(`/block/${number}`);
    await expect(page.getByTestId('block-hash')).toHaveAttribute('data-value', hash);
    expect(consoleErrors).toEqual([]);
  });

  test('a token transfer’s row names its method; the receipt links its block by number and hash', async ({
    page,
    manifest,
  }) => {
    const { transfer } = manifest.roles.tokens;
    await connectWithUrl(page, manifest.nodeUrl, { awaitProbe: true });
    await page.goto(`/block/${transfer.blockHash}`);
    const row = page.getByTestId('block-tx').nth(transfer.transactionIndex!);
    await expect(row.getByTestId('block-tx-hash')).toHaveAttribute('data-value', transfer.hash);
    await expect(row.getByTestId('block-tx-method')).toHaveText('transfer');
    await expect(row.getByTestId('block-tx-to')).toHaveAttribute('data-value', manifest.roles.tokens.token);

    await page.goto(`/tx/${transfer.hash}/receipt`);
    await page.getByTestId('receipt-block-number').getByRole('link').click();
    await expect(page).toHaveURL(`/block/${transfer.blockNumber}`);
    await page.goBack();
    await page.getByTestId('receipt-block-hash').getByRole('link').click();
    await expect(page).toHaveURL(`/block/${transfer.blockHash}`);
    await expect(page.getByTestId('block-number')).toHaveAttribute('data-value', String(transfer.blockNumber));
  });

  test('search: a number, a 0x-hex number and `latest` open the block; past the head is "not produced yet"', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const head = Number(await nodeCall<string>(manifest.nodeUrl, 'eth_blockNumber'));
    await connectWithUrl(page, manifest.nodeUrl, { awaitProbe: true });
    await search(page, String(manifest.block.number));
    await expect(page).toHaveURL(`/block/${manifest.block.number}`);
    await expect(page.getByTestId('block-hash')).toHaveAttribute('data-value', manifest.block.hash);

    await search(page, `0x${manifest.block.number.toString(16)}`);
    await expect(page).toHaveURL(`/block/${manifest.block.number}`);

    await search(page, 'latest');
    await expect(page).toHaveURL('/block/latest');
    await expect(page.getByTestId('block-number')).toHaveAttribute('data-value', String(head));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('(latest)');
    await expect(page.getByTestId('next-block-not-yet')).toContainText('not produced yet');
    await expect(page.getByTestId('next-block')).toHaveCount(0);

    await search(page, String(head + 1000));
    await expect(page).toHaveURL(`/block/${head + 1000}`);
    const grouped = (n: number) => n.toString().replace(/\B(?=(\d{3})+$)/g, ',');
    await expect(page.getByTestId('block-not-produced')).toContainText(
      `Block ${grouped(head + 1000)} is not produced yet`,
    );
    await expect(page.getByTestId('block-head')).toHaveText(grouped(head));
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the block-position page names its block and count, links the block and stops at the last index', async ({
    page,
    manifest,
  }) => {
    const { hash, number, transactionCount } = manifest.block;
    await connectWithUrl(page, manifest.nodeUrl, { awaitProbe: true });
    await page.goto(`/block/${hash}/tx/1`);
    await expect(page.getByTestId('block-position-text')).toHaveText(
      `transaction 1 of ${transactionCount} in block ${number} (indexes 0–${transactionCount - 1})`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Transaction 1 in block ${number}`);
    await page.goto(`/block/${hash}/tx/${transactionCount - 1}`);
    await expect(page.getByTestId('tx-index')).toHaveAttribute('data-value', String(transactionCount - 1));
    await expect(page.getByTestId('last-tx')).toBeVisible();
    await expect(page.getByTestId('next-tx')).toHaveCount(0);
    // → does not walk past the end either
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`/block/${hash}/tx/${transactionCount - 1}`);
    await page.getByTestId('block-page-link').click();
    await expect(page).toHaveURL(`/block/${hash}`);
    await expect(page.getByTestId('block-tx')).toHaveCount(transactionCount);
  });

  test('on a phone the block page fits the screen', async ({ page, manifest }) => {
    await connectWithUrl(page, manifest.nodeUrl, { awaitProbe: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/block/${manifest.block.number}`);
    await expect(page.getByTestId('block-tx')).toHaveCount(manifest.block.transactionCount);
    await expect(page.getByTestId('block-tx-from').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'artifacts/screenshots/block-page-phone.png', fullPage: true });
    await page
      .getByTestId('block-transactions')
      .screenshot({ path: 'artifacts/screenshots/block-page-phone-transactions.png' });
  });
});

test.describe('search refuses what no block can be, and sends nothing', () => {
  for (const [text, message] of [
    ['-5', 'A block number cannot be negative (-5)'],
    ['9'.repeat(80), '80 digits is beyond any block: block numbers fit in 64 bits'],
    ['1e5', '“1e5” is scientific notation'],
  ] as const) {
    test(`“${text.slice(0, 12)}”`, async ({ page, manifest }) => {
      await connectWithUrl(page, manifest.nodeUrl, { awaitProbe: true });
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().startsWith(manifest.nodeUrl)) sent++;
      });
      await search(page, text);
      await expect(page.getByTestId('search-error')).toContainText(message);
      await expect(page).toHaveURL('/settings');
      expect(sent).toBe(0);
    });
  }
});

test.describe('on the four-method gateway', () => {
  test('a block by hash says blocks are not served here and offers the walk by index', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await useDevnet(page, 'http');
    const { hash } = manifest.block;
    await page.goto(`/block/${hash}`);
    await expect(page.getByTestId('block-not-served')).toContainText('This endpoint does not serve eth_getBlockByHash');
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    await page.getByTestId('walk-by-index').click();
    await expect(page).toHaveURL(`/block/${hash}/tx/0`);
    await expect(page.getByTestId('tx-index')).toHaveAttribute('data-value', '0');
    // the position page links its block all the same, and names no count it cannot know
    await expect(page.getByTestId('block-position-text')).toHaveCount(0);
    await expect(page.getByTestId('block-page-link')).toHaveAttribute('href', `/block/${hash}`);
    expect(consoleErrors).toEqual([]);
  });

  test('a block number from a transaction’s page: a link, and the page says it cannot be looked up here', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await useDevnet(page, 'http');
    const tx = manifest.roles.eip1559;
    await page.goto(`/tx/${tx.hash}`);
    await expect(page.getByTestId('tx-block-hash').getByRole('link')).toHaveAttribute('href', `/block/${tx.blockHash}`);
    await page.getByTestId('tx-block-number').getByRole('link').click();
    await expect(page).toHaveURL(`/block/${tx.blockNumber}`);
    await expect(page.getByTestId('block-not-served')).toContainText(
      'This endpoint does not serve eth_getBlockByNumber',
    );
    await expect(page.getByTestId('block-not-served')).toContainText('cannot be looked up by number');
    await expect(page.getByTestId('error-panel')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('accessibility', () => {
  // the app's Content-Security-Policy would refuse the injected axe script
  test.use({ bypassCSP: true });

  test('the block page with its transactions has no axe finding, light and dark, desktop and phone', async ({
    page,
    manifest,
  }) => {
    await connectWithUrl(page, manifest.nodeUrl, { awaitProbe: true });
    await page.goto(`/block/${manifest.block.number}`);
    await expect(page.getByTestId('block-tx-from')).toHaveCount(manifest.block.transactionCount);
    for (const scheme of ['light', 'dark'] as const)
      for (const width of [1280, 390]) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 900 });
        expect(await axeFindings(page), `${scheme} ${width}px`).toEqual([]);
      }
  });
});
