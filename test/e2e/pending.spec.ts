/**
 * A pending transaction's pages. Pending → mined while the page is open: these tests mine blocks,
 * so they run on a devnet of their own (started here) rather than the shared one, and point Hexray
 * at it through the settings form; the last test reads the shared devnet's pending transfer.
 */
import { test, expect, connectWithKey, useDevnet, screenshotAllModes } from './support/fixtures.ts';
import { ownDevnet } from './support/own-devnet.ts';
import { nodeCall } from '../devnet/gateway-client.ts';

const devnet = ownDevnet();

/** A fresh pending transfer (the devnet stopped mining when seeding ended). */
async function sendPending(): Promise<string> {
  const [from, to] = devnet().manifest.accounts;
  return (await nodeCall(devnet().manifest.nodeUrl, 'eth_sendTransaction', [
    { from, to, value: '0x2386f26fc10000' },
  ])) as string;
}

async function search(page: import('@playwright/test').Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await page.getByRole('searchbox').press('Enter');
}

for (const transport of ['http', 'websocket'] as const) {
  test(`over ${transport}: the transaction page turns from pending to included without a reload`, async ({
    page,
    consoleErrors,
  }) => {
    const hash = await sendPending();
    await connectWithKey(page, devnet().manifest.base, devnet().manifest.apiKey, transport);
    await search(page, hash);
    await expect(page.getByTestId('pending-badge').first()).toBeVisible();
    await expect(page.getByTestId('receipt-link')).toHaveCount(0);
    await expect(page.getByTestId('summary-outcome')).toHaveAttribute('data-status', 'pending');

    await nodeCall(devnet().manifest.nodeUrl, 'evm_mine');
    const block = (await nodeCall(devnet().manifest.nodeUrl, 'eth_getTransactionByHash', [hash])) as {
      blockHash: string;
      blockNumber: string;
    };
    await expect(page.getByTestId('receipt-link')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('tx-block-hash')).toHaveAttribute('data-value', block.blockHash);
    await expect(page.getByTestId('tx-block-number')).toHaveAttribute(
      'data-value',
      BigInt(block.blockNumber).toString(),
    );
    await expect(page.getByTestId('pending-badge')).toHaveCount(0);
    // the summary fills in too: outcome, and the fee the node's receipt implies
    await expect(page.getByTestId('summary-outcome')).toHaveAttribute('data-status', 'success', { timeout: 15_000 });
    const receipt = (await nodeCall(devnet().manifest.nodeUrl, 'eth_getTransactionReceipt', [hash])) as {
      gasUsed: string;
      effectiveGasPrice: string;
    };
    await expect(page.getByTestId('summary-fee')).toHaveAttribute(
      'data-wei',
      (BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice)).toString(),
    );
    expect(consoleErrors).toEqual([]);
  });
}

test('the receipt page waits for a pending transaction and shows the receipt once mined', async ({ page }) => {
  const hash = await sendPending();
  await connectWithKey(page, devnet().manifest.base, devnet().manifest.apiKey, 'websocket');
  await search(page, hash);
  await expect(page.getByTestId('pending-badge').first()).toBeVisible();
  // in-app navigation keeps the key in memory
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/tx/${hash}/receipt`);
  await expect(page.getByText(/no receipt until it is mined/i)).toBeVisible();
  await nodeCall(devnet().manifest.nodeUrl, 'evm_mine');
  await expect(page.getByText(/success/i).first()).toBeVisible({ timeout: 15_000 });
});

/**
 * On the shared devnet, which stops mining after seeding, the seeded pending transfer stays pending:
 * its page says "not yet in a block" once, and its verification note speaks of a transaction in
 * no block.
 */
test('the pending page says so once, and its verification note fits a transaction in no block', async ({
  page,
  manifest,
}) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.pending.hash}`);
  await expect(page.getByTestId('summary-outcome')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('verify-limits')).toBeVisible();
  await expect(page.getByText('not yet in a block')).toHaveCount(1);
  const limits = page.getByTestId('verify-limits');
  await expect(limits).not.toContainText('in this block');
  await expect(limits).toContainText('that it will be mined');
  await screenshotAllModes(page, 'pending-page');
});
