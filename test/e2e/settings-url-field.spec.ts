/**
 * The full-RPC-URL box: what was typed can be checked (a URL on this machine is shown, a provider's
 * is masked with "Show"), `localhost:8545` without a scheme is read as http://, and an old test
 * result does not sit under a new validation message.
 */
import { test, expect, screenshotAllModes } from './support/fixtures.ts';

test('a local URL by host and port is shown as typed; one with a path, or a provider’s, is masked until "Show"', async ({
  page,
}) => {
  await page.goto('/settings');
  await page.getByLabel('Full RPC URL').check();
  const box = page.getByLabel('RPC URL (http, https, ws or wss)');
  await box.fill('http://127.0.0.1:8454');
  await expect(box).toHaveAttribute('type', 'text');
  await expect(page.getByTestId('url-secrecy')).toContainText('on this machine');
  // a path may hold a key, the devnet's own /v3/<key> does: masked even on this machine
  await box.fill('http://127.0.0.1:8454/v3/0123456789abcdef');
  await expect(box).toHaveAttribute('type', 'password');
  await box.fill('http://127.0.0.1:8454');
  await screenshotAllModes(page, 'settings-url-local', { fullPage: false });

  await box.fill('https://mainnet.example.io/v3/0123456789abcdef');
  await expect(box).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show the RPC URL' }).click();
  await expect(box).toHaveAttribute('type', 'text');
  await expect(box).toHaveValue('https://mainnet.example.io/v3/0123456789abcdef');
  await page.getByRole('button', { name: 'Hide the RPC URL' }).click();
  await expect(box).toHaveAttribute('type', 'password');
});

test('localhost:8545 without a scheme is read as http:// and connects', async ({ page, manifest, consoleErrors }) => {
  // the devnet's gateway, typed the way people type a local node: host and port, no scheme
  const url = new URL(manifest.http);
  await page.goto('/settings');
  await page.getByLabel('Full RPC URL').check();
  await page.getByLabel('RPC URL (http, https, ws or wss)').fill(`localhost:${url.port}${url.pathname}`);
  await page.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.locator('#url-error')).toBeEmpty();
  await expect(page.getByTestId('connection-badge')).toContainText('HTTP');
  await page.goto(`/tx/${manifest.roles.eip1559.hash}`);
  await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.eip1559.hash);
  expect(consoleErrors).toEqual([]);
});

test('a failed test does not stay under a new validation message', async ({ page }) => {
  await page.goto('/settings');
  await page.getByLabel('Full RPC URL').check();
  const box = page.getByLabel('RPC URL (http, https, ws or wss)');
  // nothing listens on port 9 of this machine: the test fails to reach it
  await box.fill('http://127.0.0.1:9');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByTestId('connection-test')).toContainText('✗');

  await box.fill('ftp://example.org');
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.locator('#url-error')).toContainText('must start with');
  await expect(page.getByTestId('connection-test')).toHaveText('');
});
