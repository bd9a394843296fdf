/**
 * "Verified in your browser": the mark on seeded transactions and receipts, its panel of checks,
 * the EIP-7702 authority, the secp256k1 code staying off the first page, and answers the gateway
 * tampers with failing loudly while the data is still shown.
 */
import { connectWithKey, expect, scopedKey, screenshotAllModes, test, useDevnet } from './support/fixtures.ts';
import { setFault } from '../hostile/support.ts';
import type { Page } from '@playwright/test';

/** A key not remembered lives in the page only: move within the app (search box), never reload. */
async function search(page: Page, hash: string) {
  await page.getByRole('searchbox').fill(hash);
  await page.getByRole('searchbox').press('Enter');
}

test('a seeded EIP-1559 transaction is verified in the browser; the panel shows each check and the bytes', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.eip1559.hash}`);
  const mark = page.getByTestId('verification');
  await expect(mark).toHaveAttribute('data-verdict', 'verified');
  await expect(page.getByTestId('verify-mark')).toHaveText('✓ Verified in your browser');
  await expect(page.getByTestId('verify-limits')).toContainText(
    'not provable with these four methods: that it is in this block, or that it succeeded',
  );
  await expect(page.getByTestId('verify-panel')).toBeHidden();

  await page.getByTestId('verify-mark').click();
  const panel = page.getByTestId('verify-panel');
  await expect(panel).toBeVisible();
  const hash = page.getByTestId('verify-check-hash');
  await expect(hash).toHaveAttribute('data-status', 'pass');
  await expect(hash).toContainText(
    'chainId, nonce, maxPriorityFeePerGas, maxFeePerGas, gas, to, value, input, accessList, yParity, r, s',
  );
  await expect(hash).toContainText(manifest.roles.eip1559.hash);
  await expect(hash.getByTestId('verify-check-bytes')).toHaveText(/^0x02[0-9a-f]+$/);
  await expect(hash.getByRole('button', { name: /Copy Signed envelope/ })).toBeVisible();
  const sender = page.getByTestId('verify-check-sender');
  await expect(sender).toHaveAttribute('data-status', 'pass');
  await expect(sender).toContainText(String(await page.getByTestId('tx-from').getAttribute('data-value')));
  await expect(page.getByTestId('verify-cannot')).toContainText('transactions root');
  await expect(page.getByTestId('verify-cannot')).toContainText('eth_getProof');
  await screenshotAllModes(page, 'verify-transaction-panel');
  expect(consoleErrors).toEqual([]);
});

test('the block-position page and a legacy transaction carry the mark too', async ({ page, manifest }) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.legacy.hash}`);
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');
  await page.getByTestId('verify-mark').click();
  await expect(page.getByTestId('verify-check-hash')).toContainText(`Legacy, EIP-155 (chain ${manifest.chainId})`);
  await page.goto(`/block/${manifest.block.hash}/tx/1`);
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');
});

test('an EIP-7702 authorization shows its authority, recovered in the browser', async ({ page, manifest }) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.setCode.hash}`);
  await expect(page.getByTestId('authorization-authority')).toHaveAttribute(
    'data-authority',
    manifest.accounts[8]!.toLowerCase(),
  );
  await expect(page.getByTestId('authorization-list')).toContainText('the signer, recovered in your browser');
  await page.getByTestId('verify-mark').click();
  await expect(page.getByTestId('verify-check-authority-0')).toContainText(
    `Signed by ${manifest.accounts[8]!.toLowerCase()}`,
  );
});

test('a receipt with logs is verified: bloom rebuilt, logs belong to it, indices in order', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await useDevnet(page, 'http');
  await page.goto(`/tx/${manifest.roles.manyLogs.hash}/receipt`);
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');
  await expect(page.getByTestId('verify-limits')).toContainText(
    'the status, the gas used, or that it is in this block',
  );
  await page.getByTestId('verify-mark').click();
  for (const id of ['bloom', 'log-fields', 'log-order'])
    await expect(page.getByTestId(`verify-check-${id}`)).toHaveAttribute('data-status', 'pass');
  await expect(page.getByTestId('verify-check-bloom')).toContainText(`${manifest.roles.manyLogs.logCount} logs`);
  await expect(page.getByTestId('verify-cannot')).toContainText('receipts root');
  await screenshotAllModes(page, 'verify-receipt-panel', { fullPage: false });
  expect(consoleErrors).toEqual([]);
});

test('the secp256k1 code loads on a transaction page, never on the first page', async ({ page, manifest }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await useDevnet(page, 'http');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((s) => /\/verify-[\w-]+\.js$/.test(s))).toEqual([]);
  await page.goto(`/tx/${manifest.roles.eip1559.hash}`);
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');
  expect(scripts.filter((s) => /\/verify-[\w-]+\.js$/.test(s))).toHaveLength(1);
});

test('a transaction the endpoint altered (value changed, hash kept) fails loudly, and its data is still shown', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const key = scopedKey(manifest, 'verify-tx');
  await connectWithKey(page, manifest.base, key, 'http');
  await setFault(manifest, key, { kind: 'tamper', field: 'value', value: '0x1' });
  try {
    await search(page, manifest.roles.eip1559.hash);
    await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'failed');
    const alert = page.getByRole('alert').filter({ hasText: 'does not agree with itself' });
    await expect(alert).toContainText('transaction hash, sender (from)');
    await expect(alert).toContainText('The endpoint altered or mis-encoded one of these fields');
    await expect(alert).toContainText('chainId, nonce, maxPriorityFeePerGas, maxFeePerGas, gas, to, value, input');
    await expect(page.getByTestId('verify-mark')).toHaveText('✗ Failed verification in your browser');
    await expect(page.getByTestId('summary-value')).toHaveAttribute('data-wei', '1');
    await page.getByTestId('verify-mark').click();
    await expect(page.getByTestId('verify-check-hash')).toHaveAttribute('data-status', 'fail');
    await expect(page.getByTestId('verify-check-hash')).toContainText('MISMATCH');
    await screenshotAllModes(page, 'verify-transaction-tampered', { fullPage: false });
  } finally {
    await setFault(manifest, key, null);
  }
  expect(consoleErrors).toEqual([]);
});

test('a changed `from` keeps the hash but fails the sender check, naming both addresses', async ({
  page,
  manifest,
}) => {
  const key = scopedKey(manifest, 'verify-from');
  const impostor = '0x000000000000000000000000000000000000dead';
  await connectWithKey(page, manifest.base, key, 'http');
  await setFault(manifest, key, { kind: 'tamper', field: 'from', value: impostor });
  try {
    await search(page, manifest.roles.legacy.hash);
    await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'failed');
    await page.getByTestId('verify-mark').click();
    await expect(page.getByTestId('verify-check-hash')).toHaveAttribute('data-status', 'pass');
    await expect(page.getByTestId('verify-check-sender')).toHaveAttribute('data-status', 'fail');
    await expect(page.getByTestId('verify-check-sender')).toContainText(`not to “from” ${impostor}`);
  } finally {
    await setFault(manifest, key, null);
  }
});

test('a receipt whose bloom the endpoint altered fails loudly, and its logs are still shown', async ({
  page,
  manifest,
}) => {
  const key = scopedKey(manifest, 'verify-receipt');
  await connectWithKey(page, manifest.base, key, 'http');
  await setFault(manifest, key, { kind: 'tamper', field: 'logsBloom', value: `0x${'00'.repeat(256)}` });
  try {
    await search(page, manifest.roles.tokens.transfer.hash);
    await page.getByTestId('receipt-link').click();
    await expect(page).toHaveURL(/\/receipt$/);
    await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'failed');
    await expect(page.getByRole('alert').filter({ hasText: 'does not agree with itself' })).toContainText('logs bloom');
    await expect(page.getByTestId('receipt-logs')).toBeVisible();
    await expect(page.getByTestId('log-count')).toContainText('1');
    await page.getByTestId('verify-mark').click();
    await expect(page.getByTestId('verify-check-bloom')).toHaveAttribute('data-status', 'fail');
    await expect(page.getByTestId('verify-check-log-fields')).toHaveAttribute('data-status', 'pass');
  } finally {
    await setFault(manifest, key, null);
  }
});
