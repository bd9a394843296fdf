/**
 * "Copy as cast": the transaction, receipt and storage pages and the request inspector copy a Foundry
 * `cast` command that names the endpoint `"$RPC_URL"` — never the key — and that the real `cast`
 * binary runs against the devnet with the same answer the page shows.
 */
import type { Locator, Page } from '@playwright/test';
import { runInShell } from './support/cast-shell.ts';
import { connectWithKey, expect, scopedKey, test } from './support/fixtures.ts';

async function copyCast(page: Page, scope: Locator | Page = page): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await scope.getByRole('button', { name: 'Copy as cast' }).first().click();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('transaction, receipt and storage pages copy a cast command without the key, and cast runs it', async ({
  page,
  context,
  manifest,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const key = scopedKey(manifest, 'cast');
  const rpcUrl = `${manifest.base}/v3/${key}`;
  await connectWithKey(page, manifest.base, key);
  const hash = manifest.roles.legacy.hash;

  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  const tx = await copyCast(page);
  expect(tx).toBe(`cast tx ${hash} --rpc-url "$RPC_URL"`);
  expect(tx).not.toContain(key);
  expect(await runInShell(`${tx} --json`, rpcUrl)).toContain(hash);

  await page.goto(`/tx/${hash}/receipt`);
  const receipt = await copyCast(page);
  expect(receipt).toBe(`cast receipt ${hash} --rpc-url "$RPC_URL"`);
  const receiptJson = JSON.parse(await runInShell(`${receipt} --json`, rpcUrl)) as { transactionHash: string };
  expect(receiptJson.transactionHash).toBe(hash);

  const variable = manifest.storage.variables.find((v) => v.word !== undefined && v.entries === undefined);
  if (!variable?.word) throw new Error('the manifest has no plain storage variable with its word');
  const slot = `0x${BigInt(variable.slot).toString(16)}`;
  await page.goto(`/address/${manifest.storage.address}/storage?slot=${slot}&block=${manifest.headAtSeed}`);
  await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', variable.word);
  const storage = await copyCast(page);
  expect(storage).toBe(
    `cast storage ${manifest.storage.address.toLowerCase()} ${slot} --block ${manifest.headAtSeed} --rpc-url "$RPC_URL"`,
  );
  expect(await runInShell(storage, rpcUrl)).toBe(variable.word);
  expect(consoleErrors).toEqual([]);
});

test('the request inspector copies each exchange as cast rpc, which cast runs to the same answer', async ({
  page,
  context,
  manifest,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const key = scopedKey(manifest, 'cast-inspector');
  await connectWithKey(page, manifest.base, key);
  const hash = manifest.roles.legacy.hash;
  await page.goto(`/tx/${hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
  await page.getByTestId('request-count').click();
  const exchange = page.getByTestId('exchange').filter({ hasText: 'eth_getTransactionByHash' }).first();
  await exchange.locator('summary').click();
  const copied = await copyCast(page, exchange);
  expect(copied).toBe(`cast rpc --rpc-url "$RPC_URL" --raw 'eth_getTransactionByHash' '["${hash}"]'`);
  expect(copied).not.toContain(key);
  const answer = JSON.parse(await runInShell(copied, `${manifest.base}/v3/${key}`)) as { hash: string };
  expect(answer.hash).toBe(hash);
});
