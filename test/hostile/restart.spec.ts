/**
 * The provider's node killed and restarted while the explorer is open (a devnet of this file's
 * own: node and gateway go down together, every connection severed, and come back on the same
 * URL, re-seeded). The page in flight shows a clear error instead of spinning; after the restart,
 * "Try again" shows the transaction once — no duplicate, no stale error — and pages seen before
 * the outage still show from cache without an error.
 */
import { connectWithKey, expect, test } from '../e2e/support/fixtures.ts';
import { startRestartableDevnet, type RestartableDevnet } from '../hostile/restartable-devnet.ts';
import { printSummary, recordCase, summaryScope } from './support.ts';

summaryScope('e2e-hostile-restart');

let devnet: RestartableDevnet;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  devnet = await startRestartableDevnet();
});
test.afterAll(async () => {
  await devnet?.stop();
  printSummary('node restart');
});

for (const transport of ['websocket', 'http'] as const) {
  test(`${transport}: the node dies and comes back; the page recovers without a duplicate or a stale error`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    await recordCase('node restart', `${transport}: error while down, clean recovery after`, async () => {
      const [before, during] = [devnet.seeded.roles.legacy.hash, devnet.seeded.roles.eip1559.hash];
      await connectWithKey(page, devnet.base, devnet.apiKey, transport);
      const search = async (text: string) => {
        await page.getByRole('searchbox').fill(text);
        await page.getByRole('searchbox').press('Enter');
      };
      await search(before);
      await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', before);

      await devnet.kill();
      await search(during);
      const panel = page.getByTestId('error-panel');
      await expect(panel, 'a clear error while the node is down, not a spinner').toBeVisible({ timeout: 15_000 });
      await expect(panel).toHaveAttribute('data-error-kind', /^(network|closed|timeout)$/);

      await devnet.restart();
      await panel.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', during, { timeout: 15_000 });
      await expect(page.getByTestId('tx-hash')).toHaveCount(1);
      await expect(panel).toHaveCount(0);

      // the page from before the outage: from cache, no error; and back again
      await page.goBack();
      await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', before);
      await expect(panel).toHaveCount(0);
      await page.goForward();
      await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', during);
      await expect(page.getByTestId('tx-hash')).toHaveCount(1);
      await expect(panel).toHaveCount(0);
    });
    expect(consoleErrors).toEqual([]);
  });
}
