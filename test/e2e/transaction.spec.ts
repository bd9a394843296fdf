import { test, expect, useDevnet, screenshotAllModes } from './support/fixtures.ts';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { lineBreaks } from './support/line-breaks.ts';

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
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tx/${hash}`);
  const creates = page.getByTestId('extra-creates');
  await expect(creates).toHaveAttribute('data-value', contractAddress.toLowerCase());
  const [shown] = await lineBreaks(creates.locator('[title^="0x"]'));
  expect(shown!.lines, `"${shown!.text}" is on one line`).toHaveLength(1);
  await creates.getByRole('link').click();
  await expect(page).toHaveURL(`/address/${contractAddress.toLowerCase()}`);
});
