/**
 * The archive's journey on the opBNB-flavoured devnet mining every 250 ms (test/devnet/opbnb.ts),
 * where the 128-block window is 32 seconds: open a transaction and its receipt, let the window
 * pass until the endpoint answers null for them, reload → both shown from this browser's archive,
 * with the mark, and verified again in the browser. The archive holds the endpoint's redacted
 * label, never the key. A record the endpoint still serves is taken fresh, with no mark.
 */
import type { Page } from '@playwright/test';
import { connectWithUrl, expect, test } from './support/fixtures.ts';
import { startOpBnbDevnet, type OpBnbDevnet } from '../devnet/opbnb.ts';
import { DEV_KEYS } from '../devnet/accounts.ts';
import { privateKeyToAccount } from 'viem/accounts';

let opbnb: OpBnbDevnet;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  opbnb = await startOpBnbDevnet({ blockTime: 0.25 });
});
test.afterAll(async () => {
  await opbnb?.stop();
});

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

/** A fresh transfer from an unlocked anvil account, mined within a block or two. */
async function sendTransfer(): Promise<string> {
  const [from, to] = DEV_KEYS.slice(0, 2).map((key) => privateKeyToAccount(key).address);
  const hash = (await rpc(opbnb.manifest.nodeUrl, 'eth_sendTransaction', [{ from, to, value: '0x1234' }])) as string;
  await expect.poll(() => rpc(opbnb.manifest.nodeUrl, 'eth_getTransactionReceipt', [hash])).not.toBeNull();
  return hash;
}

/** Everything the archive's database holds, as text. */
async function archiveText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('hexray-archive');
        open.onerror = () => reject(new Error('no archive'));
        open.onsuccess = () => {
          const request = open.result.transaction('records').objectStore('records').getAll();
          request.onsuccess = () => {
            resolve(JSON.stringify(request.result));
            open.result.close();
          };
        };
      }),
  );
}

test('a transaction and its receipt outlive the window: archived, shown with the mark, verified again', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { base, apiKey } = opbnb.manifest;
  const endpoint = `${base}/v3/${apiKey}`;
  const hash = await sendTransfer();
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
  expect(consoleErrors).toEqual([]);
});
