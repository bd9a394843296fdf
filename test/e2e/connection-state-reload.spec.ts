/**
 * After lookups worked in this tab, a reload keeps the last known connection state (and says when
 * it was checked) on the home page and in the header, instead of "configured, not checked yet".
 * Kept in sessionStorage for the tab, never with the key.
 */
import { expect, test, connectWithKey, screenshotAllModes } from './support/fixtures.ts';

test('a reload keeps "working" and when it was checked; the key is not stored again', async ({ page, manifest }) => {
  await connectWithKey(page, manifest.base, manifest.apiKey, 'http');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'configured');
  await page.getByRole('searchbox').fill(manifest.roles.legacy.hash);
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('tx-hash')).toBeVisible();
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'working');

  await page.goto('/');
  await page.reload();
  await expect(page.getByTestId('home-connection-state')).toHaveAttribute('data-state', 'working');
  await expect(page.getByTestId('home-connection-state')).toContainText(/working.*checked .*\d\d:\d\d:\d\d UTC/);
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'working');
  await expect(page.getByTestId('connection-state')).not.toContainText('not checked yet');
  await screenshotAllModes(page, 'connection-state-reload', { fullPage: false });

  // the health entry holds nothing of the key
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const healthEntries = JSON.parse(stored) as [string, string][];
  const health = healthEntries.filter(([k]) => k.includes('health'));
  expect(health.length).toBe(1);
  expect(health[0]![1]).not.toContain(manifest.apiKey);
  expect(health[0]![1]).not.toContain(manifest.apiKey.slice(0, 6));

  // its endpoint id is a digest of the key: forgetting the connection forgets it too
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Forget saved connection' }).click();
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('health'))))
    .toEqual([]);
});

test('another endpoint in the same tab starts from "not checked yet"', async ({ page, manifest }) => {
  await connectWithKey(page, manifest.base, manifest.apiKey, 'http');
  await page.getByRole('searchbox').fill(manifest.roles.legacy.hash);
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'working');
  await connectWithKey(page, manifest.base, manifest.apiKey, 'websocket');
  await page.reload();
  await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'configured');
});
