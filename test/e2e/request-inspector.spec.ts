/**
 * The request inspector counts what is behind the page, requests still waiting for an answer
 * included: a slow provider is visible as "in flight", not as "Requests (0)".
 */
import { connectWithKey, expect, PROBED_METHODS, scopedKey, test } from './support/fixtures.ts';
import { clearFault, setFault } from '../hostile/support.ts';

for (const transport of ['http', 'websocket'] as const) {
  test(`over ${transport}: a request in flight is counted and shown as waiting, then as answered`, async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const key = scopedKey(manifest, `inspector-${transport}`);
    await connectWithKey(page, manifest.base, key, transport);
    // the endpoint probe's calls, one per probed method, answered (this gateway serves none of them)
    const count = page.getByTestId('request-count');
    await expect(count).toHaveText(`Requests (${PROBED_METHODS})`);
    await page.mouse.move(0, 0);
    await setFault(manifest, key, { kind: 'delay', ms: 4000 });
    try {
      const box = page.getByRole('searchbox');
      await box.fill(manifest.roles.legacy.hash);
      await box.press('Enter');

      // the transaction and its receipt leave together (the page's summary needs both)
      await expect(count).toHaveText(`Requests (${PROBED_METHODS + 2}) · 2 in flight`);
      await count.click();
      const exchange = page.getByTestId('exchange').filter({ hasText: /eth_getTransaction(ByHash|Receipt)/ });
      await expect(exchange).toHaveCount(2);
      await expect(exchange.filter({ hasText: 'eth_getTransactionByHash' })).toContainText('… waiting');
      await expect(exchange.filter({ hasText: 'eth_getTransactionReceipt' })).toContainText('… waiting');
    } finally {
      await clearFault(manifest, key);
    }
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', manifest.roles.legacy.hash);
    await expect(page.getByTestId('request-count')).toHaveText(`Requests (${PROBED_METHODS + 2})`);
    const lookups = page.getByTestId('exchange').filter({ hasText: /eth_getTransaction(ByHash|Receipt)/ });
    for (const exchange of await lookups.all()) await expect(exchange).toContainText('✓');
    expect(consoleErrors).toEqual([]);
  });
}
