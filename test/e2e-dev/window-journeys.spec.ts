/**
 * The archive, snapshot and watched-slot journeys on the dev server (Vite dev, React StrictMode's double mounts), the same ones
 * the production-build suite runs (test/e2e/support/*): a snapshot link opened in a fresh browser
 * with no connection, one carrying its receipt's proof proved there, and opened while connected
 * without asking the endpoint anything; an archive
 * import, tampered and refused with nothing else lost, good and accepted; a watched slot's change
 * found in its history after the window moved on, each block read once (a watch started twice by
 * the remount would read each twice). The archive's own fallback journey is archive.spec.ts.
 */
import { importJourney } from '../e2e/support/archive-import.ts';
import { watchJourney } from '../e2e/support/slot-watch.ts';
import {
  snapshotAsksTheEndpointNothing,
  snapshotProvesItsReceipt,
  snapshotWithoutConnection,
} from '../e2e/support/snapshot-journeys.ts';
import { ownDevnet } from '../e2e/support/own-devnet.ts';
import { expect, test } from './support/fixtures.ts';

test('a snapshot link opens in a fresh browser with no connection: shown and verified there', async ({
  page,
  browser,
  manifest,
  consoleErrors,
}) => {
  await snapshotWithoutConnection(page, browser, manifest);
  expect(consoleErrors).toEqual([]);
});

test('a snapshot shared from a proved receipt page proves the receipt with no connection', async ({
  page,
  browser,
  manifest,
  consoleErrors,
}) => {
  await snapshotProvesItsReceipt(page, browser, manifest);
  expect(consoleErrors).toEqual([]);
});

test('opened while connected, a snapshot asks the endpoint nothing', async ({ page, manifest, consoleErrors }) => {
  await snapshotAsksTheEndpointNothing(page, manifest);
  expect(consoleErrors).toEqual([]);
});

test('the archive page: a tampered import refused with its reason, nothing else lost; a good one accepted', async ({
  page,
  manifest,
  consoleErrors,
}) => {
  // the test's page has kept nothing: a browser of its own, as a colleague's would be
  await importJourney(page, manifest);
  expect(consoleErrors).toEqual([]);
});

test.describe('a watched slot', () => {
  const devnet = ownDevnet({ blockTime: 0.25 });

  test('a change seen by watching stays in the history after the window has moved past it', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    await watchJourney(page, devnet());
    expect(consoleErrors).toEqual([]);
  });
});
