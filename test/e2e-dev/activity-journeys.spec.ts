/**
 * The Activity tab's Holdings and "Watch this address" on the dev server (Vite dev, React
 * StrictMode's double mounts), the same journeys the production-build suite runs
 * (test/e2e/support/activity-journeys.ts): the balances held to the node's own, every balanceOf in
 * one POST; a watched transfer kept in the archive with its receipt asked once (a watch kept
 * twice by the remount would ask it twice), shown beyond the covered blocks after a reload.
 */
import { addressWatchJourney, holdingsJourney } from '../e2e/support/activity-journeys.ts';
import { ownDevnet } from '../e2e/support/own-devnet.ts';
import { expect, test } from './support/fixtures.ts';

test('holdings: each token the seeded account moved, its balance as the node answers it', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  await holdingsJourney(page, manifest);
  expect(consoleErrors).toEqual([]);
});

test.describe('a watched address', () => {
  const devnet = ownDevnet();

  test('what arrives is kept, and after a reload shows beyond the covered blocks, from the archive', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    await addressWatchJourney(page, devnet());
    expect(consoleErrors).toEqual([]);
  });
});
