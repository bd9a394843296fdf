/**
 * The archive's journey, shared by the production-build spec (test/e2e/archive.spec.ts) and the
 * dev-server one (test/e2e-dev/archive.spec.ts): on an opBNB-flavoured devnet mining every 250 ms,
 * open a fresh transaction and its receipt, let the 128-block window pass until the endpoint
 * answers null, reload → both shown from this browser's archive with the mark, verified again; the
 * archive holds the endpoint's redacted label, never the key; recent lookups say "only in the archive".
 */
import { expect, type Page } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_KEYS } from '../../devnet/accounts.ts';
import type { OpBnbDevnet } from '../../devnet/opbnb.ts';
import { connectWithUrl } from './fixtures.ts';
import { archiveText } from './archive-db.ts';

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

/** A fresh transfer from an unlocked anvil account, mined within a block or two. */
async function sendTransfer(opbnb: OpBnbDevnet): Promise<string> {
  const [from, to] = DEV_KEYS.slice(0, 2).map((key) => privateKeyToAccount(key).address);
  const hash = (await rpc(opbnb.manifest.nodeUrl, 'eth_sendTransaction', [{ from, to, value: '0x1234' }])) as string;
  await expect.poll(() => rpc(opbnb.manifest.nodeUrl, 'eth_getTransactionReceipt', [hash])).not.toBeNull();
  return hash;
}

export async function archiveJourney(page: Page, opbnb: OpBnbDevnet): Promise<void> {
  const { base, apiKey } = opbnb.manifest;
  const endpoint = `${base}/v3/${apiKey}`;
  const hash = await sendTransfer(opbnb);
  await connectWithUrl(page, endpoint, { remember: true });

  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');
  await expect(page.getByTestId('archive-mark')).toHaveCount(0); // served: taken fresh
  await page.getByTestId('summary-receipt-link').click();
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');

  // written when the browser is idle: both records land, filed under the label, never the key
  await expect.poll(() => archiveText(page)).toContain(`"receipt|204|${hash}"`);
  const kept = await archiveText(page);
  expect(kept).toContain(`"transaction|204|${hash}"`);
  expect(kept).toContain(`${base}/v3/<API_KEY>`);
  expect(kept).not.toContain(apiKey);

  // the window passes: the endpoint now answers null for it
  await expect
    .poll(() => rpc(endpoint, 'eth_getTransactionByHash', [hash]), { timeout: 60_000, intervals: [1_000] })
    .toBeNull();

  await page.reload();
  const mark = page.getByTestId('archive-mark');
  await expect(mark).toContainText('From this browser’s archive — fetched');
  await expect(mark).toContainText(`from ${base}/v3/<API_KEY>`);
  await expect(mark).toContainText('the endpoint no longer serves it (older than its 128 blocks)');
  await expect(mark).toContainText('Verified again now: bloom and logs ✓');
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');
  await expect(page.getByTestId('receipt-tx-hash')).toHaveAttribute('data-value', hash);

  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  await expect(mark).toContainText('Verified again now: hash and sender ✓');
  await expect(page.getByTestId('verification')).toHaveAttribute('data-verdict', 'verified');
  await expect(page.getByTestId('network')).toContainText('opBNB Mainnet');
  await expect(page.locator('body')).not.toContainText(apiKey);

  // the home page's recent lookups say which entries now open only from the archive
  await page.getByRole('link', { name: '0xhexray' }).click();
  const entry = page.getByRole('listitem').filter({ has: page.getByTestId('recent-lookup').filter({ hasText: hash }) });
  await expect(entry.getByTestId('recent-lookup-archive-only')).toHaveText('only in this browser’s archive');

  // Settings: the space it uses against its budget, and a budget kept on this device
  await page.goto('/settings');
  const settings = page.getByTestId('archive-settings');
  await expect(settings.getByTestId('archive-usage')).toContainText(/[2-9]\d* records, 1 MB of 100 MB/);
  await settings.getByLabel('Budget (MB)').fill('0');
  await settings.getByRole('button', { name: 'Set budget' }).click();
  await expect(settings.getByRole('alert')).toHaveText('The budget must be a number of megabytes from 1 to 100000.');
  await settings.getByLabel('Budget (MB)').fill('5');
  await settings.getByRole('button', { name: 'Set budget' }).click();
  await page.reload();
  await expect(settings.getByTestId('archive-usage')).toContainText('MB of 5 MB');
  await expect(settings.getByLabel('Budget (MB)')).toHaveValue('5');
}
