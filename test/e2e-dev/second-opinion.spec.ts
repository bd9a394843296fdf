/**
 * The second opinion on the dev server (Vite dev, StrictMode's double mounts): the second endpoint
 * given in Settings (the devnet's no-debug key beside the full-mode key in use) agrees on the
 * transaction page's proved block, its client surviving the second mount, and is asked
 * eth_getBlockByNumber alone. The production build's spec: test/e2e/second-opinion.spec.ts.
 */
import { expect, test } from './support/fixtures.ts';
import { connectWithKey } from '../e2e/support/fixtures.ts';
import { addSecondEndpoint, methodsAsked } from '../e2e/support/second-opinion.ts';

test('a second endpoint on the same chain agrees on the transaction page', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  const second = manifest.noDebugKey;
  await fetch(manifest.admin!.statsReset, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: second }),
  });
  await connectWithKey(page, manifest.base, manifest.fullKey);
  await addSecondEndpoint(page, { base: manifest.base, apiKey: second });
  const tx = manifest.roles.legacy;
  await page.goto(`/tx/${tx.hash}`);
  await expect(page.getByTestId('inclusion')).toHaveAttribute('data-status', 'proved');
  const opinion = page.getByTestId('second-opinion');
  await expect(opinion).toHaveAttribute('data-status', 'agrees');
  await expect(opinion).toContainText(
    `✓ ${new URL(manifest.base).host} agrees: block ${tx.blockNumber!.toLocaleString('en-US')} is 0x`,
  );
  expect(Object.keys(await methodsAsked(manifest, second))).toEqual(['eth_getBlockByNumber']);
  expect(await page.locator('body').innerText()).not.toContain(second);
  expect(consoleErrors).toEqual([]);
});
