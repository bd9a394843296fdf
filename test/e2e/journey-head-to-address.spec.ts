/**
 * From the home page's latest blocks to a block, a transaction
 * in it, its sender's address page, and back with the browser, on every endpoint that serves more
 * than the four methods — a bare anvil through the full URL, and the gateway's full mode (its
 * full key). The node itself is the oracle for what each page shows.
 */
import { getAddress } from 'viem';
import { connectWithUrl, expect, test } from './support/fixtures.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { nodeCall } from '../devnet/gateway-client.ts';

const ENDPOINTS: { name: string; url: (manifest: DevnetManifest) => string }[] = [
  { name: 'a bare anvil through the full URL', url: (manifest) => manifest.nodeUrl },
  { name: 'the gateway’s full mode', url: (manifest) => `${manifest.base}/v3/${manifest.fullKey}` },
];

for (const endpoint of ENDPOINTS) {
  test(`${endpoint.name}: latest blocks → a block → a transaction → its sender → back`, async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await connectWithUrl(page, endpoint.url(manifest), { awaitProbe: true });
    await page.goto('/');

    // the home page: the newest blocks, each with its transactions one click away
    const head = Number(await nodeCall<string>(manifest.nodeUrl, 'eth_blockNumber', []));
    await expect(page.getByTestId('latest-head')).toHaveAttribute('data-head', String(head));
    const withTransactions = page
      .getByTestId('latest-block')
      .filter({ has: page.getByTestId('latest-tx') })
      .first();
    await expect(withTransactions).toBeVisible();
    const number = Number(await withTransactions.getAttribute('data-number'));
    const block = await nodeCall<{ hash: string; transactions: string[] }>(manifest.nodeUrl, 'eth_getBlockByNumber', [
      `0x${number.toString(16)}`,
      false,
    ]);
    await expect(withTransactions.getByTestId('latest-tx')).toHaveCount(Math.min(block.transactions.length, 3));
    await expect(withTransactions.getByTestId('latest-tx-link').first()).toHaveAttribute(
      'title',
      block.transactions[0]!,
    );

    // → the block: its number, hash and every transaction
    await withTransactions.getByTestId('latest-block-link').click();
    await expect(page).toHaveURL(`/block/${number}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Block ${number}`);
    await expect(page.getByTestId('block-hash')).toHaveAttribute('data-value', block.hash);
    await expect(page.getByTestId('block-tx')).toHaveCount(block.transactions.length);

    // → its first transaction: the sender the node names
    const hash = block.transactions[0]!;
    const tx = await nodeCall<{ from: string }>(manifest.nodeUrl, 'eth_getTransactionByHash', [hash]);
    await page.getByTestId('block-tx').first().getByTestId('block-tx-hash').getByRole('link').click();
    await expect(page).toHaveURL(`/tx/${hash}`);
    await expect(page.getByTestId('tx-from')).toHaveAttribute('data-value', tx.from.toLowerCase());
    await expect(page.getByTestId('tx-block-number')).toContainText(String(number));

    // → the sender's address page: the node's balance, nonce and code
    const [balance, nonce, code] = await Promise.all([
      nodeCall<string>(manifest.nodeUrl, 'eth_getBalance', [tx.from, 'latest']),
      nodeCall<string>(manifest.nodeUrl, 'eth_getTransactionCount', [tx.from, 'latest']),
      nodeCall<string>(manifest.nodeUrl, 'eth_getCode', [tx.from, 'latest']),
    ]);
    await page.getByTestId('tx-from').getByRole('link').click();
    await expect(page).toHaveURL(`/address/${tx.from.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
    await expect(page.locator('main')).toContainText(getAddress(tx.from));
    // a sender is an account (one delegated by EIP-7702 carries a 23-byte designation)
    await expect(page.getByTestId('code-size')).toHaveAttribute('data-bytes', String((code.length - 2) / 2));
    await expect(page.getByTestId('balance')).toHaveAttribute('data-wei', BigInt(balance).toString());
    await expect(page.getByTestId('nonce')).toContainText(BigInt(nonce).toLocaleString('en-US'));
    await expect(page.getByTestId('not-served')).toHaveCount(0);

    // ← back: the transaction again, then its block
    await page.goBack();
    await expect(page).toHaveURL(`/tx/${hash}`);
    await expect(page.getByTestId('tx-from')).toHaveAttribute('data-value', tx.from.toLowerCase());
    await page.goBack();
    await expect(page).toHaveURL(`/block/${number}`);
    await expect(page.getByTestId('block-hash')).toHaveAttribute('data-value', block.hash);
    expect(consoleErrors).toEqual([]);
  });
}
